import { act, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceMachine, retryDelayFor, type ResourceEvent, type ResourceFailure, type ResourceInput } from '../../machines/resource/resource.machine';
import { ApiError } from '../../src/api/client';
import { RESOURCE_RETRY_ATTEMPTS } from '../../src/config/constants';
import { Remote, useRemote } from '../../src/common/Remote';
import { theme } from '../../src/ui/theme';
import { FirstDataContext, type FirstState } from '../../src/ui/serverPage';
import { transitionPaths, type ModelPath } from '../helpers/modelPaths';

/**
 * Model-based tests of the resource statechart, the one way a page reads remote data: paths generated
 * from the statechart (a read with built-in data, one without, one the server render already answered,
 * one the server render found missing), replayed on a component that reads through useRemote and
 * renders the shared Remote states. The test decides every outcome: each request and each load of the
 * built-in data is held until the path resolves or rejects it, and the retry waits pass on fake timers.
 */
type Snapshot = SnapshotFrom<typeof resourceMachine>;
type AnyEvent = ResourceEvent | { type: string; [k: string]: unknown };

const FROM_SERVER = 'the server’s answer';
const FROM_RENDER = 'the server render’s answer';
const BUILT_IN = 'the built-in copy';

const failures: Record<string, ResourceFailure> = {
  network: { message: 'Cannot reach the server.', status: null, code: 'NETWORK' },
  unavailable: { message: 'The server is busy.', status: 503, code: 'UNAVAILABLE' },
  tooMany: { message: 'Too many requests.', status: 429, code: 'TOO_MANY_REQUESTS' },
  notFound: { message: 'That item was not found.', status: 404, code: 'NOT_FOUND' },
};

const LOAD_DONE = 'xstate.done.actor.load';
const LOAD_ERROR = 'xstate.error.actor.load';
const FALLBACK_DONE = 'xstate.done.actor.loadFallback';
const FALLBACK_ERROR = 'xstate.error.actor.loadFallback';

interface Scenario {
  label: string;
  fallback: boolean;
  /** What the server render left for the first key. */
  first?: FirstState;
}

const scenarios: Scenario[] = [
  { label: 'with built-in data', fallback: true },
  { label: 'without built-in data', fallback: false },
  { label: 'rendered on the server', fallback: true, first: { status: 'success', data: FROM_RENDER } },
  { label: 'found missing on the server', fallback: false, first: { status: 'failure', error: failures.notFound } },
];

const inputOf = (s: Scenario): ResourceInput => ({ key: 'a', hasFallback: s.fallback, initial: s.first ?? null });

/** The events a path may send: the other key (with the server render's answer when it is the first key). */
const eventsFor =
  (s: Scenario) =>
  (snapshot: Snapshot): AnyEvent[] => {
    const other = snapshot.context.key === 'a' ? 'b' : 'a';
    return [
      { type: 'RETRY.CLICK' },
      { type: 'RELOAD' },
      { type: 'KEY.CHANGE', key: other, initial: other === 'a' ? (s.first ?? null) : null },
      { type: LOAD_DONE, output: FROM_SERVER },
      ...Object.values(failures).map((error) => ({ type: LOAD_ERROR, error })),
      { type: FALLBACK_DONE, output: BUILT_IN },
      { type: FALLBACK_ERROR, error: new Error('The built-in copy could not be loaded.') },
    ];
  };

/** States the reader shows differently are different states: the data shown, the failure's message. */
const serialize = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    key: s.context.key,
    retries: s.context.retries,
    data: s.hasTag('data') ? s.context.data : null,
    error: s.matches('failure') ? s.context.error?.message : null,
  });

const pathsOf = (s: Scenario) =>
  transitionPaths<typeof resourceMachine, AnyEvent>(resourceMachine, { input: inputOf(s), events: eventsFor(s), serialize, label: s.label }).map((p) => ({
    ...p,
    scenario: s,
  }));

const paths: Array<ModelPath<AnyEvent, Snapshot> & { scenario: Scenario }> = scenarios.flatMap(pathsOf);

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void; signal?: AbortSignal };

function Reader({ readKey, control, fallback }: { readKey: string; control: Control; fallback: boolean }) {
  const { state, retry, reload } = useRemote<string>(
    (signal) => control.load(readKey, signal),
    readKey,
    fallback ? { fallback: () => control.loadFallback() } : {},
  );
  return (
    <>
      <button type="button" onClick={reload}>
        Reload
      </button>
      <Remote state={state} retry={retry} loading="Loading the list…" failure="We could not load the list." fallbackNote="Showing the built-in list.">
        {(data) => <p data-part="data">{data}</p>}
      </Remote>
    </>
  );
}

interface Control {
  loads: Array<Deferred & { key: string }>;
  fallbacks: Deferred[];
  load: (key: string, signal: AbortSignal) => Promise<string>;
  loadFallback: () => Promise<string>;
}

function makeControl(): Control {
  const control: Control = {
    loads: [],
    fallbacks: [],
    load: (key, signal) => new Promise((resolve, reject) => control.loads.push({ key, signal, resolve: resolve as (v: unknown) => void, reject })),
    loadFallback: () => new Promise((resolve, reject) => control.fallbacks.push({ resolve: resolve as (v: unknown) => void, reject })),
  };
  return control;
}

function renderReader(s: Scenario) {
  const control = makeControl();
  const firstData = new Map<string, FirstState>(s.first ? [['a', s.first]] : []);
  const ui = (key: string) => (
    <ThemeProvider theme={theme}>
      <FirstDataContext.Provider value={firstData}>
        <Reader readKey={key} control={control} fallback={s.fallback} />
      </FirstDataContext.Provider>
    </ThemeProvider>
  );
  const view = render(ui('a'));
  return { control, rerender: (key: string) => view.rerender(ui(key)) };
}

