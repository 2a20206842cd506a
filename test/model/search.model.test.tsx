import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchMachine, type QuickCategory, type SearchEvent } from '../../machines/search/search.machine';
import { connect, type SearchSnapshot } from '../../machines/search/search.connect';
import { pages } from '../../src/app/pages';
import { HEADER_IDS } from '../../src/common/header/headerShell';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { suggestionsFor } from '../../src/features/header/SearchModal';
import { modelWalks } from '../helpers/modelPaths';
import { renderApp } from '../helpers/renderApp';

// The published directory: the built-in list's records, as a freshly seeded database publishes them.
vi.mock('../../src/api/directory', async () => {
  const { CONSULTANCIES: records } = await import('../../src/data/consultancies');
  const { toDirectoryEntry } = await import('../../src/domain/directory');
  return { fetchPublishedDirectory: vi.fn(async () => records.map(toDirectoryEntry)) };
});

vi.mock('../../src/api/consultancies', async () => {
  const { browseDirectory } = await import('../../src/domain/directoryQuery');
  return {
    consultanciesApi: {
      list: vi.fn(async () => ({ items: CONSULTANCIES, total: CONSULTANCIES.length, page: 1, limit: 100 })),
      get: vi.fn(async (id: number) => CONSULTANCIES.find((c) => c.id === id)),
    },
    consultancyListApi: { get: vi.fn(async (query: Parameters<typeof browseDirectory>[1]) => browseDirectory(CONSULTANCIES, query)) },
  };
});

/** A query with a small list (three offices of one consultancy), a blank one and one with no match. */
const SMALL = 'Himalayan';
const QUERIES = [SMALL, '  ', 'zzzq'];
const CATEGORIES: QuickCategory[] = ['consultancies', 'universities', 'courses', 'scholarships'];

const events: SearchEvent[] = [
  { type: 'TRIGGER.CLICK', opener: HEADER_IDS.searchButton },
  { type: 'CLOSE_TRIGGER.CLICK' },
  { type: 'BACKDROP.CLICK' },
  { type: 'DIALOG.ESCAPE' },
  ...QUERIES.map((value) => ({ type: 'INPUT.CHANGE' as const, value, suggestions: suggestionsFor(value) })),
  { type: 'INPUT.ARROW_DOWN' },
  { type: 'INPUT.ARROW_UP' },
  { type: 'INPUT.ENTER' },
  { type: 'INPUT.ESCAPE' },
  { type: 'INPUT.TAB' },
  { type: 'OUTSIDE.CLICK' },
  ...[0, 1, 2].map((index) => ({ type: 'ITEM.CLICK' as const, index })),
  ...CATEGORIES.map((category) => ({ type: 'QUICK_ITEM.CLICK' as const, category })),
];

// The dialog region and what the combobox shows; the directory region has its own model (directory.model.test.tsx).
const serialize = (s: SearchSnapshot) =>
  JSON.stringify([(s.value as { dialog: unknown }).dialog, s.context.text, s.context.suggestions.length, s.context.highlightedIndex]);

