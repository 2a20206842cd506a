import { takeEarlyInput } from './app/earlyInput';
import { pageImports } from './app/pageImports';
import { pageScriptsReleased, releasePageScripts } from './app/pageScripts';
import { pageForPath } from './app/routeTable';
import { registerServiceWorker } from './app/serviceWorker';
import { followRememberedLanguage } from './common/language';

const firstPage = pageForPath(window.location.pathname);
// A visit that starts in the other language than the one chosen before goes to the chosen one (public pages only).
const moving = firstPage !== 'adminArea' && followRememberedLanguage(window.location, document);
const serverRendered = document.getElementById('root')?.dataset.rendered === 'server';

// The entry is small on purpose. A page the server rendered paints first, with none of the app's
// JavaScript: once it has painted, its scripts load (all at once, from the links the server wrote;
// src/app/pageScripts.ts) and hydrate it, and a button pressed meanwhile is pressed again once it
// is live (src/app/earlyInput.ts). A page the browser renders alone (the admin area) starts at once.
// Either way the current page's chunk starts loading beside the app's own code (React, the layout, the
// router), instead of after it has arrived and run (a server-rendered page's from the links it released);
// the app runs the page's modules in a task after its own (src/app/boot.tsx).
const earlyInput = takeEarlyInput();
// A page the browser renders alone (the admin area) has nothing to hydrate: the page's own holder stops at once.
if (!serverRendered) earlyInput.release();
if (!moving)
  void (serverRendered ? pageScriptsReleased() : Promise.resolve())
    .then(() => {
      releasePageScripts();
      // A server-rendered page's chunks are on their way (the links just released); importing the page
      // here would run its modules in the same task as the app's (see boot.tsx). The admin area has no links.
      if (firstPage && !serverRendered) pageImports[firstPage]().catch(() => undefined);
      return import('./app/boot').then(({ boot }) => boot(firstPage, { onHydrated: () => earlyInput.release() }));
    })
    .catch(() => {
      // The app could not start: what was held goes back to the browser's own handling.
      earlyInput.release();
    });

// The service worker (offline reading of visited pages) registers after load, when the browser is idle.
if (import.meta.env.PROD) registerServiceWorker();
