/*
 * The consultancy list's question and answer: the filters, the sort and the page a visitor picks on
 * /consultancies (all of them in the address), what the list answers (one page of records, the total
 * and the counts per filter value), and the rule itself written once in plain code. The server answers
 * with SQL (server/queries/consultancies.ts) and an API test holds it to this rule; the browser runs
 * the rule only on the built-in directory, when the server cannot be reached. No zod here: this module
 * is in the page's chunk.
 */
import { branchCity } from './branch';
import { recordSoundKey, soundQuery } from './soundKey';
import type { Consultancy } from './consultancy';
import { byRating } from './rating';
import type { ListResponse } from './wire';

/** Consultancies on one page of the list. */
export const CONSULTANCY_PAGE_SIZE = 24;

/**
 * The search modal's quick-search categories as filters of the consultancy list: each maps to the
 * services a consultancy must offer (one of them). One place for the mapping.
 */
export const CATEGORY_FILTERS = {
  universities: { label: 'University admissions', services: ['University admission'] },
  courses: { label: 'Course counselling', services: ['Course counselling'] },
  scholarships: { label: 'Scholarship guidance', services: ['Scholarship guidance'] },
} as const;
export type CategoryKey = keyof typeof CATEGORY_FILTERS;

export function isCategoryKey(value: string | null | undefined): value is CategoryKey {
  return typeof value === 'string' && Object.hasOwn(CATEGORY_FILTERS, value);
}

/** The orders the list offers, the first the default. */
export const CONSULTANCY_SORTS = [
  { value: 'rating', label: 'Rating (highest first)' },
  { value: 'name', label: 'Name (A to Z)' },
  { value: 'newest', label: 'Newest listed first' },
] as const;
export type ConsultancySort = (typeof CONSULTANCY_SORTS)[number]['value'];
export const isConsultancySort = (v: unknown): v is ConsultancySort => CONSULTANCY_SORTS.some((s) => s.value === v);

/** The filters that have counts per value, in the order the form shows them, with their address names. */
export const FACET_FILTERS = [
  { name: 'destination', label: 'Destination', allLabel: 'All destinations' },
  { name: 'city', label: 'City or district', allLabel: 'Anywhere in Nepal' },
  { name: 'exam', label: 'Exam preparation', allLabel: 'Any or none' },
  { name: 'service', label: 'Service', allLabel: 'Any service' },
] as const;
export type FacetName = (typeof FACET_FILTERS)[number]['name'];

/** Every query parameter the list reads (the rest of an address changes nothing it shows). */
export const DIRECTORY_QUERY_PARAMS = ['search', 'category', ...FACET_FILTERS.map((f) => f.name), 'verified', 'sort', 'page'] as const;

/** The longest filter value the address may carry (a longer one is cut, and matches nothing). */
export const FILTER_VALUE_MAX = 120;
/** The longest search text (as the other lists). */
export const SEARCH_MAX = 200;

/** The list's question, every part optional but the sort and the page. */
export interface DirectoryQuery {
  /** The header's search rule on name, location and specializations (trimmed; exact names first). */
  search?: string;
  category?: CategoryKey;
  destination?: string;
  city?: string;
  exam?: string;
  service?: string;
  /** Only verified consultancies. */
  verified?: true;
  sort: ConsultancySort;
  page: number;
}

/** How many records hold each value of a filter, counted with every other filter applied. */
export interface FacetCount {
  value: string;
  count: number;
}
/**
 * The counts: per value of each filter, how many verified, and for each filter in use how many the
 * list would show without it (`without`: what the empty state offers to loosen).
 */
export type DirectoryFacets = Record<FacetName, FacetCount[]> & { verified: number; without: Partial<Record<FacetName | 'verified', number>> };

/** One page of the list with its counts. */
export interface DirectoryPage extends ListResponse<Consultancy> {
  facets: DirectoryFacets;
}

const cleanText = (raw: string | null | undefined, max: number) => {
  const t = (raw ?? '').trim().slice(0, max);
  return t || undefined;
};

