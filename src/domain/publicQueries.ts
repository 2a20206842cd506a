import type { Blog } from './blog';
import type { Consultancy } from './consultancy';
import type { Course } from './course';
import type { DirectoryPage, DirectoryQuery } from './directoryQuery';
import type { Fact } from './fact';
import type { ExchangeRates } from './forex';
import type { SiteSettings } from './settings';
import type { University } from './university';
import type { ListResponse } from './wire';

/** A list read's query as the API takes it in its query string (validated by the query's owner). */
export type ListQuery = Record<string, string | number | boolean | undefined>;

/** The public reads of one content resource: a page of its list, and one item. */
export interface ResourceQueries<T> {
  list(query: ListQuery, signal?: AbortSignal): Promise<ListResponse<T>>;
  /** Rejects with an error whose `code` is NOT_FOUND when there is no such public item. */
  get(id: number | string, signal?: AbortSignal): Promise<T>;
}

/**
 * The typed queries a signed-out visitor's pages read, answered as the public API answers them. The
 * browser runs them over HTTP (src/api/publicQueries.ts); the server render calls the server's own
 * query functions (server/render/firstData.ts), never HTTP. A read the API refuses (a page past the
 * last, a search too long) rejects with the API's status (4xx), code and message.
 */
export interface PublicQueries {
  blogs: ResourceQueries<Blog>;
  universities: ResourceQueries<University>;
  courses: ResourceQueries<Course>;
  consultancies: ResourceQueries<Consultancy>;
  /** One page of /consultancies for its address's question, with the counts per filter value. */
  consultancyList(query: DirectoryQuery, signal?: AbortSignal): Promise<DirectoryPage>;
  /** Every dated fact one page shows. */
  pageFacts(page: string, signal?: AbortSignal): Promise<Fact[]>;
  /** The facts with these keys that exist (none asked, none read): those a text embeds. */
  factsByKeys(keys: readonly string[], signal?: AbortSignal): Promise<Fact[]>;
  /** The current rupee rates with their dates. */
  exchangeRates(signal?: AbortSignal): Promise<ExchangeRates>;
  /** The organisation's contact details (NOT_FOUND before an admin has set them). */
  siteSettings(signal?: AbortSignal): Promise<SiteSettings>;
}

/** One read a page makes when it opens: the key its useRemote uses, and the read over the typed queries. */
export interface FirstRead<T = unknown> {
  key: string;
  read: (queries: PublicQueries, signal?: AbortSignal) => Promise<T>;
}

/** Where a page opens: its path, its route parameters and its query string. */
export interface ReadLocation {
  pathname: string;
  params: Record<string, string | undefined>;
  search: string;
}

/** A failed read that means "there is no such item" (on either side). */
export const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'NOT_FOUND';
