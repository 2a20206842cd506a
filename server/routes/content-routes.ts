import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { listResponseSchema } from '../../src/domain/api';
import { mediaHashesIn } from '../../src/domain/images';
import { errorResponses, idParams, noBody } from '../plugins/schemas';
import type { ContentQueries } from '../queries/content';
import { releaseImages } from '../queries/images';
import { notFound } from '../http';
import { sendKept, sendPrivate, type ApiContext } from './context';

/** A content resource as the API serves it: its address, its name in messages, its schemas and its queries. */
export interface ContentResource<Query extends z.ZodObject, Item, Input> {
  path: string;
  /** "That article": 404s say "That article was not found." */
  what: string;
  /** OpenAPI tag. */
  tag: string;
  item: z.ZodType<Item>;
  input: z.ZodType<Input>;
  queries: ContentQueries<Query, Item, Input>;
}

/**
 * What a route's schemas checked and parsed (the validator replaces each request part with its parsed
 * value). A resource's types come from the same schemas, which the type provider cannot follow
 * through a generic resource: these name them.
 */
const queryOf = <Query extends z.ZodObject>(value: unknown) => value as z.output<Query>;
const bodyOf = <Input>(value: unknown) => value as Input;
const idOf = (params: unknown) => (params as { id: number }).id;

/**
 * The public reads of a content resource: the list (kept per content version for signed-out readers;
 * an admin's list includes drafts and is never kept) and one record.
 */
export function contentReads<Query extends z.ZodObject, Item, Input>(resource: ContentResource<Query, Item, Input>): FastifyPluginAsync<ApiContext> {
  const { path, what, queries, tag } = resource;
  return async (app, context) => {
    const { db } = context;
    app.get(
      path,
      { schema: { tags: [tag], querystring: queries.listQuery, response: { 200: listResponseSchema(resource.item), 304: noBody, ...errorResponses } } },
      async (request, reply) => {
        const query = queryOf<Query>(request.query);
        if (await context.isAdmin(request)) return sendPrivate(reply, await queries.listJson(db, query, true));
        return sendKept(request, reply, context, { table: queries.table, query, build: () => queries.listJson(db, query, false), precompressed: true });
      },
    );
    app.get(`${path}/:id`, { schema: { tags: [tag], params: idParams(what), response: { 200: resource.item, ...errorResponses } } }, async (request) => {
      const id = idOf(request.params);
      const item = (await queries.get(db, id, false)) ?? ((await context.isAdmin(request)) ? await queries.get(db, id, true) : undefined);
      if (item === undefined) throw notFound(what);
      return item;
    });
  };
}

/** An admin's writes of a content resource (inside the admin scope: signed in already). */
export function contentWrites<Query extends z.ZodObject, Item, Input>(resource: ContentResource<Query, Item, Input>): FastifyPluginAsync<ApiContext> {
  const { path, what, queries, tag } = resource;
  return async (app, context) => {
    const { db, now } = context;
    app.post(path, { schema: { tags: [tag], body: resource.input, response: { 201: resource.item, ...errorResponses } } }, async (request, reply) =>
      reply.code(201).send(await queries.create(db, bodyOf<Input>(request.body), now())),
    );
    app.put(`${path}/:id`, { schema: { tags: [tag], params: idParams(what), body: resource.input, response: { 200: resource.item, ...errorResponses } } }, async (request) => {
      const before = await queries.get(db, idOf(request.params), true);
      const item = await queries.update(db, idOf(request.params), bodyOf<Input>(request.body), now());
      if (item === undefined) throw notFound(what);
      // Images the edit replaced go when nothing else uses them.
      const kept = new Set(mediaHashesIn(item));
      await releaseImages(db, mediaHashesIn(before).filter((h) => !kept.has(h)));
      return item;
    });
    app.delete(`${path}/:id`, { schema: { tags: [tag], params: idParams(what), response: { 204: noBody, ...errorResponses } } }, async (request, reply) => {
      const before = await queries.get(db, idOf(request.params), true);
      if (!(await queries.remove(db, idOf(request.params)))) throw notFound(what);
      await releaseImages(db, mediaHashesIn(before));
      return reply.code(204).send();
    });
  };
}
