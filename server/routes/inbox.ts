/* eslint-disable @typescript-eslint/no-explicit-any */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, listQuerySchema } from '../../src/domain/api';
import { BOOKING_STATUSES, bookingInputFor, bookingStatusUpdateSchema, type BookingInput } from '../../src/domain/booking';
import { contactInputSchema, contactReadUpdateSchema, type ContactInput } from '../../src/domain/contact';
import type { Database } from '../db/schema';
import { HttpError, notFound, parse } from '../http';
import { pathId, type RouteDeps } from './content';

export interface InboxDeps extends RouteDeps {
  publicWriteLimit: { max: number; windowMs: number };
}

const keySchema = z.string().trim().min(8, 'An Idempotency-Key has 8 to 200 characters').max(200, 'An Idempotency-Key has 8 to 200 characters');

/** Counts writes per address in the database (every process sees them); 429 with Retry-After past the limit. */
export async function rateLimit(db: Kysely<Database>, scope: string, ip: string, limit: { max: number; windowMs: number }, now: Date) {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const recent = await db.selectFrom('rate_events').select('at').where('scope', '=', scope).where('ip', '=', ip).where('at', '>', since).orderBy('at', 'asc').execute();
  if (recent.length >= limit.max) {
    const retry = Math.max(1, Math.ceil((Date.parse(recent[recent.length - limit.max].at) + limit.windowMs - now.getTime()) / 1000));
    throw new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many requests from your address. Please wait and try again.', undefined, { 'Retry-After': String(retry) });
  }
  await db.insertInto('rate_events').values({ scope, ip, at: now.toISOString() }).execute();
  // Old events are swept now and then.
  if (Math.random() < 0.01) await db.deleteFrom('rate_events').where('at', '<', since).execute();
}

const isUniqueViolation = (e: unknown) => /unique|duplicate key|SQLITE_CONSTRAINT/i.test(String((e as { code?: string })?.code ?? '') + String((e as Error)?.message ?? ''));

/**
 * A public POST that may carry an Idempotency-Key: a repeat of the same key answers the first answer
 * and stores nothing twice, also when two requests with one key race (the key row and the record
 * are written in one transaction; the loser of the race reads the winner's answer).
 */
async function idempotentCreate(
  deps: InboxDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  validate: (body: unknown) => unknown,
  insert: (trx: Transaction<Database>, input: any, now: Date) => Promise<unknown>,
) {
  const { db, now } = deps;
  const rawKey = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = rawKey === undefined ? null : parse(keySchema, Array.isArray(rawKey) ? rawKey[0] : rawKey, IDEMPOTENCY_HEADER);
  const fullKey = key ? `${scope}:${key}` : null;
  const replay = async () => {
    const stored = fullKey ? await db.selectFrom('idempotency_keys').selectAll().where('key', '=', fullKey).executeTakeFirst() : undefined;
    return stored ? reply.code(stored.status).header('Idempotent-Replayed', 'true').send(JSON.parse(stored.body)) : null;
  };
  const first = await replay();
  if (first) return first;
  const input = validate(request.body);
  await rateLimit(db, scope, request.ip, deps.publicWriteLimit, now());
  try {
    const t = now();
    const created = await db.transaction().execute(async (trx) => {
      const record = await insert(trx, input, t);
      if (fullKey) {
        await trx.insertInto('idempotency_keys').values({ key: fullKey, scope, status: 201, body: JSON.stringify(record), created_at: t.toISOString() }).execute();
      }
      return record;
    });
    return reply.code(201).send(created);
  } catch (e) {
    if (fullKey && isUniqueViolation(e)) {
      const again = await replay();
      if (again) return again;
    }
    throw e;
  }
}

const today = (d: Date) => d.toISOString().slice(0, 10);

