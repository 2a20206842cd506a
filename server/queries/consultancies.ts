import { sql, type Kysely } from 'kysely';
import { inTransaction } from '../db/transaction';
import { z } from 'zod';
import { listQuerySchema } from '../../src/domain/api';
import { idListParam } from '../../src/domain/common';
import type { Consultancy, ConsultancyInput } from '../../src/domain/consultancy';
import { consultancyRow, consultancyRowKeeping, type ConsultancyKept } from '../db/rows';
import type { Database } from '../db/schema';
import { storedReads, type ContentQueries } from './content';
import { listHolds, pageJson, pageRows, pipeListHolds, searchMatches, sortParam, sortedBy, soundMatches, storedJson } from './lists';
import { soundQuery } from '../../src/domain/soundKey';
import {
  CATEGORY_FILTERS,
  CONSULTANCY_PAGE_SIZE,
  FACET_FILTERS,
  FILTER_VALUE_MAX,
  SEARCH_MAX,
  countFacets,
  directoryQueryFrom,
  type DirectoryQuery,
  type FacetName,
  type FacetValues,
} from '../../src/domain/directoryQuery';

export const consultancyListQuery = listQuerySchema.extend({
  specialization: z.string().max(60).optional(),
  verified: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  // rating: the home page's top list (highest first); the admin's list sorts by any of its columns.
  sort: z.union([z.enum(['rating', 'id']), sortParam(['name', 'location', 'verified', 'stars', 'newest'] as const)]).optional(),
  ids: idListParam.optional(),
});
export type ConsultancyListQuery = z.output<typeof consultancyListQuery>;

/** The columns the admin's list sorts by (`stars`: the rating column either way; `rating` stays the home page's order, highest first). */
const CONSULTANCY_ADMIN_SORTS = { name: 'name_key', location: 'location_key', verified: 'verified', stars: 'rating' } as const;

function filtered(db: Kysely<Database>, q: ConsultancyListQuery) {
  let qb = db.selectFrom('consultancies');
  if (q.q) qb = qb.where(searchMatches(q.q));
  if (q.ids) qb = qb.where('id', 'in', q.ids);
  if (q.specialization) qb = qb.where('specializations', 'like', listHolds(q.specialization));
  if (q.verified !== undefined) qb = qb.where('verified', '=', q.verified ? 1 : 0);
  return qb;
}

const reads = storedReads<ConsultancyListQuery, Consultancy>('consultancies', (db, q) =>
  pageRows(
    () => filtered(db, q),
    (qb) =>
      q.sort === 'rating'
        ? qb.select(['id', 'data']).orderBy('rating', 'desc').orderBy('id', 'asc')
        : sortedBy(qb.select(['id', 'data']), q.sort === 'id' ? undefined : q.sort, CONSULTANCY_ADMIN_SORTS),
    q,
  ),
);

export const listConsultancies = reads.list;
export const getConsultancy = reads.get;

/** A record an admin creates is not a sample, and has no licence on record yet (so it is not verified). */
export async function createConsultancy(db: Kysely<Database>, input: ConsultancyInput, now: Date): Promise<Consultancy> {
  const record = { ...input, sample: false, verified: false };
  const row = await db
    .insertInto('consultancies')
    .values({ ...consultancyRow(record), updated_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...record, id: row.id };
}

/** An edit keeps the record's sample flag, its licence, its review rating and its notice (the body can set none of them); `verified` is derived again. */
export async function updateConsultancy(db: Kysely<Database>, id: number, input: ConsultancyInput, now: Date): Promise<Consultancy | undefined> {
  const saved = await inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom('consultancies').select('data').where('id', '=', id).executeTakeFirst();
    if (!existing) return false;
    const row = consultancyRowKeeping(input, JSON.parse(existing.data) as ConsultancyKept, now);
    await trx
      .updateTable('consultancies')
      .set({ ...row, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    return true;
  });
  return saved ? getConsultancy(db, id) : undefined;
}

export const consultancyQueries: ContentQueries<typeof consultancyListQuery, Consultancy, ConsultancyInput> = {
  table: 'consultancies',
  listQuery: consultancyListQuery,
  list: reads.list,
  listJson: reads.listJson,
  get: getConsultancy,
  create: createConsultancy,
  update: updateConsultancy,
  remove: reads.remove,
};

/**
 * The consultancy list's query string (/consultancies' address): every part optional text, read as
 * the page reads its address (directoryQueryFrom: an unknown value is ignored, never refused).
 */
export const directoryListQuery = z.object({
  search: z
    .string()
    .max(SEARCH_MAX * 2)
    .optional(),
  category: z.string().max(40).optional(),
  ...Object.fromEntries(
    FACET_FILTERS.map((f) => [
      f.name,
      z
        .string()
        .max(FILTER_VALUE_MAX * 2)
        .optional(),
    ]),
  ),
  verified: z.string().max(10).optional(),
  sort: z.string().max(20).optional(),
  page: z.string().max(12).optional(),
}) as z.ZodObject<Record<'search' | 'category' | FacetName | 'verified' | 'sort' | 'page', z.ZodOptional<z.ZodString>>>;

/** The question a validated query string asks. */
export const directoryQueryOf = (query: Record<string, string | undefined>): DirectoryQuery =>
  directoryQueryFrom(new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined)));