/**
 * The question an address asks (`?search=&category=&destination=&city=&exam=&service=&verified=1&sort=&page=`).
 * Nothing in it is refused: an unknown category, sort or page number is ignored (the page says so for
 * a category), so a shared or mistyped address always shows a list.
 */
export function directoryQueryFrom(params: URLSearchParams): DirectoryQuery {
  const query: DirectoryQuery = { sort: 'rating', page: 1 };
  const search = cleanText(params.get('search'), SEARCH_MAX);
  if (search) query.search = search;
  const category = params.get('category');
  if (isCategoryKey(category)) query.category = category;
  for (const { name } of FACET_FILTERS) {
    const v = cleanText(params.get(name), FILTER_VALUE_MAX);
    if (v) query[name] = v;
  }
  const verified = params.get('verified');
  if (verified === '1' || verified === 'true' || verified === 'on') query.verified = true;
  const sort = params.get('sort');
  if (isConsultancySort(sort)) query.sort = sort;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 100_000) query.page = page;
  return query;
}

/** The address of a question: only what differs from the defaults, in one order (one address per list). */
export function directoryQueryString(query: DirectoryQuery): string {
  const p = new URLSearchParams();
  if (query.search) p.set('search', query.search);
  if (query.category) p.set('category', query.category);
  for (const { name } of FACET_FILTERS) if (query[name]) p.set(name, query[name]!);
  if (query.verified) p.set('verified', '1');
  if (query.sort !== 'rating') p.set('sort', query.sort);
  if (query.page > 1) p.set('page', String(query.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The city a location names: its last comma-separated part ("Lakeside, Pokhara" is in Pokhara). */
export const cityOf = (location: string) => {
  const parts = location
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.at(-1) ?? location.trim();
};

/** What the filters look at in a record (each list without repeats, as shown). */
export interface FacetValues {
  verified: boolean;
  destination: string[];
  city: string[];
  exam: string[];
  service: string[];
}

const unique = (values: readonly string[]) => {
  const seen = new Set<string>();
  return values.map((v) => v.trim()).filter((v) => v && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
};

/**
 * A record's filter values: its destinations, its city, its branches' cities and the districts it
 * covers (a consultancy with a branch in a city is found by that city and counted under it), its
 * exams and services.
 */
export function facetValuesOf(
  c: Pick<Consultancy, 'verified' | 'specializations' | 'location' | 'districtsCovered' | 'testPreparation' | 'services' | 'branches'>,
): FacetValues {
  return {
    verified: c.verified,
    destination: unique(c.specializations),
    city: unique([cityOf(c.location), ...(c.branches ?? []).map(branchCity), ...(c.districtsCovered ?? [])]),
    exam: unique(c.testPreparation ?? []),
    service: unique(c.services),
  };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether a record's values pass the question's filters, leaving out one facet (`except`). */
export function passesFacets(v: FacetValues, q: DirectoryQuery, except?: FacetName | 'verified'): boolean {
  if (q.verified && except !== 'verified' && !v.verified) return false;
  for (const { name } of FACET_FILTERS) {
    const wanted = q[name];
    if (wanted && name !== except && !v[name].some((x) => same(x, wanted))) return false;
  }
  return true;
}

/** Whether a record offers one of the category's services. */
export const offersCategoryService = (services: readonly string[], category: CategoryKey) =>
  services.some((s) => CATEGORY_FILTERS[category].services.some((w) => same(s, w)));

/**
 * The counts per value, from the values of every record that passes the search and the category: a
 * filter's counts apply every other filter (so each count is what choosing that value would show).
 * Values in order of count, then name; the value chosen is kept even when nothing has it.
 */
export function countFacets(records: readonly FacetValues[], q: DirectoryQuery): DirectoryFacets {
  const facets = { verified: 0, without: {} } as DirectoryFacets;
  for (const { name } of FACET_FILTERS) {
    const counts = new Map<string, FacetCount>();
    for (const r of records) {
      if (!passesFacets(r, q, name)) continue;
      for (const value of r[name]) {
        const key = value.toLowerCase();
        const c = counts.get(key);
        if (c) c.count++;
        else counts.set(key, { value, count: 1 });
      }
    }
    const chosen = q[name];
    if (chosen && !counts.has(chosen.toLowerCase())) counts.set(chosen.toLowerCase(), { value: chosen, count: 0 });
    facets[name] = [...counts.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'en'));
  }
  facets.verified = records.filter((r) => r.verified && passesFacets(r, q, 'verified')).length;
  for (const name of [...FACET_FILTERS.map((f) => f.name), 'verified' as const]) {
    if (q[name]) facets.without[name] = records.filter((r) => passesFacets(r, q, name)).length;
  }
  return facets;
}

/**
 * A consultancy's sound key (src/domain/soundKey.ts): of the fields the list's search looks at, so a
 * name typed in Devanagari finds what the same name in Latin letters finds. The server keeps it in a
 * column.
 */
export function consultancySoundKey(c: Pick<Consultancy, 'name' | 'location' | 'specializations' | 'branches'>) {
  return recordSoundKey([
    c.name,
    c.location,
    ...c.specializations,
    ...(c.branches ?? []).flatMap((b) => (typeof b?.location === 'string' ? [branchCity(b), b.location] : [])),
  ]);
}

/**
 * The search rule of the header on one record (the same as src/search/rule.ts, written for one), and
 * its branches' cities and addresses: a search for a city lists the consultancies with a branch there.
 * Text with Devanagari in it also finds a record by sound (`key`, its soundQuery).
 */
const matchesSearch = (c: Pick<Consultancy, 'name' | 'location' | 'specializations' | 'branches'>, text: string, key: string | null) => {
  const q = text.trim().toLowerCase();
  const has = (value: string) => value.toLowerCase().includes(q);
  if (!q) return false;
  return (
    has(c.name) ||
    has(c.location) ||
    c.specializations.some(has) ||
    (c.branches ?? []).some((b) => has(branchCity(b)) || has(b.location)) ||
    (key !== null && consultancySoundKey(c).includes(key))
  );
};

/** Name order as the server sorts it (lower-cased, then by code point), ties by id. */
const byName = (a: Consultancy, b: Consultancy) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

/**
 * The rule in plain code: search and category first, then the filters, then the order (exact name
 * matches of the search first, then the sort, ties by id), then the page. The server answers the
 * same with SQL.
 */
export function browseDirectory(records: readonly Consultancy[], q: DirectoryQuery, limit = CONSULTANCY_PAGE_SIZE): DirectoryPage {
  const key = q.search ? soundQuery(q.search) : null;
  const base = records.filter((c) => (!q.search || matchesSearch(c, q.search, key)) && (!q.category || offersCategoryService(c.services, q.category)));
  const withValues = base.map((c) => ({ c, v: facetValuesOf(c) }));
  const shown = withValues.filter(({ v }) => passesFacets(v, q)).map(({ c }) => c);
  const order: Record<ConsultancySort, (a: Consultancy, b: Consultancy) => number> = {
    rating: (a, b) => byRating(a, b) || a.id - b.id,
    name: byName,
    newest: (a, b) => b.id - a.id,
  };
  const exact = q.search?.toLowerCase();
  const exactFirst = (c: Consultancy) => (exact !== undefined && c.name.toLowerCase() === exact ? 0 : 1);
  shown.sort((a, b) => exactFirst(a) - exactFirst(b) || order[q.sort](a, b));
  const start = (q.page - 1) * limit;
  return {
    items: shown.slice(start, start + limit),
    total: shown.length,
    page: q.page,
    limit,
    facets: countFacets(
      withValues.map(({ v }) => v),
      q,
    ),
  };
}

/** The number of pages a total fills (at least 1). */
export const pageCount = (total: number, limit = CONSULTANCY_PAGE_SIZE) => Math.max(1, Math.ceil(total / limit));
