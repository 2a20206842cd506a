import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listResponseSchema } from '../../src/domain/api';
import { mediaHashesIn } from '../../src/domain/images';
import { dayOf } from '../../src/domain/licenceRules';
import { errorResponses, idParams, noBody } from '../plugins/schemas';
import type { ContentQueries } from '../queries/content';
import { releaseImages } from '../queries/images';
import { inTransaction } from '../db/transaction';
import { HttpError, notFound } from '../http';
import { recordHistorySchema, type HistoryKind } from '../../src/domain/history';
import { NO_CHANGE, NOTHING_BEFORE, recordChange, recordChangeOf, recordHistory } from '../queries/record-history';
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
  /** The kind of record its history names, the word for it in messages ("article") and what a change names it by. */
  history: { kind: HistoryKind; noun: string; keyOf: (item: Item) => string };
  /** What the schema cannot check (it needs the day, or the stored record: none for a new one), by field path; empty when the write may go ahead. */
  problems?: (input: Input, before: Item | undefined, today: string) => Record<string, string>;
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

/**
 * The record's editable fields, as its history keeps them: what its input schema takes of it (what
 * the server owns, such as ids, dates and a derived "verified", is left out); a record that today's
 * checks refuse is kept whole but for its id.
 */
function editableOf<Input>(input: z.ZodType<Input>, item: unknown): Record<string, unknown> {
  const parsed = input.safeParse(item);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const { id: _id, ...rest } = item as Record<string, unknown>;
  return rest;
}

const changeParams = (what: string) => z.object({ id: idParams(what).shape.id, changeId: idParams('That change').shape.id });

/**
 * An admin's writes of a content resource (inside the admin scope: signed in already), each recorded
 * in the record's history (who, when, before and after); the history itself, and "restore this
 * version", which is a write like an edit and recorded too.
 */
export function contentWrites<Query extends z.ZodObject, Item, Input>(resource: ContentResource<Query, Item, Input>): FastifyPluginAsync<ApiContext> {
  const { path, what, queries, tag, history } = resource;
  return async (app, context) => {
    const { db, now } = context;
    const record = (
      trx: typeof db,
      request: FastifyRequest,
      action: 'created' | 'edited' | 'restored' | 'deleted',
      before: Item | undefined,
      after: Item | undefined,
    ) => {
      const item = (after ?? before) as Item & { id: number };
      return recordChange(trx, {
        kind: history.kind,
        recordId: item.id,
        key: history.keyOf(item),
        action,
        before: before === undefined ? null : editableOf(resource.input, before),
        after: after === undefined ? null : editableOf(resource.input, after),
        adminEmail: request.admin?.email ?? 'unknown',
        at: now(),
      });
    };
    /** Refuses, with each field's reason and nothing written, an input the resource's own checks find a problem in. */
    const check = (input: Input, before: Item | undefined) => {
      const problems = resource.problems?.(input, before, dayOf(now())) ?? {};
      const fields = Object.keys(problems);
      if (fields.length) throw new HttpError(400, 'VALIDATION_FAILED', `Some fields need attention: ${fields.join(', ')}.`, problems);
    };
    /**
     * An edit, or a restore: the write, its record in the history and the images it no longer uses
     * released, in one transaction (a history never misses a write that happened, nor holds one that did not).
     */
    const edit = (request: FastifyRequest, id: number, input: Input, action: 'edited' | 'restored') =>
      inTransaction(db, async (trx) => {
        const before = await queries.get(trx, id, true);
        if (before !== undefined) check(input, before);
        const item = await queries.update(trx, id, input, now());
        if (item === undefined) throw notFound(what);
        await record(trx, request, action, before, item);
        // Images the edit replaced go when nothing else uses them.
        const kept = new Set(mediaHashesIn(item));
        await releaseImages(
          trx,
          mediaHashesIn(before).filter((h) => !kept.has(h)),
        );
        return item;
      });
    app.post(path, { schema: { tags: [tag], body: resource.input, response: { 201: resource.item, ...errorResponses } } }, async (request, reply) => {
      check(bodyOf<Input>(request.body), undefined);
      const item = await inTransaction(db, async (trx) => {
        const created = await queries.create(trx, bodyOf<Input>(request.body), now());
        await record(trx, request, 'created', undefined, created);
        return created;
      });
      return reply.code(201).send(item);
    });
    app.put(
      `${path}/:id`,
      { schema: { tags: [tag], params: idParams(what), body: resource.input, response: { 200: resource.item, ...errorResponses } } },
      async (request) => edit(request, idOf(request.params), bodyOf<Input>(request.body), 'edited'),
    );
    app.delete(`${path}/:id`, { schema: { tags: [tag], params: idParams(what), response: { 204: noBody, ...errorResponses } } }, async (request, reply) => {
      await inTransaction(db, async (trx) => {
        const before = await queries.get(trx, idOf(request.params), true);
        if (!(await queries.remove(trx, idOf(request.params)))) throw notFound(what);
        await record(trx, request, 'deleted', before, undefined);
        await releaseImages(trx, mediaHashesIn(before));
      });
      return reply.code(204).send();
    });
    app.get(
      `${path}/:id/history`,
      { schema: { tags: [tag], params: idParams(what), response: { 200: recordHistorySchema, ...errorResponses } } },
      async (request) => {
        const id = idOf(request.params);
        const items = await recordHistory(db, history.kind, id);
        if (items.length === 0 && (await queries.get(db, id, true)) === undefined) throw notFound(what);
        return { items };
      },
    );
    app.post(
      `${path}/:id/history/:changeId/restore`,
      { schema: { tags: [tag], params: changeParams(what), response: { 200: resource.item, ...errorResponses } } },
      async (request) => {
        const { id, changeId } = request.params as { id: number; changeId: number };
        const change = await recordChangeOf(db, history.kind, id, changeId);
        if (!change) throw new HttpError(404, 'NOT_FOUND', NO_CHANGE(history.noun));
        // The version before the change (the "old" of its old → new): restoring it undoes the change.
        if (!change.before) throw new HttpError(400, 'VALIDATION_FAILED', NOTHING_BEFORE(history.noun));
        const version = resource.input.safeParse(change.before);
        if (!version.success) {
          throw new HttpError(
            400,
            'VALIDATION_FAILED',
            `That version of the ${history.noun} no longer passes today's checks (${version.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ')}): edit the ${history.noun} instead.`,
          );
        }
        return edit(request, id, version.data, 'restored');
      },
    );
  };
}
