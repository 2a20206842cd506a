/* eslint-disable @typescript-eslint/no-explicit-any -- one generic route set over four typed tables */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { listQuerySchema } from '../../src/domain/api';
import { blogInputSchema, type BlogInput } from '../../src/domain/blog';
import { idListParam, idParam } from '../../src/domain/common';
import { consultancyInputSchema } from '../../src/domain/consultancy';
import { courseInputSchema } from '../../src/domain/course';
import { universityInputSchema } from '../../src/domain/university';
import { blogFromRow, blogRow, consultancyRow, courseRow, universityRow, withId } from '../db/rows';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import type { ContentTable, Database } from '../db/schema';
import { HttpError, notFound, parse } from '../http';
import { assertKnownFactRefs } from '../db/fact-refs';
import { etagMatches, ListCache, queryKey } from '../list-cache';
import { acceptedEncoding, COMPRESS_THRESHOLD, compressed } from '../compressed';

export interface RouteDeps {
  db: Kysely<Database>;
  now: () => Date;
  requireAdmin: (request: FastifyRequest) => Promise<unknown>;
  isAdmin: (request: FastifyRequest) => Promise<boolean>;
  /** Public list pages; one per app when not given. */
  listCache?: ListCache;
}

/** A path id: a positive integer, otherwise the item does not exist (404). */
export function pathId(request: FastifyRequest, what: string): number {
  const r = idParam.safeParse((request.params as { id?: string }).id);
  if (!r.success) throw notFound(what);
  return r.data;
}

/** A stored entity's JSON with its id, as text (the data column is a JSON object). */
const withIdJson = (r: { id: number; data: string }) => `{"id":${Number(r.id)},${r.data.slice(1)}`;

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const searchWhere = (q: string) => sql<boolean>`search like ${likePattern(q)} escape '\\'`;
/** `ids=1,2,3`: only these items (the compare page and the shortlist read their records this way). */
const whereIds = (qb: any, ids: number[] | undefined) => (ids ? qb.where('id', 'in', ids) : qb);
const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

interface Resource {
  table: ContentTable;
  path: string;
  what: string;
  filters: z.ZodObject<any>;
  applyFilters: (qb: any, f: any, admin: boolean) => any;
  order: (qb: any, f: any) => any;
  fromRow: (row: any) => unknown;
  create: (db: Kysely<Database>, body: unknown, now: Date) => Promise<number>;
  update: (db: Kysely<Database>, id: number, body: unknown, now: Date) => Promise<boolean>;
  publicVisible?: (row: any) => boolean;
}

const unknownUniversity = () => new HttpError(400, 'VALIDATION_FAILED', 'That university does not exist.', { universityId: 'Pick an existing university' });
const universityInUse = () => new HttpError(409, 'CONFLICT', 'Courses still belong to this university: delete or move them first.');
const slugTaken = () => new HttpError(409, 'CONFLICT', 'Another article uses that slug.', { slug: 'This slug is already used by another article' });

async function assertUniversity(db: Kysely<Database>, id: number) {
  const u = await db.selectFrom('universities').select('id').where('id', '=', id).executeTakeFirst();
  if (!u) throw unknownUniversity();
}

async function assertSlugFree(db: Kysely<Database>, slug: string, exceptId?: number) {
  let q = db.selectFrom('blogs').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw slugTaken();
}

/**
 * The checks above give the clear answer; the database's own constraints decide a race between two
 * writes (two articles given one slug at once, a university deleted while a course is added to it).
 */
async function orConstraintAnswer<T>(write: () => Promise<T>, answers: { unique?: () => HttpError; foreignKey?: () => HttpError }): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (answers.unique && isUniqueViolation(e)) throw answers.unique();
    if (answers.foreignKey && isForeignKeyViolation(e)) throw answers.foreignKey();
    throw e;
  }
}

