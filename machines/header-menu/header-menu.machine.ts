import { fromCallback, setup } from 'xstate';

/**
 * The header's mobile menu (Header in docs/behaviours.md), a disclosure: a toggle button shows or hides
 * the navigation. It closes when the toggle is pressed again, on Escape wherever focus is (focus then
 * goes back to the toggle), when one of its links is clicked (the current page's link too, where no
 * navigation follows), on any navigation, and when the search opens.
 * Escape on the document is heard by a callback actor that runs only while the menu is open; it and the
 * focus move are provided by the app with `provide()`.
 */
export type HeaderMenuEvent =
  { type: 'TRIGGER.CLICK' } | { type: 'ITEM.CLICK' } | { type: 'LAYER.ESCAPE' } | { type: 'ROUTER.NAVIGATED'; pathname: string } | { type: 'SEARCH.OPENED' };

export const headerMenuMachine = setup({
  types: {
    events: {} as HeaderMenuEvent,
  },
  actors: {
    /** Sends LAYER.ESCAPE when Escape is pressed anywhere on the page (provided by the app). */
    listenForEscape: fromCallback<HeaderMenuEvent>(() => () => {}),
  },
  actions: {
    /** Give focus back to the menu toggle (provided by the app). */
    focusTrigger: () => {},
  },
}).createMachine({
  id: 'headerMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'TRIGGER.CLICK': 'open' },
    },
    open: {
      invoke: { id: 'listenForEscape', src: 'listenForEscape' },
      on: {
        'TRIGGER.CLICK': 'closed',
        'ITEM.CLICK': 'closed',
        'LAYER.ESCAPE': { target: 'closed', actions: 'focusTrigger' },
        'ROUTER.NAVIGATED': 'closed',
        'SEARCH.OPENED': 'closed',
      },
    },
  },
});
