/* eslint-disable @typescript-eslint/no-explicit-any */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import { reviewCutoff } from '../../src/domain/fact';
import { IDEMPOTENCY_HEADER, listQuerySchema } from '../../src/domain/api';
import { IDEMPOTENCY_KEY_LENGTH, IDEMPOTENCY_KEY_TTL_MS } from '../../src/domain/wire';
import {
  BOOKING_STATUS_NOT_FOUND,
  BOOKING_STATUSES,
  bookingInputFor,
  bookingStatusLookupSchema,
  bookingStatusUpdateSchema,
  type BookingEmails,
  type BookingInput,
  type BookingReceipt,
  type BookingStatus,
  type BookingStatusAnswer,
} from '../../src/domain/booking';
import { bookingConfirmation, bookingStatusChange, bookingTeamNotice } from '../mail/messages';
import { bookingEmails, enqueueEmail } from '../mail/outbox';
import { newBookingReference } from '../mail/reference';
import { mayConfirmTo, recipientKey } from '../mail/recipient';
import { contactInputSchema, contactReadUpdateSchema, type ContactInput, type ContactReceipt } from '../../src/domain/contact';
import type { Dialect } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { HttpError, notFound, parse } from '../http';
import { pathId, type RouteDeps } from './content';

export interface InboxDeps extends RouteDeps {
  dialect: Dialect;
  publicWriteLimit: { max: number; windowMs: number };
  statusLookupLimit: { max: number; windowMs: number };
  /** The origin links in e-mails point at (PUBLIC_ORIGIN, else the local default): never a request's Host. */
  linkOrigin: string;
  mail: {
    teamAddress: string;
    /** Whether e-mail can be sent at all (SMTP_URL set). */
    configured: boolean;
    /** Tells the sender that an e-mail was committed to the outbox. */
    kick: () => void;
  };
}

/** A reference that no booking has yet: a fresh random one, drawn again on the rare collision. */
async function unusedReference(trx: Transaction<Database>): Promise<string> {
  for (let tries = 0; tries < 5; tries++) {
    const reference = newBookingReference();
    if (!(await trx.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirst())) return reference;
  }
  throw new Error('could not find an unused booking reference in 5 draws');
}

const KEY_MESSAGE = `An ${IDEMPOTENCY_HEADER} has ${IDEMPOTENCY_KEY_LENGTH.min} to ${IDEMPOTENCY_KEY_LENGTH.max} visible ASCII characters`;
const keySchema = z.string().min(IDEMPOTENCY_KEY_LENGTH.min, KEY_MESSAGE).max(IDEMPOTENCY_KEY_LENGTH.max, KEY_MESSAGE).regex(/^[\x21-\x7e]+$/, KEY_MESSAGE);

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
    const recent = await trx.selectFrom('rate_events').select('at').where('scope', '=', scope).where('ip', '=', ip).where('at', '>', since).orderBy('at', 'asc').execute();
    if (recent.length > limit.max) {
      // This request is the last row; a place frees when the oldest of the `max` before it leaves the window.
      const retry = Math.max(1, Math.ceil((Date.parse(recent[recent.length - 1 - limit.max].at) + limit.windowMs - now.getTime()) / 1000));
      throw new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many requests from your address. Please wait and try again.', undefined, { 'Retry-After': String(retry) });
    }
  });
}

/** The SHA-256 of a request's body (as parsed JSON): a key may only be replayed with the same body. */
const bodyHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');

const keyReused = () =>
  new HttpError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    `This ${IDEMPOTENCY_HEADER} was already used for a different request. Make a new key for a new request.`,
  );

