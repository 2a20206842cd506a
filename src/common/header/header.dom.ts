import { fromCallback } from 'xstate';
import type { HeaderMenuEvent } from '../../../machines/header-menu/header-menu.machine';
import { SEARCH_IDS, searchOptionId } from '../../../machines/search/search.connect';
import { HEADER_IDS } from './headerShell';
import type { SearchEvent } from '../../../machines/search/search.machine';

/**
 * The DOM side of the header's widgets (like zag's dom files): element ids (headerShell.ts), and the effects the
 * machines leave to the app: focus moves, scrolling, and document listeners as callback actors, so
 * that each listener lives exactly as long as the state that invokes it.
 */

export const focusById = (id: string): boolean => {
  const el = document.getElementById(id);
  el?.focus();
  return Boolean(el);
};

/** Focus back on the control that opened the search; the header's Search button when that one is gone. */
export function restoreSearchFocus(opener: string | null) {
  if (opener && focusById(opener)) return;
  focusById(HEADER_IDS.searchButton);
}

export const scrollOptionIntoView = (index: number) => document.getElementById(searchOptionId(index))?.scrollIntoView?.({ block: 'nearest' });

/** Escape anywhere on the page (the open mobile menu listens while it is open). */
export const listenForEscape = fromCallback<HeaderMenuEvent>(({ sendBack }) => {
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') sendBack({ type: 'LAYER.ESCAPE' });
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
});

/** Focus into the search's text box as soon as it is on the page (its chunk may still be loading). */
export const focusSearchInput = fromCallback<SearchEvent>(() => {
  if (focusById(SEARCH_IDS.input)) return () => {};
  const observer = new MutationObserver(() => {
    if (focusById(SEARCH_IDS.input)) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
});

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab from the dialog's last control goes to its first, Shift+Tab from the first to its last. */
export const trapSearchFocus = fromCallback<SearchEvent>(() => {
  const onKey = (e: KeyboardEvent) => {
    const dialog = document.getElementById(SEARCH_IDS.dialog);
    if (e.key !== 'Tab' || !dialog) return;
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!dialog.contains(active)) {
      e.preventDefault();
      first.focus();
    } else if (e.shiftKey && active === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
});

/** The page behind the open dialog does not scroll. */
export const lockScroll = fromCallback<SearchEvent>(() => {
  document.body.style.overflow = 'hidden';
  return () => {
    document.body.style.overflow = '';
  };
});

/** A press outside the text box and the suggestion list (the open list listens while it shows). */
export const listenForOutsideClick = fromCallback<SearchEvent>(({ sendBack }) => {
  const onDown = (e: MouseEvent) => {
    const t = e.target as Node;
    if (document.getElementById(SEARCH_IDS.listbox)?.contains(t) || document.getElementById(SEARCH_IDS.input)?.contains(t)) return;
    sendBack({ type: 'OUTSIDE.CLICK' });
  };
  document.addEventListener('mousedown', onDown);
  return () => document.removeEventListener('mousedown', onDown);
});