/** A row with the time of this write, for the tables that keep it (the sitemap's lastmod). */
const stamped = (table: ContentTable, row: Record<string, unknown>, now: Date) => (table === 'consultancies' || table === 'universities' ? { ...row, updated_at: now.toISOString() } : row);

function simpleResource(table: Exclude<ContentTable, 'blogs'>, path: string, what: string, schema: z.ZodTypeAny, toRow: (i: any) => any, extra: Partial<Resource> & Pick<Resource, 'filters' | 'applyFilters'>): Resource {
  return {
    table,
    path,
    what,
    order: (qb) => qb.orderBy('id', 'asc'),
    fromRow: (r) => withId(r),
    create: async (db, body, now) => {
      const input: any = parse(schema, body);
      if (table === 'courses') await assertUniversity(db, input.universityId);
      const row = await orConstraintAnswer(() => (db as any).insertInto(table).values(stamped(table, toRow(input), now)).returning('id').executeTakeFirstOrThrow(), { foreignKey: unknownUniversity });
      return (row as { id: number }).id;
    },
    update: async (db, id, body, now) => {
      const input: any = parse(schema, body);
      if (table === 'courses') await assertUniversity(db, input.universityId);
      const r = await orConstraintAnswer(() => (db as any).updateTable(table).set(stamped(table, toRow(input), now)).where('id', '=', id).executeTakeFirst(), { foreignKey: unknownUniversity });
      return Number((r as { numUpdatedRows: bigint }).numUpdatedRows) > 0;
    },
    ...extra,
  };
}

