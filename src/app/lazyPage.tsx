import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { pageLoaderMachine } from '../../machines/page-loader/page-loader.machine';
import { Spinner } from '../ui/primitives';
import { ChunkErrorScreen } from '../features/errors/ChunkErrorScreen';
import { clearReloadMarker, hasRecentReloadMarker, markReload } from './chunkReload';
import { getInspector } from '../common/inspector';
import type { PageModule } from './pageImports';

export interface LazyPageOptions {
  /** How the page reloads; tests replace it. */
  reload?: () => void;
  /** What shows while the chunk loads (the page spinner unless given). */
  loading?: () => ReactNode;
}

/**
 * A page loaded on demand, its own chunk, driven by the page-loader statechart:
 * a spinner while it loads, one reload when the chunk fails, the error screen after that.
 */
export function lazyPage(chunkId: string, importer: () => Promise<PageModule>, options: LazyPageOptions = {}) {
  let loaded: PageModule | null = null;
  const reload = options.reload ?? (() => window.location.reload());

  const machine = pageLoaderMachine.provide({
    actors: {
      loadChunk: fromPromise<unknown, { chunkId: string }>(async () => {
        const mod = await importer();
        loaded = mod;
        return null;
      }),
    },
    guards: { hasRecentReloadMarker: ({ context }) => hasRecentReloadMarker(context.chunkId) },
    actions: {
      markReload: ({ context }) => markReload(context.chunkId),
      clearReloadMarker: ({ context }) => clearReloadMarker(context.chunkId),
      reloadPage: () => reload(),
    },
  });

  function Loader() {
    const actor = useActorRef(machine, { input: { chunkId }, inspect: import.meta.env.DEV ? getInspector() : undefined });
    const state = useSelector(actor, (s) => s.value);
    // Once the chunk is in, render the page at once: the same element tree on every render, so the
    // page keeps its state when its route re-renders (a different tree here would remount it).
    if (loaded) {
      const Page = loaded.default;
      return <Page />;
    }
    if (state === 'failed') {
      return <ChunkErrorScreen onTryAgain={() => actor.send({ type: 'ERROR_SCREEN.TRY_AGAIN' })} />;
    }
    return options.loading ? options.loading() : <Spinner label="Loading page…" page />;
  }

  function LazyPage() {
    return <Loader />;
  }
  LazyPage.displayName = `LazyPage(${chunkId})`;
  LazyPage.preload = () => importer().then((m) => (loaded = m));
  return LazyPage;
}
