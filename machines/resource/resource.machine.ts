import { assign, fromPromise, setup } from 'xstate';
import { API_TIMEOUT_MS, RESOURCE_RETRY_ATTEMPTS, RESOURCE_RETRY_DELAY_MS } from '../../src/config/constants';
import type { ErrorCode } from '../../src/domain/wire';

/**
 * One remote read, the way every page and admin screen reads remote data.
 *
 * starting -> success (the caller already has the data: the server render's, or its own)
 *           | failure (the server render ended in a failure, e.g. not found)
 *           | loading;
 * loading -> success | retrying (a passing failure: no connection, timeout, 5xx, 429; at most
 *            RESOURCE_RETRY_ATTEMPTS times, after `retryDelay`) | fallingBack | failure;
 * failure and fallback -RETRY.CLICK-> loading; RELOAD (any state) loads again; KEY.CHANGE reads
 * something else (starting over, with that key's data when the caller has it).
 *
 * The one fallback rule: when the read fails for a reason that is not the data's (no connection, a
 * timeout or a 5xx, after the retries) and the caller has built-in data (`hasFallback`), the machine
 * loads it (`loadFallback`) and shows it in `fallback`, with the failure kept for the note. A 4xx
 * (not found, refused, signed out) never falls back: the built-in copy would hide a real answer.
 *
 * The reads are actors the caller provides (`machine.provide({ actors: { load, loadFallback } })`):
 * `load` gets `{ key, attempt }` and the abort `signal`, which it passes to the request, so leaving
 * `loading` (a new key, a reload, the screen closing) cancels it. A parent machine invokes this one
 * and follows it with `onSnapshot` (the state value, `context.data` and `context.error`).
 */

/** What a failed read reports (the API client's ApiError fits). */
export interface ResourceFailure {
  message: string;
  status: number | null;
  code: ErrorCode | 'NETWORK' | 'TIMEOUT' | 'CANCELED' | (string & {});
  /** The server's Retry-After, when it gave one. */
  retryAfterSeconds?: number | null;
}

/** How a read already ended before the machine starts (the server render's answer, or the caller's). */
export type ResourceStart = { status: 'success'; data: unknown } | { status: 'failure'; error: ResourceFailure };

export interface ResourceInput {
  /** Names what is read (a URL, its parameters): a new key is a new read. */
  key: string;
  /** The read's result when the caller already has it: the machine starts there without asking. */
  initial?: ResourceStart | null;
  /** The caller has built-in data to show when the server cannot be reached (`loadFallback`). */
  hasFallback?: boolean;
}

export interface ResourceContext {
  key: string;
  /** The data shown: the last answer in `success`, the built-in data in `fallback`. */
  data: unknown;
  /** The last failure: shown in `failure`, the note's reason in `fallback`. */
  error: ResourceFailure | null;
  /** Automatic retries made for the current read. */
  retries: number;
  hasFallback: boolean;
}

export type ResourceEvent =
  { type: 'RETRY.CLICK' } | { type: 'RELOAD' } | { type: 'KEY.CHANGE'; key: string; initial?: ResourceStart | null; hasFallback?: boolean };

/** What the `load` actor receives (besides the abort signal). */
export interface ResourceLoadInput {
  key: string;
  /** 0 for the first request of a read, then 1, 2 … for the automatic retries. */
  attempt: number;
}

/** Any thrown value as a failure (an ApiError keeps its identity). */
export function asResourceFailure(error: unknown): ResourceFailure {
  if (typeof error === 'object' && error !== null && 'message' in error && 'code' in error && 'status' in error) return error as ResourceFailure;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unexpected error';
  return { message, status: null, code: 'INTERNAL' };
}

/** The server could not be reached or could not answer: no connection, a timeout, a 5xx. */
export function isUnreachable(failure: ResourceFailure): boolean {
  return failure.code === 'NETWORK' || failure.code === 'TIMEOUT' || (failure.status !== null && failure.status >= 500);
}

/**
 * A failure that may pass by itself: the server unreachable, or asking us to slow down (429), unless
 * it asks for a wait longer than a request may take (then the page shows the failure at once).
 */
