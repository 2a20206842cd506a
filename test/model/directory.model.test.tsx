import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchMachine, type SearchEvent } from '../../machines/search/search.machine';
import { fetchPublishedDirectory } from '../../src/api/directory';
import { HEADER_IDS } from '../../src/common/header/headerShell';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { toDirectoryEntry, type DirectoryEntry } from '../../src/domain/directory';
import { modelWalks } from '../helpers/modelPaths';
import { renderApp } from '../helpers/renderApp';

vi.mock('../../src/api/directory', () => ({ fetchPublishedDirectory: vi.fn() }));
const fetchDirectory = vi.mocked(fetchPublishedDirectory);

/** What the database publishes: the seeded records plus one an admin added (only there, not built in). */
const ADDED: DirectoryEntry = { ...toDirectoryEntry(CONSULTANCIES[0]), id: 900, name: 'Published Only Education', sample: false };
const PUBLISHED = [...CONSULTANCIES.map(toDirectoryEntry), ADDED];

// The loader's outcomes, as XState names them; the replay settles the pending request the same way.
const DONE = { type: 'xstate.done.actor.loadDirectory', output: PUBLISHED } as unknown as SearchEvent;
const FAILED = { type: 'xstate.error.actor.loadDirectory', error: new Error('Cannot reach the server.') } as unknown as SearchEvent;
const events: SearchEvent[] = [
  { type: 'TRIGGER.FOCUS' },
  { type: 'TRIGGER.CLICK', opener: HEADER_IDS.searchButton },
  { type: 'CLOSE_TRIGGER.CLICK' },
  DONE,
  FAILED,
];

const { paths, tours } = modelWalks(searchMachine, {
  events,
  // The directory region, and whether the dialog is open (the dialog's own model: search.model.test.tsx).
  serialize: (s) => JSON.stringify([(s.value as { directory: string }).directory, s.matches({ dialog: 'open' })]),
  label: 'directory',
});

let pending: Array<{ resolve: (list: DirectoryEntry[]) => void; reject: (e: Error) => void }>;
beforeAll(async () => {
  await import('../../src/features/header/SearchModal');
});
beforeEach(() => {
  pending = [];
  fetchDirectory.mockReset();
  fetchDirectory.mockImplementation(() => new Promise((resolve, reject) => pending.push({ resolve, reject })));
});
afterEach(() => vi.restoreAllMocks());

describe('model: the directory region of the search statechart, replayed on the real header and modal', () => {
  it('reaches every directory state: idle, loading, ready and unavailable', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => (s.state.value as { directory: string }).directory)));
    expect(reached).toEqual(new Set(['idle', 'loading', 'ready', 'unavailable']));
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    renderApp('/');
    const button = () => document.getElementById(HEADER_IDS.searchButton)!;
    for (const step of path.steps) {
      switch (step.event.type as string) {
        case 'TRIGGER.FOCUS':
          await act(async () => {
            button().blur();
            button().focus();
          });
          break;
        case 'TRIGGER.CLICK':
          await act(async () => button().click());
          await screen.findByRole('combobox', { name: /^Search consultancies by name/ });
          break;
        case 'CLOSE_TRIGGER.CLICK':
          await user.click(screen.getByRole('button', { name: 'Close search' }));
          break;
        case DONE.type:
          await act(async () => pending.at(-1)!.resolve(PUBLISHED));
          break;
        case FAILED.type:
          await act(async () => pending.at(-1)!.reject(new Error('Cannot reach the server.')));
          break;
      }
      // One request per entry into "loading", none otherwise.
      const loads = path.steps
        .slice(0, path.steps.indexOf(step) + 1)
        .filter((s, i, all) => s.state.matches({ directory: 'loading' }) && !(i > 0 && all[i - 1].state.matches({ directory: 'loading' }))).length;
      await vi.waitFor(() => expect(fetchDirectory).toHaveBeenCalledTimes(loads));
    }
    // What the search matches in the state reached: the published records once a copy has loaded,
    // the built-in list before that or when none could be.
    if (!screen.queryByRole('combobox', { name: /^Search consultancies by name/ })) {
      await act(async () => button().click());
      pending.at(-1)?.reject(new Error('not settled in this check'));
    }
    const input = await screen.findByRole('combobox', { name: /^Search consultancies by name/ });
    await user.type(input, ADDED.name);
    const everLoaded = path.steps.some((s) => s.event.type === DONE.type);
    expect(screen.queryAllByRole('option').filter((o) => o.closest('[role="listbox"]'))).toHaveLength(everLoaded ? 1 : 0);
  });
});
