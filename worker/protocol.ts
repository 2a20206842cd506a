/**
 * What the page, the build and the service worker agree on. Plain constants: the page's entry imports
 * this file, so it stays a few bytes.
 */

/** The worker script, served from the site's root so that its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** Every cache the worker makes starts with this; on activation it deletes those it no longer uses. */
export const CACHE_PREFIX = 'gantavya-';

/**
 * Raise to make every browser drop everything the worker kept (all cache names change, and the new
 * worker deletes the old ones when it activates).
 */
export const CACHE_EPOCH = 1;

/** The caches that outlive a release (the app shell's cache is named by the release: see shellCacheName). */
export const CACHE_NAMES = {
  /** Pages (HTML) the visitor has opened: network first, this copy when the network fails. */
  pages: `${CACHE_PREFIX}pages-v${CACHE_EPOCH}`,
  /** Public API reads (GET) the pages made: network first, this copy when the network fails. */
  api: `${CACHE_PREFIX}api-v${CACHE_EPOCH}`,
  /** Hashed build files (/assets/…) the pages loaded, kept across releases so an open old page still finds them. */
  assets: `${CACHE_PREFIX}assets-v${CACHE_EPOCH}`,
  /** Images and other unhashed public files: served from here at once, refreshed in the background. */
  static: `${CACHE_PREFIX}static-v${CACHE_EPOCH}`,
  /**
   * Addresses the visitor reached inside the app (a link, Back, a form that changes the address): the
   * browser never asked the server for their HTML, so offline they open in the app shell, which renders
   * them from the kept API reads and chunks. Empty entries; the key is the address.
   */
  visits: `${CACHE_PREFIX}visits-v${CACHE_EPOCH}`,
} as const;

/** The precache of one release: the app shell, named by a hash of its files and the worker's code. */
export const shellCacheName = (version: string) => `${CACHE_PREFIX}shell-v${CACHE_EPOCH}-${version}`;

/** At most this many entries per runtime cache; the oldest go first. */
export const CACHE_LIMITS = { pages: 60, api: 120, assets: 200, static: 120, visits: 60 } as const;

/** The app shell's HTML: the page template with no content, which the app renders in the browser. */
export const APP_SHELL_HTML = '/index.html';

/**
 * A page or API read that has not answered within this time is served from the cache when a copy is
 * there (the network's answer still refreshes the copy when it comes); without a copy it is awaited.
 */
export const NETWORK_TIMEOUT_MS = 5000;

/**
 * Sent by a page that loaded before the worker controlled it (the first visit): the page's address and
 * the files it loaded, so that the worker keeps them too.
 */
export const KEEP_LOADED_MESSAGE = 'KEEP_LOADED';
export interface KeepLoadedMessage {
  type: typeof KEEP_LOADED_MESSAGE;
  pages: string[];
  files: string[];
}

/** Sent by a page each time the app changes the address (a navigation inside the app). */
export const VISITED_MESSAGE = 'VISITED';
export interface VisitedMessage {
  type: typeof VISITED_MESSAGE;
  url: string;
}
