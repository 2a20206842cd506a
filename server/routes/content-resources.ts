import { blogInputSchema, blogSchema } from '../../src/domain/blog';
import { consultancyInputSchema, consultancySchema, type Consultancy, type ConsultancyInput } from '../../src/domain/consultancy';
import { branchLicenceProblems } from '../../src/domain/licence';
import { courseInputSchema, courseSchema } from '../../src/domain/course';
import { universityInputSchema, universitySchema } from '../../src/domain/university';
import { blogQueries } from '../queries/blogs';
import { consultancyQueries } from '../queries/consultancies';
import { courseQueries } from '../queries/courses';
import { universityQueries } from '../queries/universities';
import { contentReads, contentWrites } from './content-routes';

/**
 * The content the site publishes, one plugin per resource for its public reads and one for its admin
 * writes: the schemas the client validates with, and each one's queries.
 */
const BLOGS = {
  path: '/blogs',
  what: 'That article',
  tag: 'blogs',
  item: blogSchema,
  input: blogInputSchema,
  queries: blogQueries,
  history: { kind: 'blog' as const, noun: 'article', keyOf: (b: { slug: string }) => b.slug },
};
const UNIVERSITIES = {
  path: '/universities',
  what: 'That university',
  tag: 'universities',
  item: universitySchema,
  input: universityInputSchema,
  queries: universityQueries,
  history: { kind: 'university' as const, noun: 'university', keyOf: (u: { name: string }) => u.name },
};
const COURSES = {
  path: '/courses',
  what: 'That course',
  tag: 'courses',
  item: courseSchema,
  input: courseInputSchema,
  queries: courseQueries,
  history: { kind: 'course' as const, noun: 'course', keyOf: (c: { title: string }) => c.title },
};
const CONSULTANCIES = {
  path: '/consultancies',
  what: 'That consultancy',
  tag: 'consultancies',
  item: consultancySchema,
  input: consultancyInputSchema,
  queries: consultancyQueries,
  history: { kind: 'consultancy' as const, noun: 'consultancy', keyOf: (c: { name: string }) => c.name },
  // A branch's own licence: checked on a day that has come, and never on a sample listing's branches.
  problems: (input: ConsultancyInput, before: Consultancy | undefined, today: string) => branchLicenceProblems(input.branches, before?.sample === true, today),
};

export const contentReadPlugins = [contentReads(BLOGS), contentReads(UNIVERSITIES), contentReads(COURSES), contentReads(CONSULTANCIES)];
export const contentWritePlugins = [contentWrites(BLOGS), contentWrites(UNIVERSITIES), contentWrites(COURSES), contentWrites(CONSULTANCIES)];
