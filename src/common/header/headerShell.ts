import { createContext, useContext } from 'react';
import type { HeaderEvent } from '../../../machines/header/header.machine';
import type { HeaderMenuEvent } from '../../../machines/header-menu/header-menu.machine';
import { INITIAL_MENU_VIEW, INITIAL_SEARCH_VIEW } from 'virtual:initial-views';
import { MENU_IDS, connectView as connectMenuView, type HeaderMenuView } from '../../../machines/header-menu/header-menu.connect';
import type { QuickCategory, SearchEvent } from '../../../machines/search/search.machine';
import { ROUTES, paths } from '../../config/routes';
import type { SearchView } from '../../../machines/search/search.connect';
import { SEARCH_IDS, searchTriggerProps } from '../../../machines/search/search.trigger';
import type { DirectoryEntry } from '../../domain/directory';
import { useWidget, type Widget } from '../widget';

/**
 * The header's shell (see ../widget.ts): its widgets' element ids, the view they start in, and
 * `useHeader`. The header's statechart composes the search and the mobile menu; its code
 * (headerCode.ts) loads after the first load, when the app asks for it.
 */
export const HEADER_IDS = {
  menuToggle: MENU_IDS.trigger,
  mobileNav: MENU_IDS.content,
  searchButton: 'header-search-button',
  searchDialog: SEARCH_IDS.dialog,
  searchInput: SEARCH_IDS.input,
  searchListbox: SEARCH_IDS.listbox,
} as const;

/** Where each quick button of the search modal (and each quick link of its stand-in) goes. */
export function quickCategoryPath(category: QuickCategory): string {
  return category === 'consultancies' ? ROUTES.consultancies : paths.consultancyCategory(category);
}

/** The consultancy element of the consultancy list (stable, from its id). */
export const consultancyElementId = (id: number) => `consultancy-${id}`;

/** Loads the published directory (in the search modal's chunk, which the app layer knows). */
export type DirectoryLoader = (signal: AbortSignal) => Promise<DirectoryEntry[]>;

export interface HeaderView {
  search: SearchView;
  menu: HeaderMenuView;
  /** The consultancy highlighted on the consultancy list after a search pick. */
  highlightedConsultancyId: number | null;
}

/** An event for the header's statechart, or for one of its two widgets. */
export type HeaderWidgetEvent = { to: 'header'; event: HeaderEvent } | { to: 'search'; event: SearchEvent } | { to: 'menu'; event: HeaderMenuEvent };

/**
 * What the header's statechart starts in, read as its code reads it: the search's and the menu's views
 * are their statecharts' initial states, read from the statecharts when the app is built
 * (scripts/initial-views.ts), and nothing is highlighted (a unit test holds this to the running
 * statechart's first view).
 */
export const INITIAL_HEADER_VIEW: HeaderView = Object.freeze({ search: INITIAL_SEARCH_VIEW, menu: INITIAL_MENU_VIEW, highlightedConsultancyId: null });

export type HeaderWidget = Widget<HeaderView, HeaderWidgetEvent>;

/** The public layout's header widget. */
export const HeaderWidgetContext = createContext<HeaderWidget | null>(null);

/**
 * The header's view and `send` (with `busy` for the calling control), and its widgets' prop getters:
 * `menu` is what its connect layer makes of the view; `search` is only what the page's own controls
 * need (whether the dialog is open, and the props of a control that opens it). The dialog, loaded on
 * demand, connects the search's whole view itself.
 */
export function useHeader() {
  const header = useContext(HeaderWidgetContext);
  if (!header) throw new Error('useHeader must be used inside the public layout');
  const { view, send, busy } = useWidget(header);
  return {
    view,
    send,
    busy,
    search: {
      open: view.search.open,
      getTriggerProps: (id: string) => searchTriggerProps(view.search.open, (event) => send({ to: 'search', event }), id),
    },
    menu: connectMenuView(view.menu, (event) => send({ to: 'menu', event })),
  };
}
