import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { headerMachine, type HeaderEvent } from '../../machines/header/header.machine';
import { headerMenuMachine, type HeaderMenuEvent } from '../../machines/header-menu/header-menu.machine';
import { pages } from '../../src/app/pages';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { suggestionsFor } from '../../src/features/header/SearchModal';
import { modelWalks } from '../helpers/modelPaths';
import { renderApp } from '../helpers/renderApp';
import { HEADER_IDS } from '../../src/common/header/headerShell';

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

beforeAll(async () => {
  await pages.consultancies.preload();
  await import('../../src/features/header/SearchModal');
});

// Two pages that are both in the navigation, so that the mobile menu always holds the current page's link.
const NAV_PAGES = ['/courses', '/universities'];

const menuEvents: HeaderMenuEvent[] = [
  { type: 'TRIGGER.CLICK' },
  { type: 'ITEM.CLICK' },
  { type: 'LAYER.ESCAPE' },
  { type: 'ROUTER.NAVIGATED', pathname: NAV_PAGES[0] },
  { type: 'SEARCH.OPENED' },
];
const { paths: menuPaths, tours: menuTours } = modelWalks(headerMenuMachine, { events: menuEvents, label: 'menu' });

describe('model: the mobile menu statechart replayed on the real header', () => {
  it('reaches open and closed, and leaves open by every way out', () => {
    expect(new Set(menuPaths.map((p) => p.state.value))).toEqual(new Set(['open', 'closed']));
    const waysOut = menuPaths.filter((p) => p.state.value === 'closed' && p.steps.length > 1).map((p) => p.steps.at(-1)!.event.type);
    expect(new Set(waysOut)).toEqual(new Set(['TRIGGER.CLICK', 'ITEM.CLICK', 'LAYER.ESCAPE', 'ROUTER.NAVIGATED', 'SEARCH.OPENED']));
  });

  it.each(menuTours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    const { location } = renderApp(NAV_PAGES[1]);
    const toggle = () => screen.getByRole('button', { name: /menu$/ });
    let n = 0;
    for (const step of path.steps) {
      switch (step.event.type) {
        case 'TRIGGER.CLICK':
          await user.click(toggle());
          break;
        case 'ITEM.CLICK': {
          // The current page's link: no navigation follows, the menu closes all the same.
          const mobile = screen.getByRole('navigation', { name: 'Mobile' });
          const current = within(mobile)
            .getAllByRole('link')
            .find((a) => a.getAttribute('aria-current') === 'page')!;
          const before = location.history?.at(-1);
          await user.click(current);
          expect(location.history?.at(-1)).toBe(before);
          break;
        }
        case 'LAYER.ESCAPE':
          await user.keyboard('{Escape}');
          expect(toggle()).toHaveFocus();
          break;
        case 'ROUTER.NAVIGATED':
          act(() => location.navigate(NAV_PAGES[n++ % 2]));
          break;
        case 'SEARCH.OPENED':
          await user.click(document.getElementById(HEADER_IDS.searchButton)!);
          await user.click(await screen.findByRole('button', { name: 'Close search' }));
          break;
      }
      // The first press loads the header's code: the menu answers once it has arrived.
      const open = step.state.matches('open');
      await waitFor(() => {
        expect(toggle()).toHaveAttribute('aria-expanded', String(open));
        expect(toggle()).toHaveAttribute('data-state', open ? 'open' : 'closed');
        expect(document.getElementById(toggle().getAttribute('aria-controls')!)!.hidden).toBe(!open);
      });
    }
  });
});

/** The spotlight: picks of two consultancies of a small list (three offices of one consultancy). */
const SMALL = 'Himalayan';
const PICKS = suggestionsFor(SMALL).slice(0, 2);
const SCROLL = 'xstate.after.scrollDelay.header.spotlight.waiting';
const HIGHLIGHT = 'xstate.after.highlightDuration.header.spotlight.highlighting';

const { paths: spotlightPaths, tours: spotlightTours } = modelWalks(headerMachine, {
  events: [...PICKS.map((c) => ({ type: 'SEARCH.PICKED' as const, id: c.id })), { type: 'ROUTER.NAVIGATED', pathname: '/faqs' }] as HeaderEvent[],
  serialize: (s) => `${JSON.stringify(s.value)} ${s.context.spotlightId}`,
  label: 'spotlight',
});

describe('model: the header statechart (the spotlight after a pick) replayed on the real app', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reaches waiting and highlighting for each pick, and idle again by both timers and by leaving the page', () => {
    const reached = new Set(spotlightPaths.map((p) => `${(p.state.value as { spotlight: string }).spotlight} ${p.state.context.spotlightId}`));
    for (const c of PICKS) {
      expect(reached).toContain(`waiting ${c.id}`);
      expect(reached).toContain(`highlighting ${c.id}`);
    }
    const backToIdle = spotlightPaths.filter((p) => p.state.matches({ spotlight: 'idle' }) && p.steps.length > 1).map((p) => p.steps.at(-1)!.event.type);
    expect(new Set(backToIdle)).toEqual(new Set(['ROUTER.NAVIGATED', HIGHLIGHT]));
  });

  it.each(spotlightTours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { location } = renderApp('/consultancies');
    await screen.findByText(/\d+ consultancies/);
    for (const step of path.steps) {
      const e = step.event as HeaderEvent | { type: string };
      if (e.type === 'SEARCH.PICKED') {
        await user.click(screen.getByRole('button', { name: 'Search' }));
        await user.type(await screen.findByRole('combobox', { name: /^Search consultancies by name/ }), SMALL);
        const index = PICKS.findIndex((c) => c.id === (e as { id: number }).id);
        await user.click(screen.getAllByRole('option').filter((o) => o.closest('[role="listbox"]'))[index]);
      } else if (e.type === 'ROUTER.NAVIGATED') {
        act(() => location.navigate('/faqs'));
      } else if (e.type === SCROLL) {
        await act(() => vi.advanceTimersByTimeAsync(500));
      } else if (e.type === HIGHLIGHT) {
        await act(() => vi.advanceTimersByTimeAsync(3000));
      } else if (e.type !== 'xstate.init') {
        throw new Error(`no user action for ${e.type}`);
      }
      // While highlighting, the picked consultancy is lit on the page; otherwise none.
      const id = step.state.matches({ spotlight: 'highlighting' }) ? step.state.context.spotlightId : null;
      const lit = [...document.querySelectorAll('[data-highlighted][id^="consultancy-"]')].map((el) => el.id);
      expect(lit, 'highlighted consultancy on the page').toEqual(id === null ? [] : [`consultancy-${id}`]);
    }
  });
});