/** The list cache's key of a question (beside the plain list's keys in the consultancies' entries). */
export const directoryListKey = (q: DirectoryQuery) => ({ list: 'directory', ...q });

/** The column each counted filter looks in (a lower-cased `|a||b|` list). */
const FACET_COLUMNS = { destination: 'specializations', city: 'places', exam: 'exams', service: 'services' } as const satisfies Record<FacetName, string>;

/** The rows the search and the category keep (what the counts are counted over). */
function searched(db: Kysely<Database>, q: DirectoryQuery) {
  let qb = db.selectFrom('consultancies');
  const key = q.search ? soundQuery(q.search) : null;
  // Text with Devanagari in it finds a record by sound too; Latin text keeps the exact rule.
  if (q.search) qb = qb.where(key === null ? searchMatches(q.search) : sql<boolean>`(${searchMatches(q.search)} or ${soundMatches(key)})`);
  const category = q.category;
  if (category) qb = qb.where((eb) => eb.or(CATEGORY_FILTERS[category].services.map((service) => pipeListHolds('services', service))));
  return qb;
}

/** Those rows with the filters applied too. */
function browsed(db: Kysely<Database>, q: DirectoryQuery) {
  let qb = searched(db, q);
  for (const { name } of FACET_FILTERS) {
    const value = q[name];
    if (value) qb = qb.where(pipeListHolds(FACET_COLUMNS[name], value));
  }
  if (q.verified) qb = qb.where('verified', '=', 1);
  return qb;
}

const noValues: FacetValues = { verified: false, destination: [], city: [], exam: [], service: [] };
const facetValuesFrom = (json: string, verified: number): FacetValues => {
  const stored = json ? (JSON.parse(json) as Partial<FacetValues>) : {};
  return { ...noValues, ...stored, verified: verified === 1 };
};

/**
 * One page of /consultancies as JSON: the records (as stored) for the question, in its order (exact
 * name matches of the search first, then rating, name or newest, ties by id), the total, and the counts
 * per filter value. The page, the total and the order come from SQL on indexed columns; the counts read
 * one short column of the rows the search keeps.
 */
export async function browseConsultanciesJson(db: Kysely<Database>, q: DirectoryQuery): Promise<string> {
  const page = { page: q.page, limit: CONSULTANCY_PAGE_SIZE };
  const { rows, total } = await pageRows(
    () => browsed(db, q),
    (qb) => {
      let ordered = qb.select(['id', 'data']);
      if (q.search) ordered = ordered.orderBy(sql`case when name_key = ${q.search.toLowerCase()} then 0 else 1 end`);
      if (q.sort === 'rating') return ordered.orderBy('rating', 'desc').orderBy('id', 'asc');
      if (q.sort === 'name') return ordered.orderBy('name_key', 'asc').orderBy('id', 'asc');
      return ordered.orderBy('id', 'desc');
    },
    page,
  );
  const values = await searched(db, q).select(['facets', 'verified']).execute();
  const facets = countFacets(
    values.map((r) => facetValuesFrom(r.facets, Number(r.verified))),
    q,
  );
  return `${pageJson(rows.map(storedJson), total, page).slice(0, -1)},"facets":${JSON.stringify(facets)}}`;
}
