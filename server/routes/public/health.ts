import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../http';
import { errorResponses } from '../../plugins/schemas';
import type { ApiContext } from '../context';

/** Whether the server can reach its database: what a load balancer asks (never rate limited). */
export const healthRoutes: FastifyPluginAsync<ApiContext> = async (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/health', { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses } } }, async () => {
    try {
      await sql`select 1`.execute(db);
    } catch {
      throw new HttpError(503, 'UNAVAILABLE', 'The database cannot be reached.');
    }
    return { status: 'ok' as const };
  });
};
