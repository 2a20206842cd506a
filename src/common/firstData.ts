import { DESTINATION_COUNTRY, DESTINATIONS } from '../domain/catalog';
import { isNotFound, type FirstRead, type ListQuery, type PublicQueries, type ReadLocation, type ResourceQueries } from '../domain/publicQueries';
import type { Blog } from '../domain/blog';
import type { Consultancy } from '../domain/consultancy';
import { directoryQueryFrom, directoryQueryString, type DirectoryQuery } from '../domain/directoryQuery';
import { CATALOGUE_SORTS, TUITION_PARAMS, isCatalogueSort, tuitionLakhFrom, type CatalogueSort } from '../data/catalogueQuery';
import { BLOG_PAGE_SIZE, CATALOGUE_PAGE_SIZE } from '../config/constants';
import { paths } from '../config/routes';
import { readableFactKeys } from '../domain/factRefs';
import { FAQ_FACT_KEYS } from '../data/faqs';
import { LICENCE_AUTHORITY_FACT } from '../data/licensing';
import { compareRequestFrom } from './compareIds';
import { siteSettingsRead } from './facts/useSiteSettings';

/**
 * The reads pages make when they open, over the typed public queries: the browser runs them through
 * the API (src/api/publicQueries.ts), the server render through the server's own query functions, and
 * both file the answer under the same key, so a page the server rendered starts from its data.
 */

/** The page number of a list address (`?page=`), 1 when absent or not a page number. */
export function pageFrom(params: URLSearchParams): number {
  const p = Number(params.get('page'));
  return Number.isInteger(p) && p > 0 ? p : 1;
}

/** The current rupee rates. */
export const exchangeRatesRead = { key: 'exchange-rates', read: (q, signal) => q.exchangeRates(signal) } satisfies FirstRead;

/** One page's dated facts. */
export const pageFactsRead = (page: string) => ({ key: `page-facts ${page}`, read: (q, signal) => q.pageFacts(page, signal) }) satisfies FirstRead;

/** How many top-rated verified consultancies the home page shows. */
export const TOP_CONSULTANCIES = 6;

/** The home page's top-rated verified consultancies. */
export const topConsultanciesRead = {
  key: 'top-consultancies',
  read: async (q, signal) => (await q.consultancies.list({ verified: true, sort: 'rating', limit: TOP_CONSULTANCIES }, signal)).items,
} satisfies FirstRead;

/** The home page's latest articles. */
export const latestArticlesRead = { key: 'latest-articles', read: (q, signal) => q.blogs.list({ limit: 3 }, signal) } satisfies FirstRead;

/** One page of the blog. */
export const blogPageRead = (page: number) =>
  ({ key: `blog-${page}`, read: (q, signal) => q.blogs.list({ page, limit: BLOG_PAGE_SIZE }, signal) }) satisfies FirstRead;

/** One article by the id in its address (`valid` false for an id that cannot be one). */
export const blogArticleRead = (raw: string) => {
  const valid = /^[1-9]\d{0,9}$/.test(raw);
  return {
    valid,
    key: `blog-article-${raw}`,
    read: (q, signal): Promise<Blog> => (valid ? q.blogs.get(raw, signal) : Promise.reject(Object.assign(new Error('Not found'), { code: 'NOT_FOUND' }))),
  } satisfies FirstRead & { valid: boolean };
};

/** The facts an article embeds (`{{fact KEY}}`), read after the article: the server renders the article with them. */
export const blogArticleFactsRead = (raw: string) =>
  ({
    key: `article-facts-${raw}`,
    read: async (q, signal) => {
      // Both versions' facts: the Nepali page shows the Nepali body, which embeds the same records.
      const b = await blogArticleRead(raw).read(q, signal);
      return q.factsByKeys(readableFactKeys(b.body + (b.ne ? `\n${b.ne.body}` : '')), signal);
    },
  }) satisfies FirstRead;

/** The facts the FAQ answers embed (`{{fact KEY}}`), in one read. */
export const faqFactsRead = {
  key: 'faq-facts',
  read: (q, signal) => q.factsByKeys(FAQ_FACT_KEYS, signal),
} satisfies FirstRead;

/** The record of who licenses consultancies (src/common/LicensingAuthority.tsx). */
export const licensingAuthorityRead = {
  key: 'licensing-authority',
  read: (q, signal) => q.factsByKeys([LICENCE_AUTHORITY_FACT], signal),
} satisfies FirstRead;

/** One consultancy, or null when there is none with that id. */
export const consultancyOrNull = (q: PublicQueries, id: number, signal?: AbortSignal): Promise<Consultancy | null> =>
  q.consultancies.get(id, signal).catch((e: unknown) => (isNotFound(e) ? null : Promise.reject(e)));

/** A consultancy's page by the id in its address (null for none). */
export const consultancyRead = (rawId: string | undefined) => {
  // A whole number from 1 to 2^31 - 1, as the API reads an id in a path (anything else names no consultancy).
  const n = Number(rawId);
  const id = rawId !== undefined && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
  return {
    id,
    key: `consultancy-${rawId}`,
    read: (q, signal) => (id === null ? Promise.resolve(null) : consultancyOrNull(q, id, signal)),
  } satisfies FirstRead & { id: number | null };
};

/** One page of /consultancies for the question its address asks (filters, sort, page). */
export const consultancyListRead = (search: string) => {
  const query = directoryQueryFrom(new URLSearchParams(search));
  return { query, key: `consultancy-list${directoryQueryString(query)}`, read: (q, signal) => q.consultancyList(query, signal) } satisfies FirstRead & {
    query: DirectoryQuery;
  };
};

