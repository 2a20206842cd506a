import type { SnapshotFrom } from 'xstate';
import type { QuickCategory, SearchEvent, SearchSuggestion, searchMachine } from './search.machine';
// With its extension: the build's config (scripts/initial-views.ts) loads this file as it is, in Node.
import { SEARCH_IDS, dataState, searchTriggerProps } from './search.trigger.ts';

export { SEARCH_IDS, searchTriggerProps };

/**
 * The search's connect layer (after zag's `connect`): a snapshot and `send` in, prop getters out.
 * Every ARIA attribute of the dialog and of the WAI-ARIA combobox, the `data-scope`/`data-part`/
 * `data-state` attributes and the key map live here; the component spreads what it gets and adds
 * nothing of its own. Pure: no React, no DOM (the event shapes below are the few fields read).
 */

export const searchOptionId = (index: number) => `search-option-${index}`;

/** The live region's texts. */
export const SEARCH_MESSAGES = {
  suggestions: (n: number) => `${n} suggestions. Use the arrow keys to choose one.`,
  noMatch: 'No consultancy matches. Press Enter to search anyway.',
} as const;

export type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

/** The fields of a keyboard event the key map reads. */
export interface KeyEventLike {
  key: string;
  keyCode?: number;
  shiftKey?: boolean;
  nativeEvent?: { isComposing?: boolean };
  preventDefault(): void;
  stopPropagation(): void;
}

interface PressEventLike {
  target: unknown;
  currentTarget: unknown;
  preventDefault(): void;
}

/** True while an input method composes text (Enter then confirms the composition, not a pick). */
export const isComposing = (e: KeyEventLike) => Boolean(e.nativeEvent?.isComposing) || e.keyCode === 229;

const SEARCH_INPUT_KEYS = {
  ArrowDown: 'INPUT.ARROW_DOWN',
  ArrowUp: 'INPUT.ARROW_UP',
  Enter: 'INPUT.ENTER',
  Escape: 'INPUT.ESCAPE',
} as const;

/** What the connect layer reads of the search's state. */
export interface SearchView {
  open: boolean;
  listShown: boolean;
  text: string;
  suggestions: SearchSuggestion[];
  highlightedIndex: number;
  directory: SearchSnapshot['context']['directory'];
}

export function searchView(snapshot: SearchSnapshot): SearchView {
  const { text, suggestions, highlightedIndex, directory } = snapshot.context;
  return {
    open: snapshot.matches({ dialog: 'open' }),
    listShown: snapshot.matches({ dialog: { open: 'listShown' } }),
    text,
    suggestions,
    highlightedIndex,
    directory,
  };
}

export function connect(snapshot: SearchSnapshot, send: (event: SearchEvent) => void) {
  return connectView(searchView(snapshot), send);
}

