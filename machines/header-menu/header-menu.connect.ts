import type { SnapshotFrom } from 'xstate';
import type { HeaderMenuEvent, headerMenuMachine } from './header-menu.machine';

/**
 * The mobile menu's connect layer (after zag's `connect`): the WAI-ARIA disclosure pattern. The toggle
 * carries aria-expanded and aria-controls and names what it will do; the navigation it controls is
 * hidden while closed; each link in it reports its click so that the menu closes even on the current
 * page's link (where no navigation follows). Pure: no React, no DOM.
 */
export const MENU_IDS = {
  trigger: 'header-menu-toggle',
  content: 'mobile-nav',
} as const;

export type HeaderMenuSnapshot = SnapshotFrom<typeof headerMenuMachine>;

const dataState = (open: boolean) => (open ? 'open' : 'closed');

/** What the connect layer reads of the menu's state. */
export interface HeaderMenuView {
  open: boolean;
}

export const headerMenuView = (snapshot: HeaderMenuSnapshot): HeaderMenuView => ({ open: snapshot.matches('open') });

export function connect(snapshot: HeaderMenuSnapshot, send: (event: HeaderMenuEvent) => void) {
  return connectView(headerMenuView(snapshot), send);
}

/** The toggle's name while the menu is open and while it is closed, in the page's language. */
export interface MenuLabels {
  open: string;
  closed: string;
}

/** The prop getters for a view of the menu's state (`connect` of a snapshot). */
export function connectView({ open }: HeaderMenuView, send: (event: HeaderMenuEvent) => void) {
  return {
    open,
    /**
     * The toggle names what a press will do. It carries both names (`data-label-open`, `data-label-closed`)
     * for the menu's stand-in before its code has arrived (the app's earlyMenu.ts), which has no texts of its own.
     */
    getTriggerProps(labels: MenuLabels) {
      return {
        id: MENU_IDS.trigger,
        type: 'button' as const,
        'aria-expanded': open,
        'aria-controls': MENU_IDS.content,
        'aria-label': open ? labels.open : labels.closed,
        'data-label-open': labels.open,
        'data-label-closed': labels.closed,
        'data-scope': 'menu',
        'data-part': 'trigger',
        'data-state': dataState(open),
        onClick: () => send({ type: 'TRIGGER.CLICK' }),
      };
    },
    getContentProps() {
      return {
        id: MENU_IDS.content,
        hidden: !open,
        'data-scope': 'menu',
        'data-part': 'content',
        'data-state': dataState(open),
      };
    },
    getItemProps() {
      return {
        'data-scope': 'menu',
        'data-part': 'item',
        onClick: () => send({ type: 'ITEM.CLICK' }),
      };
    },
  };
}

export type HeaderMenuApi = ReturnType<typeof connect>;
