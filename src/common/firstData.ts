/** A read a page makes when it opens: the key its useRemote uses, and the load itself. */
export interface FirstDataRequest {
  key: string;
  load: (signal: AbortSignal) => Promise<unknown>;
  /** The built-in data the browser shows when the server cannot be reached (the server never needs it). */
  fallback?: () => Promise<unknown>;
}

/** The reads a page module makes for a location (its route parameters and query string). */
export type FirstDataPlan = (location: { pathname: string; params: Record<string, string | undefined>; search: string }) => FirstDataRequest[] | Promise<FirstDataRequest[]>;

export type { FirstState } from '../ui/serverPage';
