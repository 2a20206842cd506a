import { connectionBack, connectionGone, connectionUp } from '../helpers/connection';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { InEnglish } from '../helpers/renderPage';
import type { EventObject } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { pageLoaderMachine, type PageLoaderEvent } from '../../machines/page-loader/page-loader.machine';
import { lazyPage } from '../../src/app/lazyPage';
import PageLoading from '../../src/app/pageLoading';
import { theme } from '../../src/ui/theme';
import { LOADING_TEXT } from '../../src/common/loadingText';

/**
 * The promise actor's outcomes become events of the model. The guard's answer (was there a reload
 * just now?) is carried by the error event, so the traversal reaches both branches.
 */
const DONE = { type: 'xstate.done.actor.loadChunk', output: null };
const FAIL_FIRST = { type: 'xstate.error.actor.loadChunk', error: { afterReload: false } };
const FAIL_AFTER_RELOAD = { type: 'xstate.error.actor.loadChunk', error: { afterReload: true } };
const FAIL_OFFLINE = { type: 'xstate.error.actor.loadChunk', error: { connectionGone: true } };

const modelMachine = pageLoaderMachine.provide({
  guards: {
    hasRecentReloadMarker: ({ event }) => (event as { error?: { afterReload?: boolean } }).error?.afterReload === true,
    isConnectionGone: ({ event }) => (event as { error?: { connectionGone?: boolean } }).error?.connectionGone === true,
  },
});

type ModelEvent = PageLoaderEvent;
// The done/error events are not in the machine's own event type; the traversal takes them as they are.
const events = (snapshot: { value: unknown }): ModelEvent[] =>
  (snapshot.value === 'loading'
    ? [DONE, FAIL_FIRST, FAIL_AFTER_RELOAD, FAIL_OFFLINE]
    : snapshot.value === 'failed'
      ? [{ type: 'ERROR_SCREEN.TRY_AGAIN' }]
      : snapshot.value === 'waitingForConnection'
        ? [{ type: 'xstate.done.actor.waitForConnection' }, { type: 'OFFLINE_NOTICE.TRY_AGAIN' }, { type: 'OFFLINE_NOTICE.STAY' }]
        : []) as unknown as ModelEvent[];

const paths = getSimplePaths(modelMachine, { events, input: { chunkId: 'model' } });
type Path = (typeof paths)[number];

const stepName = (e: { type: string; error?: { afterReload?: boolean; connectionGone?: boolean } }) =>
  e.type + (e.error?.afterReload ? '(after reload)' : '') + (e.error?.connectionGone ? '(connection gone)' : '');
const named = (list: Path[]) => list.map((p) => [p.steps.map((s) => stepName(s.event as Parameters<typeof stepName>[0])).join(' → ') || '(start)', p] as const);

/** A chunk's import the test settles: each call is a new import. */
function controlledImport() {
  const control = { imports: 0, settle: null as { resolve: () => void; reject: (e: unknown) => void } | null };
  const load = () =>
    new Promise<{ default: () => React.ReactNode }>((resolve, reject) => {
      control.imports += 1;
      control.settle = { resolve: () => resolve({ default: () => <h1>Model page</h1> }), reject };
    });
  return { control, load };
}

const failingImport = () => import(/* @vite-ignore */ `/missing-${Math.random()}.js`).catch((e: unknown) => e);

