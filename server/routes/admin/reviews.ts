import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listResponseSchema } from '../../../src/domain/api';
import { adminReviewSchema, reviewModerationSchema } from '../../../src/domain/review';
import { notFound } from '../../http';
import { errorResponses, idParams } from '../../plugins/schemas';
import { getReview, listReviews, reviewListQuery, storeReviewSummary } from '../../queries/reviews';
import type { InboxContext } from '../public/inbox';

const REVIEW = 'That review';

/**
 * The moderation queue: the team approves a review, rejects it with a reason only the team sees, or
 * hides one later. Each decision rewrites the consultancy's rating in the same transaction.
 */
export const adminReviewRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;

  api.get(
    '/reviews',
    { schema: { tags: ['reviews'], querystring: reviewListQuery, response: { 200: listResponseSchema(adminReviewSchema), ...errorResponses } } },
    async (request) => listReviews(db, request.query),
  );

  api.patch(
    '/reviews/:id',
    { schema: { tags: ['reviews'], params: idParams(REVIEW), body: reviewModerationSchema, response: { 200: adminReviewSchema, ...errorResponses } } },
    async (request) => {
      const { id } = request.params;
      const decision = request.body;
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('reviews').select(['id', 'consultancy_id']).where('id', '=', id).executeTakeFirst();
        if (!before) throw notFound(REVIEW);
        await trx
          .updateTable('reviews')
          .set({ status: decision.status, reason: decision.status === 'rejected' ? decision.reason : null, moderated_at: now().toISOString() })
          .where('id', '=', id)
          .execute();
        await storeReviewSummary(trx, before.consultancy_id);
      });
      const review = await getReview(db, id);
      if (!review) throw notFound(REVIEW);
      return review;
    },
  );
};
