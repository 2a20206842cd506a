import type { Blog, BlogInput } from '../../src/domain/blog';
import type { Consultancy, ConsultancyInput } from '../../src/domain/consultancy';
import type { Course, CourseInput } from '../../src/domain/course';
import type { University, UniversityInput } from '../../src/domain/university';

/** From an entity to its row (the JSON data plus the columns lists filter and search on), and back. */
const lower = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' \u0001 ').toLowerCase();

export const blogRow = (input: BlogInput, times: { createdAt: string; updatedAt: string; publishedAt: string | null }) => ({
  slug: input.slug,
  status: input.status,
  published_at: times.publishedAt,
  search: lower(input.title, input.excerpt, input.author, ...input.tags),
  data: JSON.stringify(input),
  created_at: times.createdAt,
  updated_at: times.updatedAt,
});

export function blogFromRow(r: { id: number; data: string; published_at: string | null; created_at: string; updated_at: string }): Blog {
  return { ...(JSON.parse(r.data) as BlogInput), id: r.id, publishedAt: r.published_at, createdAt: r.created_at, updatedAt: r.updated_at };
}

export const universityRow = (u: UniversityInput) => ({
  country: u.country.toLowerCase(),
  levels: u.levels.map((l) => `|${l.toLowerCase()}|`).join(''),
  search: lower(u.name, u.city, u.country, u.description),
  data: JSON.stringify(u),
});

export const courseRow = (c: CourseInput) => ({
  university_id: c.universityId,
  level: c.level.toLowerCase(),
  field: c.field.toLowerCase(),
  search: lower(c.title, c.field, c.level, c.description),
  data: JSON.stringify(c),
});

/**
 * A consultancy's row: its fields, and what the server decides (never the request body): the sample
 * flag, the public part of its licence and `verified`, derived from the licence (server/queries/licences.ts).
 */
export const consultancyRow = (c: ConsultancyInput & Pick<Consultancy, 'sample' | 'verified' | 'licence'>) => ({
  rating: c.rating,
  verified: c.verified ? 1 : 0,
  specializations: c.specializations.map((s) => `|${s.toLowerCase()}|`).join(''),
  search: lower(c.name, c.location, ...c.specializations),
  data: JSON.stringify(c),
});

export const withId = <T>(r: { id: number; data: string }) => ({ ...(JSON.parse(r.data) as T), id: r.id });
export type { Consultancy, Course, University };
