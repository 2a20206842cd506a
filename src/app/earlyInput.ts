/**
 * What a visitor does on a server-rendered page after it has painted but before React has hydrated
 * it. Links and fields work without the app (a link navigates; a field keeps what is typed and the
 * field kit hands it to its form when the page hydrates), but a button does nothing until React
 * listens, and a form would submit itself to the server as a plain GET (its fields in the address).
 * So, from the moment the entry runs until the page has hydrated, a press of a button and a form's
 * submission are held, and replayed once the page is live: the press is not lost, and happens once.
 */
export interface EarlyInput {
  /** The page is live: replay what was held (each button once, in the order first pressed), and stop holding. */
  release(): void;
}

export function holdEarlyInput(doc: Document = document): EarlyInput {
  const held: Array<{ key: Element; replay: () => void }> = [];
  const hold = (key: Element, replay: () => void) => {
    if (!held.some((h) => h.key === key)) held.push({ key, replay });
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(button, () => button.click());
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter instanceof HTMLElement && event.submitter.closest('form') === form ? event.submitter : null;
    hold(form, () => (submitter ? form.requestSubmit(submitter) : form.requestSubmit()));
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
      for (const { key, replay } of held.splice(0)) if (key.isConnected) replay();
    },
  };
}
