/**
 * What a visitor does on a server-rendered page after it has painted but before React has hydrated
 * it. Links and fields work without the app (a link navigates; a field keeps what is typed and the
 * field kit hands it to its form when the page hydrates), but a button does nothing until React
 * listens, and a form would submit itself to the server as a plain GET (its fields in the address).
 * So, from the first moment the page shows until it has hydrated, a press of a button and a form's
 * submission are held, and replayed once the page is live: the press is not lost, and happens once.
 *
 * A held press shows at once that it was taken: its button (a form's: its submit button) is marked
 * busy (`aria-busy="true"` and `data-pending`, which the global style draws) until the replay.
 *
 * The holder starts at the top of the page's body, before any of the app's code has arrived (a phone on a slow
 * connection paints seconds before the first script is in): the template carries `holdEarlyInput`'s
 * own source as an inline script (EARLY_INPUT_SCRIPT, allowed by its hash in the CSP), which leaves
 * the holder on `window[EARLY_INPUT_GLOBAL]` for the entry to release. So `holdEarlyInput` must stay
 * self-contained: it refers to nothing outside its own body.
 */
export interface EarlyInput {
  /** The page is live: replay what was held (each button once, in the order first pressed), and stop holding. */
  release(): void;
}

export const EARLY_INPUT_GLOBAL = '__gantavyaEarlyInput';

export function holdEarlyInput(doc: Document = document): EarlyInput {
  const held: Array<{ key: Element; busy: Element | null; replay: () => void }> = [];
  const markBusy = (el: Element | null, busy: boolean) => {
    if (!el) return;
    if (busy) {
      el.setAttribute('aria-busy', 'true');
      el.setAttribute('data-pending', '');
    } else {
      el.removeAttribute('aria-busy');
      el.removeAttribute('data-pending');
    }
  };
  const hold = (key: Element, busy: Element | null, replay: () => void) => {
    if (held.some((h) => h.key === key)) return;
    markBusy(busy, true);
    held.push({ key, busy, replay });
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(button, button, () => button.click());
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter instanceof HTMLElement && event.submitter.closest('form') === form ? event.submitter : null;
    hold(form, submitter ?? form.querySelector('[type="submit"]'), () => (submitter ? form.requestSubmit(submitter) : form.requestSubmit()));
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      for (const { key, busy, replay } of held.splice(0)) {
        markBusy(busy, false);
        if (key.isConnected) replay();
      }
    },
  };
}

/** The inline script at the top of the page's body: starts holding at once (see above). */
export const EARLY_INPUT_SCRIPT = `window.${EARLY_INPUT_GLOBAL}=(${holdEarlyInput.toString()})(document);`;

/** The holder the body's inline script started; a new one where it did not run (a page without it, a test). */
export function takeEarlyInput(win: Window = window): EarlyInput {
  const started = (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
  return started ?? holdEarlyInput(win.document);
}
