import { createContext, useContext } from 'react';
import { SITE } from '../config/site';

/**
 * What a page tells the server while it is rendered there: its title and description (for the
 * head) and its HTTP status. In the browser there is no such context and these calls do nothing.
 */
export interface ServerPage {
  setHead(title: string, description: string | undefined): void;
  setStatus(status: number): void;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The document title of a page titled `title` (the home page has none of its own). */
export const documentTitle = (title: string) => (title ? `${title} | ${SITE.name}` : `${SITE.name} – ${SITE.tagline}`);

/** A page that shows "not found" answers 404 when rendered on the server. */
export function useServerStatus(status: number) {
  useContext(ServerPageContext)?.setStatus(status);
}

/** How a read ended on the server, as the browser receives it. */
export type FirstState = { status: 'success'; data: unknown } | { status: 'failure'; error: { message: string; status: number | null; code: string } };

/**
 * The data the server rendered the page with, by useRemote key: the page hydrates from it instead
 * of asking the API again. In the browser it holds the first page's data until the first navigation.
 */
export const FirstDataContext = createContext<Map<string, FirstState> | null>(null);

/** The id of the script element that carries the first data into the page. */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

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
