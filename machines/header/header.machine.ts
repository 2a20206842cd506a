import { assign, fromPromise, raise, setup } from 'xstate';
import { HIGHLIGHT_DURATION_MS, SCROLL_DELAY_MS } from '../../src/config/constants';
import type { DirectoryEntry } from '../../src/domain/directory';

/**
 * The header's interface state (Header state in docs/behaviours.md), as parallel regions:
 * - menu: the mobile menu, open or closed;
 * - search: the search modal, closed or open, and inside it the suggestion list, hidden or shown,
 *   with the text, the suggestions and the highlighted index (-1 for none) in the context;
 * - spotlight: after a pick, wait SCROLL_DELAY_MS, scroll the picked consultancy to the centre and
 *   highlight it for HIGHLIGHT_DURATION_MS. A new pick restarts it; leaving the page cancels it.
 * - directory: the consultancy directory the search matches, as the server publishes it (from the
 *   database). Hovering or focusing the Search button (DIRECTORY.PREFETCH) or opening the modal loads
 *   it, with the modal's chunk, before the first keystroke; every later opening checks it again (a
 *   cheap revalidation). While it loads, or when it cannot be loaded, the modal matches the built-in
 *   list; typing, arrows, picks and the timers never wait for it.
 * Navigation, scrolling and focus are actions the React side provides, and so is the directory's
 * loader; the suggestions come with the INPUT.CHANGE event (the matcher lives outside the machine).
 */
export interface SearchSuggestion {
  id: number;
  name: string;
}

export type QuickCategory = 'consultancies' | 'universities' | 'courses' | 'scholarships';

export interface HeaderContext {
  text: string;
  suggestions: SearchSuggestion[];
  highlightedIndex: number;
  /** The consultancy waiting to be scrolled to, then highlighted on the page. */
  spotlightId: number | null;
  /** The consultancy highlighted on the page now (read by the consultancy list). */
  highlightedConsultancyId: number | null;
  /** The published directory, once loaded (null until then: the modal matches the built-in list). */
  directory: DirectoryEntry[] | null;
}

export type HeaderEvent =
  | { type: 'MENU_TOGGLE.CLICK' }
  | { type: 'MENU.ESCAPE' }
  | { type: 'ROUTER.NAVIGATED'; pathname: string }
  | { type: 'SEARCH_BUTTON.CLICK' }
  | { type: 'DIRECTORY.PREFETCH' }
  | { type: 'MODAL.CLOSE' }
  | { type: 'INPUT.CHANGE'; value: string; suggestions: SearchSuggestion[] }
  | { type: 'INPUT.ARROW_DOWN' }
  | { type: 'INPUT.ARROW_UP' }
  | { type: 'INPUT.ENTER' }
  | { type: 'INPUT.ESCAPE' }
  | { type: 'ITEM.CLICK'; index: number }
  | { type: 'OUTSIDE.CLICK' }
  | { type: 'QUICK.CLICK'; category: QuickCategory }
  | { type: 'SPOTLIGHT.START'; id: number };

/** The path of the consultancy list, where a spotlight lives (leaving it cancels the timers). */
export const SPOTLIGHT_PATH = '/consultancies';

