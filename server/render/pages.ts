import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SEARCH_SUGGESTIONS_PATH, type ClientManifest, type ServerRenderer } from '../../src/domain/ssr';
import type { Database } from '../db/schema';
import { etagMatches, type ListCache } from '../list-cache';
import { PageCache, type CachedHtml } from './page-cache';
import { acceptedEncoding, compressed } from '../compressed';
import type { AddressRate } from '../address-rate';
import type { HashLimiter } from '../auth/hash-limiter';
import { serverQueries } from './firstData';
import { sitePathOf } from '../../src/domain/sitePath';
import type { DirectoryPublisher } from '../directory';

/** Where `npm run build` puts the server-render bundle. */
export const DEFAULT_RENDERER_PATH = resolve('dist-server/render/entry-server.js');

/** The server-render bundle built by Vite, or null when it has not been built. */
export async function loadRenderer(path = DEFAULT_RENDERER_PATH): Promise<ServerRenderer | null> {
  if (!existsSync(path)) return null;
  return (await import(pathToFileURL(path).href)) as ServerRenderer;
}

export interface PageServerOptions {
  renderer: ServerRenderer;
  /** The client build: its index.html is the page template, its manifest names each page's chunks. */
  distDir: string;
  /** In development: the template for a URL (Vite's transformed index.html), no manifest, nothing cached. */
  development?: { template: (url: string) => Promise<string> };
  db: Kysely<Database>;
  listCache: ListCache;
  /** The published directory, whose matcher answers the search stand-in's suggestions. */
  directory: DirectoryPublisher;
  /** The public origin (https://host) for canonical URLs; the request's own when null. */
  publicOrigin: string | null;
  /** Rendered pages kept per page address and content version; one per app when not given. */
  pageCache?: PageCache;
  /**
   * What bounds the pages read and rendered: reads per client address (cached pages too), renders per
   * client address, and renders at once in this process (with a short queue). None in development.
   */
  limits?: { reads: AddressRate; renders: AddressRate; rendering: HashLimiter };
}

export const TOO_MANY_READS = 'Too many pages asked for from your address. Please wait a moment and try again.';
export const TOO_MANY_RENDERS = 'Too many different pages asked for from your address. Please wait a moment and try again.';
export const RENDERING_BUSY = 'The server is busy preparing other pages. Please try again in a moment.';
/** The longest address a `//host/x` spelling is redirected to (a real page's address is far shorter). */
export const MAX_REDIRECT_TARGET = 4096;
export const ADDRESS_TOO_LONG = 'This address is too long to be a page of this site.';

/** A refusal for a page request: plain text, its status and Retry-After, never stored. */
function refuse(reply: FastifyReply, status: 429 | 503, retryAfterSeconds: number, message: string) {
  return reply
    .code(status)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(message);
}

function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedHtml) {
  reply.code(page.status).header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) return reply.header('content-encoding', encoding).send(compressed(page, encoding));
  return reply.send(page.body);
}

/**
 * Every page of the app, rendered on the server: public pages with their data and real status
 * codes, the admin area as the bare template (the browser renders it; never cached), the sitemap.
 */
