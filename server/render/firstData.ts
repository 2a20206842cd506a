import type { Kysely } from 'kysely';
import type { ListQuery, PublicQueries, ResourceQueries } from '../../src/domain/publicQueries';
import type { ListResponse } from '../../src/domain/wire';
import type { ExchangeRates } from '../../src/domain/forex';
import type { Fact } from '../../src/domain/fact';
import type { Database } from '../db/schema';
import { HttpError, notFound } from '../http';
import type { ListCache } from '../list-cache';
import { publicContentReader } from '../routes/content';
import { publicFactReader } from '../routes/facts';
import { readSiteSettings } from '../queries/settings';

/** A list query as the API receives it in its query string (each value as text; none for undefined). */
const asQueryString = (query: ListQuery) =>
  Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))) as Record<string, string>;

/**
 * The public queries on the server: the same read functions the API's routes answer with (same
 * validation, same list cache), called in process. A read the API refuses throws its HttpError (4xx);
 * an item the API answers 404 for throws a NOT_FOUND HttpError.
 */
export function serverQueries(db: Kysely<Database>, listCache: ListCache): PublicQueries {
  const content = publicContentReader(db, listCache);
  const facts = publicFactReader(db);
  const resource = <T>(path: string, what: string): ResourceQueries<T> => ({
    list: async (query) => (await content(path, asQueryString(query))) as ListResponse<T>,
    get: async (id) => {
      const item = await content(`${path}/${encodeURIComponent(String(id))}`, {});
      if (item === null) throw notFound(what);
      return item as T;
    },
  });
  return {
    blogs: resource('/blogs', 'That article'),
    universities: resource('/universities', 'That university'),
    courses: resource('/courses', 'That course'),
    consultancies: resource('/consultancies', 'That consultancy'),
    pageFacts: async (page) => ((await facts('/facts', { onPage: page, limit: '100' })) as ListResponse<Fact>).items,
    factsByKeys: async (keys) => (keys.length === 0 ? [] : ((await facts('/facts', { keys: keys.join(','), limit: '100' })) as ListResponse<Fact>).items),
    exchangeRates: async () => (await facts('/exchange-rates', {})) as ExchangeRates,
    siteSettings: async () => {
      const settings = await readSiteSettings(db);
      if (!settings) throw new HttpError(404, 'NOT_FOUND', 'The site settings have not been set up.');
      return settings;
    },
  };
}
