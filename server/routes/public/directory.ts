import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DIRECTORY_FILE_NAME_RE, DIRECTORY_FORMAT, type DirectoryManifest } from '../../../src/domain/directory';
import type { DirectoryPublisher } from '../../directory';
import { HttpError } from '../../http';
import { etagMatches } from '../../list-cache';
import { errorResponses, noBody } from '../../plugins/schemas';

/** A year: the longest a browser or a shared cache is asked to keep a file whose name is its content's hash. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const manifestSchema = z.object({ hash: z.string(), file: z.string(), count: z.number().int() }) satisfies z.ZodType<DirectoryManifest>;
const directoryRowSchema = z.tuple([z.number().int(), z.string(), z.string(), z.number(), z.number().int(), z.number().int(), z.number().int(), z.array(z.number().int()), z.string()]);
const directoryFileSchema = z.object({ format: z.literal(DIRECTORY_FORMAT), logos: z.array(z.string()), specializations: z.array(z.string()), consultancies: z.array(directoryRowSchema) });

/**
 * The published consultancy directory (what the header's search matches, without a call per keystroke):
 * - GET /directory: where the current file is, `{ hash, file, count }`; revalidated on every use
 *   (no-cache, with an entity tag and 304), so an edit shows on the next search;
 * - GET /directory/{hash}.json: the file, cached as immutable while its hash is the current one; a hash
 *   that is no longer current is gone (404, not stored), and the client asks /directory again.
 */
export const directoryRoutes: FastifyPluginAsync<{ publisher: DirectoryPublisher }> = async (app, { publisher }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/directory', { schema: { tags: ['directory'], response: { 200: manifestSchema, 304: noBody, ...errorResponses } } }, async (request, reply) => {
    const current = await publisher.current();
    const etag = `"${current.hash}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
    return current.manifest;
  });
  // The file goes out as the bytes that were hashed: typed by hand, not by the provider (which types JSON answers).
  app.get(
    '/directory/:file',
    { schema: { tags: ['directory'], params: z.object({ file: z.string() }), response: { 200: directoryFileSchema, 304: noBody, ...errorResponses } } },
    async (request, reply) => {
      const hash = DIRECTORY_FILE_NAME_RE.exec((request.params as { file: string }).file)?.[1];
      const current = await publisher.current();
      if (!hash || hash !== current.hash) {
        throw new HttpError(404, 'NOT_FOUND', 'That directory file is not the current one: ask /directory where the current one is.', undefined, { 'cache-control': 'no-store' });
      }
      const etag = `"${current.hash}"`;
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('etag', etag).type('application/json; charset=utf-8');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.send(current.body);
    },
  );
};
