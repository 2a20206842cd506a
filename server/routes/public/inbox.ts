import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import {
  BOOKING_STATUS_NOT_FOUND,
  bookingInputSchema,
  bookingReceiptSchema,
  bookingStatusAnswerSchema,
  bookingStatusLookupSchema,
  dateOnly,
  type BookingReceipt,
  type BookingStatus,
  type BookingInput,
} from '../../../src/domain/booking';
import { contactInputSchema, contactReceiptSchema, type ContactReceipt } from '../../../src/domain/contact';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http';
import { bookingConfirmation, bookingTeamNotice } from '../../mail/messages';
import { enqueueEmail } from '../../mail/outbox';
import { newBookingReference } from '../../mail/reference';
import { mayConfirmTo, recipientKey } from '../../mail/recipient';
import { idempotencyHeaders, idempotentCreate, rateLimit, type WriteLimits } from '../../plugins/idempotency';
import { errorResponses } from '../../plugins/schemas';
import type { ApiContext } from '../context';
import { isReviewed, newReviewLink } from '../../queries/reviews';

export interface InboxContext extends ApiContext, WriteLimits {
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

const today = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A booking as sent, its date checked against the server's clock at each request (not before today).
 * The date rule runs whenever the date itself is well formed, so a past date is named together with
 * every other bad field.
 */
const bookingBody = (now: () => Date) =>
  bookingInputSchema.refine((b) => b.preferredDate >= today(now()), {
    message: 'Pick today or a later date',
    path: ['preferredDate'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null && 'preferredDate' in payload.value && dateOnly.safeParse(payload.value.preferredDate).success,
  });

/** What a student or visitor sends: a booking, a lookup of its status, a message. */
export const publicInboxRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;
  const bookings = idempotentCreate(context, 'booking');
  const messages = idempotentCreate(context, 'contact');

  api.post(
    '/consultations',
    { schema: { tags: ['bookings'], headers: idempotencyHeaders, body: bookingBody(now), response: { 201: bookingReceiptSchema, ...errorResponses } }, preValidation: bookings.replayFirst },
    async (request, reply) => {
      const input = request.body;
      const answered = await bookings.create(request, reply, async (trx, t) => {
        // A booking names a consultancy of the database (the one directory), or none.
        if (input.consultancyId != null && !(await trx.selectFrom('consultancies').select('id').where('id', '=', input.consultancyId).executeTakeFirst())) {
          throw new HttpError(400, 'VALIDATION_FAILED', 'That consultancy is no longer listed.', { consultancyId: 'That consultancy is no longer listed: book without it or pick another one' });
        }
        const data: BookingInput = { ...input, consultancyId: input.consultancyId ?? null };
        const reference = await unusedReference(trx);
        const row = await trx.insertInto('bookings').values({ status: 'new', created_at: t.toISOString(), data: JSON.stringify(data), reference }).returning(['id', 'status']).executeTakeFirstOrThrow();
        // The e-mails are written with the booking: both or neither. A replayed request answers the
        // stored receipt before this runs, so it writes no second e-mail.
        const origin = context.linkOrigin;
        // The student's confirmation only while their mailbox is under its daily cap: the booking form
        // must not become a way to mail a stranger. The team hears of every booking.
        const confirmed = await mayConfirmTo(trx, context.dialect, recipientKey(data.email), t);
        if (confirmed) await enqueueEmail(trx, bookingConfirmation(data, reference, origin), row.id, t);
        await enqueueEmail(trx, bookingTeamNotice(data, reference, row.id, origin, context.mail.teamAddress), row.id, t);
        const receipt: BookingReceipt = { id: row.id, reference, status: row.status as BookingReceipt['status'], confirmationEmailed: confirmed && context.mail.configured };
        return receipt;
      });
      context.mail.kick();
      return answered;
    },
  );

  /**
   * A student's own lookup: the reference and the e-mail address of the booking give its status and
   * the date asked for, nothing else. Any wrong pair (unknown reference, another e-mail) gets one
   * answer, and every lookup counts against the address's limit, so references cannot be guessed.
   */
  api.post('/consultations/status', { schema: { tags: ['bookings'], body: bookingStatusLookupSchema, response: { 200: bookingStatusAnswerSchema, ...errorResponses } } }, async (request) => {
    const lookup = request.body;
    await rateLimit(db, context.dialect, 'booking-status', request.ip, context.statusLookupLimit, now());
    const row = await db.selectFrom('bookings').selectAll().where('reference', '=', lookup.reference).executeTakeFirst();
    const booking = row ? (JSON.parse(row.data) as BookingInput) : null;
    if (!row || !booking || booking.email.trim().toLowerCase() !== lookup.email.trim().toLowerCase()) {
      throw new HttpError(404, 'NOT_FOUND', BOOKING_STATUS_NOT_FOUND);
    }
    const reviewToken = await newReviewLink(db, row, now());
    const reviewed = row.status === 'closed' && (await isReviewed(db, row.id));
    return { reference: row.reference, status: row.status as BookingStatus, preferredDate: booking.preferredDate, reviewToken, reviewed };
  });

  api.post(
    '/contact',
    { schema: { tags: ['messages'], headers: idempotencyHeaders, body: contactInputSchema, response: { 201: contactReceiptSchema, ...errorResponses } }, preValidation: messages.replayFirst },
    async (request, reply) => {
      const input = request.body;
      return messages.create(request, reply, async (trx, t) => {
        const row = await trx.insertInto('contact_messages').values({ read: 0, created_at: t.toISOString(), data: JSON.stringify(input) }).returning('id').executeTakeFirstOrThrow();
        const receipt: ContactReceipt = { id: row.id };
        return receipt;
      });
    },
  );
};
