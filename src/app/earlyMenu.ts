// With their extensions: the build's config (scripts/early-input-script.ts) loads this file as it is, in Node.
import { MENU_IDS } from '../../machines/header-menu/header-menu.connect.ts';
import { EARLY_MENU_GLOBAL, type EarlyMenu } from './earlyMenuHandOver.ts';

export { EARLY_MENU_GLOBAL, handOverEarlyMenu, type EarlyMenu } from './earlyMenuHandOver.ts';

/**
 * The header's mobile menu before its code has arrived. On a slow phone the page paints seconds before
 * React hydrates it, and the menu's statechart (with XState) arrives after that: a tap on the menu
 * toggle held until then (src/app/earlyInput.ts) was answered only when everything had arrived, 3 to 5 s
 * on Slow 3G with a slower CPU. The menu is a plain disclosure whose whole content the server has
 * rendered, so until its statechart runs, this small inline script plays its part:
 *
 * - a press on the toggle shows or hides the navigation at once (`hidden`, `aria-expanded`, `data-state`,
 *   and the toggle's name, from the `data-label-open` and `data-label-closed` the connect layer writes);
 * - while it is open, Escape closes it and gives focus back to the toggle, and a link followed (in the
 *   menu or anywhere on the page), a press on a control that opens a dialog (Search) or a history step
 *   (Back, Forward) closes it, as the statechart would.
 *
 * The inline script starts it before any of the app's code (EARLY_MENU_SCRIPT, at the top of the body,
 * allowed by its hash in the CSP; it runs before the early-input holder, so the holder does not also hold
 * a press on the toggle). When the header's code runs, `handOver` stops it and says whether the menu is
 * open, and the app opens the statechart to match: from then on the statechart alone drives the menu.
 * `driveMenuEarly` must stay self-contained (its source is the inline script): it refers to nothing
 * outside its own body, and what it needs comes in as arguments. The app imports only the hand-over
 * (earlyMenuHandOver.ts): this module, which makes the script's text, stays out of its chunks.
 */

export function driveMenuEarly(doc: Document, ids: { trigger: string; content: string }): EarlyMenu {
  let open = false;
  const show = (next: boolean) => {
    const trigger = doc.getElementById(ids.trigger);
    const content = doc.getElementById(ids.content);
    if (!trigger || !content) return;
    open = next;
    const state = next ? 'open' : 'closed';
    trigger.setAttribute('aria-expanded', String(next));
    trigger.setAttribute('data-state', state);
    const label = trigger.getAttribute(next ? 'data-label-open' : 'data-label-closed');
    if (label) trigger.setAttribute('aria-label', label);
    content.setAttribute('data-state', state);
    if (next) content.removeAttribute('hidden');
    else content.setAttribute('hidden', '');
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target && target.closest('#' + ids.trigger)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      show(!open);
    } else if (open && target && target.closest('a[href], [aria-haspopup="dialog"]')) show(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    show(false);
    const trigger = doc.getElementById(ids.trigger);
    if (trigger) trigger.focus();
  };
  const onHistory = () => {
    if (open) show(false);
  };
  const win = doc.defaultView;
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKeyDown);
  if (win) win.addEventListener('popstate', onHistory);
  let driving = true;
  return {
    handOver() {
      if (!driving) return false;
      driving = false;
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('keydown', onKeyDown);
      if (win) win.removeEventListener('popstate', onHistory);
      return open;
    },
  };
}

/** The inline script at the top of the page's body, before the early-input holder's (see above). */
export const EARLY_MENU_SCRIPT = `window.${EARLY_MENU_GLOBAL}=(${driveMenuEarly.toString()})(document,${JSON.stringify(MENU_IDS)});`;