/** The consultancies with these ids that exist (in id order), in one request. */
export const compareRead = (ids: readonly number[]) =>
  ({
    key: `compare-${ids.join(',')}`,
    read: async (q, signal) => (ids.length === 0 ? [] : (await q.consultancies.list({ ids: ids.join(','), limit: ids.length }, signal)).items),
  }) satisfies FirstRead;

/** A destination page's universities and courses in its country. */
export const destinationReads = (country: string) =>
  ({
    universities: { key: `destination-universities-${country}`, read: (q, signal) => q.universities.list({ country, limit: 6 }, signal) },
    courses: { key: `destination-courses-${country}`, read: (q, signal) => q.courses.list({ country, limit: 6 }, signal) },
  }) satisfies Record<string, FirstRead>;

/** The catalogue lists (their resource, their texts' nouns, the item key and the filters in the address). */
export const CATALOGUES = {
  universities: { noun: { one: 'university', many: 'universities' }, itemKey: 'u', filterNames: ['country', 'level'] },
  courses: { noun: { one: 'course', many: 'courses' }, itemKey: 'c', filterNames: ['country', 'level', 'field', 'universityId'] },
} as const;
export type Catalogue = keyof typeof CATALOGUES;
/** The item type of a catalogue's list. */
export type CatalogueItem<C extends Catalogue> = PublicQueries[C] extends ResourceQueries<infer T extends { id: number }> ? T : never;

const CATALOGUE_QUERIES: { [C in Catalogue]: (q: PublicQueries) => ResourceQueries<CatalogueItem<C>> } = {
  universities: (q) => q.universities,
  courses: (q) => q.courses,
};

/**
 * A catalogue address's sort and tuition range, read leniently (an unknown sort is the default, a
 * bound that is not a number of lakh is left out), as the list asks the server.
 */
export function catalogueOrderOf(params: URLSearchParams): { sort: CatalogueSort; tuitionMin?: number; tuitionMax?: number } {
  const sort = params.get('sort');
  const tuitionMin = tuitionLakhFrom(params.get(TUITION_PARAMS.min));
  const tuitionMax = tuitionLakhFrom(params.get(TUITION_PARAMS.max));
  return {
    sort: isCatalogueSort(sort) ? sort : CATALOGUE_SORTS[0].value,
    ...(tuitionMin !== undefined ? { tuitionMin } : {}),
    ...(tuitionMax !== undefined ? { tuitionMax } : {}),
  };
}

/** The item whose details are open on a catalogue list, from `?id=`. */
export const openIdOf = (params: URLSearchParams) => Number(params.get('id')) || null;

/** A catalogue list's reads: one page of the list for the address's filters and `q`, and one item. */
export const catalogueReads = <C extends Catalogue>(catalogue: C) => {
  const { noun, itemKey, filterNames } = CATALOGUES[catalogue];
  const queries = CATALOGUE_QUERIES[catalogue];
  return {
    list: (params: URLSearchParams) => {
      const query: ListQuery = {
        ...Object.fromEntries([...filterNames, 'q'].map((name) => [name, params.get(name) || undefined])),
        ...catalogueOrderOf(params),
        page: pageFrom(params),
        limit: CATALOGUE_PAGE_SIZE,
      };
      return { key: `${noun.many}-${JSON.stringify(query)}`, read: (q, signal) => queries(q).list(query, signal) } satisfies FirstRead;
    },
    item: (id: number) => ({ key: `${itemKey}-${id}`, read: (q, signal) => queries(q).get(id, signal) }) satisfies FirstRead,
  };
};

const catalogue =
  (name: Catalogue) =>
  ({ search }: ReadLocation) => {
    const params = new URLSearchParams(search);
    const openId = openIdOf(params);
    const reads = catalogueReads(name);
    return [reads.list(params), exchangeRatesRead, ...(openId ? [reads.item(openId)] : [])];
  };

const READS = {
  /** Every public page's footer. */
  siteSettings: () => [siteSettingsRead],
  homeFeeds: () => [topConsultanciesRead, latestArticlesRead],
  /** The page's dated facts, the page named by its path. */
  pageFacts: ({ pathname }) => [pageFactsRead(pathname)],
  exchangeRates: () => [exchangeRatesRead],
  faqFacts: () => [faqFactsRead],
  licensingAuthority: () => [licensingAuthorityRead],
  destinationCatalogue: ({ pathname }) => {
    const slug = DESTINATIONS.find((s) => paths.destination(s) === pathname);
    if (!slug) return [];
    const r = destinationReads(DESTINATION_COUNTRY[slug]);
    return [r.universities, r.courses];
  },
  universities: catalogue('universities'),
  courses: catalogue('courses'),
  consultancies: ({ search }) => [consultancyListRead(search)],
  consultancy: ({ params }) => [consultancyRead(params.id)],
  blog: ({ search }) => [blogPageRead(pageFrom(new URLSearchParams(search)))],
  blogArticle: ({ params }) => {
    const r = blogArticleRead(params.id ?? '');
    return r.valid ? [r, blogArticleFactsRead(params.id ?? '')] : [];
  },
  compare: ({ search }) => {
    const { ids } = compareRequestFrom(search);
    return ids.length ? [compareRead(ids)] : [];
  },
} satisfies Record<string, (location: ReadLocation) => FirstRead[]>;

export type ReadName = keyof typeof READS;
/**
 * What each route reads first, by name: the route table names these for each public route (or none),
 * and the server render reads them before it renders the page.
 */
export const FIRST_READS: Readonly<Record<ReadName, (location: ReadLocation) => readonly FirstRead[]>> = READS;
