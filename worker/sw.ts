/**
 * The service worker (built by scripts/service-worker.ts into dist/sw.js, served at /sw.js). It keeps
 * the app shell of the current release, the pages a visitor opened and the public API reads they made,
 * so that those pages, the shortlist and the cost plan still open when the connection drops. Which
 * request goes which way: ./rules.ts.
 */
import { SITE } from '../src/config/site';
import { theme } from '../src/ui/theme';
import { offlinePageHtml, titleOf, type SavedPage } from './offlinePage';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  CACHE_PREFIX,
  APP_SHELL_HTML,
  KEEP_LOADED_MESSAGE,
  NETWORK_TIMEOUT_MS,
  shellCacheName,
  VISITED_MESSAGE,
  type KeepLoadedMessage,
  type VisitedMessage,
} from './protocol';
import { isHtml, isStorable, strategyFor, type Strategy } from './rules';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: the release's version and the app shell's files (paths). */
declare const __SHELL__: { version: string; files: string[] };

const SHELL_CACHE = shellCacheName(__SHELL__.version);
const shellFiles = new Set(__SHELL__.files);
const KEPT = new Set<string>([SHELL_CACHE, ...Object.values(CACHE_NAMES)]);
type RuntimeCache = keyof typeof CACHE_NAMES;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // Hashed files may come from the browser's HTTP cache (the page just loaded them); others are revalidated.
      await cache.addAll(__SHELL__.files.map((path) => new Request(path, { cache: path.startsWith('/assets/') ? 'default' : 'no-cache' })));
      // No waiting for old tabs to close: an open page keeps working under the new worker (see activate).
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const assets = await caches.open(CACHE_NAMES.assets);
      for (const name of names) {
        if (!name.startsWith(CACHE_PREFIX) || KEPT.has(name)) continue;
        // An older release's shell: a page still open on that release may yet load one of its chunks,
        // which the server no longer has. Its hashed files move to the assets cache (trimmed like the rest).
        if (name.startsWith(`${CACHE_PREFIX}shell-`)) {
          const old = await caches.open(name);
          for (const request of await old.keys()) {
            const response = await old.match(request);
            if (response && new URL(request.url).pathname.startsWith('/assets/')) await assets.put(request, response);
          }
        }
        await caches.delete(name);
      }
      await trim(CACHE_NAMES.assets, CACHE_LIMITS.assets);
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy: Strategy = strategyFor(event.request, self.location.origin, shellFiles);
  switch (strategy) {
    case 'network':
      return;
    case 'shell':
      return event.respondWith(cacheFirst(event.request, SHELL_CACHE, null));
    case 'asset':
      return event.respondWith(cacheFirst(event.request, CACHE_NAMES.assets, 'assets'));
    case 'static':
      return event.respondWith(staleWhileRevalidate(event));
    case 'page':
      return event.respondWith(networkFirst(event, 'pages', () => visitedInApp(event.request)));
    case 'admin':
      return event.respondWith(fromNetwork(event).catch(() => offlinePage(event.request)));
    case 'api':
      return event.respondWith(networkFirst(event, 'api', () => Response.error()));
  }
});

self.addEventListener('message', (event) => {
  const message = event.data as Partial<KeepLoadedMessage> | Partial<VisitedMessage> | null;
  // The app moved to a new address without asking the server for its HTML: remember it was visited.
  if (message?.type === VISITED_MESSAGE && 'url' in message && typeof message.url === 'string') {
    const { url } = message;
    if (strategyFor({ method: 'GET', url, mode: 'navigate', headers: new Headers() }, self.location.origin, shellFiles) !== 'page') return;
    event.waitUntil(
      (async () => {
        const visits = await caches.open(CACHE_NAMES.visits);
        await visits.put(new Request(url), new Response(null, { status: 204 }));
        await trim(CACHE_NAMES.visits, CACHE_LIMITS.visits);
      })(),
    );
    return;
  }
  // A page that loaded before this worker controlled it (the first visit) names what it loaded.
  if (message?.type !== KEEP_LOADED_MESSAGE || !('pages' in message)) return;
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : []);
  const requests = [...strings(message.pages).map((url) => ({ url, mode: 'navigate' })), ...strings(message.files).map((url) => ({ url, mode: 'no-cors' }))];
  event.waitUntil(
    Promise.all(
      requests.map(async ({ url, mode }) => {
        const strategy = strategyFor({ method: 'GET', url, mode, headers: new Headers() }, self.location.origin, shellFiles);
        const target = strategy === 'page' ? 'pages' : strategy === 'asset' ? 'assets' : strategy === 'static' ? 'static' : null;
        if (!target) return;
        const key = new Request(url);
        if (target !== 'pages' && (await caches.match(key))) return;
        try {
          const response = await fetch(key, { credentials: 'same-origin' });
          await keep(target, key, response);
        } catch {
          // Offline already: nothing to keep.
        }
      }),
    ),
  );
});

