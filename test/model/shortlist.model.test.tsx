import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SnapshotFrom } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedListMachine, type StoredListEvent } from '../../machines/stored-list/stored-list.machine';
import type { StoredItem } from '../../machines/stored-list/stored-list.view';
import { shortlistFullMessage } from '../../src/config/constants';
import { SaveToggle } from '../../src/common/shortlist/SaveToggle';
import { ShortlistLink } from '../../src/common/shortlist/ShortlistLink';
import { INITIAL_SHORTLIST_VIEW, SHORTLIST, type ShortlistKind } from '../../src/common/shortlist/shortlistShell';
import { runStoredList } from '../../src/common/storedListCode';
import { createWidget } from '../../src/common/widget';
import { SavedListsDock, SavedListsProvider, createSavedLists } from '../../src/common/SavedLists';
import { theme } from '../../src/ui/theme';
import { transitionPaths } from '../helpers/modelPaths';
import { InEnglish } from '../helpers/renderPage';

/**
 * Model-based test of the shortlist: paths generated from the statechart (with a limit of two, so that
 * a refusal is a short path away), replayed on the real Save toggles, the header's count, the
 * /shortlist page and localStorage. A change made in another tab is replayed as that tab would make
 * it: the stored list written, then the browser's `storage` event.
 */
const listed = vi.hoisted(() => ({
  list: (params: { ids?: string }) =>
    Promise.resolve({
      items: String(params.ids ?? '')
        .split(',')
        .filter(Boolean)
        .map((id) => ({ id: Number(id) })),
      total: 0,
      page: 1,
      limit: 100,
    }),
}));
vi.mock('../../src/api/consultancies', () => ({ consultanciesApi: { list: listed.list } }));
vi.mock('../../src/api/universities', () => ({ universitiesApi: { list: listed.list } }));
vi.mock('../../src/api/courses', () => ({ coursesApi: { list: listed.list } }));
const { default: ShortlistPage } = await import('../../src/features/shortlist/ShortlistPage');

type Snapshot = SnapshotFrom<typeof storedListMachine>;
const MAX = 2;
const SHORTLIST_STORAGE_KEY = SHORTLIST.storage.key;

// A consultancy and a university with the same id: the kind tells them apart.
const ITEMS: Array<StoredItem & { kind: ShortlistKind }> = [
  { kind: 'consultancy', id: 1, name: 'Alpha Education' },
  { kind: 'university', id: 1, name: 'Sample University of Sydney' },
  { kind: 'course', id: 2, name: 'Master of Information Technology' },
];

const events: StoredListEvent[] = [
  { type: 'STORAGE.LOADED', items: [] },
  { type: 'STORAGE.LOADED', items: [ITEMS[0]] },
  ...ITEMS.map((item) => ({ type: 'ITEM.TOGGLE' as const, item })),
  ...ITEMS.map((i) => ({ type: 'ITEM.REMOVE' as const, kind: i.kind, id: i.id })),
  { type: 'STORAGE.CHANGED', items: [] },
  { type: 'STORAGE.CHANGED', items: [ITEMS[1], ITEMS[2]] },
];

const serialize = (s: Snapshot) =>
  JSON.stringify({ value: s.value, items: s.context.items.map((i) => `${i.kind}:${i.id}`).sort(), refused: s.context.refused !== null });

const modelPaths = transitionPaths(storedListMachine, { events, serialize, input: { max: MAX, kinds: SHORTLIST.kinds } });

function Harness() {
  // The shortlist with a small limit (the page starts its statechart when it opens).
  const [lists] = useState(() => ({
    ...createSavedLists(),
    shortlist: createWidget(INITIAL_SHORTLIST_VIEW, async () => runStoredList({ ...SHORTLIST, max: MAX })),
  }));
  return (
    <SavedListsProvider lists={lists}>
      <ShortlistLink />
      {ITEMS.map((i) => (
        <SaveToggle key={`${i.kind}-${i.id}`} kind={i.kind} id={i.id} name={i.name} />
      ))}
      <ShortlistPage />
      <SavedListsDock />
    </SavedListsProvider>
  );
}

function renderShortlist() {
  const location = memoryLocation({ path: '/shortlist', record: true });
  render(
    <InEnglish>
      <ThemeProvider theme={theme}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Harness />
        </Router>
      </ThemeProvider>
    </InEnglish>,
  );
}

const nameOf = (kind: string, id: number) => ITEMS.find((i) => i.kind === kind && i.id === id)!.name;

function expectUiFor(state: Snapshot) {
  const { items, refused } = state.context;
  expect(screen.getByRole('link', { name: `Shortlist (${items.length})` })).toHaveAttribute('href', '/shortlist');
  for (const i of ITEMS) {
    expect(screen.getByRole('button', { name: `Save ${i.name}` })).toHaveAttribute(
      'aria-pressed',
      String(items.some((s) => s.kind === i.kind && s.id === i.id)),
    );
  }
  const page = document.querySelector<HTMLElement>('[data-page="shortlist"]')!;
  if (items.length === 0) {
    expect(within(page).getByText(/Your shortlist is empty/)).toBeInTheDocument();
  } else {
    for (const i of items) expect(within(page).getByRole('button', { name: `Remove ${i.name} from my shortlist` })).toBeInTheDocument();
    expect(within(page).getAllByRole('button', { name: /from my shortlist$/ })).toHaveLength(items.length);
  }
  expect(document.querySelector('[data-part="shortlist-refusal"]')).toHaveTextContent(refused ? shortlistFullMessage(refused.name, MAX) : /^$/);
  expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]')).toEqual(items);
}

beforeEach(() => localStorage.clear());

describe('shortlist statechart, replayed on the real Save toggles, header count, page and localStorage', () => {
  it('the generated paths reach a refused save, a change from another tab and a removal', () => {
    expect(modelPaths.some((p) => p.state.matches({ ready: 'refused' }))).toBe(true);
    expect(modelPaths.some((p) => p.steps.some((st) => st.event.type === 'STORAGE.CHANGED'))).toBe(true);
    expect(modelPaths.some((p) => p.steps.some((st) => st.event.type === 'ITEM.REMOVE'))).toBe(true);
  });

  it.each(modelPaths.map((p, n) => [`${n + 1}. ${p.name}`, p] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    const [first, ...rest] = path.steps.filter((st) => (st.event.type as string) !== 'xstate.init');
    if (first.event.type !== 'STORAGE.LOADED') throw new Error('every path starts by reading the stored shortlist');
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(first.event.items));
    renderShortlist();
    await waitFor(() => expectUiFor(first.state));
    for (const { event, state } of rest) {
      if (event.type === 'ITEM.TOGGLE') await user.click(screen.getByRole('button', { name: `Save ${event.item.name}` }));
      else if (event.type === 'ITEM.REMOVE') await user.click(screen.getByRole('button', { name: `Remove ${nameOf(event.kind, event.id)} from my shortlist` }));
      else if (event.type === 'STORAGE.CHANGED') {
        // Another tab saved this list: the browser stores it and tells this tab.
        const newValue = JSON.stringify(event.items);
        localStorage.setItem(SHORTLIST_STORAGE_KEY, newValue);
        act(() => {
          window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY, newValue, storageArea: localStorage }));
        });
      } else throw new Error(`no user action for ${event.type}`);
      expectUiFor(state);
    }
  });
});
