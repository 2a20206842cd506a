import type { SearchEvent } from './search.machine';

/**
 * The search's parts that every page's first load needs (its element ids, and the props of a control
 * that opens its dialog), apart from the rest of its connect layer (search.connect.ts), which only the
 * dialog's own chunk carries.
 */

/** The element ids of the search's parts (one place). */
export const SEARCH_IDS = {
  dialog: 'search-dialog',
  title: 'search-title',
  input: 'search-input',
  listbox: 'search-listbox',
  quickLabel: 'quick-search-label',
} as const;

export const dataState = (open: boolean) => (open ? 'open' : 'closed');

/**
 * A control that opens the dialog (the header's Search button, the home page's search entry):
 * `getTriggerProps` of the connect layer.
 */
export function searchTriggerProps(open: boolean, send: (event: SearchEvent) => void, id: string) {
  return {
    id,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? SEARCH_IDS.dialog : undefined,
    'data-scope': 'search',
    'data-part': 'trigger',
    'data-state': dataState(open),
    onClick: () => send({ type: 'TRIGGER.CLICK', opener: id }),
    onMouseEnter: () => send({ type: 'TRIGGER.POINTER_ENTER' }),
    onFocus: () => send({ type: 'TRIGGER.FOCUS' }),
  };
}
