import { assign, fromPromise, setup } from 'xstate';

/**
 * Lazy page loading with reload-on-failure (Errors in docs/behaviours.md): a page's chunk loads; when it
 * fails, the page reloads once; when the same chunk fails again right after that reload
 * (a marker the caller keeps, e.g. in sessionStorage), the error screen shows instead.
 * A chunk that fails because the connection is gone is no reason to reload (the browser would show
 * its own "no internet" page in place of the one being read): the loader waits for the connection
 * (the page stays, a message says why) and loads again when it is back, or when Try again is pressed.
 * Where the load was started by a link followed while the connection is gone, the page being read stays
 * on screen meanwhile, and the visitor may choose to stay on it instead (the navigation is dropped).
 */
export interface PageLoaderContext {
  chunkId: string;
  errorMessage: string | null;
}

export type PageLoaderEvent = { type: 'ERROR_SCREEN.TRY_AGAIN' } | { type: 'OFFLINE_NOTICE.TRY_AGAIN' } | { type: 'OFFLINE_NOTICE.STAY' };

export const pageLoaderMachine = setup({
  types: {
    context: {} as PageLoaderContext,
    input: {} as { chunkId: string },
    events: {} as PageLoaderEvent,
  },
  actors: {
    /** Loads the page's chunk (provided by the caller: a dynamic import). */
    loadChunk: fromPromise<unknown, { chunkId: string }>(() => Promise.reject(new Error('loadChunk is not provided'))),
    /** Resolves when the connection is back (provided by the caller: the `online` event). */
    waitForConnection: fromPromise<void>(() => new Promise<void>(() => {})),
  },
  guards: {
    /** Did this chunk already trigger a reload just now? (provided by the caller) */
    hasRecentReloadMarker: () => false,
    /** Did the chunk fail because the connection is gone? (provided by the caller) */
    isConnectionGone: () => false,
  },
  actions: {
    recordError: assign({
      errorMessage: (_, params: { error: unknown }) => (params.error instanceof Error ? params.error.message : String(params.error)),
    }),
    /** Remember that this chunk triggered a reload (provided by the caller). */
    markReload: () => {},
    /** Forget the marker once the chunk loads (provided by the caller). */
    clearReloadMarker: () => {},
    /** Reload the whole page (provided by the caller). */
    reloadPage: () => {},
  },
}).createMachine({
  id: 'pageLoader',
  context: ({ input }) => ({ chunkId: input.chunkId, errorMessage: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadChunk',
        src: 'loadChunk',
        input: ({ context }) => ({ chunkId: context.chunkId }),
        onDone: { target: 'loaded', actions: 'clearReloadMarker' },
        onError: [
          {
            guard: 'isConnectionGone',
            target: 'waitingForConnection',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: 'hasRecentReloadMarker',
            target: 'failed',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'reloading',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loaded: { type: 'final' },
    waitingForConnection: {
      invoke: { id: 'waitForConnection', src: 'waitForConnection', onDone: 'loading' },
      on: { 'OFFLINE_NOTICE.TRY_AGAIN': 'loading', 'OFFLINE_NOTICE.STAY': 'stayed' },
    },
    /** The visitor chose to stay on the page being read: the page asked for is not opened. */
    stayed: { type: 'final' },
    failed: {
      on: { 'ERROR_SCREEN.TRY_AGAIN': 'reloading' },
    },
    reloading: {
      entry: ['markReload', 'reloadPage'],
    },
  },
});
