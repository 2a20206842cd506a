import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { idParam } from '../../src/domain/common';
import type { Database } from '../db/schema';
import { parse } from '../http';
import type { ListCache } from '../list-cache';
import { queryKey } from '../list-cache';
import { blogQueries } from '../queries/blogs';
import type { ContentQueries } from '../queries/content';
import { consultancyQueries } from '../queries/consultancies';
import { courseQueries } from '../queries/courses';
import { universityQueries } from '../queries/universities';

/** One resource's public reads: a list page (kept in the list cache) and one record. */
function reader<Q extends z.ZodObject, Item, Input>(queries: ContentQueries<Q, Item, Input>) {
  return {
    list: async (db: Kysely<Database>, listCache: ListCache, query: Record<string, string>) => {
      const q = parse(queries.listQuery, query, 'query');
      const version = await listCache.version(queries.table);
      const key = queryKey(q);
      const page = listCache.get(queries.table, version, key) ?? listCache.set(queries.table, version, key, await queries.listJson(db, q, false));
      return JSON.parse(page.body.toString('utf8')) as unknown;
    },
    get: async (db: Kysely<Database>, id: number) => (await queries.get(db, id, false)) ?? null,
  };
}

const BY_PATH = { '/blogs': reader(blogQueries), '/universities': reader(universityQueries), '/courses': reader(courseQueries), '/consultancies': reader(consultancyQueries) } as const;
const isContentPath = (path: string): path is keyof typeof BY_PATH => path in BY_PATH;

/**
 * What a signed-out visitor reads from the public API, without HTTP: the server renderer's data (the
 * same queries, validation and list cache as the routes). Answers the JSON body, or null for a 404.
 * The typed query functions in server/queries/ are the same reads, one function each.
 */
export function publicContentReader(db: Kysely<Database>, listCache: ListCache) {
  return async (path: string, query: Record<string, string>): Promise<unknown> => {
    const [, base, rawId, extra] = /^(\/[a-z]+)(?:\/([^/]+))?(\/.*)?$/.exec(path) ?? [];
    if (!base || !isContentPath(base) || extra) return null;
    const read = BY_PATH[base];
    if (rawId === undefined) return read.list(db, listCache, query);
    const id = idParam.safeParse(rawId);
    return id.success ? read.get(db, id.data) : null;
  };
}
