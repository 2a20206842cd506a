// With its extension: the build's config loads earlySearch.ts, and so this file, as it is, in Node.
import { EARLY_SEARCH_PICK_KEY } from '../common/header/earlySearchStandIn.ts';

export { EARLY_SEARCH_IDS, EARLY_SEARCH_PICK_KEY } from '../common/header/earlySearchStandIn.ts';

/**
 * The app's side of the search's stand-in (earlySearch.ts): its global, and the hand-over. Apart from
 * earlySearch.ts so that the app's chunks do not carry the stand-in's own code.
 */

/**
 * What the stand-in leaves when it stops: whether it is open, and the control that opened it. An open
 * stand-in stays open, keeping what is typed, until the search dialog has mounted and takes its text
 * (closeEarlySearch in src/common/header/earlySearchStandIn.ts).
 */
export interface EarlySearchState {
  open: boolean;
  opener: string | null;
}

export interface EarlySearch {
  /** The search's code runs: stop answering the search's controls, and say whether the stand-in is open and who opened it. */
  handOver(): EarlySearchState;
}

export const EARLY_SEARCH_GLOBAL = '__gantavyaEarlySearch';

/** Stops the page's search stand-in (where its inline script ran; it is gone from the page after) and says whether it is open. */
export function handOverEarlySearch(win: Window = window): EarlySearchState {
  const globals = win as unknown as Record<string, EarlySearch | undefined>;
  const early = globals[EARLY_SEARCH_GLOBAL];
  delete globals[EARLY_SEARCH_GLOBAL];
  return early ? early.handOver() : { open: false, opener: null };
}

/**
 * The consultancy a pick in the stand-in's suggestions chose on the page before, where this page is the
 * one the pick went to (/consultancies?search={name}): the stand-in cannot highlight it itself (its pick
 * is a plain page load), so it leaves the pick in the tab's session storage and this page's header
 * spotlights it, as after a pick in the search dialog. Taken once: a reload or a later visit does not.
 */
export function takeEarlySearchPick(win: Window = window): number | null {
  let stored: string | null;
  try {
    stored = win.sessionStorage.getItem(EARLY_SEARCH_PICK_KEY);
    if (stored !== null) win.sessionStorage.removeItem(EARLY_SEARCH_PICK_KEY);
  } catch {
    return null;
  }
  if (!stored) return null;
  try {
    const pick = JSON.parse(stored) as { id?: unknown; href?: unknown };
    const here = win.location.pathname + win.location.search;
    return typeof pick.id === 'number' && Number.isInteger(pick.id) && pick.href === here ? pick.id : null;
  } catch {
    return null;
  }
}
