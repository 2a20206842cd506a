import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { idParam } from '../../src/domain/common';
import type { ListQuery, PublicQueries, ResourceQueries } from '../../src/domain/publicQueries';
import type { ListResponse } from '../../src/domain/wire';
import type { Database } from '../db/schema';
import { currentRates } from '../forex';
import { HttpError, notFound, parse } from '../http';
import { queryKey, type ListCache } from '../list-cache';
import { blogQueries } from '../queries/blogs';
import type { ContentQueries } from '../queries/content';
import { browseConsultanciesJson, consultancyQueries, directoryListKey } from '../queries/consultancies';
import type { DirectoryPage } from '../../src/domain/directoryQuery';
import { courseQueries } from '../queries/courses';
import { getSettings, listFacts } from '../queries/facts';
import { universityQueries } from '../queries/universities';

/** A list query as the API receives it in its query string (each value as text; none for undefined). */
const asQueryString = (query: ListQuery) =>
  Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))) as Record<string, string>;

/** The largest page of facts one read asks for (every fact a page or a text shows). */
const FACTS_PER_READ = 100;

/**
 * The public queries on the server: the typed query functions the API's routes answer with, called in
 * process, with the same validation (a read the API refuses throws its 4xx HttpError) and the same list
 * cache; an item the API answers 404 for throws a NOT_FOUND HttpError.
 */
export function serverQueries(db: Kysely<Database>, listCache: ListCache): PublicQueries {
  const resource = <Q extends z.ZodObject, T, I>(queries: ContentQueries<Q, T, I>, what: string): ResourceQueries<T> => ({
    list: async (query) => {
      const q = parse(queries.listQuery, asQueryString(query), 'query');
      const version = await listCache.version(queries.table);
      const key = queryKey(q);
      const page = listCache.get(queries.table, version, key) ?? listCache.set(queries.table, version, key, await queries.listJson(db, q, false));
      return JSON.parse(page.body.toString('utf8')) as ListResponse<T>;
    },
    get: async (id) => {
      const n = idParam.safeParse(id);
      const item = n.success ? await queries.get(db, n.data, false) : undefined;
      if (!item) throw notFound(what);
      return item;
    },
  });
  return {
    blogs: resource(blogQueries, 'That article'),
    universities: resource(universityQueries, 'That university'),
    courses: resource(courseQueries, 'That course'),
    consultancies: resource(consultancyQueries, 'That consultancy'),
    consultancyList: async (query) => {
      const version = await listCache.version('consultancies');
      const key = queryKey(directoryListKey(query));
      const page = listCache.get('consultancies', version, key) ?? listCache.set('consultancies', version, key, await browseConsultanciesJson(db, query));
      return JSON.parse(page.body.toString('utf8')) as DirectoryPage;
    },
    pageFacts: async (page) => (await listFacts(db, { page: 1, limit: FACTS_PER_READ, onPage: page })).items,
    factsByKeys: async (keys) => (keys.length === 0 ? [] : (await listFacts(db, { page: 1, limit: FACTS_PER_READ, keys: [...keys] })).items),
    exchangeRates: () => currentRates(db),
    siteSettings: async () => {
      const settings = await getSettings(db);
      if (!settings) throw new HttpError(404, 'NOT_FOUND', 'The site settings have not been set up.');
      return settings;
    },
  };
}
