import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminUser } from '../../src/domain/admin';
import { acceptedEncoding, COMPRESS_THRESHOLD, compressed } from '../compressed';
import type { ContentTable, Database } from '../db/schema';
import { etagMatches, queryKey, type ListCache } from '../list-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, inside the admin scopes (their onRequest hook sets it); null elsewhere. */
    admin: AdminUser | null;
  }
}

/** What every route plugin is given. */
export interface ApiContext {
  db: Kysely<Database>;
  /** The clock: tests control time with it. */
  now: () => Date;
  /** Public list pages and other public answers, kept per content version. */
  listCache: ListCache;
  /** Whether the request comes from a signed-in admin (never an error: public reads show more to admins). */
  isAdmin: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * A public answer kept at its table's content version (built now when not kept), sent with its entity
 * tag: browsers revalidate every time (an edit shows at once) and get a body-less 304 when nothing
 * changed. `precompressed`: the kept body's compressed copies are made once and kept with it.
 */
export async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  context: ApiContext,
  kept: { table: ContentTable; query: Record<string, unknown>; build: () => Promise<string>; precompressed?: boolean },
) {
  const cache = context.listCache;
  reply.type('application/json; charset=utf-8').header('vary', 'Cookie');
  const version = await cache.version(kept.table);
  const key = queryKey(kept.query);
  const page = cache.get(kept.table, version, key) ?? cache.set(kept.table, version, key, await kept.build());
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  if (kept.precompressed) reply.header('vary', 'Cookie, Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = kept.precompressed && page.body.length >= COMPRESS_THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (encoding) return reply.header('content-encoding', encoding).send(compressed(page, encoding));
  return reply.send(page.body);
}

/** An admin's own read of a list: never cached here or by the browser. */
export const sendPrivate = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').header('vary', 'Cookie').header('cache-control', 'private, no-store').send(json);