/** The network's answer, through the navigation preload the browser started when there is one. */
async function fromNetwork(event: FetchEvent): Promise<Response> {
  const preloaded = (await event.preloadResponse) as Response | undefined;
  return preloaded ?? fetch(event.request);
}

/** Keeps a copy of a storable answer in a runtime cache (the oldest entries go past its limit). */
async function keep(target: RuntimeCache, request: Request, response: Response): Promise<void> {
  if (!isStorable(response) || (target === 'pages' && !isHtml(response))) return;
  const cache = await caches.open(CACHE_NAMES[target]);
  // The key drops the hash and any request headers: one copy per address.
  await cache.put(new Request(request.url), response);
  await trim(CACHE_NAMES[target], CACHE_LIMITS[target]);
}

async function trim(name: string, limit: number): Promise<void> {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(request);
}

async function cacheFirst(request: Request, cacheName: string, keepIn: RuntimeCache | null): Promise<Response> {
  const cached = await caches.match(request, { cacheName });
  if (cached) return cached;
  // An open page of an older release may ask for a file that only the assets cache still has.
  const elsewhere = await caches.match(request);
  if (elsewhere) return elsewhere;
  const response = await fetch(request);
  if (keepIn) await keep(keepIn, request, response.clone());
  return response;
}

async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cached = await caches.match(request, { cacheName: CACHE_NAMES.static });
  const network = fetch(request).then(async (response) => {
    await keep('static', request, response.clone());
    return response;
  });
  if (!cached) return network;
  event.waitUntil(network.catch(() => undefined));
  return cached;
}

/**
 * The network's answer (kept when storable); when it fails, or has not come within NETWORK_TIMEOUT_MS,
 * the kept copy; with no copy, the network's late answer, else `otherwise()`.
 */
function networkFirst(event: FetchEvent, target: 'pages' | 'api', otherwise: () => Response | Promise<Response>): Promise<Response> {
  const { request } = event;
  const network = fromNetwork(event).then((response) => {
    event.waitUntil(keep(target, request, response.clone()));
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const kept = () => caches.match(request, { cacheName: CACHE_NAMES[target], ignoreVary: true });
  return new Promise<Response>((resolve) => {
    let settled = false;
    const settle = (response: Response) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(response);
    };
    const timer = setTimeout(async () => {
      const copy = await kept();
      if (copy) settle(copy);
    }, NETWORK_TIMEOUT_MS);
    network.then(settle, async () => settle((await kept()) ?? (await otherwise())));
  });
}

/**
 * A page the network cannot give and no copy of which was kept: one the visitor reached inside the app
 * opens in the app shell (the app renders it from the kept API reads and chunks); any other gets the
 * offline page.
 */
async function visitedInApp(request: Request): Promise<Response> {
  const visited = await caches.match(new Request(request.url), { cacheName: CACHE_NAMES.visits });
  const shell = visited && (await caches.match(APP_SHELL_HTML, { cacheName: SHELL_CACHE }));
  return shell || offlinePage(request);
}

/** The offline page, listing the pages kept on this device. */
async function offlinePage(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const saved: SavedPage[] = [];
  // Newest first: the last pages read are the likeliest wanted.
  for (const key of [...(await cache.keys())].reverse()) {
    const response = await cache.match(key);
    if (!response) continue;
    const url = new URL(key.url);
    // The page's own title, without the site's name that every title ends with.
    const title = titleOf(await response.text())?.replace(` | ${SITE.name}`, '');
    saved.push({ path: url.pathname + url.search, title: title || url.pathname });
  }
  const url = new URL(request.url);
  const html = offlinePageHtml({ path: url.pathname + url.search, saved, siteName: SITE.name, themeColor: theme.colors.primary });
  return new Response(html, {
    status: 503,
    statusText: 'Offline',
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