export const headerMachine = setup({
  types: {
    context: {} as HeaderContext,
    events: {} as HeaderEvent,
  },
  actors: {
    /** Fetch the published directory (provided by the React side; it rejects when it cannot). */
    loadDirectory: fromPromise<DirectoryEntry[]>(() => Promise.reject(new Error('loadDirectory is not provided'))),
  },
  delays: {
    scrollDelay: SCROLL_DELAY_MS,
    highlightDuration: HIGHLIGHT_DURATION_MS,
  },
  guards: {
    hasMatches: ({ event }) => event.type === 'INPUT.CHANGE' && event.value.trim() !== '' && event.suggestions.length > 0,
    isItemInList: ({ context, event }) => event.type === 'ITEM.CLICK' && event.index >= 0 && event.index < context.suggestions.length,
    hasSuggestions: ({ context }) => context.suggestions.length > 0,
    hasHighlightedItem: ({ context }) => context.highlightedIndex >= 0 && context.highlightedIndex < context.suggestions.length,
    hasText: ({ context }) => context.text.trim() !== '',
    isLeavingSpotlightPage: ({ event }) => event.type === 'ROUTER.NAVIGATED' && event.pathname !== SPOTLIGHT_PATH,
  },
  actions: {
    /** Give focus back to the menu toggle (provided by the React side). */
    focusMenuToggle: () => {},
    /** Give focus back to the Search button (provided by the React side). */
    focusSearchButton: () => {},
    /** Go to /consultancies?search={name} (provided by the React side). */
    navigateToPick: (_, _params: { name: string }) => {},
    /** Go to /consultancies?search={text} (provided by the React side). */
    navigateToSearch: (_, _params: { text: string }) => {},
    /** Go to the quick button's destination (provided by the React side). */
    navigateToCategory: (_, _params: { category: QuickCategory }) => {},
    /** Scroll the consultancy's element to the centre of the view (provided by the React side). */
    scrollToConsultancy: (_, _params: { id: number }) => {},
    setText: assign(({ event }) => {
      if (event.type !== 'INPUT.CHANGE') return {};
      return { text: event.value, suggestions: event.value.trim() ? event.suggestions : [], highlightedIndex: -1 };
    }),
    clearInput: assign({ text: '', suggestions: [], highlightedIndex: -1 }),
    clearHighlight: assign({ highlightedIndex: -1 }),
    /** Down from -1 goes to 0, from the last back to 0. */
    highlightNextItem: assign({
      highlightedIndex: ({ context }) => (context.highlightedIndex + 1) % context.suggestions.length,
    }),
    /** Up from 0 or from -1 goes to the last. */
    highlightPrevItem: assign({
      highlightedIndex: ({ context }) =>
        context.highlightedIndex <= 0 ? context.suggestions.length - 1 : context.highlightedIndex - 1,
    }),
    highlightItem: assign({ highlightedIndex: ({ event }) => (event.type === 'ITEM.CLICK' ? event.index : -1) }),
    startSpotlight: raise(({ context }) => ({ type: 'SPOTLIGHT.START' as const, id: context.suggestions[context.highlightedIndex].id })),
    recordSpotlight: assign({ spotlightId: ({ event }) => (event.type === 'SPOTLIGHT.START' ? event.id : null) }),
    highlightConsultancy: assign({ highlightedConsultancyId: ({ context }) => context.spotlightId }),
    endSpotlight: assign({ spotlightId: null, highlightedConsultancyId: null }),
    storeDirectory: assign({ directory: (_, params: { directory: DirectoryEntry[] }) => params.directory }),
  },
}).createMachine({
  id: 'header',
  type: 'parallel',
  context: { text: '', suggestions: [], highlightedIndex: -1, spotlightId: null, highlightedConsultancyId: null, directory: null },
  states: {
    menu: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'MENU_TOGGLE.CLICK': 'open' },
        },
        open: {
          on: {
            'MENU_TOGGLE.CLICK': 'closed',
            'MENU.ESCAPE': { target: 'closed', actions: 'focusMenuToggle' },
            'ROUTER.NAVIGATED': 'closed',
            'SEARCH_BUTTON.CLICK': 'closed',
          },
        },
      },
    },
    search: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'clearInput',
          on: { 'SEARCH_BUTTON.CLICK': 'open' },
        },
        open: {
          initial: 'listHidden',
          exit: 'focusSearchButton',
          on: {
            'MODAL.CLOSE': 'closed',
            'ROUTER.NAVIGATED': 'closed',
            'INPUT.CHANGE': [
              { guard: 'hasMatches', target: '.listShown', actions: 'setText' },
              { target: '.listHidden', actions: 'setText' },
            ],
            'QUICK.CLICK': {
              target: 'closed',
              actions: { type: 'navigateToCategory', params: ({ event }) => ({ category: event.category }) },
            },
          },
          states: {
            listHidden: {
              on: {
                'INPUT.ARROW_DOWN': { guard: 'hasSuggestions', target: 'listShown', actions: 'highlightNextItem' },
                'INPUT.ARROW_UP': { guard: 'hasSuggestions', target: 'listShown', actions: 'highlightPrevItem' },
                'INPUT.ENTER': {
                  guard: 'hasText',
                  target: '#header.search.closed',
                  actions: { type: 'navigateToSearch', params: ({ context }) => ({ text: context.text.trim() }) },
                },
                'INPUT.ESCAPE': { target: '#header.search.closed' },
              },
            },
            listShown: {
              on: {
                'INPUT.ARROW_DOWN': { actions: 'highlightNextItem' },
                'INPUT.ARROW_UP': { actions: 'highlightPrevItem' },
                'INPUT.ENTER': [
                  {
                    guard: 'hasHighlightedItem',
                    target: '#header.search.closed',
                    actions: [
                      { type: 'navigateToPick', params: ({ context }) => ({ name: context.suggestions[context.highlightedIndex].name }) },
                      'startSpotlight',
                    ],
                  },
                  {
                    guard: 'hasText',
                    target: '#header.search.closed',
                    actions: { type: 'navigateToSearch', params: ({ context }) => ({ text: context.text.trim() }) },
                  },
                ],
                'ITEM.CLICK': {
                  guard: 'isItemInList',
                  target: '#header.search.closed',
                  actions: [
                    'highlightItem',
                    { type: 'navigateToPick', params: ({ context, event }) => ({ name: context.suggestions[event.index].name }) },
                    'startSpotlight',
                  ],
                },
                'INPUT.ESCAPE': { target: 'listHidden', actions: 'clearHighlight' },
                'OUTSIDE.CLICK': { target: 'listHidden', actions: 'clearHighlight' },
              },
            },
          },
        },
      },
    },
    spotlight: {
      initial: 'idle',
      on: {
        'SPOTLIGHT.START': { target: '.waiting', reenter: true, actions: 'recordSpotlight' },
      },
      states: {
        idle: {},
        waiting: {
          after: { scrollDelay: 'highlighting' },
          on: { 'ROUTER.NAVIGATED': { guard: 'isLeavingSpotlightPage', target: 'idle', actions: 'endSpotlight' } },
        },
        highlighting: {
          entry: [{ type: 'scrollToConsultancy', params: ({ context }) => ({ id: context.spotlightId ?? -1 }) }, 'highlightConsultancy'],
          after: { highlightDuration: { target: 'idle', actions: 'endSpotlight' } },
          on: { 'ROUTER.NAVIGATED': { guard: 'isLeavingSpotlightPage', target: 'idle', actions: 'endSpotlight' } },
        },
      },
    },
    directory: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'DIRECTORY.PREFETCH': 'loading', 'SEARCH_BUTTON.CLICK': 'loading' },
        },
        loading: {
          invoke: {
            id: 'loadDirectory',
            src: 'loadDirectory',
            onDone: { target: 'ready', actions: { type: 'storeDirectory', params: ({ event }) => ({ directory: event.output }) } },
            onError: 'unavailable',
          },
        },
        /** Loaded; the next opening checks for a newer one, matching this one meanwhile. */
        ready: {
          on: { 'DIRECTORY.PREFETCH': 'loading', 'SEARCH_BUTTON.CLICK': 'loading' },
        },
        /** Could not be loaded: an earlier copy, else the built-in list, stands in; the next opening tries again. */
        unavailable: {
          on: { 'DIRECTORY.PREFETCH': 'loading', 'SEARCH_BUTTON.CLICK': 'loading' },
        },
      },
    },
  },
});