export function isPassing(failure: ResourceFailure): boolean {
  const asked = (failure.retryAfterSeconds ?? 0) * 1000;
  return (isUnreachable(failure) || failure.status === 429) && asked <= API_TIMEOUT_MS;
}

/** The wait before automatic retry number `retries` (1, 2 …): doubling, or the server's Retry-After when longer. */
export function retryDelayFor(retries: number, failure: ResourceFailure | null): number {
  const backOff = RESOURCE_RETRY_DELAY_MS * 2 ** Math.max(0, retries - 1);
  const asked = (failure?.retryAfterSeconds ?? 0) * 1000;
  return Math.min(Math.max(backOff, asked), API_TIMEOUT_MS);
}

/** The data and failure a read starts from: what the caller gave, else nothing yet. */
const startOf = (start: ResourceStart | null | undefined): Pick<ResourceContext, 'data' | 'error'> => ({
  data: start?.status === 'success' ? start.data : undefined,
  error: start?.status === 'failure' ? start.error : null,
});

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    input: {} as ResourceInput,
    events: {} as ResourceEvent,
  },
  actors: {
    /** The read itself; rejects with the failure (the API client's ApiError). */
    load: fromPromise<unknown, ResourceLoadInput>(() => Promise.reject(new Error('load is not provided'))),
    /** The caller's built-in data, loaded only when the fallback rule applies. */
    loadFallback: fromPromise<unknown, { key: string }>(() => Promise.reject(new Error('loadFallback is not provided'))),
  },
  delays: {
    retryDelay: ({ context }) => retryDelayFor(context.retries, context.error),
  },
  guards: {
    hasInitialData: ({ context }) => context.data !== undefined && context.error === null,
    hasInitialFailure: ({ context }) => context.error !== null,
    canRetry: ({ context }, params: { error: unknown }) => isPassing(asResourceFailure(params.error)) && context.retries < RESOURCE_RETRY_ATTEMPTS,
    canFallBack: ({ context }, params: { error: unknown }) => context.hasFallback && isUnreachable(asResourceFailure(params.error)),
  },
  actions: {
    setData: assign({ data: (_, params: { data: unknown }) => params.data, error: null, retries: 0 }),
    setFallbackData: assign({ data: (_, params: { data: unknown }) => params.data, retries: 0 }),
    setError: assign({ error: (_, params: { error: unknown }) => asResourceFailure(params.error) }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
    startKey: assign(({ context }, params: { key: string; initial?: ResourceStart | null; hasFallback?: boolean }) => ({
      key: params.key,
      ...startOf(params.initial),
      retries: 0,
      hasFallback: params.hasFallback ?? context.hasFallback,
    })),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({
    key: input.key,
    ...startOf(input.initial),
    retries: 0,
    hasFallback: input.hasFallback ?? false,
  }),
  initial: 'starting',
  on: {
    RELOAD: { target: '.loading', reenter: true, actions: 'resetRetries' },
    'KEY.CHANGE': {
      target: '.starting',
      reenter: true,
      actions: { type: 'startKey', params: ({ event }) => ({ key: event.key, initial: event.initial, hasFallback: event.hasFallback }) },
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasInitialData', target: 'success' }, { guard: 'hasInitialFailure', target: 'failure' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ key: context.key, attempt: context.retries }),
        onDone: { target: 'success', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: [
          {
            guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) },
            target: 'retrying',
            actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'countRetry'],
          },
          {
            guard: { type: 'canFallBack', params: ({ event }) => ({ error: event.error }) },
            target: 'fallingBack',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failure', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    retrying: {
      tags: ['busy'],
      after: { retryDelay: 'loading' },
    },
    fallingBack: {
      tags: ['busy'],
      invoke: {
        id: 'loadFallback',
        src: 'loadFallback',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'fallback', actions: { type: 'setFallbackData', params: ({ event }) => ({ data: event.output }) } },
        // The built-in data could not be loaded either: the original failure stands.
        onError: 'failure',
      },
    },
    success: {
      tags: ['data'],
    },
    fallback: {
      tags: ['data'],
      on: { 'RETRY.CLICK': { target: 'loading', actions: 'resetRetries' } },
    },
    failure: {
      on: { 'RETRY.CLICK': { target: 'loading', actions: 'resetRetries' } },
    },
  },
});
