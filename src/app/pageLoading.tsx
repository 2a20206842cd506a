import { useEffect, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { pageLoaderMachine } from '../../machines/page-loader/page-loader.machine';
import { ChunkErrorScreen } from '../features/errors/ChunkErrorScreen';
import { OfflineKeptNotice, OfflineNotice } from '../features/errors/OfflineNotice';
import { importOrConnectionGone, isConnectionGoneError, whenConnectionBack } from '../common/connection';
import { clearReloadMarker, hasRecentReloadMarker, markReload } from './chunkReload';
import { getInspector } from '../common/inspector';

export interface PageLoadingProps {
  chunkId: string;
  /** Loads the page's chunk. */
  load: () => Promise<unknown>;
  reload: () => void;
  /** What shows while the chunk loads. */
  loading: () => ReactNode;
  /** Told once the chunk is in (the page then renders in place of this). */
  onLoaded: () => void;
  /**
   * The load of a link's page, started while the page being read stays on screen (a link followed while
   * the connection is gone: heldNavigation.tsx). The notice then floats over that page, and offers to stay
   * on it (told through `onStay`); a chunk that cannot load even after a reload is handed on (`onLoaded`:
   * the link's page is opened, and its own loader shows the error screen).
   */
  keptPage?: { onStay: () => void };
}

/**
 * A page's chunk on its way, driven by the page-loader statechart: what `loading` shows while it loads,
 * one reload when the chunk fails, the error screen after that; while the connection is gone, a notice
 * (and the chunk loads again when it is back); for a link followed while the connection is gone, the same
 * flow with the page being read kept on screen (`keptPage`). Its own chunk, with XState: a page
 * that is already in (the first page, loaded before the app renders) needs none of it (lazyPage.tsx).
 */
export default function PageLoading({ chunkId, load, reload, loading, onLoaded, keptPage }: PageLoadingProps) {
  const [machine] = useState(() =>
    pageLoaderMachine.provide({
      actors: {
        loadChunk: fromPromise<unknown, { chunkId: string }>(() => importOrConnectionGone(load)),
        waitForConnection: fromPromise<void>(({ signal }) => whenConnectionBack(window, signal)),
      },
      guards: {
        hasRecentReloadMarker: ({ context }) => hasRecentReloadMarker(context.chunkId),
        isConnectionGone: ({ event }) => isConnectionGoneError((event as { error?: unknown }).error),
      },
      actions: {
        markReload: ({ context }) => markReload(context.chunkId),
        clearReloadMarker: ({ context }) => clearReloadMarker(context.chunkId),
        reloadPage: () => reload(),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { chunkId }, inspect: import.meta.env.DEV ? getInspector() : undefined });
  const state = useSelector(actor, (s) => s.value);
  useEffect(() => {
    if (state === 'loaded' || (keptPage && state === 'failed')) onLoaded();
    if (state === 'stayed') keptPage?.onStay();
  }, [state, onLoaded, keptPage]);
  if (keptPage) {
    return state === 'waitingForConnection' ? (
      <OfflineKeptNotice onTryAgain={() => actor.send({ type: 'OFFLINE_NOTICE.TRY_AGAIN' })} onStay={() => actor.send({ type: 'OFFLINE_NOTICE.STAY' })} />
    ) : (
      loading()
    );
  }
  if (state === 'waitingForConnection') {
    return <OfflineNotice onTryAgain={() => actor.send({ type: 'OFFLINE_NOTICE.TRY_AGAIN' })} />;
  }
  if (state === 'failed') {
    return <ChunkErrorScreen onTryAgain={() => actor.send({ type: 'ERROR_SCREEN.TRY_AGAIN' })} />;
  }
  return loading();
}