/** What the reader shows in each state of the statechart. */
function expectUiFor(state: Snapshot) {
  const value = state.value as string;
  switch (value) {
    case 'loading':
    case 'retrying':
    case 'fallingBack':
      expect(screen.getByRole('status')).toHaveTextContent('Loading the list…');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(document.querySelector('[data-part="data"]')).toBeNull();
      break;
    case 'success':
      expect(document.querySelector('[data-part="data"]')).toHaveTextContent(String(state.context.data));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(document.querySelector('[data-part="fallback-note"]')).toBeNull();
      break;
    case 'fallback': {
      const note = document.querySelector<HTMLElement>('[data-part="fallback-note"]')!;
      expect(note).toHaveTextContent('Showing the built-in list.');
      expect(within(note).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(document.querySelector('[data-part="data"]')).toHaveTextContent(BUILT_IN);
      break;
    }
    case 'failure': {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(`We could not load the list. ${state.context.error!.message}`);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(document.querySelector('[data-part="data"]')).toBeNull();
      break;
    }
    default:
      throw new Error(`no check for state ${value}`);
  }
}

const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('model: the resource statechart, replayed on a reader that uses useRemote and the shared Remote states', () => {
  it('reaches every state: loading, retrying, success, fallingBack, fallback, failure', () => {
    const reached = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => s.value as string));
    expect(reached).toEqual(new Set(['loading', 'retrying', 'success', 'fallingBack', 'fallback', 'failure']));
  });

  it('the one fallback rule: only no connection, a timeout or a 5xx, after every automatic retry, with built-in data given, leads to the fallback', () => {
    for (const p of paths) {
      p.steps.forEach((step, i) => {
        if (!step.state.matches('fallingBack') || (i > 0 && p.steps[i - 1].state.matches('fallingBack'))) return;
        const before = i > 0 ? p.steps[i - 1].state : null;
        const error = (step.event as { error?: unknown }).error as ResourceFailure;
        expect(p.scenario.fallback).toBe(true);
        expect(before?.context.retries).toBe(RESOURCE_RETRY_ATTEMPTS);
        expect(error.code === 'NETWORK' || error.code === 'TIMEOUT' || (error.status ?? 0) >= 500).toBe(true);
      });
    }
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { control, rerender } = renderReader(path.scenario);
    let key = 'a';
    let loadsExpected = path.scenario.first ? 0 : 1;
    let fallbacksExpected = 0;
    await flush();
    expect(control.loads).toHaveLength(loadsExpected);
    for (const [i, step] of path.steps.entries()) {
      const before = i === 0 ? null : path.steps[i - 1].state;
      const inFlight = control.loads.at(-1);
      const event = step.event as AnyEvent & { key?: string; output?: unknown; error?: unknown };
      if (event.type === 'xstate.init') {
        expectUiFor(step.state);
        continue;
      }
      if (event.type === 'RETRY.CLICK') {
        const scope = document.querySelector<HTMLElement>('[data-part="fallback-note"]') ?? screen.getByRole('alert');
        await act(async () => within(scope).getByRole('button', { name: 'Try again' }).click());
      } else if (event.type === 'RELOAD') {
        await act(async () => screen.getByRole('button', { name: 'Reload' }).click());
      } else if (event.type === 'KEY.CHANGE') {
        key = event.key!;
        await act(async () => rerender(key));
      } else if (event.type === LOAD_DONE) {
        await act(async () => inFlight!.resolve(event.output));
      } else if (event.type === LOAD_ERROR) {
        const f = event.error as ResourceFailure;
        await act(async () => inFlight!.reject(new ApiError(f.message, f.status, f.code as ApiError['code'])));
      } else if (event.type === FALLBACK_DONE) {
        await act(async () => control.fallbacks.at(-1)!.resolve(event.output));
      } else if (event.type === FALLBACK_ERROR) {
        await act(async () => control.fallbacks.at(-1)!.reject(event.error));
      } else if (event.type.startsWith('xstate.after.retryDelay')) {
        // The named delay, no shorter: nothing is asked before it has passed.
        const wait = retryDelayFor(before!.context.retries, before!.context.error);
        await act(async () => vi.advanceTimersByTimeAsync(wait - 1));
        expect(control.loads).toHaveLength(loadsExpected);
        await act(async () => vi.advanceTimersByTimeAsync(1));
      } else {
        throw new Error(`no replay for ${event.type}`);
      }
      await flush();

      // One request for each entry into loading (RELOAD and a new key enter it again), for the key shown.
      const restarted = event.type === 'RELOAD' || event.type === 'KEY.CHANGE';
      if (step.state.matches('loading') && (!before?.matches('loading') || restarted)) loadsExpected += 1;
      expect(control.loads).toHaveLength(loadsExpected);
      if (step.state.matches('loading')) expect(control.loads.at(-1)!.key).toBe(key);
      // Leaving loading without an answer (a reload, a new key) cancels the request in flight.
      if (before?.matches('loading') && restarted) expect(inFlight!.signal!.aborted).toBe(true);
      if (step.state.matches('fallingBack') && !before?.matches('fallingBack')) fallbacksExpected += 1;
      expect(control.fallbacks).toHaveLength(fallbacksExpected);
      expectUiFor(step.state);
    }
    expectUiFor(path.state);
  });
});
