// With their extensions: the build's config (scripts/early-input-script.ts) loads this file as it is, in Node.
import { EARLY_SEARCH_GLOBAL, EARLY_SEARCH_IDS, type EarlySearch } from './earlySearchHandOver.ts';

export { EARLY_SEARCH_GLOBAL, EARLY_SEARCH_IDS, handOverEarlySearch, type EarlySearch, type EarlySearchState } from './earlySearchHandOver.ts';

/** The search's triggers: the header's Search button and the home page's search entry (the connect layer gives both `aria-haspopup="dialog"`; the entry has a data-part of its own). */
export const SEARCH_TRIGGER_SELECTOR = '[data-scope="search"][aria-haspopup="dialog"]';

/**
 * The search before its code has arrived. On a slow phone the page paints seconds before React hydrates
 * it, and the search dialog's code (with its statechart, the directory and its matcher) arrives after
 * that: a press on Search was held (src/app/earlyInput.ts) and answered 4 to 8 s later on Slow 3G with
 * a slower CPU. So until that code runs, this small inline script answers the search's triggers with a
 * stand-in the server has written in a `<template>` (EarlySearch.tsx): a native modal `<dialog>` with the
 * search's title, a text box in a GET form to the consultancy list, and the quick search's links. It is
 * on the page only while it is open (so nothing else on the page meets its text box).
 *
 * - a press on a trigger opens it at once (the dialog is modal: focus stays in it) and puts focus in the
 *   text box; the trigger says it is expanded;
 * - Enter submits the trimmed text to /consultancies?search= (blank text is not submitted), as the
 *   search's own submit does; a quick link is followed;
 * - Escape, the close button, a press on the backdrop or a history step close it, and focus goes back
 *   to the trigger.
 *
 * On its first opening it also starts the download of the search's code (the dialog's chunk and the
 * header's statecharts), where the page does not load it already: their modulepreload links wait in a
 * template the server writes (EarlySearch.tsx), so a visitor who presses Search early gets the search
 * sooner, and one who does not never pays for it before the page is live.
 * It shows no suggestions: they need the directory and its matcher, which come with the dialog's code.
 * When that code runs, `handOver` stops the script and says whether the stand-in is open, and the app
 * opens the search's statechart too; the dialog, once mounted, closes the stand-in and takes the text
 * typed in it (closeEarlySearch): from then on the statechart alone drives the search.
 * `driveSearchEarly` must stay self-contained (its source is the inline script): it refers to nothing
 * outside its own body, and what it needs comes in as arguments. The app imports only the hand-over
 * (earlySearchHandOver.ts): this module, which makes the script's text, stays out of its chunks.
 */
export function driveSearchEarly(
  doc: Document,
  ids: { template: string; preload: string; dialog: string; input: string; close: string },
  triggers: string,
): EarlySearch {
  let opener: HTMLElement | null = null;
  const dialogOf = () => doc.getElementById(ids.dialog) as HTMLDialogElement | null;
  const inputOf = () => doc.getElementById(ids.input) as HTMLInputElement | null;
  const markTrigger = (trigger: HTMLElement, open: boolean) => {
    trigger.setAttribute('aria-expanded', String(open));
    trigger.setAttribute('data-state', open ? 'open' : 'closed');
    if (open) trigger.setAttribute('aria-controls', ids.dialog);
    else trigger.removeAttribute('aria-controls');
  };
  // The stand-in is on the page only while it is open: its template's content is put there to open it.
  const putOnPage = () => {
    // The visitor wants the search: its code starts loading now, beside the page's, not after it.
    const preload = doc.getElementById(ids.preload) as HTMLTemplateElement | null;
    if (preload && preload.content && doc.head) {
      doc.head.appendChild(preload.content.cloneNode(true));
      preload.remove();
    }
    const template = doc.getElementById(ids.template) as HTMLTemplateElement | null;
    if (!dialogOf() && template && template.content && doc.body) doc.body.appendChild(template.content.cloneNode(true));
    return dialogOf();
  };
  let refocusOnClose = true;
  // The dialog has closed (by Escape, which the browser handles, or by this script): it leaves the
  // page, and the trigger says so and, unless a link or a history step closed it, has focus again.
  const closed = (dialog: HTMLDialogElement) => {
    dialog.remove();
    const refocus = refocusOnClose;
    refocusOnClose = true;
    if (!opener) return;
    markTrigger(opener, false);
    if (refocus) opener.focus();
  };
  const close = (refocus: boolean) => {
    const dialog = dialogOf();
    if (!dialog) return;
    refocusOnClose = refocus;
    if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    else closed(dialog);
  };
  const onClosed = (event: Event) => {
    const dialog = dialogOf();
    if (dialog && event.target === dialog) closed(dialog);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const trigger = target.closest(triggers);
    if (trigger instanceof HTMLElement) {
      const dialog = putOnPage();
      const input = inputOf();
      if (!dialog || !input) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      opener = trigger;
      if (!dialog.hasAttribute('open')) {
        if (typeof dialog.showModal === 'function') dialog.showModal();
        else dialog.setAttribute('open', '');
      }
      markTrigger(trigger, true);
      input.focus();
      return;
    }
    const dialog = dialogOf();
    if (!dialog) return;
    if (target.closest('#' + ids.close) || target === dialog) {
      // The close button, or the backdrop (the dialog's own box is filled by its content, so a press
      // on the dialog element itself is a press outside its content).
      event.preventDefault();
      event.stopImmediatePropagation();
      close(true);
    } else if (target.closest('a[href]') && dialog.contains(target)) close(false);
  };
  const onSubmit = (event: SubmitEvent) => {
    const input = inputOf();
    if (!input || event.target !== input.form) return;
    // The stand-in's own form: submitted now, not held for the page's code.
    event.stopImmediatePropagation();
    const text = input.value.trim();
    if (!text) event.preventDefault();
    else input.value = text;
  };
  const onHistory = () => close(false);
  const win = doc.defaultView;
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('close', onClosed, true);
  if (win) win.addEventListener('popstate', onHistory);
  let driving = true;
  return {
    handOver() {
      if (!driving) return { open: false, opener: null };
      driving = false;
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('close', onClosed, true);
      if (win) win.removeEventListener('popstate', onHistory);
      // An open stand-in stays open (and keeps what is typed) until the search dialog takes its text.
      return { open: dialogOf() !== null, opener: opener ? opener.id || null : null };
    },
  };
}

/** The inline script at the top of the page's body, before the early-input holder's (see above). */
export const EARLY_SEARCH_SCRIPT = `window.${EARLY_SEARCH_GLOBAL}=(${driveSearchEarly.toString()})(document,${JSON.stringify(EARLY_SEARCH_IDS)},${JSON.stringify(SEARCH_TRIGGER_SELECTOR)});`;
