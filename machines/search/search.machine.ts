import { assign, enqueueActions, fromCallback, fromPromise, setup, type ActorRef, type Snapshot } from 'xstate';
import type { DirectoryEntry } from '../../src/domain/directory';

/**
 * The search (Search modal in docs/behaviours.md): a dialog holding a WAI-ARIA combobox, as two
 * parallel regions.
 * - dialog: closed, or open; inside it the suggestion list, hidden or shown, with the text, the
 *   suggestions and the highlighted index (-1 for none) in the context. The control that opened the
 *   dialog (`opener`) gets focus back when it closes.
 * - directory: the consultancy directory the search matches, as the server publishes it. Hovering or
 *   focusing a trigger (TRIGGER.POINTER_ENTER, TRIGGER.FOCUS) or opening the dialog loads it before the
 *   first keystroke; every later opening (not a later hover or focus) checks it again. While it loads, or when it cannot be loaded,
 *   the dialog matches the built-in list; typing, arrows and picks never wait for it.
 *
 * The suggestions come with the INPUT.CHANGE event (the matcher lives outside the machine). Navigation,
 * focus and scrolling are actions, document listeners (a click outside the list, Tab kept inside the
 * dialog), focusing the text box and the scroll lock are callback actors invoked in the states where
 * they apply; the app provides them all with `provide()`. Whoever composes the search (the header) may
 * pass an actor in `input.notify` to hear SEARCH.OPENED and SEARCH.PICKED.
 */
export interface SearchSuggestion {
  id: number;
  name: string;
}

export type QuickCategory = 'consultancies' | 'universities' | 'courses' | 'scholarships';

/** What the search tells whoever composes it. */
export type SearchNotice = { type: 'SEARCH.OPENED' } | { type: 'SEARCH.PICKED'; id: number };

export interface SearchInput {
  notify?: ActorRef<Snapshot<unknown>, SearchNotice>;
}

export interface SearchContext {
  text: string;
  suggestions: SearchSuggestion[];
  highlightedIndex: number;
  /** The element id of the control that opened the dialog (focus returns to it). */
  opener: string | null;
  /** The published directory, once loaded (null until then: the dialog matches the built-in list). */
  directory: DirectoryEntry[] | null;
  notify: ActorRef<Snapshot<unknown>, SearchNotice> | null;
}

export type SearchEvent =
  | { type: 'TRIGGER.CLICK'; opener: string }
  | { type: 'TRIGGER.POINTER_ENTER' }
  | { type: 'TRIGGER.FOCUS' }
  | { type: 'CLOSE_TRIGGER.CLICK' }
  | { type: 'BACKDROP.CLICK' }
  | { type: 'DIALOG.ESCAPE' }
  | { type: 'ROUTER.NAVIGATED'; pathname: string }
  | { type: 'INPUT.CHANGE'; value: string; suggestions: SearchSuggestion[] }
  | { type: 'INPUT.ARROW_DOWN' }
  | { type: 'INPUT.ARROW_UP' }
  | { type: 'INPUT.ENTER' }
  | { type: 'INPUT.ESCAPE' }
  | { type: 'INPUT.TAB' }
  | { type: 'ITEM.CLICK'; index: number }
  | { type: 'OUTSIDE.CLICK' }
  | { type: 'QUICK_ITEM.CLICK'; category: QuickCategory };

/** A document listener or DOM effect: a callback actor the app provides; this one does nothing. */
const noEffect = fromCallback<SearchEvent>(() => () => {});

