/**
 * The contract between the server and the server-render bundle (built by Vite from
 * src/entry-server.tsx). The server never imports the React app: it loads the built bundle at run
 * time and talks to it through these types only.
 */
import type { PublicQueries } from './publicQueries';
import type { DirectoryEntry } from './directory';

export interface RenderRequest {
  /** Path and query string, e.g. /consultancies?search=kathmandu */
  url: string;
  /** Where the site is served from, e.g. https://gantavya.example (no trailing slash). */
  origin: string;
  /**
   * The server's public queries: the page's first reads call them. A read they refuse (a page number
   * past the range, a search too long) throws an error with the API's statusCode (4xx), code and
   * message, as the server's HttpError has them: the page shows the refusal and answers that status
   * instead of failing the render.
   */
  queries: PublicQueries;
  /** The built index.html: the page goes into its root element, the head tags into its head. */
  template: string;
  /** Vite's client manifest (build.manifest), for modulepreload links; null in development. */
  manifest: ClientManifest | null;
}

export interface ClientManifest {
  [source: string]: { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
}

export interface RenderResult {
  status: number;
  /** Set for a redirect (status 302). */
  location?: string;
  /** The whole HTML document, streamed as React renders it. */
  stream: NodeJS.ReadableStream;
}

/** A published record the sitemap lists. */
export interface SitemapRecords {
  blogs: ReadonlyArray<{ id: number; updatedAt: string }>;
  consultancies: ReadonlyArray<{ id: number; updatedAt?: string }>;
  universities: ReadonlyArray<{ id: number; updatedAt?: string }>;
}

/** What the server-render bundle exports. */
export interface ServerRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The error page (HTTP 500), rendered without any data. */
  renderError(request: Omit<RenderRequest, 'queries'>): string;
  sitemap(origin: string, records: SitemapRecords): string;
  /**
   * The search stand-in's suggestions (the dialog a press on Search opens before the search's code has
   * arrived) for a request's query (`q`, the text; `locale`, the page's language), from the published
   * directory's entries: the search's own matcher, written as the dialog's options. A question it cannot
   * answer (two texts, a text too long, another language) is refused with a sentence saying why.
   */
  suggestions(request: { query: Readonly<Record<string, unknown>>; entries: readonly DirectoryEntry[] }): Promise<SuggestionsAnswer>;
  robots(origin: string): string;
  /** True for paths the browser renders alone (the admin area): served as the template, never cached. */
  isClientOnly(pathname: string): boolean;
  /**
   * The path and query as the page reads them (other query parameters dropped): what the server
   * renders and keeps one copy of, whatever else the address carries.
   */
  pageAddress(url: string): string;
}

/** Where the search's stand-in asks the server for the suggestions for a text: `?q=` the text, `locale=` the page's language. */
export const SEARCH_SUGGESTIONS_PATH = '/search-suggestions';

/** The stand-in's suggestions: the options' markup, how many, and what the live region says; or a refusal. */
export type SuggestionsAnswer = { ok: true; count: number; html: string; live: string } | { ok: false; message: string };
