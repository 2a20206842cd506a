import { createContext } from 'react';

/** A read a page makes when it opens: the key its useRemote uses, and the load itself. */
export interface FirstDataRequest {
  key: string;
  load: (signal: AbortSignal) => Promise<unknown>;
}

/** The reads a page module makes for a location (its route parameters and query string). */
export type FirstDataPlan = (location: { pathname: string; params: Record<string, string | undefined>; search: string }) => FirstDataRequest[] | Promise<FirstDataRequest[]>;

/** How a read ended on the server, as the browser receives it. */
export type FirstState =
  | { status: 'success'; data: unknown }
  | { status: 'failure'; error: { message: string; status: number | null; code: string } };

/**
 * The data the server rendered the page with, by useRemote key: the page hydrates from it instead
 * of asking the API again. In the browser it holds the first page's data until the first navigation.
 */
export const FirstDataContext = createContext<Map<string, FirstState> | null>(null);

/** The id of the script element that carries the first data into the page. */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON that is safe inside an HTML script element: no `<` (so no `</script>` or `<!--`), `>` or `&`,
 * and no U+2028/U+2029; JSON.parse reads it back unchanged.
 */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c]);

/** The first data the server put into the page, or an empty map (a page the browser renders alone). */
export function readFirstData(doc: Document): Map<string, FirstState> {
  const el = doc.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!el?.textContent) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(el.textContent) as Record<string, FirstState>));
  } catch {
    return new Map();
  }
}
