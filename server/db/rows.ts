import type { Blog, BlogInput } from '../../src/domain/blog';
import { branchCity, type Consultancy, type ConsultancyInput } from '../../src/domain/consultancy';
import type { Course, CourseInput } from '../../src/domain/course';
import type { University, UniversityInput } from '../../src/domain/university';
import { consultancySoundKey, facetValuesOf } from '../../src/domain/directoryQuery';
import { dayOf, isVerified } from '../../src/domain/licence';
import { ratingOrderKey } from '../../src/domain/rating';
import { tuitionNpr } from '../../src/data/catalogueQuery';

/** From an entity to its row (the JSON data plus the columns lists filter and search on), and back. */
const lower = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' \u0001 ').toLowerCase();

/** The columns the admin's list sorts an article by: title and author lower-cased. */
export const blogSortColumns = (b: Pick<BlogInput, 'title' | 'author'>) => ({ title_key: b.title.toLowerCase(), author_key: b.author.toLowerCase() });

export const blogRow = (input: BlogInput, times: { createdAt: string; updatedAt: string; publishedAt: string | null }) => ({
  ...blogSortColumns(input),
  slug: input.slug,
  status: input.status,
  published_at: times.publishedAt,
  search: lower(input.title, input.excerpt, input.author, ...input.tags, input.ne?.title, input.ne?.excerpt),
  data: JSON.stringify(input),
  created_at: times.createdAt,
  updated_at: times.updatedAt,
});

export function blogFromRow(r: { id: number; data: string; published_at: string | null; created_at: string; updated_at: string }): Blog {
  return { ...(JSON.parse(r.data) as BlogInput), id: r.id, publishedAt: r.published_at, createdAt: r.created_at, updatedAt: r.updated_at };
}

/** A ranking's sort key: unranked universities after every ranked one. */
export const UNRANKED = 1_000_000;

/**
 * The columns the lists sort a university by: name and city lower-cased, the ranking, and its tuition
 * range in rupees at the comparison rates (src/data/catalogueQuery.ts: the tuition filter reads them too).
 */
export const universitySortColumns = (u: Pick<UniversityInput, 'name' | 'city' | 'ranking' | 'tuition'>) => ({
  name_key: u.name.toLowerCase(),
  city_key: u.city.toLowerCase(),
  ranking_key: u.ranking ?? UNRANKED,
  tuition_npr_min: tuitionNpr(u.tuition.min, u.tuition.currency),
  tuition_npr_max: tuitionNpr(u.tuition.max, u.tuition.currency),
});

export const universityRow = (u: UniversityInput) => ({
  country: u.country.toLowerCase(),
  levels: u.levels.map((l) => `|${l.toLowerCase()}|`).join(''),
  search: lower(u.name, u.city, u.country, u.description),
  ...universitySortColumns(u),
  data: JSON.stringify(u),
});

/** The columns the lists sort a course by: its title lower-cased and its tuition in rupees at the comparison rates. */
export const courseSortColumns = (c: Pick<CourseInput, 'title' | 'tuition'>) => ({
  title_key: c.title.toLowerCase(),
  tuition_npr: tuitionNpr(c.tuition.amount, c.tuition.currency),
});

export const courseRow = (c: CourseInput) => ({
  university_id: c.universityId,
  level: c.level.toLowerCase(),
  field: c.field.toLowerCase(),
  search: lower(c.title, c.field, c.level, c.description),
  ...courseSortColumns(c),
  data: JSON.stringify(c),
});

/** Values as a `|a||b|` column, lower-cased (a filter looks for `|value|` in it). */
const pipeList = (values: readonly string[]) => values.map((s) => `|${s.toLowerCase()}|`).join('');

/**
 * The columns the consultancy list filters, sorts and counts on (src/domain/directoryQuery.ts): the
 * name lower-cased (name order, exact matches first), the city, branch cities and districts, exams and services as
 * `|a||b|` lists, and every filter value as shown, as JSON (the counts per value read only that).
 */
export function consultancyListColumns(
  c: Pick<ConsultancyInput, 'name' | 'specializations' | 'location' | 'districtsCovered' | 'testPreparation' | 'services' | 'branches'> & { verified: boolean },
) {
  const v = facetValuesOf(c);
  return {
    name_key: c.name.toLowerCase(),
    places: pipeList(v.city),
    exams: pipeList(v.exam),
    services: pipeList(v.service),
    facets: JSON.stringify(v),
  };
}

/**
 * A consultancy's row: its fields, and what the server decides (never the request body): the sample
 * flag, the public part of its licence and `verified`, derived from the licence (server/queries/licences.ts).
 */
export const consultancyRow = (c: ConsultancyInput & Pick<Consultancy, 'sample' | 'verified' | 'licence'> & Partial<Pick<Consultancy, 'reviews'>>) => ({
  // The rating order's key, from the rating visitors see (src/domain/rating.ts), never the typed one alone.
  rating: ratingOrderKey(c),
  verified: c.verified ? 1 : 0,
  specializations: pipeList(c.specializations),
  // A branch's city and address too: a search for a city finds the consultancies with a branch there.
  search: lower(c.name, c.location, ...c.specializations, ...(c.branches ?? []).flatMap((b) => [branchCity(b), b.location])),
  sound_key: consultancySoundKey(c),
  ...consultancyListColumns(c),
  location_key: c.location.toLowerCase(),
  data: JSON.stringify(c),
});

/** What the server keeps of a stored consultancy when its fields are written anew (by an editor or an import). */
export type ConsultancyKept = Partial<Pick<Consultancy, 'sample' | 'licence' | 'reviews' | 'notice'>>;

/**
 * A stored consultancy's row after its fields are written anew: it keeps its sample flag, its licence,
 * its review rating and its notice (no request body sets them), and `verified` is derived again.
 */
export function consultancyRowKeeping(input: ConsultancyInput, stored: ConsultancyKept | null, now: Date) {
  const sample = stored?.sample === true;
  const licence = stored?.licence;
  const reviews = stored?.reviews;
  const row = consultancyRow({
    ...input,
    sample,
    verified: isVerified(licence, sample, dayOf(now)),
    ...(licence ? { licence } : {}),
    ...(reviews ? { reviews } : {}),
  });
  if (stored?.notice) row.data = JSON.stringify({ ...(JSON.parse(row.data) as object), notice: stored.notice });
  return row;
}

export const withId = <T>(r: { id: number; data: string }) => ({ ...(JSON.parse(r.data) as T), id: r.id });
export type { Consultancy, Course, University };
export { consultancySoundKey };
