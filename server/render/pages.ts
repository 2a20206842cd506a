import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ClientManifest, DataLoader, ServerRenderer } from '../../src/domain/ssr';
import type { Database } from '../db/schema';
import type { ListCache } from '../list-cache';
import { publicContentReader } from '../routes/content';

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
  db: Kysely<Database>;
  listCache: ListCache;
  /** The public origin (https://host) for canonical URLs; the request's own when null. */
  publicOrigin: string | null;
}

/**
 * Every page of the app, rendered on the server: public pages with their data and real status
 * codes, the admin area as the bare template (the browser renders it; never cached), the sitemap.
 */
export function pageServer(app: FastifyInstance, options: PageServerOptions) {
  const { renderer } = options;
  const template = readFileSync(join(options.distDir, 'index.html'), 'utf8');
  const manifestPath = join(options.distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest) : null;
  const read = publicContentReader(options.db, options.listCache);
  const load: DataLoader = (r) => read(r.path, r.query);
  const originOf = (request: FastifyRequest) => options.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get('/sitemap.xml', async (request, reply) => {
    const [blogs, consultancies, universities] = await Promise.all([
      options.db.selectFrom('blogs').select(['id', 'updated_at']).where('status', '=', 'published').orderBy('id').execute(),
      options.db.selectFrom('consultancies').select('id').orderBy('id').execute(),
      options.db.selectFrom('universities').select('id').orderBy('id').execute(),
    ]);
    const xml = renderer.sitemap(originOf(request), {
      blogs: blogs.map((b) => ({ id: b.id, updatedAt: b.updated_at })),
      consultancies,
      universities,
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });

  app.get('/robots.txt', async (request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(renderer.robots(originOf(request))));

  /** Answers a GET for a page (called for every path no other route serves). */
  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const pathname = url.split('?')[0];
    reply.type('text/html; charset=utf-8');
    if (renderer.isClientOnly(pathname)) return reply.header('cache-control', 'no-store').send(template);
    try {
      const result = await renderer.render({ url, origin: originOf(request), load, template, manifest });
      if (result.location) return reply.code(result.status).header('cache-control', 'no-cache').redirect(result.location, result.status);
      return reply.code(result.status).header('cache-control', 'no-cache').send(result.stream);
    } catch (error) {
      request.log.error({ err: error }, 'server render failed');
      return reply.code(500).header('cache-control', 'no-store').send(renderer.renderError({ url, origin: originOf(request), template, manifest }));
    }
  };
}
