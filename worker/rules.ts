import { PERSONAL_API_RESOURCES } from '../src/domain/wire';

/**
 * Which way the service worker answers each request. Pure: the worker calls it for every fetch, the
 * unit tests call it with plain objects.
 *
 * - `shell`   a file of this release's app shell: from its precache (the network if it is missing).
 * - `asset`   a hashed build file: from the cache, else the network (kept; it never changes).
 * - `static`  an unhashed public file (images, icons, the manifest): from the cache at once, refreshed behind.
 * - `page`    a public page (HTML): network first, the kept copy on failure or timeout, else the offline page.
 * - `admin`   an admin page: network only, never kept; the offline page when the network fails.
 * - `api`     a public API read: network first, the kept copy on failure or timeout.
 * - `network` the browser's own handling; the worker does not touch it (writes, personal data, other sites).
 */
export type Strategy = 'shell' | 'asset' | 'static' | 'page' | 'admin' | 'api' | 'network';

/** What the rules read of a request (a Request has all of it). */
export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  headers: { has(name: string): boolean };
}

/** What the rules read of a response before keeping it (a Response has all of it). */
export interface ResponseFacts {
  status: number;
  /** Response.type: 'basic' for a same-origin answer; 'opaque' and the rest are never kept. */
  type: string;
  headers: { get(name: string): string | null };
}

export const API_PATH = /^\/api\//;
const PERSONAL_API = new RegExp(`^/api/v\\d+/(${PERSONAL_API_RESOURCES.join('|')})(/|$)`);
const ADMIN_PAGE = /^\/admin(\/|$)/;
const HASHED_ASSET = /^\/assets\//;
/** Public files that are not hashed: the worker refreshes them in the background. */
const STATIC_FILE = /^\/(images\/|icons\/|favicon\.svg$|og-default\.(png|svg)$|manifest\.webmanifest$)/;
/** Answers about the site itself that must always be fresh (the worker script above all). */
const NEVER_KEPT = /^\/(sw\.js|robots\.txt|sitemap\.xml)$|^\/api\/v\d+\/health$/;

export function strategyFor(request: RequestFacts, origin: string, shell: ReadonlySet<string>): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  // A request that names who is asking (a token) gets an answer for that person alone.
  if (request.headers.has('authorization')) return 'network';
  const path = url.pathname;
  if (NEVER_KEPT.test(path)) return 'network';
  if (ADMIN_PAGE.test(path)) return request.mode === 'navigate' ? 'admin' : 'network';
  if (API_PATH.test(path)) return PERSONAL_API.test(path) ? 'network' : 'api';
  if (request.mode === 'navigate') return 'page';
  if (shell.has(path)) return 'shell';
  if (HASHED_ASSET.test(path)) return 'asset';
  if (STATIC_FILE.test(path)) return 'static';
  return 'network';
}

/**
 * Whether an answer may be kept: a whole, same-origin 200 that the server did not mark as personal or
 * unstorable (no-store, private; the server marks every answer that sets a cookie so), nor as varying on
 * everything. Browsers hide Set-Cookie from scripts, so the header check here is a second guard only.
 */
export function isStorable(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false;
  if (response.headers.get('set-cookie') !== null) return false;
  if ((response.headers.get('vary') ?? '').trim() === '*') return false;
  return true;
}

/** A kept page must be HTML (not, say, a JSON error a proxy sent in its place). */
export function isHtml(response: ResponseFacts): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
}