export function inboxRoutes(app: FastifyInstance, deps: InboxDeps) {
  const { db, now } = deps;
  const bookingFrom = (r: { id: number; status: string; created_at: string; data: string }) => ({
    ...(JSON.parse(r.data) as BookingInput),
    id: r.id,
    status: r.status,
    createdAt: r.created_at,
  });
  const messageFrom = (r: { id: number; read: number; created_at: string; data: string }) => ({
    ...(JSON.parse(r.data) as ContactInput),
    id: r.id,
    read: r.read === 1,
    createdAt: r.created_at,
  });

  app.post('/consultations', async (request, reply) =>
    idempotentCreate(deps, request, reply, 'booking', (body) => parse(bookingInputFor(today(now())), body), async (trx, input: BookingInput, t) => {
      // A booking names a consultancy of the database (the one directory), or none.
      if (input.consultancyId != null && !(await trx.selectFrom('consultancies').select('id').where('id', '=', input.consultancyId).executeTakeFirst())) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'That consultancy is no longer listed.', { consultancyId: 'That consultancy is no longer listed: book without it or pick another one' });
      }
      const data = { ...input, consultancyId: input.consultancyId ?? null };
      const row = await trx.insertInto('bookings').values({ status: 'new', created_at: t.toISOString(), data: JSON.stringify(data) }).returning(['id', 'status', 'created_at', 'data']).executeTakeFirstOrThrow();
      return bookingFrom(row);
    }),
  );

  app.get('/consultations', async (request) => {
    await deps.requireAdmin(request);
    const q = parse(listQuerySchema.extend({ status: z.enum(BOOKING_STATUSES).optional() }), request.query, 'query');
    const base = () => (q.status ? db.selectFrom('bookings').where('status', '=', q.status) : db.selectFrom('bookings'));
    const { total } = await base().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base().selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset((q.page - 1) * q.limit).execute();
    return { items: rows.map(bookingFrom), total: Number(total), page: q.page, limit: q.limit };
  });

  app.get('/consultations/:id', async (request) => {
    await deps.requireAdmin(request);
    const row = await db.selectFrom('bookings').selectAll().where('id', '=', pathId(request, 'That booking')).executeTakeFirst();
    if (!row) throw notFound('That booking');
    return bookingFrom(row);
  });

  app.patch('/consultations/:id', async (request) => {
    await deps.requireAdmin(request);
    const id = pathId(request, 'That booking');
    const { status } = parse(bookingStatusUpdateSchema, request.body);
    const r = await db.updateTable('bookings').set({ status }).where('id', '=', id).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw notFound('That booking');
    return bookingFrom(await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });

  app.post('/contact', async (request, reply) =>
    idempotentCreate(deps, request, reply, 'contact', (body) => parse(contactInputSchema, body), async (trx, input: ContactInput, t) => {
      const row = await trx.insertInto('contact_messages').values({ read: 0, created_at: t.toISOString(), data: JSON.stringify(input) }).returning(['id', 'read', 'created_at', 'data']).executeTakeFirstOrThrow();
      return messageFrom(row);
    }),
  );

  app.get('/contact', async (request) => {
    await deps.requireAdmin(request);
    const q = parse(listQuerySchema.extend({ read: z.enum(['true', 'false']).optional() }), request.query, 'query');
    const base = () => (q.read ? db.selectFrom('contact_messages').where('read', '=', q.read === 'true' ? 1 : 0) : db.selectFrom('contact_messages'));
    const { total } = await base().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base().selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset((q.page - 1) * q.limit).execute();
    return { items: rows.map(messageFrom), total: Number(total), page: q.page, limit: q.limit };
  });

  app.patch('/contact/:id', async (request) => {
    await deps.requireAdmin(request);
    const id = pathId(request, 'That message');
    const { read } = parse(contactReadUpdateSchema, request.body);
    const r = await db.updateTable('contact_messages').set({ read: read ? 1 : 0 }).where('id', '=', id).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw notFound('That message');
    return messageFrom(await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });

  app.get('/admin/stats', async (request) => {
    await deps.requireAdmin(request);
    const count = async (table: keyof Database, where?: [string, unknown]) => {
      let qb: any = (db as any).selectFrom(table);
      if (where) qb = qb.where(where[0], '=', where[1]);
      const { n } = await qb.select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(n);
    };
    return {
      blogs: await count('blogs'),
      universities: await count('universities'),
      courses: await count('courses'),
      consultancies: await count('consultancies'),
      bookings: await count('bookings'),
      newBookings: await count('bookings', ['status', 'new']),
      messages: await count('contact_messages'),
      unreadMessages: await count('contact_messages', ['read', 0]),
    };
  });
}
