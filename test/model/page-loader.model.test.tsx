import { connectionBack, connectionGone, connectionUp } from '../helpers/connection';
import { OFFLINE_MESSAGE } from '../../src/common/connection';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { EventObject } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { pageLoaderMachine, type PageLoaderEvent } from '../../machines/page-loader/page-loader.machine';
import { lazyPage } from '../../src/app/lazyPage';
import { theme } from '../../src/ui/theme';

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
        ? [{ type: 'xstate.done.actor.waitForConnection' }, { type: 'OFFLINE_NOTICE.TRY_AGAIN' }]
        : []) as unknown as ModelEvent[];

const paths = getSimplePaths(modelMachine, { events, input: { chunkId: 'model' } });

describe('model: the page-loader statechart', () => {
  beforeEach(() => {
    sessionStorage.clear();
    connectionUp();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reaches loaded, reloading, failed and waiting for the connection', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['loading', 'loaded', 'reloading', 'failed', 'waitingForConnection']));
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type + ((s.event as { error?: { afterReload?: boolean } }).error?.afterReload ? '(after reload)' : '') + ((s.event as { error?: { connectionGone?: boolean } }).error?.connectionGone ? '(connection gone)' : '')).join(' → ') || '(start)', p] as const))(
    'replayed on the real lazy page: %s',
    async (_name, path) => {
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
        <ThemeProvider theme={theme}>
          <Page />
        </ThemeProvider>,
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
          expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
          expect(reload).not.toHaveBeenCalled();
        }
      }
      if (path.steps.length === 0) expect(screen.getByRole('status')).toBeInTheDocument();
    },
  );
});
