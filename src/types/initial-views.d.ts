/** The header's widgets' views in their statecharts' initial states, read from the statecharts at build time (scripts/initial-views.ts). */
declare module 'virtual:initial-views' {
  export const INITIAL_SEARCH_VIEW: import('../../machines/search/search.connect').SearchView;
  export const INITIAL_MENU_VIEW: import('../../machines/header-menu/header-menu.connect').HeaderMenuView;
}
