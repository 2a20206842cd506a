/**
 * The search's stand-in (the dialog a press on Search opens before the search's code has arrived): its
 * elements, which the server renders (src/features/header/EarlySearch.tsx) and the page's inline script
 * drives (src/app/earlySearch.ts), and the last step of its hand-over, which the search dialog takes
 * when it has mounted. A module with no imports: the build loads the inline script's module, and so this
 * one, as it is, in Node.
 */
export const EARLY_SEARCH_IDS = {
  /** The `<template>` the server writes it in: its content is put on the page when it opens, and taken off when it closes. */
  template: 'early-search-template',
  /** A `<template>` of the search's code's modulepreload links (where the page's own do not hold them), put in the head when it first opens. */
  preload: 'early-search-preload',
  dialog: 'early-search',
  title: 'early-search-title',
  input: 'early-search-input',
  close: 'early-search-close',
  /** The suggestions' list (the server writes its options for the text typed) and what is said about them. */
  listbox: 'early-search-listbox',
  live: 'early-search-live',
  /** The note shown while the suggestions cannot be asked for (no connection). */
  offline: 'early-search-offline',
} as const;

/** The id of the stand-in's option at an index (the server writes it, the script points the text box's active descendant at it). */
export const earlySearchOptionId = (index: number) => `early-search-option-${index}`;

/** Where the stand-in's page, when it opens, finds which consultancy a pick on the page before chose (sessionStorage): see handOverEarlySearch. */
export const EARLY_SEARCH_PICK_KEY = 'gantavya.earlySearchPick';

/**
 * Closes the stand-in where it is still open (taking it off the page) and says what was typed in it
 * (null where it was not open). The search dialog calls it once it is on the page: until then the
 * stand-in stays open and keeps what the visitor types, so no key pressed while the dialog renders is lost.
 */
export function closeEarlySearch(doc: Document): string | null {
  const dialog = doc.getElementById(EARLY_SEARCH_IDS.dialog) as HTMLDialogElement | null;
  const input = doc.getElementById(EARLY_SEARCH_IDS.input) as HTMLInputElement | null;
  if (!dialog) return null;
  const text = input ? input.value : '';
  if (typeof dialog.close === 'function') dialog.close();
  dialog.remove();
  return text;
}
