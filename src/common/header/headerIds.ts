import { MENU_IDS } from '../../../machines/header-menu/header-menu.connect';
import { SEARCH_IDS } from '../../../machines/search/search.connect';

/** The element ids of the header's widgets (the header renders them before its statechart's code is in). */
export const HEADER_IDS = {
  menuToggle: MENU_IDS.trigger,
  mobileNav: MENU_IDS.content,
  searchButton: 'header-search-button',
  searchDialog: SEARCH_IDS.dialog,
  searchInput: SEARCH_IDS.input,
  searchListbox: SEARCH_IDS.listbox,
} as const;

/** The consultancy element of the consultancy list (stable, from its id). */
export const consultancyElementId = (id: number) => `consultancy-${id}`;
