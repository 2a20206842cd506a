import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../src/domain/api';
import { IDEMPOTENCY_KEY_LENGTH, IDEMPOTENCY_KEY_TTL_MS, TOO_MANY_REQUESTS_TEXT } from '../../src/domain/wire';
import type { Dialect } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { HttpError } from '../http';
import { validationFailed } from './schemas';

const KEY_MESSAGE = `An ${IDEMPOTENCY_HEADER} has ${IDEMPOTENCY_KEY_LENGTH.min} to ${IDEMPOTENCY_KEY_LENGTH.max} visible ASCII characters`;
const keySchema = z
  .string()
  .min(IDEMPOTENCY_KEY_LENGTH.min, KEY_MESSAGE)
  .max(IDEMPOTENCY_KEY_LENGTH.max, KEY_MESSAGE)
  .regex(/^[\x21-\x7e]+$/, KEY_MESSAGE);
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();

/** The Idempotency-Key header as the OpenAPI document shows it (the other headers pass as they are). */
export const idempotencyHeaders = z.looseObject({
  [HEADER]: keySchema.optional().describe('Sent again with the same body, answers the first answer and stores nothing twice.'),
});

export interface WriteLimits {
  db: Kysely<Database>;
  now: () => Date;
  dialect: Dialect;
  publicWriteLimit: { max: number; windowMs: number };
}

/**
 * Counts writes per address in the database (every process sees them); 429 with Retry-After past
 * the limit. The write is recorded and the window counted in one transaction, so requests sent at
 * the same moment see each other: on PostgreSQL a transaction-scoped advisory lock per (scope,
 * address) queues them; on SQLite a transaction that starts with a write holds the database's
 * write lock. A refused request is not recorded (the transaction rolls back).
 */
export async function rateLimit(db: Kysely<Database>, dialect: Dialect, scope: string, ip: string, limit: { max: number; windowMs: number }, now: Date) {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`rate:${scope}:${ip}`}, 0))`.execute(trx);
    await trx.insertInto('rate_events').values({ scope, ip, at: now.toISOString() }).execute();
    const recent = await trx
      .selectFrom('rate_events')
      .select('at')
      .where('scope', '=', scope)
      .where('ip', '=', ip)
      .where('at', '>', since)
      .orderBy('at', 'asc')
      .execute();
    if (recent.length > limit.max) {
      // This request is the last row; a place frees when the oldest of the `max` before it leaves the window.
      const retry = Math.max(1, Math.ceil((Date.parse(recent[recent.length - 1 - limit.max].at) + limit.windowMs - now.getTime()) / 1000));
      throw new HttpError(429, 'TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_TEXT, undefined, {
        'Retry-After': String(retry),
      });
    }
  });
}

/** The SHA-256 of a request's body (as parsed JSON): a key may only be replayed with the same body. */
const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

const keyReused = () =>
  new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', `This ${IDEMPOTENCY_HEADER} was already used for a different request. Make a new key for a new request.`);

/**
 * A public POST that may carry an Idempotency-Key. The same key with the same body answers the first
 * answer (a receipt: nothing personal) and stores nothing twice, also when two requests with one key
 * race (the key row and the record are written in one transaction; the loser of the race reads the
 * winner's). The same key with another body is refused with 422 and learns nothing of the first, before
 * the body is even checked. Keys expire after a day.
 *
 * `replayFirst` is the route's preValidation hook; `create` runs in its handler, after the body passed.
 */
export function idempotentCreate(limits: WriteLimits, scope: string) {
  const { db, now } = limits;
  const keyOf = new WeakMap<FastifyRequest, { fullKey: string | null; hash: string }>();
  const replay = async (reply: FastifyReply, fullKey: string | null, hash: string) => {
    if (!fullKey) return null;
    const stored = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', fullKey)
      .where('expires_at', '>', now().toISOString())
      .executeTakeFirst();
    if (!stored) return null;
    if (stored.request_hash !== hash) throw keyReused();
    return reply.code(stored.status).header('Idempotent-Replayed', 'true').send(JSON.parse(stored.body));
  };
  return {
    replayFirst: async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.headers[HEADER];
      const sent = Array.isArray(raw) ? raw[0] : raw;
      if (sent !== undefined) request.headers[HEADER] = sent;
      const key = sent === undefined ? null : keySchema.safeParse(sent);
      if (key && !key.success) throw validationFailed(key.error.issues, IDEMPOTENCY_HEADER);
      const fullKey = key ? `${scope}:${key.data}` : null;
      const hash = bodyHash(request.body);
      keyOf.set(request, { fullKey, hash });
      const answered = await replay(reply, fullKey, hash);
      if (answered) return answered;
    },
    create: async <R>(request: FastifyRequest, reply: FastifyReply, insert: (trx: Transaction<Database>, now: Date) => Promise<R>) => {
      const { fullKey, hash } = keyOf.get(request) ?? { fullKey: null, hash: bodyHash(request.body) };
      await rateLimit(db, limits.dialect, scope, request.ip, limits.publicWriteLimit, now());
      try {
        const t = now();
        const receipt = await db.transaction().execute(async (trx) => {
          const made = await insert(trx, t);
          if (fullKey) {
            // An expired row of the same key gives way to the new request.
            await trx.deleteFrom('idempotency_keys').where('key', '=', fullKey).where('expires_at', '<=', t.toISOString()).execute();
            await trx
              .insertInto('idempotency_keys')
              .values({
                key: fullKey,
                scope,
                request_hash: hash,
                status: 201,
                body: JSON.stringify(made),
                created_at: t.toISOString(),
                expires_at: new Date(t.getTime() + IDEMPOTENCY_KEY_TTL_MS).toISOString(),
              })
              .execute();
          }
          return made;
        });
        return reply.code(201).send(receipt);
      } catch (e) {
        if (fullKey && isUniqueViolation(e)) {
          const again = await replay(reply, fullKey, hash);
          if (again) return again;
        }
        throw e;
      }
    },
  };
}