const RESOURCES: Resource[] = [
  {
    table: 'blogs',
    path: '/blogs',
    what: 'That article',
    filters: z.object({ status: z.enum(['draft', 'published']).optional(), tag: z.string().max(40).optional() }),
    applyFilters: (qb, f, admin) => {
      if (!admin) qb = qb.where('status', '=', 'published');
      else if (f.status) qb = qb.where('status', '=', f.status);
      if (f.tag) qb = qb.where(searchWhere(f.tag));
      return qb;
    },
    order: (qb) => qb.orderBy(sql`coalesce(published_at, created_at)`, 'desc').orderBy('id', 'desc'),
    fromRow: blogFromRow,
    publicVisible: (r) => r.status === 'published',
    create: async (db, body, now) => {
      const input: BlogInput = parse(blogInputSchema, body);
      await assertKnownFactRefs(db, input.body, 'body');
      await assertSlugFree(db, input.slug);
      const t = now.toISOString();
      const row = await orConstraintAnswer(
        () =>
          db
            .insertInto('blogs')
            .values(blogRow(input, { createdAt: t, updatedAt: t, publishedAt: input.status === 'published' ? t : null }))
            .returning('id')
            .executeTakeFirstOrThrow(),
        { unique: slugTaken },
      );
      return row.id;
    },
    update: async (db, id, body, now) => {
      const input: BlogInput = parse(blogInputSchema, body);
      await assertKnownFactRefs(db, input.body, 'body');
      const existing = await db.selectFrom('blogs').select(['published_at', 'created_at']).where('id', '=', id).executeTakeFirst();
      if (!existing) return false;
      await assertSlugFree(db, input.slug, id);
      const t = now.toISOString();
      const publishedAt = input.status === 'published' ? (existing.published_at ?? t) : null;
      await orConstraintAnswer(() => db.updateTable('blogs').set(blogRow(input, { createdAt: existing.created_at, updatedAt: t, publishedAt })).where('id', '=', id).execute(), { unique: slugTaken });
      return true;
    },
  },
  simpleResource('universities', '/universities', 'That university', universityInputSchema, universityRow, {
    filters: z.object({ country: z.string().max(60).optional(), level: z.string().max(20).optional(), ids: idListParam.optional() }),
    applyFilters: (qb, f) => {
      qb = whereIds(qb, f.ids);
      if (f.country) qb = qb.where('country', '=', f.country.toLowerCase());
      if (f.level) qb = qb.where('levels', 'like', `%|${f.level.toLowerCase()}|%`);
      return qb;
    },
  }),
  simpleResource('courses', '/courses', 'That course', courseInputSchema, courseRow, {
    filters: z.object({
      country: z.string().max(60).optional(),
      level: z.string().max(20).optional(),
      field: z.string().max(80).optional(),
      universityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
      ids: idListParam.optional(),
    }),
    applyFilters: (qb, f) => {
      qb = whereIds(qb, f.ids);
      if (f.level) qb = qb.where('level', '=', f.level.toLowerCase());
      if (f.field) qb = qb.where('field', '=', f.field.toLowerCase());
      if (f.universityId) qb = qb.where('university_id', '=', f.universityId);
      if (f.country) qb = qb.where('university_id', 'in', (eb: any) => eb.selectFrom('universities').select('id').where('country', '=', f.country.toLowerCase()));
      return qb;
    },
  }),
  simpleResource('consultancies', '/consultancies', 'That consultancy', consultancyInputSchema, consultancyRow, {
    // A record an admin creates is not a sample; an edit keeps the record's flag (the body cannot set it).
    create: async (db, body, now) => {
      const input = parse(consultancyInputSchema, body);
      const row = await db.insertInto('consultancies').values({ ...consultancyRow({ ...input, sample: false }), updated_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    update: async (db, id, body, now) => {
      const input = parse(consultancyInputSchema, body);
      return db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('consultancies').select('data').where('id', '=', id).executeTakeFirst();
        if (!existing) return false;
        const sample = (JSON.parse(existing.data) as { sample?: unknown }).sample === true;
        await trx.updateTable('consultancies').set({ ...consultancyRow({ ...input, sample }), updated_at: now.toISOString() }).where('id', '=', id).execute();
        return true;
      });
    },
    filters: z.object({ specialization: z.string().max(60).optional(), verified: bool.optional(), sort: z.enum(['rating', 'id']).optional(), ids: idListParam.optional() }),
    applyFilters: (qb, f) => {
      qb = whereIds(qb, f.ids);
      if (f.specialization) qb = qb.where('specializations', 'like', `%|${f.specialization.toLowerCase()}|%`);
      if (f.verified !== undefined) qb = qb.where('verified', '=', f.verified ? 1 : 0);
      return qb;
    },
    order: (qb, f) => (f.sort === 'rating' ? qb.orderBy('rating', 'desc').orderBy('id', 'asc') : qb.orderBy('id', 'asc')),
  }),
];

/** A resource's list query (its filters included) and its page builder: one for the API and the server renderer. */
function listerFor(res: Resource, db: Kysely<Database>) {
  const querySchema = listQuerySchema.extend(res.filters.shape);
  const buildPage = async (query: any, admin: boolean): Promise<string> => {
    const base = () => {
      let qb: any = (db as any).selectFrom(res.table);
      if (query.q) qb = qb.where(searchWhere(query.q));
      return res.applyFilters(qb, query, admin);
    };
    const { total } = await base().select((eb: any) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
    const rows = await res.order(base().selectAll(), query).limit(query.limit).offset((query.page - 1) * query.limit).execute();
    const tail = `],"total":${Number(total)},"page":${query.page},"limit":${query.limit}}`;
    if (res.table === 'blogs') return `{"items":[${rows.map((r: any) => JSON.stringify(res.fromRow(r))).join(',')}${tail}`;
    // The stored JSON goes out as it is, with its id: no parse and serialize per row.
    return `{"items":[${rows.map((r: any) => withIdJson(r)).join(',')}${tail}`;
  };
  return { querySchema, buildPage };
}

/** A signed-out reader's list page, kept per content version. */
async function publicPage(listCache: ListCache, res: Resource, buildPage: (query: any, admin: boolean) => Promise<string>, query: any) {
  const version = await listCache.version(res.table);
  const key = queryKey(query);
  return listCache.get(res.table, version, key) ?? listCache.set(res.table, version, key, await buildPage(query, false));
}

/** A signed-out reader's view of one item, or null where the API answers 404. */
async function publicItem(db: Kysely<Database>, res: Resource, id: number): Promise<unknown> {
  const row = await (db as any).selectFrom(res.table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (res.publicVisible && !res.publicVisible(row))) return null;
  return res.fromRow(row);
}

/**
 * What a signed-out visitor reads from the public API, without HTTP: the server renderer's data
 * (same queries, same validation, same list cache). Answers the JSON body, or null for a 404.
 */
export function publicContentReader(db: Kysely<Database>, listCache: ListCache) {
  const listers = new Map(RESOURCES.map((res) => [res.path, { res, ...listerFor(res, db) }]));
  return async (path: string, query: Record<string, string>): Promise<unknown> => {
    const [, base, rawId, extra] = /^(\/[a-z]+)(?:\/([^/]+))?(\/.*)?$/.exec(path) ?? [];
    const lister = base ? listers.get(base) : undefined;
    if (!lister || extra) return null;
    if (rawId === undefined) {
      const page = await publicPage(listCache, lister.res, lister.buildPage, parse(lister.querySchema, query, 'query'));
      return JSON.parse(page.body.toString('utf8'));
    }
    const r = idParam.safeParse(rawId);
    return r.success ? publicItem(db, lister.res, r.data) : null;
  };
}

export function contentRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { db, now } = deps;
  const listCache = deps.listCache ?? new ListCache(db);
  for (const res of RESOURCES) {
    const { querySchema, buildPage } = listerFor(res, db);
    app.get(res.path, async (request, reply) => {
      const query: any = parse(querySchema, request.query, 'query');
      reply.type('application/json; charset=utf-8').header('vary', 'Cookie');
      // Signed in: drafts included, never cached here or by the browser.
      if (await deps.isAdmin(request)) return reply.header('cache-control', 'private, no-store').send(await buildPage(query, true));
      // Public: the version first, then the page kept at that version or built now.
      const page = await publicPage(listCache, res, buildPage, query);
      // Browsers revalidate every time (an edit shows at once) and get a body-less 304 when nothing changed.
      reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'Cookie, Accept-Encoding');
      if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      // Compressed once per encoding and kept with the page, not again for every reader.
      const encoding = page.body.length >= COMPRESS_THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : null;
      if (encoding) return reply.header('content-encoding', encoding).send(compressed(page, encoding));
      return reply.send(page.body);
    });
    app.get(`${res.path}/:id`, async (request) => {
      const id = pathId(request, res.what);
      const row = await (db as any).selectFrom(res.table).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(res.what);
      if (res.publicVisible && !res.publicVisible(row) && !(await deps.isAdmin(request))) throw notFound(res.what);
      return res.fromRow(row);
    });
    app.post(res.path, async (request, reply) => {
      await deps.requireAdmin(request);
      const id = await res.create(db, request.body, now());
      const row = await (db as any).selectFrom(res.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return reply.code(201).send(res.fromRow(row));
    });
    app.put(`${res.path}/:id`, async (request) => {
      await deps.requireAdmin(request);
      const id = pathId(request, res.what);
      if (!(await res.update(db, id, request.body, now()))) throw notFound(res.what);
      const row = await (db as any).selectFrom(res.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return res.fromRow(row);
    });
    app.delete(`${res.path}/:id`, async (request, reply) => {
      await deps.requireAdmin(request);
      const id = pathId(request, res.what);
      if (res.table === 'universities') {
        const used = await db.selectFrom('courses').select('id').where('university_id', '=', id).executeTakeFirst();
        if (used) throw universityInUse();
      }
      const r: any = await orConstraintAnswer(() => (db as any).deleteFrom(res.table).where('id', '=', id).executeTakeFirst(), { foreignKey: universityInUse });
      if (Number(r.numDeletedRows) === 0) throw notFound(res.what);
      return reply.code(204).send();
    });
  }
}
