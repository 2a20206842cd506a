import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readFirstData } from '../ui/serverPage';
import { App } from './App';
import type { PageKey } from './pageImports';
import { pages } from './pages';
import { loadI18n, setBrowserI18n } from './i18n';
import { localeOfPath } from '../config/locale';
import { downloadWidgetCode } from './PublicLayout';
import { readBsDates } from '../common/bsDates';

/**
 * Resolves in a task of its own. The page's modules (its chunk, the shared kit, the statecharts) then
 * run in a task after the app's (React, the styles, the router): two shorter tasks, where one long
 * one held the main thread (a task's time past 50 ms is what a tap waits, and what blocking time counts).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Calls `onDone` once, when the tree around it has been committed: for a hydrated page, once it is live. */
function Committed({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}

/**
 * Starts the app. The first page's chunk is awaited before the first render, so the page renders
 * at once instead of a spinner that it replaces; a chunk that fails here fails again in the page
 * loader, which then reloads; it also makes the first render match the server's HTML, which it
 * hydrates. A first render in the browser alone is a transition: React renders it
 * in slices and the main thread stays free for input.
 */
export async function boot(firstPage: PageKey | null, { onHydrated = () => {} }: { onHydrated?: () => void } = {}) {
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
    const { startInspector } = await import('../common/inspector');
    await startInspector();
  }
  // The page's language's catalog comes with the page's chunk: both are awaited, so the first render matches the server's.
  const [i18n] = await Promise.all([
    loadI18n(localeOfPath(window.location.pathname), firstPage),
    firstPage ? nextTask().then(() => pages[firstPage].preload().catch(() => undefined)) : null,
  ]);
  setBrowserI18n(i18n);
  const container = document.getElementById('root')!;
  // A page the server rendered: hydrate it with the data it was rendered with (the admin area has none).
  if (container.dataset.rendered === 'server') {
    // A public page's widgets' code starts downloading now, beside hydration (the admin area has none of them).
    if (firstPage !== 'adminArea') void downloadWidgetCode();
    const firstData = readFirstData(document);
    // The Bikram Sambat days the server wrote the page's dates with: the first render writes the same.
    readBsDates(document);
    // That data is the first page's: the first navigation (a link or Back; wouter announces pushState) lets it go.
    for (const event of ['pushState', 'popstate']) window.addEventListener(event, () => firstData.clear(), { once: true });
    // As a transition: React hydrates in slices and the main thread stays free for input meanwhile.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App firstData={firstData} i18n={i18n} />
          <Committed onDone={onHydrated} />
        </StrictMode>,
      );
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
  });
}
