/**
 * The app's side of the mobile menu's stand-in (earlyMenu.ts): the stand-in's global, and the hand-over.
 * Apart from earlyMenu.ts so that the app's chunks do not carry the stand-in's own code.
 */
export interface EarlyMenu {
  /** The menu's statechart runs: stop driving the menu, and say whether it was left open. */
  handOver(): boolean;
}

export const EARLY_MENU_GLOBAL = '__gantavyaEarlyMenu';

/** Stops the page's early menu (where its inline script ran; it is gone from the page after) and says whether it was left open. */
export function handOverEarlyMenu(win: Window = window): boolean {
  const globals = win as unknown as Record<string, EarlyMenu | undefined>;
  const early = globals[EARLY_MENU_GLOBAL];
  delete globals[EARLY_MENU_GLOBAL];
  return early ? early.handOver() : false;
}