export function pageServer(app: FastifyInstance, options: PageServerOptions) {
  const { renderer } = options;
  const { development } = options;
  const built = development ? null : readFileSync(join(options.distDir, 'index.html'), 'utf8');
  const templateFor = async (url: string) => built ?? (await development!.template(url));
  const manifestPath = join(options.distDir, '.vite', 'manifest.json');
  const manifest = !development && existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest) : null;
  // The pages' first reads: the public queries the API's routes answer with, called in process.
  const queries = serverQueries(options.db, options.listCache);
  const originOf = (request: FastifyRequest) => options.publicOrigin ?? `${request.protocol}://${request.host}`;
  const cache = options.pageCache ?? new PageCache(options.db);

  app.get('/sitemap.xml', async (request, reply) => {
    const [blogs, consultancies, universities] = await Promise.all([
      options.db.selectFrom('blogs').select(['id', 'updated_at']).where('status', '=', 'published').orderBy('id').execute(),
      options.db.selectFrom('consultancies').select(['id', 'updated_at']).orderBy('id').execute(),
      options.db.selectFrom('universities').select(['id', 'updated_at']).orderBy('id').execute(),
    ]);
    const xml = renderer.sitemap(originOf(request), {
      blogs: blogs.map((b) => ({ id: b.id, updatedAt: b.updated_at })),
      consultancies: consultancies.map((c) => ({ id: c.id, updatedAt: c.updated_at ?? undefined })),
      universities: universities.map((u) => ({ id: u.id, updatedAt: u.updated_at ?? undefined })),
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderer.robots(originOf(request))),
  );

  /**
   * GET /search-suggestions?q={text}&locale={en|ne}: the search's suggestions for a text, for the search's
   * stand-in (the dialog a press on Search opens before the search's code has arrived, src/app/earlySearch.ts):
   * `{ count, html, live }`, the options' markup and what the live region says, from the published directory
   * by the search's own matcher. Counted as a page read; never stored (it follows every edit).
   */
  app.get(SEARCH_SUGGESTIONS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const readWait = (development ? undefined : options.limits)?.reads.take(request.ip) ?? 0;
    if (readWait) return refuse(reply, 429, readWait, TOO_MANY_READS);
    const answer = await renderer.suggestions({ query: request.query as Record<string, unknown>, entries: await options.directory.entries() });
    if (!answer.ok) return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message: answer.message } });
    return reply.send({ count: answer.count, html: answer.html, live: answer.live });
  });

  /** Answers a GET for a page (called for every path no other route serves). */
  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    // The URL as a path on this site: `//host/x` and `/\host/x` are read as /x, never as another host;
    // an address spelled so is sent to that path (the browser's router would not know it otherwise).
    const sitePath = sitePathOf(request.url);
    if (/^\/[/\\]/.test(request.url)) {
      // The redirect would echo the address in its Location header: one longer than a client reads
      // (Node's 16 KiB for all headers) is refused plainly instead.
      if (sitePath.length > MAX_REDIRECT_TARGET)
        return reply.code(414).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(ADDRESS_TOO_LONG);
      return reply.header('cache-control', 'no-cache').redirect(sitePath, 301);
    }
    // The page as its page reads it: other query parameters change nothing and make no other copy.
    const url = renderer.pageAddress(sitePath);
    const pathname = url.split('?')[0];
    const limits = development ? undefined : options.limits;
    const readWait = limits?.reads.take(request.ip) ?? 0;
    if (readWait) return refuse(reply, 429, readWait, TOO_MANY_READS);
    reply.type('text/html; charset=utf-8');
    const template = await templateFor(url);
    if (renderer.isClientOnly(pathname)) return reply.header('cache-control', 'no-store').send(template);
    try {
      const origin = originOf(request);
      // The versions first, then the page kept at those versions or rendered now.
      const stamp = await cache.stamp();
      const key = `${origin} ${url}`;
      const cached = development ? undefined : cache.get(key, stamp);
      if (cached) return sendCached(request, reply, cached);
      // A page rendered anew costs a core for milliseconds: a rate per client address, a few at once in this process.
      if (limits) {
        const renderWait = limits.renders.take(request.ip);
        if (renderWait) return refuse(reply, 429, renderWait, TOO_MANY_RENDERS);
        if (limits.rendering.full) return refuse(reply, 503, limits.rendering.retryAfterSeconds(), RENDERING_BUSY);
        // The slot is held until the answer is sent (or the reader has gone).
        let sent!: () => void;
        const answered = new Promise<void>((resolve) => (sent = resolve));
        reply.raw.once('close', () => sent()).once('finish', () => sent());
        const turn = await new Promise<'started' | 'refused'>((resolve) => {
          limits.rendering.run(() => (resolve('started'), answered)).catch(() => resolve('refused'));
        });
        if (turn === 'refused') return refuse(reply, 503, limits.rendering.retryAfterSeconds(), RENDERING_BUSY);
        if (reply.raw.destroyed) return reply;
      }
      return await renderPage(request, reply, { url, origin, key, stamp, template });
    } catch (error) {
      request.log.error({ err: error }, 'server render failed');
      return reply
        .code(500)
        .header('cache-control', 'no-store')
        .send(renderer.renderError({ url, origin: originOf(request), template, manifest }));
    }
  };

  async function renderPage(request: FastifyRequest, reply: FastifyReply, page: { url: string; origin: string; key: string; stamp: string; template: string }) {
    const { url, origin, key, stamp, template } = page;
    const result = await renderer.render({ url, origin, queries, template, manifest });
    if (result.location) return reply.header('cache-control', 'no-cache').redirect(result.location, result.status);
    // Streamed to this reader as it renders, and kept for the next ones.
    const chunks: Buffer[] = [];
    const keep = new Transform({
      transform(chunk: Buffer | string, _encoding, callback) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        callback(null, chunk);
      },
      flush(callback) {
        if (!development) cache.set(key, stamp, result.status, Buffer.concat(chunks));
        callback();
      },
    });
    reply.code(result.status).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    // Compressed as it streams, at fast settings (the copy kept is compressed at the best ones when it is first sent from memory).
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(result.stream.pipe(keep));
    const compress = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
    return reply.header('content-encoding', encoding).send(result.stream.pipe(keep).pipe(compress));
  }
}