/** Before the first copy, hovering or focusing a trigger loads it too (focus coming back later does not). */
const loadStarts = {
  'TRIGGER.POINTER_ENTER': 'loading',
  'TRIGGER.FOCUS': 'loading',
  'TRIGGER.CLICK': 'loading',
} as const;

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
  },
  actors: {
    /** Fetch the published directory (provided by the app; it rejects when it cannot). */
    loadDirectory: fromPromise<DirectoryEntry[]>(() => Promise.reject(new Error('loadDirectory is not provided'))),
    /** Moves focus into the text box once it is on the page. */
    focusInput: noEffect,
    /** Keeps Tab and Shift+Tab inside the dialog. */
    trapFocus: noEffect,
    /** Stops the page behind the dialog from scrolling. */
    lockScroll: noEffect,
    /** Sends OUTSIDE.CLICK for a press outside the text box and the list. */
    listenForOutsideClick: noEffect,
  },
  guards: {
    hasMatches: ({ event }) => event.type === 'INPUT.CHANGE' && event.value.trim() !== '' && event.suggestions.length > 0,
    isItemInList: ({ context, event }) => event.type === 'ITEM.CLICK' && event.index >= 0 && event.index < context.suggestions.length,
    hasSuggestions: ({ context }) => context.suggestions.length > 0,
    hasHighlightedItem: ({ context }) => context.highlightedIndex >= 0 && context.highlightedIndex < context.suggestions.length,
    hasText: ({ context }) => context.text.trim() !== '',
  },
  actions: {
    /** Give focus back to the control that opened the dialog (provided by the app). */
    restoreFocus: (_, _params: { opener: string | null }) => {},
    /** Keep the highlighted option in view (provided by the app). */
    scrollToHighlightedItem: (_, _params: { index: number }) => {},
    /** Go to /consultancies?search={name} (provided by the app). */
    navigateToPick: (_, _params: { name: string }) => {},
    /** Go to /consultancies?search={text} (provided by the app). */
    navigateToSearch: (_, _params: { text: string }) => {},
    /** Go to the quick button's destination (provided by the app). */
    navigateToCategory: (_, _params: { category: QuickCategory }) => {},
    setOpener: assign({ opener: ({ event }) => (event.type === 'TRIGGER.CLICK' ? event.opener : null) }),
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
      highlightedIndex: ({ context }) => (context.highlightedIndex <= 0 ? context.suggestions.length - 1 : context.highlightedIndex - 1),
    }),
    highlightItem: assign({ highlightedIndex: (_, params: { index: number }) => params.index }),
    storeDirectory: assign({ directory: (_, params: { directory: DirectoryEntry[] }) => params.directory }),
    announceOpened: enqueueActions(({ context, enqueue }) => {
      if (context.notify) enqueue.sendTo(context.notify, { type: 'SEARCH.OPENED' });
    }),
    announcePick: enqueueActions(({ context, enqueue }, params: { index: number }) => {
      const picked = context.suggestions[params.index];
      if (context.notify && picked) enqueue.sendTo(context.notify, { type: 'SEARCH.PICKED', id: picked.id });
    }),
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({ input }) => ({
    text: '',
    suggestions: [],
    highlightedIndex: -1,
    opener: null,
    directory: null,
    notify: input?.notify ?? null,
  }),
  states: {
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'clearInput',
          on: { 'TRIGGER.CLICK': { target: 'open', actions: ['setOpener', 'announceOpened'] } },
        },
        open: {
          initial: 'listHidden',
          invoke: [
            { id: 'focusInput', src: 'focusInput' },
            { id: 'trapFocus', src: 'trapFocus' },
            { id: 'lockScroll', src: 'lockScroll' },
          ],
          exit: { type: 'restoreFocus', params: ({ context }) => ({ opener: context.opener }) },
          on: {
            'CLOSE_TRIGGER.CLICK': 'closed',
            'BACKDROP.CLICK': 'closed',
            'DIALOG.ESCAPE': 'closed',
            'ROUTER.NAVIGATED': 'closed',
            'INPUT.CHANGE': [
              { guard: 'hasMatches', target: '.listShown', actions: 'setText' },
              { target: '.listHidden', actions: 'setText' },
            ],
            'QUICK_ITEM.CLICK': {
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
                  target: '#search.dialog.closed',
                  actions: { type: 'navigateToSearch', params: ({ context }) => ({ text: context.text.trim() }) },
                },
                'INPUT.ESCAPE': { target: '#search.dialog.closed' },
              },
            },
            listShown: {
              invoke: { id: 'listenForOutsideClick', src: 'listenForOutsideClick' },
              on: {
                'INPUT.ARROW_DOWN': {
                  actions: ['highlightNextItem', { type: 'scrollToHighlightedItem', params: ({ context }) => ({ index: context.highlightedIndex }) }],
                },
                'INPUT.ARROW_UP': {
                  actions: ['highlightPrevItem', { type: 'scrollToHighlightedItem', params: ({ context }) => ({ index: context.highlightedIndex }) }],
                },
                'INPUT.ENTER': [
                  {
                    guard: 'hasHighlightedItem',
                    target: '#search.dialog.closed',
                    actions: [
                      { type: 'navigateToPick', params: ({ context }) => ({ name: context.suggestions[context.highlightedIndex].name }) },
                      { type: 'announcePick', params: ({ context }) => ({ index: context.highlightedIndex }) },
                    ],
                  },
                  {
                    guard: 'hasText',
                    target: '#search.dialog.closed',
                    actions: { type: 'navigateToSearch', params: ({ context }) => ({ text: context.text.trim() }) },
                  },
                ],
                'ITEM.CLICK': {
                  guard: 'isItemInList',
                  target: '#search.dialog.closed',
                  actions: [
                    { type: 'highlightItem', params: ({ event }) => ({ index: event.index }) },
                    { type: 'navigateToPick', params: ({ context, event }) => ({ name: context.suggestions[event.index].name }) },
                    { type: 'announcePick', params: ({ event }) => ({ index: event.index }) },
                  ],
                },
                'INPUT.ESCAPE': { target: 'listHidden', actions: 'clearHighlight' },
                'INPUT.TAB': { target: 'listHidden', actions: 'clearHighlight' },
                'OUTSIDE.CLICK': { target: 'listHidden', actions: 'clearHighlight' },
              },
            },
          },
        },
      },
    },
    directory: {
      initial: 'idle',
      states: {
        idle: { on: loadStarts },
        loading: {
          invoke: {
            id: 'loadDirectory',
            src: 'loadDirectory',
            onDone: { target: 'ready', actions: { type: 'storeDirectory', params: ({ event }) => ({ directory: event.output }) } },
            onError: 'unavailable',
          },
        },
        /** Loaded; the next opening checks for a newer one, matching this one meanwhile. */
        ready: { on: { 'TRIGGER.CLICK': 'loading' } },
        /** Could not be loaded: an earlier copy, else the built-in list, stands in; the next opening tries again. */
        unavailable: { on: { 'TRIGGER.CLICK': 'loading' } },
      },
    },
  },
});
