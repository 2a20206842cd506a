// With its extension: the build's config loads earlySearch.ts, and so this file, as it is, in Node.
export { EARLY_SEARCH_IDS } from '../common/header/earlySearchStandIn.ts';

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
