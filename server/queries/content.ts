import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ListResponse } from '../../src/domain/api';
import type { InitialContentTable, Database } from '../db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import type { HttpError } from '../http';
import { listPage, pageJson, storedJson, type PageQuery } from './lists';

/**
 * What the routes and the server render need of one content resource (blogs, universities, courses,
 * consultancies): its list query, its reads and its writes, each a typed Kysely function.
 */
export interface ContentQueries<Query extends z.ZodType, Item, Input> {
  table: InitialContentTable;
  /** The list's query string: page, limit, q and the resource's filters. */
  listQuery: Query;
  /** One page as the API answers it; `admin` includes what only admins see (draft articles). */
  listJson: (db: Kysely<Database>, query: z.output<Query>, admin: boolean) => Promise<string>;
  list: (db: Kysely<Database>, query: z.output<Query>, admin: boolean) => Promise<ListResponse<Item>>;
  /** One record, or undefined; `admin` as for lists. */
  get: (db: Kysely<Database>, id: number, admin: boolean) => Promise<Item | undefined>;
  create: (db: Kysely<Database>, input: Input, now: Date) => Promise<Item>;
  /** The record after the edit, or undefined when there is none with that id. */
  update: (db: Kysely<Database>, id: number, input: Input, now: Date) => Promise<Item | undefined>;
  /** Whether there was such a record. */
  remove: (db: Kysely<Database>, id: number) => Promise<boolean>;
}

/**
 * The checks before a write give the clear answer; the database's own constraints decide a race between
 * two writes (two articles given one slug at once, a university deleted while a course is added to it).
 */
export async function orConstraintAnswer<T>(write: () => Promise<T>, answers: { unique?: () => HttpError; foreignKey?: () => HttpError }): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (answers.unique && isUniqueViolation(e)) throw answers.unique();
    if (answers.foreignKey && isForeignKeyViolation(e)) throw answers.foreignKey();
    throw e;
  }
}

/** The content tables that keep each record whole in `data` (a blog row also has its dates in columns). */
export type StoredTable = Exclude<InitialContentTable, 'blogs'>;
interface StoredRow {
  id: number;
  data: string;
}

/** A stored record with its id. */
const fromStored = <T extends { id: number }>(r: StoredRow): T => ({ ...(JSON.parse(r.data) as T), id: Number(r.id) });

/**
 * The reads and the delete of a table that keeps its records whole: `rowsOf` is its filtered, ordered
 * page; lists answer the stored JSON as it is.
 */
export function storedReads<Q extends PageQuery, T extends { id: number }>(
  table: StoredTable,
  rowsOf: (db: Kysely<Database>, q: Q) => Promise<{ rows: StoredRow[]; total: number }>,
) {
  return {
    list: async (db: Kysely<Database>, q: Q): Promise<ListResponse<T>> => {
      const { rows, total } = await rowsOf(db, q);
      return listPage(
        rows.map((r) => fromStored<T>(r)),
        total,
        q,
      );
    },
    listJson: async (db: Kysely<Database>, q: Q) => {
      const { rows, total } = await rowsOf(db, q);
      return pageJson(rows.map(storedJson), total, q);
    },
    get: async (db: Kysely<Database>, id: number): Promise<T | undefined> => {
      const row = await db.selectFrom(table).select(['id', 'data']).where('id', '=', id).executeTakeFirst();
      return row ? fromStored<T>(row) : undefined;
    },
    remove: async (db: Kysely<Database>, id: number) => {
      const r = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
