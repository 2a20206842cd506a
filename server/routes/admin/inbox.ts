import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminStatsSchema } from '../../../src/domain/admin';
import { listResponseSchema } from '../../../src/domain/api';
import { bookingSchema, bookingStatusUpdateSchema, EMAIL_KINDS, EMAIL_STATUSES, type BookingEmails, type BookingInput } from '../../../src/domain/booking';
import { contactMessageSchema, contactReadUpdateSchema } from '../../../src/domain/contact';
import { isoDateTime } from '../../../src/domain/common';
import { HttpError, notFound } from '../../http';
import { bookingStatusChange } from '../../mail/messages';
import { bookingEmails, enqueueEmail } from '../../mail/outbox';
import { newReviewLink } from '../../queries/reviews';
import { errorResponses, idParams } from '../../plugins/schemas';
import { bookingListQuery, getBooking, listBookings, listMessages, markMessage, messageListQuery } from '../../queries/inbox';
import { adminStats } from '../../queries/stats';
import type { InboxContext } from '../public/inbox';

const BOOKING = 'That booking';
const MESSAGE = 'That message';

const bookingEmailsSchema = z.object({
  configured: z.boolean(),
  items: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(EMAIL_KINDS),
      to: z.string(),
      subject: z.string(),
      status: z.enum(EMAIL_STATUSES),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: isoDateTime,
      sentAt: isoDateTime.nullable(),
      nextAttemptAt: isoDateTime.nullable(),
    }),
  ),
}) satisfies z.ZodType<BookingEmails>;

/** The team's inbox: bookings (and their e-mails), messages, and the dashboard's counts. */
export const adminInboxRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;

  api.get(
    '/consultations',
    { schema: { tags: ['bookings'], querystring: bookingListQuery, response: { 200: listResponseSchema(bookingSchema), ...errorResponses } } },
    async (request) => listBookings(db, request.query),
  );

  api.get(
    '/consultations/:id',
    { schema: { tags: ['bookings'], params: idParams(BOOKING), response: { 200: bookingSchema, ...errorResponses } } },
    async (request) => {
      const booking = await getBooking(db, request.params.id);
      if (!booking) throw notFound(BOOKING);
      return booking;
    },
  );

  api.get(
    '/consultations/:id/emails',
    { schema: { tags: ['bookings'], params: idParams(BOOKING), response: { 200: bookingEmailsSchema, ...errorResponses } } },
    async (request) => {
      const { id } = request.params;
      if (!(await db.selectFrom('bookings').select('id').where('id', '=', id).executeTakeFirst())) throw notFound(BOOKING);
      return { configured: context.mail.configured, items: await bookingEmails(db, id) };
    },
  );

  api.patch(
    '/consultations/:id',
    { schema: { tags: ['bookings'], params: idParams(BOOKING), body: bookingStatusUpdateSchema, response: { 200: bookingSchema, ...errorResponses } } },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const t = now();
      // The status and the student's e-mail about it are written together; setting the status it
      // already has changes nothing and sends nothing.
      const changed = await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw notFound(BOOKING);
        if (before.status === status) return false;
        const r = await trx.updateTable('bookings').set({ status }).where('id', '=', id).where('status', '=', before.status).executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) throw new HttpError(409, 'CONFLICT', 'Someone else changed this booking at the same moment. Reload and try again.');
        // Closed with a consultancy and not yet reviewed: the e-mail carries a review link made for it.
        const reviewToken = await newReviewLink(trx, { id, status, data: before.data }, t);
        await enqueueEmail(trx, bookingStatusChange(JSON.parse(before.data) as BookingInput, before.reference, status, context.linkOrigin, reviewToken), id, t);
        return true;
      });
      if (changed) context.mail.kick();
      const booking = await getBooking(db, id);
      if (!booking) throw notFound(BOOKING);
      return booking;
    },
  );

  api.get(
    '/contact',
    { schema: { tags: ['messages'], querystring: messageListQuery, response: { 200: listResponseSchema(contactMessageSchema), ...errorResponses } } },
    async (request) => listMessages(db, request.query),
  );

  api.patch(
    '/contact/:id',
    { schema: { tags: ['messages'], params: idParams(MESSAGE), body: contactReadUpdateSchema, response: { 200: contactMessageSchema, ...errorResponses } } },
    async (request) => {
      const message = await markMessage(db, request.params.id, request.body.read);
      if (!message) throw notFound(MESSAGE);
      return message;
    },
  );

  api.get('/admin/stats', { schema: { tags: ['admin'], response: { 200: adminStatsSchema, ...errorResponses } } }, async () => adminStats(db, now()));
};