/** The prop getters for a view of the search's state (`connect` of a snapshot). */
export function connectView(view: SearchView, send: (event: SearchEvent) => void) {
  const { open, listShown, text, suggestions, highlightedIndex } = view;
  const activeId = listShown && highlightedIndex >= 0 ? searchOptionId(highlightedIndex) : '';

  // What the live region says: the number of suggestions while the list shows, "no match" for text
  // without one; nothing once the list is dismissed (Escape, Tab, a click outside) or the dialog closed.
  let liveMessage = '';
  if (open && text.trim()) {
    if (listShown) liveMessage = SEARCH_MESSAGES.suggestions(suggestions.length);
    else if (suggestions.length === 0) liveMessage = SEARCH_MESSAGES.noMatch;
  }

  return {
    open,
    listShown,
    text,
    suggestions,
    highlightedIndex,
    directory: view.directory,
    liveMessage,

    /** A control that opens the dialog (the header's Search button, the home page's search entry). */
    getTriggerProps: (id: string) => searchTriggerProps(open, send, id),

    getBackdropProps() {
      return {
        'data-scope': 'search',
        'data-part': 'backdrop',
        'data-state': dataState(open),
        onMouseDown: (e: PressEventLike) => {
          if (e.target === e.currentTarget) send({ type: 'BACKDROP.CLICK' });
        },
      };
    },

    getContentProps() {
      return {
        id: SEARCH_IDS.dialog,
        role: 'dialog' as const,
        'aria-modal': true,
        'aria-labelledby': SEARCH_IDS.title,
        'data-scope': 'search',
        'data-part': 'content',
        'data-state': dataState(open),
        onKeyDown: (e: KeyEventLike) => {
          if (e.key !== 'Escape') return;
          e.preventDefault();
          send({ type: 'DIALOG.ESCAPE' });
        },
      };
    },

    getTitleProps() {
      return { id: SEARCH_IDS.title, 'data-scope': 'search', 'data-part': 'title' };
    },

    getCloseTriggerProps() {
      return {
        type: 'button' as const,
        'aria-label': 'Close search',
        'data-scope': 'search',
        'data-part': 'close-trigger',
        onClick: () => send({ type: 'CLOSE_TRIGGER.CLICK' }),
      };
    },

    getLabelProps() {
      return { htmlFor: SEARCH_IDS.input, 'data-scope': 'search', 'data-part': 'label' };
    },

    /** The combobox; `suggest` turns a text into its suggestions (the matcher lives outside). */
    getInputProps(suggest: (text: string) => SearchSuggestion[]) {
      return {
        id: SEARCH_IDS.input,
        type: 'search' as const,
        role: 'combobox' as const,
        autoComplete: 'off',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': listShown,
        'aria-controls': SEARCH_IDS.listbox,
        'aria-activedescendant': activeId,
        'data-scope': 'search',
        'data-part': 'input',
        'data-state': dataState(listShown),
        value: text,
        onChange: (e: { target: { value: string } }) => send({ type: 'INPUT.CHANGE', value: e.target.value, suggestions: suggest(e.target.value) }),
        onKeyDown: (e: KeyEventLike) => {
          if (e.key === 'Tab') {
            // Focus moves on as usual; the list closes behind it.
            send({ type: 'INPUT.TAB' });
            return;
          }
          const type = SEARCH_INPUT_KEYS[e.key as keyof typeof SEARCH_INPUT_KEYS];
          if (!type || (type === 'INPUT.ENTER' && isComposing(e))) return;
          e.preventDefault();
          e.stopPropagation();
          send({ type });
        },
      };
    },

    getListboxProps() {
      return {
        id: SEARCH_IDS.listbox,
        role: 'listbox' as const,
        'aria-label': 'Suggestions',
        hidden: !listShown,
        'data-scope': 'search',
        'data-part': 'listbox',
        'data-state': dataState(listShown),
      };
    },

    getItemProps(index: number) {
      const highlighted = index === highlightedIndex;
      return {
        id: searchOptionId(index),
        role: 'option' as const,
        'aria-selected': highlighted,
        'data-scope': 'search',
        'data-part': 'item',
        'data-highlighted': highlighted ? '' : undefined,
        // The text box keeps focus: a press on an option does not take it.
        onMouseDown: (e: PressEventLike) => e.preventDefault(),
        onClick: () => send({ type: 'ITEM.CLICK', index }),
      };
    },

    getLiveRegionProps() {
      return { role: 'status' as const, 'aria-live': 'polite' as const, 'data-scope': 'search', 'data-part': 'live-region' };
    },

    getQuickGroupProps() {
      return { role: 'group' as const, 'aria-labelledby': SEARCH_IDS.quickLabel, 'data-scope': 'search', 'data-part': 'quick-group' };
    },

    getQuickItemProps(category: QuickCategory) {
      return {
        type: 'button' as const,
        'data-scope': 'search',
        'data-part': 'quick-item',
        onClick: () => send({ type: 'QUICK_ITEM.CLICK', category }),
      };
    },
  };
}

export type SearchApi = ReturnType<typeof connect>;
