import { setup } from 'xstate';

/**
 * The header's interface state (SPEC section 4): the mobile menu and the search modal,
 * as parallel regions. The search region is where the suggestion list, the highlighted
 * index and the pick timers live.
 */
export type HeaderEvent =
  | { type: 'MENU_TOGGLE.CLICK' }
  | { type: 'MENU.ESCAPE' }
  | { type: 'ROUTER.NAVIGATED' }
  | { type: 'SEARCH_BUTTON.CLICK' }
  | { type: 'MODAL.CLOSE' };

export const headerMachine = setup({
  types: {
    events: {} as HeaderEvent,
  },
  actions: {
    /** Give focus back to the menu toggle (provided by the React side). */
    focusMenuToggle: () => {},
    /** Give focus back to the Search button (provided by the React side). */
    focusSearchButton: () => {},
  },
}).createMachine({
  id: 'header',
  type: 'parallel',
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
          on: { 'SEARCH_BUTTON.CLICK': 'open' },
        },
        open: {
          on: {
            'MODAL.CLOSE': { target: 'closed', actions: 'focusSearchButton' },
            'ROUTER.NAVIGATED': 'closed',
          },
        },
      },
    },
  },
});
