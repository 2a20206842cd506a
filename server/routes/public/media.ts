import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MEDIA_PREFIX } from '../../../src/domain/images';
import type { Database } from '../../db/schema';
import { errorResponses } from '../../plugins/schemas';
import { notFound } from '../../http';
import { imageFile } from '../../queries/images';

const params = z.object({ hash: z.string(), file: z.string() });
/** An address that can name an image; any other is a 404 like an image that is not there. */
const valid = z.object({ hash: z.string().regex(/^[0-9a-f]{32}$/), file: z.string().regex(/^\d{1,4}\.webp$/) });

/**
 * Uploaded images, from the database (every instance serves every image): an address names the
 * content, so the answer never changes and is cached for a year as immutable.
 */
export const mediaRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(`${MEDIA_PREFIX}/:hash/:file`, { schema: { hide: true, params, response: { 200: z.any(), ...errorResponses } } }, async (request, reply) => {
    const parsed = valid.safeParse(request.params);
    if (!parsed.success) throw notFound('That image');
    const data = await imageFile(db, parsed.data.hash, Number.parseInt(parsed.data.file, 10));
    if (!data) throw notFound('That image');
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/webp').send(data);
  });
};
