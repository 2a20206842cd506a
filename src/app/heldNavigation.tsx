import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { BaseLocationHook } from 'wouter';
import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import { pageForPath } from './routeTable';
import { pages } from './pages';
import { LoaderUnavailable } from './lazyPage';
import { NextPageProgress } from '../features/errors/OfflineNotice';

type Navigate = typeof browserNavigate;
type NavigateOptions = Parameters<Navigate>[1];
type LazyPage = (typeof pages)[keyof typeof pages];

interface Held {
  to: string;
  options: NavigateOptions;
  page: LazyPage;
}

/** Takes a navigation instead of the router when it must wait (true), or lets it go ahead (false). */
type Hold = (to: string, options: NavigateOptions) => boolean;

const HoldContext = createContext<Hold | null>(null);

/**
 * The browser's location for the router, whose navigations may be held: a link to a page whose code is
 * not in yet leaves the page being read only once that code has arrived (NavigationHold below).
 */
export const useHoldingLocation: BaseLocationHook = (options?: { ssrPath?: string }) => {
  const [location, navigate] = useBrowserLocation(options);
  const hold = useContext(HoldContext);
  const guarded = useCallback<Navigate>(
    (to, navigateOptions) => {
      if (!hold?.(String(to), navigateOptions)) navigate(to, navigateOptions);
    },
    [hold, navigate],
  );
  return [location, guarded];
};

/**
 * Where the page loader's own code cannot arrive (offline before the service worker kept it), the same
 * rules without the statechart: the page being read stays, with the notice over it (lazyPage.tsx).
 */
const PageLoading = lazy(() => import('./pageLoading').catch(() => ({ default: LoaderUnavailable })));

/**
 * A link to a page whose code is not in yet: the page being read stays on screen, with a bar that says
 * the next page is on its way, while the page-loader statechart loads that code; the link's page opens
 * as soon as it is in (at once for a page the service worker kept). When it cannot arrive because the
 * connection is gone (the browser may still say it is online: a connection without internet), the
 * statechart waits for the connection with a notice over the page (Try again, Stay on this page), and
 * the link's page opens when the connection is back. A chunk that fails for another reason (a new
 * release replaced the files) loads the link's page afresh from the server, as the page's own loader
 * does. Any other navigation meanwhile drops the held one.
 */
export function NavigationHold({ children, win = window }: { children: ReactNode; win?: Window }) {
  const [held, setHeld] = useState<Held | null>(null);
  const hold = useCallback<Hold>(
    (to, options) => {
      const url = new URL(to, win.location.href);
      if (url.origin !== win.location.origin) return false;
      const key = pageForPath(url.pathname);
      if (!key || pages[key].isLoaded()) return false;
      const page = pages[key];
      // The chunk's import starts now, beside the statechart's own code if that is not in yet.
      page.load().catch(() => undefined);
      setHeld({ to, options, page });
      return true;
    },
    [win],
  );
  useEffect(() => {
    if (!held) return undefined;
    const drop = () => setHeld(null);
    win.addEventListener('pushState', drop);
    win.addEventListener('popstate', drop);
    return () => {
      win.removeEventListener('pushState', drop);
      win.removeEventListener('popstate', drop);
    };
  }, [held, win]);
  const open = useCallback(() => {
    if (held) browserNavigate(held.to, held.options);
    setHeld(null);
  }, [held]);
  const stay = useCallback(() => setHeld(null), []);
  const reload = useCallback(() => held && win.location.assign(held.to), [held, win]);
  const keptPage = useState(() => ({ onStay: stay }))[0];
  return (
    <HoldContext.Provider value={hold}>
      {children}
      {held && (
        <Suspense fallback={<NextPageProgress />}>
          <PageLoading
            key={held.to}
            chunkId={held.page.chunkId}
            load={held.page.load}
            reload={reload}
            loading={() => <NextPageProgress />}
            onLoaded={open}
            keptPage={keptPage}
          />
        </Suspense>
      )}
    </HoldContext.Provider>
  );
}
