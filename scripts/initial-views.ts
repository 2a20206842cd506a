import { createActor } from 'xstate';
import type { Plugin } from 'vite';
import { searchMachine } from '../machines/search/search.machine.ts';
import { searchView } from '../machines/search/search.connect.ts';
import { headerMenuMachine } from '../machines/header-menu/header-menu.machine.ts';
import { headerMenuView } from '../machines/header-menu/header-menu.connect.ts';

/** The module that gives the header's shell its widgets' initial views. */
export const INITIAL_VIEWS_ID = 'virtual:initial-views';

/**
 * The header's widgets' views in their statecharts' initial states, read from the statecharts
 * themselves when the app is built (each started once, as its code starts it, and read through its
 * connect layer): the shell shows them until the code has loaded, with no XState in the first load.
 */
export function initialViewsOfMachines() {
  const search = createActor(searchMachine, { input: {} });
  const menu = createActor(headerMenuMachine);
  return { search: searchView(search.getSnapshot()), menu: headerMenuView(menu.getSnapshot()) };
}

/** Vite plugin: `virtual:initial-views`, the views above as frozen constants. */
export function initialViews(): Plugin {
  const resolvedId = `\0${INITIAL_VIEWS_ID}`;
  return {
    name: 'gantavya:initial-views',
    resolveId: (id) => (id === INITIAL_VIEWS_ID ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      const { search, menu } = initialViewsOfMachines();
      return [
        `export const INITIAL_SEARCH_VIEW = Object.freeze(${JSON.stringify(search)});`,
        `export const INITIAL_MENU_VIEW = Object.freeze(${JSON.stringify(menu)});`,
      ].join('\n');
    },
  };
}
