// With their extensions: the build's config (scripts/early-input-script.ts) loads this file as it is, in Node.
import { EARLY_SEARCH_GLOBAL, EARLY_SEARCH_IDS, EARLY_SEARCH_PICK_KEY, type EarlySearch } from './earlySearchHandOver.ts';
import { CONNECTION_RECHECK_MS } from '../common/connection.ts';

export {
  EARLY_SEARCH_GLOBAL,
  EARLY_SEARCH_IDS,
  EARLY_SEARCH_PICK_KEY,
  handOverEarlySearch,
  type EarlySearch,
  type EarlySearchState,
} from './earlySearchHandOver.ts';

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
 * Once it has been used (its first suggestions are in and no other question waits, or it closed or searched) it also starts the
 * download of the search's code (the dialog's chunk and the header's statecharts), where the page does
 * not load it already: their modulepreload links wait in a template the server writes (EarlySearch.tsx),
 * so a visitor who presses Search early gets the search sooner, and one who does not never pays for it
 * before the page is live. Not at the opening: on HTTP/1.1 (six connections to a host) the first
 * question for suggestions would wait behind those files.
 * - typing asks the server for the suggestions (GET /search-suggestions: the search's own matcher over
 *   the published directory, written as the dialog's options), shown as the dialog shows them; the
 *   arrows move the highlight and wrap, Enter or a press picks one, Escape or a press elsewhere closes
 *   the list. A pick goes to /consultancies?search={name}, and that page spotlights the consultancy.
 *   A question is asked once the typing pauses (EARLY_SEARCH_PAUSE_MS), and one is on its way at a
 *   time: text typed meanwhile is asked when its answer comes (the latest text only), and only the
 *   answer to the latest text shows. Where a question cannot reach the server (the connection is
 *   gone), a note in the dialog says so (and the live region), and the latest text is asked again when
 *   the browser says the connection is back (`online`) or every `recheckMs` meanwhile (a Wi-Fi without
 *   internet never fires `online`); Enter still searches.
 * When that code runs, `handOver` stops the script and says whether the stand-in is open, and the app
 * opens the search's statechart too; the dialog, once mounted, closes the stand-in and takes the text
 * typed in it (closeEarlySearch): from then on the statechart alone drives the search. Until the dialog
 * has mounted, a press on one of the stand-in's suggestions still picks it.
 * `driveSearchEarly` must stay self-contained (its source is the inline script): it refers to nothing
 * outside its own body, and what it needs comes in as arguments. The app imports only the hand-over
 * (earlySearchHandOver.ts): this module, which makes the script's text, stays out of its chunks.
 */
export function driveSearchEarly(
  doc: Document,
  ids: { template: string; preload: string; dialog: string; input: string; close: string; listbox: string; live: string; offline: string },
  triggers: string,
  pickKey: string,
  pauseMs: number,
  recheckMs: number,
): EarlySearch {
  let opener: HTMLElement | null = null;
  let driving = true;
  const dialogOf = () => doc.getElementById(ids.dialog) as HTMLDialogElement | null;
  const inputOf = () => doc.getElementById(ids.input) as HTMLInputElement | null;
  const listOf = () => doc.getElementById(ids.listbox);
  const optionsOf = (): HTMLElement[] => {
    const list = listOf();
    return list ? Array.prototype.slice.call(list.querySelectorAll('[role="option"]')) : [];
  };

  // The visitor wants the search: its code starts loading, beside the page's, not after it; but after
  // the first suggestions, so that on a connection that fetches a few files at a time (HTTP/1.1) they
  // do not wait behind it.
  const startCode = () => {
    const preload = doc.getElementById(ids.preload) as HTMLTemplateElement | null;
    if (preload && preload.content && doc.head) {
      doc.head.appendChild(preload.content.cloneNode(true));
      preload.remove();
    }
  };

  // The suggestions: the server's, for the text typed (the search's own matcher over the published
  // directory), as the options the search dialog shows; only the answer to the latest text is shown.
  let highlighted = -1;
  let asked = 0;
  const highlight = (index: number) => {
    const options = optionsOf();
    const input = inputOf();
    highlighted = index >= 0 && index < options.length ? index : -1;
    options.forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === highlighted));
      if (i === highlighted) option.setAttribute('data-highlighted', '');
      else option.removeAttribute('data-highlighted');
    });
    const active = options[highlighted];
    if (input) {
      if (active) input.setAttribute('aria-activedescendant', active.id);
      else input.removeAttribute('aria-activedescendant');
    }
    if (active && typeof active.scrollIntoView === 'function') active.scrollIntoView({ block: 'nearest' });
  };
  const listShown = () => {
    const list = listOf();
    return list !== null && !list.hidden;
  };
  const showList = (shown: boolean) => {
    const list = listOf();
    const input = inputOf();
    if (!list || !input) return;
    list.hidden = !shown;
    input.setAttribute('aria-expanded', String(shown));
    highlight(-1);
  };
  const say = (text: string) => {
    const live = doc.getElementById(ids.live);
    if (live) live.textContent = text;
  };
  // The connection is gone: the note says so, and the latest text is asked again when it is back (the
  // `online` event) or at the next check, whichever comes first. An answer hides the note.
  let recheck: ReturnType<typeof setTimeout> | undefined;
  const askAgain = () => {
    if (recheck === undefined) return;
    clearTimeout(recheck);
    recheck = undefined;
    const input = inputOf();
    if (driving && input && dialogOf()) ask(input.value);
  };
  const showOffline = (shown: boolean) => {
    const note = doc.getElementById(ids.offline);
    if (note) note.hidden = !shown;
    if (recheck !== undefined) clearTimeout(recheck);
    recheck = undefined;
    if (!shown) return;
    say(note ? note.textContent || '' : '');
    recheck = setTimeout(askAgain, recheckMs);
  };
  // One question at a time: text typed while an answer is on its way is asked when it comes, the
  // latest only. On HTTP/1.1 a question per letter took the browser's few connections to the host from
  // the page's own code, and the answer to the last letter queued behind the others.
  let waiting = false;
  let next: string | null = null;
  let pause: ReturnType<typeof setTimeout> | undefined;
  const send = (text: string, where: string) => {
    const question = asked;
    waiting = true;
    const answered = () => {
      waiting = false;
      const latest = next;
      next = null;
      const list = listOf();
      const from = list && list.getAttribute('data-suggest');
      if (latest !== null && driving && from) send(latest, from);
      // The search's code waits until no question does: on a slow connection it would hold the answer back.
      else startCode();
    };
    // A network error (no connection) is told from an answer, even a refusal.
    let unreachable = false;
    fetch(where + '&q=' + encodeURIComponent(text), { credentials: 'same-origin' })
      .then(
        (response) => (response.ok ? response.json() : null),
        () => {
          unreachable = true;
          return null;
        },
      )
      .then((body: { count?: unknown; html?: unknown; live?: unknown } | null) => {
        const shownList = listOf();
        // A later text was typed, the search's code has taken over, or the stand-in closed.
        if (question !== asked || !driving || !shownList) return;
        if (unreachable) {
          shownList.innerHTML = '';
          showList(false);
          showOffline(true);
          return;
        }
        showOffline(false);
        if (!body || typeof body.html !== 'string') return;
        // An arrow pressed before this answer came: the highlight stays on the same consultancy if the new list has it.
        const kept = optionsOf()[highlighted]?.getAttribute('data-consultancy-id');
        shownList.innerHTML = body.html;
        showList(typeof body.count === 'number' && body.count > 0);
        if (kept) highlight(optionsOf().findIndex((option) => option.getAttribute('data-consultancy-id') === kept));
        say(typeof body.live === 'string' ? body.live : '');
      })
      // An answer that cannot be read: no suggestions; Enter still searches for the text.
      .catch(() => undefined)
      .then(answered);
  };
  const ask = (text: string) => {
    const list = listOf();
    asked++;
    next = null;
    if (!list) return;
    const where = list.getAttribute('data-suggest');
    if (!text.trim() || !where || typeof fetch !== 'function') {
      list.innerHTML = '';
      showList(false);
      showOffline(false);
      say('');
      return;
    }
    // Letters typed in one go (a quick typist, a paste, a suggestion of the phone's keyboard) are one
    // question, asked once the typing pauses: on a slow connection each question costs a round trip,
    // and the answer to the first letter would hold back the question for the whole text.
    const question = asked;
    if (pause !== undefined) clearTimeout(pause);
    pause = setTimeout(() => {
      pause = undefined;
      if (question !== asked || !driving) return;
      if (waiting) next = text;
      else send(text, where);
    }, pauseMs);
  };
  // A pick goes to /consultancies?search={name}, as the dialog's does; the page it opens spotlights
  // the consultancy (the pick waits for it in the tab's session storage: takeEarlySearchPick).
  const pick = (option: Element) => {
    const href = option.getAttribute('data-href');
    if (!href) return;
    try {
      if (win) win.sessionStorage.setItem(pickKey, JSON.stringify({ id: Number(option.getAttribute('data-consultancy-id')), href }));
    } catch {
      // No storage: the page opens without the spotlight.
    }
    // Handed over, the stand-in stays as it is until the page unloads: the search dialog, mounting
    // meanwhile, takes its place with the same text and the same options.
    if (driving) close(false);
    if (win) win.location.assign(href);
  };
  const markTrigger = (trigger: HTMLElement, open: boolean) => {
    trigger.setAttribute('aria-expanded', String(open));
    trigger.setAttribute('data-state', open ? 'open' : 'closed');
    if (open) trigger.setAttribute('aria-controls', ids.dialog);
    else trigger.removeAttribute('aria-controls');
  };
  // The stand-in is on the page only while it is open: its template's content is put there to open it.
  const putOnPage = () => {
    const template = doc.getElementById(ids.template) as HTMLTemplateElement | null;
    if (!dialogOf() && template && template.content && doc.body) doc.body.appendChild(template.content.cloneNode(true));
    return dialogOf();
  };
  let refocusOnClose = true;
  // The dialog has closed (by Escape, which the browser handles, or by this script): it leaves the
  // page, and the trigger says so and, unless a link or a history step closed it, has focus again.
  const closed = (dialog: HTMLDialogElement) => {
    dialog.remove();
    startCode();
    showOffline(false);
    asked++;
    next = null;
    highlighted = -1;
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
    const option = target.closest('#' + ids.listbox + ' [role="option"]');
    if (option) {
      event.preventDefault();
      event.stopImmediatePropagation();
      pick(option);
      return;
    }
    // A press outside the list and the text box closes the list.
    if (listShown() && !target.closest('#' + ids.listbox) && target !== inputOf()) showList(false);
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
    startCode();
    // The stand-in's own form: submitted now, not held for the page's code.
    event.stopImmediatePropagation();
    const text = input.value.trim();
    if (!text) event.preventDefault();
    else input.value = text;
  };
  const onInput = (event: Event) => {
    const input = inputOf();
    if (input && event.target === input) ask(input.value);
  };
  // The combobox's keys: the arrows move the highlight (wrapping at both ends), Enter picks the
  // highlighted suggestion (else the form submits the text), Escape closes the list (the dialog stays).
  const onKeyDown = (event: KeyboardEvent) => {
    const input = inputOf();
    if (!input || event.target !== input || !listShown()) return;
    const count = optionsOf().length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count) highlight(event.key === 'ArrowDown' ? (highlighted + 1) % count : highlighted <= 0 ? count - 1 : highlighted - 1);
    } else if (event.key === 'Enter' && highlighted >= 0 && !event.isComposing) {
      event.preventDefault();
      event.stopImmediatePropagation();
      const option = optionsOf()[highlighted];
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopImmediatePropagation();
      showList(false);
    }
  };
  // Escape with the list open closes only the list: the dialog's own cancel is refused then.
  let listOpenAtKey = false;
  const onKeyDownFirst = (event: KeyboardEvent) => {
    listOpenAtKey = event.key === 'Escape' && listShown();
  };
  const onCancel = (event: Event) => {
    if (event.target === dialogOf() && listOpenAtKey) event.preventDefault();
    listOpenAtKey = false;
  };
  const onHistory = () => close(false);
  const onOnline = () => askAgain();
  const win = doc.defaultView;
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('close', onClosed, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('keydown', onKeyDownFirst, true);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('cancel', onCancel, true);
  if (win) win.addEventListener('popstate', onHistory);
  if (win) win.addEventListener('online', onOnline);
  return {
    handOver() {
      if (!driving) return { open: false, opener: null };
      driving = false;
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('close', onClosed, true);
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('keydown', onKeyDownFirst, true);
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('cancel', onCancel, true);
      if (win) win.removeEventListener('popstate', onHistory);
      if (win) win.removeEventListener('online', onOnline);
      if (recheck !== undefined) clearTimeout(recheck);
      recheck = undefined;
      // Until then, a press on one of its suggestions, or Enter on the highlighted one, still picks it:
      // the dialog takes a moment to mount, and that tap would be lost.
      if (dialogOf()) {
        const pickOnly = (event: Event) => {
          if (!dialogOf()) {
            doc.removeEventListener('click', pickOnly, true);
            doc.removeEventListener('keydown', pickOnly, true);
            return;
          }
          const target = event.target instanceof Element ? event.target : null;
          const option =
            event.type === 'click'
              ? target && target.closest('#' + ids.listbox + ' [role="option"]')
              : (event as KeyboardEvent).key === 'Enter' && target === inputOf() && highlighted >= 0
                ? optionsOf()[highlighted]
                : null;
          if (!option) return;
          event.preventDefault();
          event.stopImmediatePropagation();
          pick(option);
        };
        doc.addEventListener('click', pickOnly, true);
        doc.addEventListener('keydown', pickOnly, true);
      }
      // An open stand-in stays open (and keeps what is typed) until the search dialog takes its text.
      return { open: dialogOf() !== null, opener: opener ? opener.id || null : null };
    },
  };
}

/** The inline script at the top of the page's body, before the early-input holder's (see above). */
/**
 * How long the typing pauses before the stand-in asks the server for the text: letters typed closer
 * together than this are one question. On Slow 3G, "ka" typed at once was asked as "k" and then, after
 * the first answer's round trip, "ka": suggestions for the whole text at 7.3 s from the navigation.
 */
export const EARLY_SEARCH_PAUSE_MS = 200;

export const EARLY_SEARCH_SCRIPT = `window.${EARLY_SEARCH_GLOBAL}=(${driveSearchEarly.toString()})(document,${JSON.stringify(EARLY_SEARCH_IDS)},${JSON.stringify(SEARCH_TRIGGER_SELECTOR)},${JSON.stringify(EARLY_SEARCH_PICK_KEY)},${EARLY_SEARCH_PAUSE_MS},${CONNECTION_RECHECK_MS});`;