// Typing the text that is already there changes nothing in the page (no change event), so it is no step.
const { paths, tours } = modelWalks(searchMachine, {
  events,
  serialize,
  filter: (s, e) => !(e.type === 'INPUT.CHANGE' && e.value === s.context.text),
  label: 'search',
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

/** The real dialog shows what the connect layer makes of the state the path reached. */
function expectUiToShow(state: SearchSnapshot) {
  const api = connect(state, () => {});
  const dialog = screen.queryByRole('dialog');
  expect(Boolean(dialog), 'dialog open').toBe(api.open);
  expect(document.getElementById(HEADER_IDS.searchButton)).toHaveAttribute('aria-expanded', String(api.open));
  if (!api.open) return;
  const input = screen.getByRole('combobox', { name: /^Search consultancies by name/ });
  expect(input).toHaveValue(api.text);
  expect(input).toHaveAttribute('aria-expanded', String(api.listShown));
  const options = screen.queryAllByRole('option').filter((o) => o.closest('[role="listbox"]'));
  expect(options).toHaveLength(api.listShown ? api.suggestions.length : 0);
  expect(options.findIndex((o) => o.getAttribute('aria-selected') === 'true')).toBe(api.listShown ? api.highlightedIndex : -1);
  expect(document.querySelector('[data-scope="search"][data-part="live-region"]')).toHaveTextContent(api.liveMessage, { normalizeWhitespace: true });
}

describe('model: the search statechart (dialog and combobox) replayed on the real modal', () => {
  it('covers the dialog, the list, every highlight index, picks, submits, quick buttons and every way to close', () => {
    expect(paths.some((p) => p.state.matches({ dialog: { open: 'listShown' } }))).toBe(true);
    expect(new Set(paths.map((p) => p.state.context.highlightedIndex))).toEqual(new Set([-1, 0, 1, 2]));
    const closers = new Set(paths.filter((p) => p.state.matches({ dialog: 'closed' }) && p.steps.length > 1).map((p) => p.steps.at(-1)!.event.type));
    for (const t of ['CLOSE_TRIGGER.CLICK', 'BACKDROP.CLICK', 'DIALOG.ESCAPE', 'INPUT.ESCAPE', 'INPUT.ENTER', 'ITEM.CLICK', 'QUICK_ITEM.CLICK'])
      expect(closers).toContain(t);
    const hiders = new Set(
      paths.filter((p) => p.state.matches({ dialog: { open: 'listHidden' } }) && p.steps.length > 1).map((p) => p.steps.at(-1)!.event.type),
    );
    for (const t of ['INPUT.ESCAPE', 'INPUT.TAB', 'OUTSIDE.CLICK']) expect(hiders).toContain(t);
    expect(suggestionsFor(SMALL)).toHaveLength(3);
  });

  it.each(tours.map((p) => [p.name.replace(/"suggestions":\[.*?\]\}/g, ''), p] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { location } = renderApp('/consultancies');
    await screen.findByText(/\d+ consultancies/);
    for (const step of path.steps) {
      const e = step.event;
      const input = () => screen.getByRole('combobox', { name: /^Search consultancies by name/ });
      const wasOpen = Boolean(screen.queryByRole('dialog'));
      if ((e.type as string) === 'xstate.init') continue;
      switch (e.type) {
        case 'TRIGGER.CLICK':
          await user.click(document.getElementById(HEADER_IDS.searchButton)!);
          await screen.findByRole('combobox', { name: /^Search consultancies by name/ });
          break;
        case 'CLOSE_TRIGGER.CLICK':
          await user.click(screen.getByRole('button', { name: 'Close search' }));
          break;
        case 'BACKDROP.CLICK':
          fireEvent.mouseDown(document.querySelector('[data-scope="search"][data-part="backdrop"]')!);
          break;
        case 'DIALOG.ESCAPE':
          screen.getByRole('button', { name: 'Close search' }).focus();
          await user.keyboard('{Escape}');
          break;
        case 'INPUT.CHANGE':
          fireEvent.change(input(), { target: { value: e.value } });
          break;
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
        case 'INPUT.TAB':
          await user.tab();
          expect(input()).not.toHaveFocus();
          input().focus();
          break;
        case 'OUTSIDE.CLICK':
          await user.click(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Search' }));
          input().focus();
          break;
        case 'ITEM.CLICK':
          await user.click(screen.getAllByRole('option')[e.index]);
          break;
        case 'QUICK_ITEM.CLICK':
          await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: e.category[0].toUpperCase() + e.category.slice(1) }));
          expect(location.history?.at(-1)).toBe(e.category === 'consultancies' ? '/consultancies' : `/consultancies?category=${e.category}`);
          break;
        default:
          throw new Error(`no user action for ${e.type}`);
      }
      expectUiToShow(step.state);
      // Closing gives focus back to the control that opened the dialog.
      if (wasOpen && step.state.matches({ dialog: 'closed' })) expect(document.getElementById(HEADER_IDS.searchButton)).toHaveFocus();
    }
  });
});
