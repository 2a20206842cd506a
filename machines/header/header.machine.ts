import { assign, sendTo, setup } from 'xstate';
import { HIGHLIGHT_DURATION_MS, SCROLL_DELAY_MS } from '../../src/config/constants';
import { headerMenuMachine } from '../header-menu/header-menu.machine';
import { searchMachine, type SearchNotice } from '../search/search.machine';

/**
 * The header (Header state in docs/behaviours.md) composes two widgets and owns the spotlight:
 * - menu: the mobile menu, its own machine (machines/header-menu), invoked as the child `menu`;
 * - search: the search dialog and its combobox, its own machine (machines/search), invoked as the
 *   child `search`, which tells the header when it opens (the menu then closes) and what was picked;
 * - spotlight: after a pick, wait SCROLL_DELAY_MS, scroll the picked consultancy to the centre and
 *   highlight it for HIGHLIGHT_DURATION_MS. A new pick restarts it; leaving the page cancels it.
 * The router's navigations reach the header, which passes them on to both widgets. Scrolling is an
 * action the app provides, as are the widgets' own effects (`provide({ actors: { menu, search } })`).
 */
export interface HeaderContext {
  /** The consultancy waiting to be scrolled to, then highlighted on the page. */
  spotlightId: number | null;
  /** The consultancy highlighted on the page now (read by the consultancy list). */
  highlightedConsultancyId: number | null;
}

export type HeaderEvent = { type: 'ROUTER.NAVIGATED'; pathname: string } | SearchNotice;

/** The path of the consultancy list, where a spotlight lives (leaving it cancels the timers). */
export const SPOTLIGHT_PATH = '/consultancies';

export const headerMachine = setup({
  types: {
    context: {} as HeaderContext,
    events: {} as HeaderEvent,
  },
  actors: {
    menu: headerMenuMachine,
    search: searchMachine,
  },
  delays: {
    scrollDelay: SCROLL_DELAY_MS,
    highlightDuration: HIGHLIGHT_DURATION_MS,
  },
  guards: {
    isLeavingSpotlightPage: ({ event }) => event.type === 'ROUTER.NAVIGATED' && event.pathname !== SPOTLIGHT_PATH,
  },
  actions: {
    /** Scroll the consultancy's element to the centre of the view (provided by the app). */
    scrollToConsultancy: (_, _params: { id: number }) => {},
    forwardToMenu: sendTo('menu', ({ event }) => event),
    forwardToSearch: sendTo('search', ({ event }) => event),
    recordSpotlight: assign({ spotlightId: ({ event }) => (event.type === 'SEARCH.PICKED' ? event.id : null) }),
    highlightConsultancy: assign({ highlightedConsultancyId: ({ context }) => context.spotlightId }),
    endSpotlight: assign({ spotlightId: null, highlightedConsultancyId: null }),
  },
}).createMachine({
  id: 'header',
  context: { spotlightId: null, highlightedConsultancyId: null },
  invoke: [
    { id: 'menu', src: 'menu' },
    { id: 'search', src: 'search', input: ({ self }) => ({ notify: self }) },
  ],
  on: {
    'ROUTER.NAVIGATED': { actions: ['forwardToMenu', 'forwardToSearch'] },
    'SEARCH.OPENED': { actions: 'forwardToMenu' },
    // A new pick ends the running spotlight (its highlight too) and starts again.
    'SEARCH.PICKED': { target: '.spotlight.waiting', reenter: true, actions: ['endSpotlight', 'recordSpotlight'] },
  },
  type: 'parallel',
  states: {
    spotlight: {
      initial: 'idle',
      states: {
        idle: {},
        waiting: {
          after: { scrollDelay: 'highlighting' },
          on: { 'ROUTER.NAVIGATED': { guard: 'isLeavingSpotlightPage', target: 'idle', actions: ['endSpotlight', 'forwardToMenu', 'forwardToSearch'] } },
        },
        highlighting: {
          entry: [{ type: 'scrollToConsultancy', params: ({ context }) => ({ id: context.spotlightId ?? -1 }) }, 'highlightConsultancy'],
          after: { highlightDuration: { target: 'idle', actions: 'endSpotlight' } },
          on: { 'ROUTER.NAVIGATED': { guard: 'isLeavingSpotlightPage', target: 'idle', actions: ['endSpotlight', 'forwardToMenu', 'forwardToSearch'] } },
        },
      },
    },
  },
});
