import { Suspense, lazy, useEffect, useReducer, useState, type ReactNode } from 'react';
import { ChunkErrorScreen } from '../features/errors/ChunkErrorScreen';
import { OfflineKeptNotice, OfflineNotice, PageSpinner } from '../features/errors/OfflineNotice';
import { hasRecentReloadMarker, markReload } from './chunkReload';
import { importOrConnectionGone, isConnectionGoneError, whenConnectionBack } from '../common/connection';
import type { PageModule } from './pageModule';
import type { PageLoadingProps } from './pageLoading';

export interface LazyPageOptions {
  /** How the page reloads; tests replace it. */
  reload?: () => void;
  /** What shows while the chunk loads (the page spinner unless given). */
  loading?: () => ReactNode;
}

/**
 * Where the page loader's own code cannot be fetched either (the connection dropped before the service
 * worker kept it, or a new release replaced the files the browser knows of), the statechart cannot run;
 * the same rules are kept without it: while the connection is gone, a notice, and the page loads when it
 * is back (for a link followed from the page being read, the notice floats over that page, which stays);
 * otherwise the page is loaded afresh once (the server renders it, with the new release's files), and
 * after that the error screen, whose Try again loads it afresh again (a link's page is handed on to its
 * own loader, as the statechart does).
 */
export function LoaderUnavailable({ chunkId, load, reload, loading, onLoaded, keptPage }: PageLoadingProps) {
  const [reloadedAlready] = useState(() => hasRecentReloadMarker(chunkId));
  // While the connection is gone, no reload: a notice, and the page loads when the connection is back.
  const [offline, setOffline] = useState<boolean | null>(null);
  const [attempt, tryAgain] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    void importOrConnectionGone(load).then(
      () => live && onLoaded(),
      (error: unknown) => {
        if (!live) return;
        if (isConnectionGoneError(error)) {
          setOffline(true);
          void whenConnectionBack(window, controller.signal).then(() => live && tryAgain());
          return;
        }
        setOffline(false);
        if (reloadedAlready) return;
        markReload(chunkId);
        reload();
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [chunkId, load, reload, reloadedAlready, onLoaded, attempt]);
  const failedAfterReload = offline === false && reloadedAlready;
  useEffect(() => {
    if (keptPage && failedAfterReload) onLoaded();
  }, [keptPage, failedAfterReload, onLoaded]);
  if (offline) return keptPage ? <OfflineKeptNotice onTryAgain={tryAgain} onStay={keptPage.onStay} /> : <OfflineNotice onTryAgain={tryAgain} />;
  return failedAfterReload && !keptPage ? <ChunkErrorScreen onTryAgain={reload} /> : loading();
}

/** The page-loader statechart and its screens, loaded with the first page that is not in yet. */
const PageLoading = lazy(() => import('./pageLoading').catch(() => ({ default: LoaderUnavailable })));

/**
 * A page loaded on demand, its own chunk, driven by the page-loader statechart (pageLoading.tsx):
 * a spinner while it loads, one reload when the chunk fails, the error screen after that. A page
 * already in (`preload`: the app loads the first page before it renders) renders at once, and the
 * statechart's code is not needed for it.
 */
export function lazyPage(chunkId: string, importer: () => Promise<PageModule>, options: LazyPageOptions = {}) {
  let loaded: PageModule | null = null;
  const reload = options.reload ?? (() => window.location.reload());
  const loading = options.loading ?? (() => <PageSpinner />);
  // One import at a time: the Loader starts it at once, beside the statechart's own code, and the
  // statechart's load waits for that same import; a failed one is forgotten, so a later load tries again.
  let pending: Promise<void> | null = null;
  const load = () =>
    (pending ??= importer().then(
      (mod) => {
        loaded = mod;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function Loader() {
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    // The chunk's import starts with the Loader, not after the statechart's code has arrived.
    useState(() => (loaded ? null : load().catch(() => undefined)));
    // Once the chunk is in, render the page at once: the same element tree on every render, so the
    // page keeps its state when its route re-renders (a different tree here would remount it).
    if (loaded) {
      const Page = loaded.default;
      return <Page />;
    }
    return (
      <Suspense fallback={loading()}>
        <PageLoading chunkId={chunkId} load={load} reload={reload} loading={loading} onLoaded={arrived} />
      </Suspense>
    );
  }

  function LazyPage() {
    return <Loader />;
  }
  LazyPage.displayName = `LazyPage(${chunkId})`;
  LazyPage.preload = () => importer().then((m) => (loaded = m));
  /** Is the page's code in (it renders at once)? */
  LazyPage.isLoaded = () => loaded !== null;
  /** Loads the page's code (the same single import the page itself waits for). */
  LazyPage.load = load;
  LazyPage.chunkId = chunkId;
  LazyPage.reload = reload;
  return LazyPage;
}
