import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { correctionListQuery, correctionSchema } from '../../../src/domain/corrections';
import { acceptCorrection, listCorrections, rejectCorrection } from '../../db/built-in-corrections';
import { errorResponses, idParams } from '../../plugins/schemas';
import type { ApiContext } from '../context';

const CORRECTION = 'That correction';

/**
 * The admins' queue of corrections a release brought to built-in facts and articles: the open ones,
 * the decided ones, and accept or reject, each one step.
 */
export const adminCorrectionRoutes: FastifyPluginAsync<ApiContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;
  api.get(
    '/corrections',
    { schema: { tags: ['facts'], querystring: correctionListQuery, response: { 200: z.object({ items: z.array(correctionSchema) }), ...errorResponses } } },
    async (request) => ({
      items: await listCorrections(db, request.query.status),
    }),
  );
  api.post(
    '/corrections/:id/accept',
    { schema: { tags: ['facts'], params: idParams(CORRECTION), response: { 200: correctionSchema, ...errorResponses } } },
    async (request) => acceptCorrection(db, request.params.id, request.admin?.email ?? 'unknown', now()),
  );
  api.post(
    '/corrections/:id/reject',
    { schema: { tags: ['facts'], params: idParams(CORRECTION), response: { 200: correctionSchema, ...errorResponses } } },
    async (request) => rejectCorrection(db, request.params.id, request.admin?.email ?? 'unknown', now()),
  );
};
