/**
 * What a visitor has typed into a page's forms, kept across a reload: their own (a phone's pull to
 * refresh, a press on the browser's reload) or one the site makes (a widget's Try again whose code
 * cannot be imported again in this document: src/common/widget.ts). When the page goes away, the form
 * kit's fields (those marked `data-field`: text boxes, text areas and selects) are written to the tab's
 * sessionStorage with the page's address; when that address loads again soon after, each field takes
 * its kept text back as the page hydrates, into the field and the form's state, as if the visitor had
 * typed it then (useKeptBeforeHydration in src/ui/fields.tsx). Passwords and files are never kept, a
 * field typed into since the page appeared keeps what it holds, and the kept entry is used once.
 */

import { changedByVisitor } from '../ui/changedByVisitor';

/** The sessionStorage key of the kept input. */
export const KEPT_INPUT_KEY = 'gantavya:kept-input';
/** How long kept input waits for its page: a reload takes seconds; a later visit starts clean. */
export const KEPT_INPUT_FOR_MS = 120_000;

interface KeptField {
  /** The field's form: its index among the document's forms. */
  form: number;
  /** The field's `data-field` name within that form. */
  field: string;
  value: string;
}

interface Kept {
  address: string;
  at: number;
  fields: KeptField[];
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NEVER_KEPT = new Set(['password', 'file', 'hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'image']);

const addressOf = (win: Window) => `${win.location.pathname}${win.location.search}`;

function storageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

const keptKind = (el: Element): el is Field =>
  el.hasAttribute('data-field') &&
  (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && !NEVER_KEPT.has(el.type)));

/** Writes what the page's form fields hold, with the page's address; returns how many fields were kept. */
export function keepInput(win: Window = window, now = Date.now()): number {
  const fields: KeptField[] = [];
  [...win.document.forms].forEach((form, index) => {
    for (const el of form.querySelectorAll('[data-field]')) {
      if (!keptKind(el) || el.value === '') continue;
      fields.push({ form: index, field: el.getAttribute('data-field')!, value: el.value });
    }
  });
  const storage = storageOf(win);
  if (!storage) return 0;
  try {
    if (fields.length === 0) storage.removeItem(KEPT_INPUT_KEY);
    else storage.setItem(KEPT_INPUT_KEY, JSON.stringify({ address: addressOf(win), at: now, fields } satisfies Kept));
  } catch {
    // A full or refused store: the page goes without it.
    return 0;
  }
  return fields.length;
}

let keeping = false;
/** From now on, what the forms hold is kept whenever the page goes away (once per document). */
export function keepInputWhenLeaving(win: Window = window) {
  if (keeping) return;
  keeping = true;
  win.addEventListener('pagehide', () => keepInput(win));
}

// The entry as this document found it: read (and removed) by the first field that asks.
let found: { kept: Kept | null } | null = null;

function takeKept(win: Window, now: number): Kept | null {
  if (found) return found.kept;
  found = { kept: null };
  const storage = storageOf(win);
  if (!storage) return null;
  try {
    const kept = JSON.parse(storage.getItem(KEPT_INPUT_KEY) ?? 'null') as Kept | null;
    storage.removeItem(KEPT_INPUT_KEY);
    const usable =
      kept !== null &&
      kept.address === addressOf(win) &&
      typeof kept.at === 'number' &&
      now >= kept.at &&
      now - kept.at <= KEPT_INPUT_FOR_MS &&
      Array.isArray(kept.fields);
    found.kept = usable ? kept : null;
  } catch {
    storage.removeItem(KEPT_INPUT_KEY);
  }
  return found.kept;
}

/**
 * Puts the text kept for this field (by its form and its `data-field` name) back into it, as the page
 * hydrates. Returns whether the field changed.
 */
export function restoreKeptValue(el: Field, win: Window = window, now = Date.now()): boolean {
  const kept = takeKept(win, now);
  if (kept === null || !el.form || !keptKind(el) || changedByVisitor(el)) return false;
  const form = [...win.document.forms].indexOf(el.form);
  const entry = kept.fields.find((f) => f.form === form && f.field === el.getAttribute('data-field'));
  if (!entry || typeof entry.value !== 'string' || el.value === entry.value) return false;
  el.value = entry.value;
  // A select without that option keeps its own value: nothing changed.
  return el.value === entry.value;
}

/** Forgets what this document read (tests load several pages in one document). */
export function forgetReadKeptInput() {
  found = null;
}