/**
 * A public POST that may carry an Idempotency-Key. The same key with the same body answers the
 * first answer (a receipt: reference and status, nothing personal) and stores nothing twice, also
 * when two requests with one key race (the key row and the record are written in one transaction;
 * the loser of the race reads the winner's). The same key with another body is refused with 422
 * and learns nothing of the first. Keys expire after a day.
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
  const hash = bodyHash(request.body);
  const replay = async () => {
    if (!fullKey) return null;
    const stored = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', fullKey).where('expires_at', '>', now().toISOString()).executeTakeFirst();
    if (!stored) return null;
    if (stored.request_hash !== hash) throw keyReused();
    return reply.code(stored.status).header('Idempotent-Replayed', 'true').send(JSON.parse(stored.body));
  };
  const first = await replay();
  if (first) return first;
  const input = validate(request.body);
  await rateLimit(db, deps.dialect, scope, request.ip, deps.publicWriteLimit, now());
  try {
    const t = now();
    const receipt = await db.transaction().execute(async (trx) => {
      const made = await insert(trx, input, t);
      if (fullKey) {
        // An expired row of the same key gives way to the new request.
        await trx.deleteFrom('idempotency_keys').where('key', '=', fullKey).where('expires_at', '<=', t.toISOString()).execute();
        await trx
          .insertInto('idempotency_keys')
          .values({ key: fullKey, scope, request_hash: hash, status: 201, body: JSON.stringify(made), created_at: t.toISOString(), expires_at: new Date(t.getTime() + IDEMPOTENCY_KEY_TTL_MS).toISOString() })
          .execute();
      }
      return made;
    });
    return reply.code(201).send(receipt);
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
  const bookingFrom = (r: { id: number; status: string; created_at: string; data: string; reference: string }) => ({
    ...(JSON.parse(r.data) as BookingInput),
    id: r.id,
    reference: r.reference,
    status: r.status,
    createdAt: r.created_at,
  });
  const messageFrom = (r: { id: number; read: number; created_at: string; data: string }) => ({
    ...(JSON.parse(r.data) as ContactInput),
    id: r.id,
    read: r.read === 1,
    createdAt: r.created_at,
  });

  app.post('/consultations', async (request, reply) => {
    const answered = await idempotentCreate(deps, request, reply, 'booking', (body) => parse(bookingInputFor(today(now())), body), async (trx, input: BookingInput, t) => {
      // A booking names a consultancy of the database (the one directory), or none.
      if (input.consultancyId != null && !(await trx.selectFrom('consultancies').select('id').where('id', '=', input.consultancyId).executeTakeFirst())) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'That consultancy is no longer listed.', { consultancyId: 'That consultancy is no longer listed: book without it or pick another one' });
      }
      const data = { ...input, consultancyId: input.consultancyId ?? null };
      const reference = await unusedReference(trx);
      const row = await trx.insertInto('bookings').values({ status: 'new', created_at: t.toISOString(), data: JSON.stringify(data), reference }).returning(['id', 'status']).executeTakeFirstOrThrow();
      // The e-mails are written with the booking: both or neither. A replayed request answers the
      // stored receipt before this runs, so it writes no second e-mail.
      const origin = deps.linkOrigin;
      // The student's confirmation only while their mailbox is under its daily cap: the booking form
      // must not become a way to mail a stranger. The team hears of every booking.
      const confirmed = await mayConfirmTo(trx, deps.dialect, recipientKey(data.email), t);
      if (confirmed) await enqueueEmail(trx, bookingConfirmation(data, reference, origin), row.id, t);
      await enqueueEmail(trx, bookingTeamNotice(data, reference, row.id, origin, deps.mail.teamAddress), row.id, t);
      const receipt: BookingReceipt = { id: row.id, reference, status: row.status as BookingReceipt['status'], confirmationEmailed: confirmed && deps.mail.configured };
      return receipt;
    });
    deps.mail.kick();
    return answered;
  });

  /**
   * A student's own lookup: the reference and the e-mail address of the booking give its status and
   * the date asked for, nothing else. Any wrong pair (unknown reference, another e-mail) gets one
   * answer, and every lookup counts against the address's limit, so references cannot be guessed.
   */
  app.post('/consultations/status', async (request) => {
    const lookup = parse(bookingStatusLookupSchema, request.body);
    await rateLimit(db, deps.dialect, 'booking-status', request.ip, deps.statusLookupLimit, now());
    const row = await db.selectFrom('bookings').selectAll().where('reference', '=', lookup.reference).executeTakeFirst();
    const booking = row ? (JSON.parse(row.data) as BookingInput) : null;
    if (!row || !booking || booking.email.trim().toLowerCase() !== lookup.email.trim().toLowerCase()) {
      throw new HttpError(404, 'NOT_FOUND', BOOKING_STATUS_NOT_FOUND);
    }
    const answer: BookingStatusAnswer = { reference: row.reference, status: row.status as BookingStatus, preferredDate: booking.preferredDate };
    return answer;
  });

  app.get('/consultations/:id/emails', async (request) => {
    await deps.requireAdmin(request);
    const id = pathId(request, 'That booking');
    if (!(await db.selectFrom('bookings').select('id').where('id', '=', id).executeTakeFirst())) throw notFound('That booking');
    const answer: BookingEmails = { configured: deps.mail.configured, items: await bookingEmails(db, id) };
    return answer;
  });

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
    const t = now();
    // The status and the student's e-mail about it are written together; setting the status it
    // already has changes nothing and sends nothing.
    const changed = await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound('That booking');
      if (before.status === status) return false;
      const r = await trx.updateTable('bookings').set({ status }).where('id', '=', id).where('status', '=', before.status).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw new HttpError(409, 'CONFLICT', 'Someone else changed this booking at the same moment. Reload and try again.');
      await enqueueEmail(trx, bookingStatusChange(JSON.parse(before.data) as BookingInput, before.reference, status, deps.linkOrigin), id, t);
      return true;
    });
    if (changed) deps.mail.kick();
    return bookingFrom(await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });

  app.post('/contact', async (request, reply) =>
    idempotentCreate(deps, request, reply, 'contact', (body) => parse(contactInputSchema, body), async (trx, input: ContactInput, t) => {
      const row = await trx.insertInto('contact_messages').values({ read: 0, created_at: t.toISOString(), data: JSON.stringify(input) }).returning('id').executeTakeFirstOrThrow();
      const receipt: ContactReceipt = { id: row.id };
      return receipt;
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
      factsDue: Number((await db.selectFrom('facts').select((eb) => eb.fn.countAll().as('n')).where('checked_on', '<', reviewCutoff(deps.now())).executeTakeFirstOrThrow()).n),
    };
  });
}
