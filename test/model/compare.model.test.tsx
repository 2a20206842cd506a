import { InEnglish } from '../helpers/renderPage';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SnapshotFrom } from 'xstate';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedListMachine, type StoredListEvent } from '../../machines/stored-list/stored-list.machine';
import type { StoredItem } from '../../machines/stored-list/stored-list.view';
import { COMPARE_MAX, compareFullMessage } from '../../src/config/constants';
import { paths } from '../../src/config/routes';
import { CompareToggle } from '../../src/common/compare/CompareToggle';
import { COMPARE_TRAY } from '../../src/common/compare/compareShell';
import { SavedListsDock, SavedListsProvider } from '../../src/common/SavedLists';
import { theme } from '../../src/ui/theme';
import { transitionPaths } from '../helpers/modelPaths';

/**
 * Model-based test of the compare tray: paths generated from the statechart (every state the model
 * tells apart, then every transition out of it), replayed on the real Compare toggles and tray, with
 * the real sessionStorage persistence. Each step checks the toggles' pressed state, the tray, the
 * refusal message and what is stored.
 */
type Snapshot = SnapshotFrom<typeof storedListMachine>;

const PICKS: StoredItem[] = [
  { kind: 'consultancy', id: 11, name: 'Alpha Education' },
  { kind: 'consultancy', id: 12, name: 'Bagmati Consult' },
  { kind: 'consultancy', id: 13, name: 'Chitwan Pathways' },
  { kind: 'consultancy', id: 14, name: 'Dhulikhel Abroad' },
  { kind: 'consultancy', id: 15, name: 'Everest Study Link' },
];
const COMPARE_STORAGE_KEY = COMPARE_TRAY.storage.key;

const events: StoredListEvent[] = [
  { type: 'STORAGE.LOADED', items: [] },
  { type: 'STORAGE.LOADED', items: [PICKS[0], PICKS[1]] },
  ...PICKS.map((item) => ({ type: 'ITEM.TOGGLE' as const, item })),
  ...PICKS.map((p) => ({ type: 'ITEM.REMOVE' as const, kind: p.kind, id: p.id })),
  { type: 'LIST.CLEAR' },
];

const serialize = (s: Snapshot) => JSON.stringify({ value: s.value, count: s.context.items.length, refused: s.context.refused !== null });

const paths_ = transitionPaths(storedListMachine, { events, serialize, input: { max: COMPARE_TRAY.max, kinds: COMPARE_TRAY.kinds } });

function renderTray() {
  const location = memoryLocation({ path: '/consultancies', record: true });
  render(
    <InEnglish>
      <ThemeProvider theme={theme}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SavedListsProvider>
            {PICKS.map((p) => (
              <CompareToggle key={p.id} id={p.id} name={p.name} />
            ))}
            <SavedListsDock />
          </SavedListsProvider>
        </Router>
      </ThemeProvider>
    </InEnglish>,
  );
}

const nameOf = (id: number) => PICKS.find((p) => p.id === id)!.name;

async function expectUiFor(state: Snapshot) {
  const { items, refused } = state.context;
  // The statechart's code loads on the first press or with a stored tray: the toggles show its state once it runs.
  await waitFor(() => {
    for (const p of PICKS) {
      expect(screen.getByRole('button', { name: `Compare ${p.name}` })).toHaveAttribute('aria-pressed', String(items.some((i) => i.id === p.id)));
    }
  });
  if (items.length === 0) {
    expect(screen.queryByRole('region', { name: /Compare tray/ })).toBeNull();
  } else {
    const tray = await screen.findByRole('region', { name: `Compare tray (${items.length} of ${COMPARE_MAX})` });
    const listed = within(within(tray).getByRole('list', { name: 'Consultancies to compare' })).getAllByRole('listitem');
    expect(listed.map((li) => li.textContent?.replace('×', ''))).toEqual(items.map((i) => i.name));
    expect(within(tray).getByRole('link', { name: `Compare (${items.length})` })).toHaveAttribute('href', paths.compare(items.map((i) => i.id)));
    expect(within(tray).getByRole('status')).toHaveTextContent(refused ? compareFullMessage(refused.name) : /^$/);
  }
  const stored = JSON.parse(sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]') as unknown;
  expect(stored).toEqual(items);
}

beforeEach(() => sessionStorage.clear());

describe('compare tray statechart, replayed on the real toggles and tray', () => {
  it('the generated paths reach a full tray, a refused fifth pick and an emptied tray', () => {
    const ends = paths_.map((p) => p.state);
    expect(ends.some((s) => s.matches({ ready: 'refused' }))).toBe(true);
    expect(ends.some((s) => s.context.items.length === COMPARE_MAX)).toBe(true);
    expect(paths_.some((p) => p.steps.some((st) => st.event.type === 'LIST.CLEAR'))).toBe(true);
  });

  it.each(paths_.map((p, n) => [`${n + 1}. ${p.name}`, p] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    const [first, ...rest] = path.steps.filter((st) => (st.event.type as string) !== 'xstate.init');
    // The stored tray is what the persistence actor reads when the app starts (STORAGE.LOADED).
    if (first.event.type !== 'STORAGE.LOADED') throw new Error('every path starts by reading the stored tray');
    sessionStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(first.event.items));
    renderTray();
    await expectUiFor(first.state);
    for (const { event, state } of rest) {
      if (event.type === 'ITEM.TOGGLE') await user.click(screen.getByRole('button', { name: `Compare ${event.item.name}` }));
      else if (event.type === 'ITEM.REMOVE') await user.click(screen.getByRole('button', { name: `Remove ${nameOf(event.id)} from the compare tray` }));
      else if (event.type === 'LIST.CLEAR') await user.click(screen.getByRole('button', { name: 'Clear tray' }));
      else throw new Error(`no user action for ${event.type}`);
      await expectUiFor(state);
    }
  });
});
