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