describe('model: the page-loader statechart', () => {
  beforeEach(() => {
    sessionStorage.clear();
    connectionUp();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reaches loaded, reloading, failed, waiting for the connection and stayed', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['loading', 'loaded', 'reloading', 'failed', 'waitingForConnection', 'stayed']));
  });

  // A page loading in place of the one left has no page to stay on: its notice offers Try again only.
  it.each(named(paths.filter((p) => p.state.value !== 'stayed')))('replayed on the real lazy page: %s', async (_name, path) => {
    const reload = vi.fn();
    let settle: { resolve: () => void; reject: (e: unknown) => void } | null = null;
    let imports = 0;
    const Page = lazyPage(
      'model',
      () =>
        new Promise((resolve, reject) => {
          imports += 1;
          settle = { resolve: () => resolve({ default: () => <h1>Model page</h1> }), reject };
        }),
      { reload },
    );
    render(
      <InEnglish>
        <ThemeProvider theme={theme}>
          <Page />
        </ThemeProvider>
      </InEnglish>,
    );
    for (const step of path.steps) {
      const ev = step.event as EventObject & { error?: { afterReload?: boolean; connectionGone?: boolean } };
      if (ev.type === 'xstate.init') continue;
      if (ev.type === DONE.type) settle!.resolve();
      else if (ev.type === FAIL_FIRST.type && ev.error?.connectionGone) {
        connectionGone();
        settle!.reject(await import(/* @vite-ignore */ `/missing-${Math.random()}.js`).catch((e: unknown) => e));
      } else if (ev.type === 'xstate.done.actor.waitForConnection' || ev.type === 'OFFLINE_NOTICE.TRY_AGAIN') {
        const before = imports;
        if (ev.type === 'OFFLINE_NOTICE.TRY_AGAIN') {
          connectionUp();
          await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
        } else connectionBack();
        await vi.waitFor(() => expect(imports).toBeGreaterThan(before));
      } else if (ev.type === FAIL_FIRST.type) {
        connectionUp();
        if (ev.error?.afterReload) sessionStorage.setItem('gantavya:chunk-reload:model', String(Date.now()));
        // A real failing import.
        settle!.reject(await import(/* @vite-ignore */ `/missing-${Math.random()}.js`).catch((e: unknown) => e));
      } else if (ev.type === 'ERROR_SCREEN.TRY_AGAIN') {
        await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      }
      // The real page shows the state the path reached.
      const expected = step.state.value;
      if (expected === 'loaded') expect(await screen.findByRole('heading', { name: 'Model page' })).toBeInTheDocument();
      if (expected === 'failed') expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
      if (expected === 'reloading') await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      if (expected === 'failed') expect(reload).not.toHaveBeenCalled();
      if (expected === 'loading') expect(screen.getByRole('status')).toBeInTheDocument();
      if (expected === 'waitingForConnection') {
        expect(await screen.findByText(LOADING_TEXT.offline.message)).toBeInTheDocument();
        expect(reload).not.toHaveBeenCalled();
      }
    }
    if (path.steps.length === 0) expect(screen.getByRole('status')).toBeInTheDocument();
  });

  // Kept mode hands a chunk that failed after a reload on to the link's page, whose own error screen has
  // Try again (the replay above): nothing here sends ERROR_SCREEN.TRY_AGAIN.
  it.each(named(paths.filter((p) => !p.steps.some((s) => s.event.type === 'ERROR_SCREEN.TRY_AGAIN'))))(
    'replayed on a link followed offline, the page being read kept: %s',
    async (_name, path) => {
      const reload = vi.fn();
      const onLoaded = vi.fn();
      const onStay = vi.fn();
      const { control, load } = controlledImport();
      render(
        <InEnglish>
          <ThemeProvider theme={theme}>
            <p>The page being read</p>
            <PageLoading chunkId="model" load={load} reload={reload} loading={() => null} onLoaded={onLoaded} keptPage={{ onStay }} />
          </ThemeProvider>
        </InEnglish>,
      );
      for (const step of path.steps) {
        const ev = step.event as EventObject & { error?: { afterReload?: boolean; connectionGone?: boolean } };
        if (ev.type === 'xstate.init') continue;
        if (ev.type === DONE.type) control.settle!.resolve();
        else if (ev.type === FAIL_FIRST.type) {
          if (ev.error?.connectionGone) connectionGone();
          else connectionUp();
          if (ev.error?.afterReload) sessionStorage.setItem('gantavya:chunk-reload:model', String(Date.now()));
          control.settle!.reject(await failingImport());
        } else if (ev.type === 'xstate.done.actor.waitForConnection' || ev.type === 'OFFLINE_NOTICE.TRY_AGAIN') {
          const before = control.imports;
          if (ev.type === 'OFFLINE_NOTICE.TRY_AGAIN') {
            connectionUp();
            await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
          } else connectionBack();
          await vi.waitFor(() => expect(control.imports).toBeGreaterThan(before));
        } else if (ev.type === 'OFFLINE_NOTICE.STAY') {
          await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
        }
        const expected = step.state.value;
        // Whatever the state, the page being read is still there.
        expect(screen.getByText('The page being read')).toBeInTheDocument();
        if (expected === 'loaded') await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1));
        if (expected === 'reloading') await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
        // A chunk that fails again right after a reload is handed on: the link's page shows the error screen.
        if (expected === 'failed') {
          await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1));
          expect(reload).not.toHaveBeenCalled();
        }
        if (expected === 'waitingForConnection') {
          expect(await screen.findByText(LOADING_TEXT.offlineKept.message)).toBeInTheDocument();
          expect(reload).not.toHaveBeenCalled();
          expect(onLoaded).not.toHaveBeenCalled();
        }
        if (expected === 'stayed') {
          await vi.waitFor(() => expect(onStay).toHaveBeenCalledTimes(1));
          expect(onLoaded).not.toHaveBeenCalled();
        }
        if (expected === 'loading') expect(screen.queryByText(LOADING_TEXT.offlineKept.message)).toBeNull();
      }
    },
  );
});
