import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { headerMachine, type HeaderEvent, type QuickCategory } from '../../machines/header/header.machine';
import { pages } from '../../src/app/pages';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { suggestionsFor } from '../../src/features/header/SearchModal';
import { renderApp } from '../helpers/renderApp';

// The published directory: the built-in list's records, as a freshly seeded database publishes them.
vi.mock('../../src/api/directory', async () => {
  const { CONSULTANCIES: records } = await import('../../src/data/consultancies');
  const { toDirectoryEntry } = await import('../../src/domain/directory');
  return { fetchPublishedDirectory: vi.fn(async () => records.map(toDirectoryEntry)) };
});

vi.mock('../../src/api/consultancies', () => ({
  consultanciesApi: {
    list: vi.fn(async () => ({ items: CONSULTANCIES, total: CONSULTANCIES.length, page: 1, limit: 100 })),
    get: vi.fn(async (id: number) => CONSULTANCIES.find((c) => c.id === id)),
  },
}));

type Snap = SnapshotFrom<typeof headerMachine>;

/** A query with a small list (three offices of one consultancy), a blank one and one with no match. */
const SMALL = 'Himalayan';
const QUERIES = [SMALL, '  ', 'zzzq'];
const CATEGORIES: QuickCategory[] = ['consultancies', 'universities', 'courses', 'scholarships'];

const searchEvents: HeaderEvent[] = [
  { type: 'SEARCH_BUTTON.CLICK' },
  { type: 'MODAL.CLOSE' },
  ...QUERIES.map((value) => ({ type: 'INPUT.CHANGE' as const, value, suggestions: suggestionsFor(value) })),
  { type: 'INPUT.ARROW_DOWN' },
  { type: 'INPUT.ARROW_UP' },
  { type: 'INPUT.ENTER' },
  { type: 'INPUT.ESCAPE' },
  { type: 'OUTSIDE.CLICK' },
  ...[0, 1, 2].map((index) => ({ type: 'ITEM.CLICK' as const, index })),
  ...CATEGORIES.map((category) => ({ type: 'QUICK.CLICK' as const, category })),
  // The two timers, as the events XState names them (replayed by advancing fake timers).
  ...([{ type: 'xstate.after.scrollDelay.header.spotlight.waiting' }, { type: 'xstate.after.highlightDuration.header.spotlight.highlighting' }] as unknown as HeaderEvent[]),
];
const IGNORED = new Set(['MENU_TOGGLE.CLICK', 'MENU.ESCAPE', 'ROUTER.NAVIGATED', 'SPOTLIGHT.START']);

const paths = getShortestPaths(headerMachine, {
  events: () => searchEvents,
  filterEvents: (_s, e) => !IGNORED.has(e.type),
});

beforeAll(async () => {
  await pages.consultancies.preload();
  await import('../../src/features/header/SearchModal');
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function expectUiToShow(state: Snap) {
  const open = state.matches({ search: 'open' });
  const dialog = screen.queryByRole('dialog');
  expect(Boolean(dialog), 'modal open').toBe(open);
  if (open) {
    const input = screen.getByRole('combobox');
    const shown = state.matches({ search: { open: 'listShown' } });
    expect(input).toHaveValue(state.context.text);
    expect(input).toHaveAttribute('aria-expanded', String(shown));
    const options = screen.queryAllByRole('option');
    expect(options).toHaveLength(shown ? state.context.suggestions.length : 0);
    expect(options.findIndex((o) => o.getAttribute('aria-selected') === 'true')).toBe(shown ? state.context.highlightedIndex : -1);
  }
  const lit = [...document.querySelectorAll('[data-highlighted][id^="consultancy-"]')].map((e) => e.id);
  const id = state.context.highlightedConsultancyId;
  expect(lit, 'highlighted consultancy on the page').toEqual(id === null ? [] : [`consultancy-${id}`]);
}

describe('model: the search statechart replayed on the real modal', () => {
  it('covers the modal, the list, every highlight index, picks, submits, quick buttons and both timers', () => {
    const values = paths.map((p) => JSON.stringify(p.state.value));
    expect(values.some((v) => v.includes('listShown'))).toBe(true);
    expect(values.some((v) => v.includes('"spotlight":"waiting"'))).toBe(true);
    expect(values.some((v) => v.includes('"spotlight":"highlighting"'))).toBe(true);
    const indexes = new Set(paths.map((p) => p.state.context.highlightedIndex));
    expect(indexes).toEqual(new Set([-1, 0, 1, 2]));
    expect(suggestionsFor(SMALL)).toHaveLength(3);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type + ('value' in s.event ? `(${JSON.stringify(s.event.value)})` : 'index' in s.event ? `(${s.event.index})` : 'category' in s.event ? `(${s.event.category})` : '')).join(' → '), p] as const))(
    '%s',
    async (_name, path) => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { location } = renderApp('/consultancies');
      await screen.findByText(/\d+ consultancies/);
      for (const step of path.steps) {
        const e = step.event as HeaderEvent | { type: string };
        const input = () => screen.getByRole('combobox');
        switch (e.type) {
          case 'xstate.init':
            break;
          case 'SEARCH_BUTTON.CLICK':
            await user.click(screen.getByRole('button', { name: 'Search' }));
            await screen.findByRole('combobox');
            break;
          case 'MODAL.CLOSE':
            await user.click(screen.getByRole('button', { name: 'Close search' }));
            break;
          case 'INPUT.CHANGE': {
            const value = (e as { value: string }).value;
            fireEvent.change(input(), { target: { value } });
            break;
          }
          case 'INPUT.ARROW_DOWN':
            await user.keyboard('{ArrowDown}');
            break;
          case 'INPUT.ARROW_UP':
            await user.keyboard('{ArrowUp}');
            break;
          case 'INPUT.ENTER':
            await user.keyboard('{Enter}');
            break;
          case 'INPUT.ESCAPE':
            await user.keyboard('{Escape}');
            break;
          case 'OUTSIDE.CLICK':
            await user.click(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Search' }));
            break;
          case 'ITEM.CLICK':
            await user.click(screen.getAllByRole('option')[(e as { index: number }).index]);
            break;
          case 'QUICK.CLICK': {
            const category = (e as { category: string }).category;
            await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: category[0].toUpperCase() + category.slice(1) }));
            break;
          }
          default:
            if (e.type.startsWith('xstate.after.scrollDelay')) await act(() => vi.advanceTimersByTimeAsync(500));
            else if (e.type.startsWith('xstate.after.highlightDuration')) await act(() => vi.advanceTimersByTimeAsync(3000));
            else throw new Error(`no user action for ${e.type}`);
        }
        expectUiToShow(step.state);
        if (e.type === 'QUICK.CLICK') {
          const c = (e as { category: string }).category;
          expect(location.history?.at(-1)).toBe(c === 'consultancies' ? '/consultancies' : `/consultancies?category=${c}`);
        }
      }
    },
  );
});
