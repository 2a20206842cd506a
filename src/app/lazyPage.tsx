import { Suspense, lazy, useReducer, useState, type ReactNode } from 'react';
import { Spinner } from '../ui/primitives';
import type { PageModule } from './pageImports';

export interface LazyPageOptions {
  /** How the page reloads; tests replace it. */
  reload?: () => void;
  /** What shows while the chunk loads (the page spinner unless given). */
  loading?: () => ReactNode;
}

/** The page-loader statechart and its screens, loaded with the first page that is not in yet. */
const PageLoading = lazy(() => import('./pageLoading'));

/**
 * A page loaded on demand, its own chunk, driven by the page-loader statechart (pageLoading.tsx):
 * a spinner while it loads, one reload when the chunk fails, the error screen after that. A page
 * already in (`preload`: the app loads the first page before it renders) renders at once, and the
 * statechart's code is not needed for it.
 */
export function lazyPage(chunkId: string, importer: () => Promise<PageModule>, options: LazyPageOptions = {}) {
  let loaded: PageModule | null = null;
  const reload = options.reload ?? (() => window.location.reload());
  const loading = options.loading ?? (() => <Spinner label="Loading page…" page />);
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
  return LazyPage;
}
