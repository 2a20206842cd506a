import type { FastifyInstance } from 'fastify';
import { DIRECTORY_FILE_NAME_RE } from '../../src/domain/directory';
import { DirectoryPublisher } from '../directory';
import { HttpError } from '../http';
import { etagMatches } from '../list-cache';

/** A year: the longest a browser or a shared cache is asked to keep a file whose name is its content's hash. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The published consultancy directory (what the header's search matches, without a call per keystroke):
 * - GET /directory: where the current file is, `{ hash, file, count }`; revalidated on every use
 *   (no-cache, with an entity tag and 304), so an edit shows on the next search;
 * - GET /directory/{hash}.json: the file, cached as immutable while its hash is the current one; a hash
 *   that is no longer current is gone (404, not stored), and the client asks /directory again.
 */
export function directoryRoutes(app: FastifyInstance, deps: { publisher: DirectoryPublisher }) {
  const { publisher } = deps;
  app.get('/directory', async (request, reply) => {
    const current = await publisher.current();
    const etag = `"${current.hash}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return current.manifest;
  });
  app.get('/directory/:file', async (request, reply) => {
    const name = (request.params as { file: string }).file;
    const hash = DIRECTORY_FILE_NAME_RE.exec(name)?.[1];
    const current = await publisher.current();
    if (!hash || hash !== current.hash) {
      throw new HttpError(404, 'NOT_FOUND', 'That directory file is not the current one: ask /directory where the current one is.', undefined, { 'cache-control': 'no-store' });
    }
    const etag = `"${current.hash}"`;
    reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('etag', etag).type('application/json; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(current.body);
  });
}
