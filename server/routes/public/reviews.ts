import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REVIEW_ALREADY_GIVEN,
  REVIEW_LINK_INVALID,
  consultancyReviewsSchema,
  firstNameOf,
  reviewInputSchema,
  reviewInvitationLookupSchema,
  reviewInvitationSchema,
  reviewReceiptSchema,
  type ReviewReceipt,
} from '../../../src/domain/review';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, notFound } from '../../http';
import { idempotencyHeaders, idempotentCreate, rateLimit } from '../../plugins/idempotency';
import { errorResponses, idParams } from '../../plugins/schemas';
import { bookingOfReviewLink, consultancyReviews, isReviewed } from '../../queries/reviews';
import type { InboxContext } from './inbox';

const linkInvalid = () => new HttpError(404, 'NOT_FOUND', REVIEW_LINK_INVALID);
const alreadyReviewed = () => new HttpError(409, 'CONFLICT', REVIEW_ALREADY_GIVEN);

/**
 * Reviews from students who booked: a review link opens its booking's form (POST, so the token stays
 * out of addresses and logs), a review is sent once per booking, and a consultancy's approved reviews
 * are public (first name and month only).
 */
export const publicReviewRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;
  const reviews = idempotentCreate(context, 'review');

  api.post('/reviews/link', { schema: { tags: ['reviews'], body: reviewInvitationLookupSchema, response: { 200: reviewInvitationSchema, ...errorResponses } } }, async (request) => {
    await rateLimit(db, context.dialect, 'review-link', request.ip, context.publicWriteLimit, now());
    const found = await bookingOfReviewLink(db, request.body.token);
    if (!found) throw linkInvalid();
    return { consultancyId: found.consultancyId, consultancyName: found.consultancyName, firstName: firstNameOf(found.booking.fullName), reviewed: await isReviewed(db, found.bookingId) };
  });

  api.post(
    '/reviews',
    { schema: { tags: ['reviews'], headers: idempotencyHeaders, body: reviewInputSchema, response: { 201: reviewReceiptSchema, ...errorResponses } }, preValidation: reviews.replayFirst },
    async (request, reply) => {
      const input = request.body;
      try {
        return await reviews.create(request, reply, async (trx, t) => {
          const found = await bookingOfReviewLink(trx, input.token);
          if (!found) throw linkInvalid();
          if (await isReviewed(trx, found.bookingId)) throw alreadyReviewed();
          const row = await trx
            .insertInto('reviews')
            .values({
              booking_id: found.bookingId,
              consultancy_id: found.consultancyId,
              rating: input.rating,
              text: input.text,
              first_name: firstNameOf(found.booking.fullName),
              month: t.toISOString().slice(0, 7),
              status: 'pending',
              reason: null,
              created_at: t.toISOString(),
              moderated_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const receipt: ReviewReceipt = { id: row.id, status: 'pending' };
          return receipt;
        });
      } catch (e) {
        // Two reviews of one booking sent at the same moment: the database's unique booking decides.
        if (isUniqueViolation(e)) throw alreadyReviewed();
        throw e;
      }
    },
  );

  api.get('/consultancies/:id/reviews', { schema: { tags: ['reviews'], params: idParams('That consultancy'), response: { 200: consultancyReviewsSchema, ...errorResponses } } }, async (request) => {
    const { id } = request.params;
    if (!(await db.selectFrom('consultancies').select('id').where('id', '=', id).executeTakeFirst())) throw notFound('That consultancy');
    return consultancyReviews(db, id);
  });
};
