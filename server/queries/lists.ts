import { sql, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { ListResponse } from '../../src/domain/api';
import type { Database } from '../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A search text as a LIKE pattern on the lower-cased `search` column (%, _ and \ taken literally). */
export const likePattern = (q: string) => `%${escapeLike(q.toLowerCase())}%`;
export const searchMatches = (q: string) => sql<boolean>`search like ${likePattern(q)} escape '\\'`;
/** A sound key (src/domain/soundKey.ts) held in the `sound_key` column. */
export const soundMatches = (key: string) => sql<boolean>`sound_key like ${`%${escapeLike(key)}%`} escape '\\'`;
/** A `|a||b|` column (levels, specializations) holding this value. */
export const listHolds = (value: string) => `%|${value.toLowerCase()}|%`;
/** A lower-cased `|a||b|` column holding this value exactly (%, _ and \ in the value taken literally). */
export const pipeListHolds = (column: string, value: string) => sql<boolean>`${sql.ref(column)} like ${`%|${escapeLike(value.toLowerCase())}|%`} escape '\\'`;

export interface PageQuery {
  page: number;
  limit: number;
}

/** A query of one table with its filters applied, before anything is selected. */
type Filtered<TB extends keyof Database> = SelectQueryBuilder<Database, TB, object>;

/** One page of a filtered query and the total it pages through. */
export async function pageRows<TB extends keyof Database, R>(
  filtered: () => Filtered<TB>,
  rows: (qb: Filtered<TB>) => SelectQueryBuilder<Database, TB, R>,
  q: PageQuery,
): Promise<{ rows: R[]; total: number }> {
  const { total } = await filtered()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const found = await rows(filtered())
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { rows: found, total: Number(total) };
}

export const listPage = <T>(items: T[], total: number, q: PageQuery): ListResponse<T> => ({ items, total, page: q.page, limit: q.limit });

/** A page as JSON text, its items already JSON (a stored record goes out as stored: no parse and serialize per row). */
export const pageJson = (items: string[], total: number, q: PageQuery) => `{"items":[${items.join(',')}],"total":${total},"page":${q.page},"limit":${q.limit}}`;

/** A stored record's JSON with its id, as text (the data column is a JSON object). */
export const storedJson = (r: { id: number; data: string }) => `{"id":${Number(r.id)},${r.data.slice(1)}`;

/**
 * A list's `sort` parameter: one of its keys, ascending, or with a leading `-`, descending; `newest`
 * is the order records were added in (newest first; `-newest` oldest first).
 */
export const sortParam = <K extends string>(keys: readonly K[]) =>
  z.enum([...keys, ...keys.map((k) => `-${k}` as const)] as [K | `-${K}`, ...Array<K | `-${K}`>]);

/** The inbox lists' one sort (bookings, messages, reviews, reports): when each arrived, `received` oldest first, `-received` newest first. */
export const receivedSortParam = () => sortParam(['received'] as const).optional();
/** The order of an inbox list: the one asked for, or the list's own. */
export const arrivalOrder = (sort: string | undefined, byDefault: 'asc' | 'desc'): 'asc' | 'desc' =>
  sort === 'received' ? 'asc' : sort === '-received' ? 'desc' : byDefault;

/**
 * A query ordered by its `sort` parameter (the column of each key in `columns`; `newest` by id), ties
 * by id so that pages never overlap; without one, in the order records were added.
 */
export function sortedBy<TB extends keyof Database, O>(
  qb: SelectQueryBuilder<Database, TB, O>,
  sort: string | undefined,
  columns: Readonly<Record<string, string>>,
): SelectQueryBuilder<Database, TB, O> {
  const descending = sort?.startsWith('-') === true;
  const key = descending ? sort!.slice(1) : sort;
  if (!key) return qb.orderBy(sql.ref('id'), 'asc');
  if (key === 'newest') return qb.orderBy(sql.ref('id'), descending ? 'asc' : 'desc');
  const column = columns[key];
  if (!column) throw new Error(`No column sorts by ${key}`);
  return qb.orderBy(sql.ref(column), descending ? 'desc' : 'asc').orderBy(sql.ref('id'), 'asc');
}
