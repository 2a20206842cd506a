import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listQuerySchema } from '../../src/domain/api';
import { idListParam, idParam } from '../../src/domain/common';
import type { Course, CourseInput } from '../../src/domain/course';
import { courseRow } from '../db/rows';
import type { Database } from '../db/schema';
import { HttpError } from '../http';
import { orConstraintAnswer, storedReads, type ContentQueries } from './content';
import { pageRows, searchMatches, sortParam, sortedBy } from './lists';
import { tuitionBound } from './universities';
import { LAKH, TUITION_PARAMS } from '../../src/data/catalogueQuery';

/** The columns each order of the course lists reads (the public page offers title, tuition and newest; the admin every column). */
const COURSE_SORTS = { name: 'title_key', title: 'title_key', level: 'level', field: 'field', tuition: 'tuition_npr' } as const;

export const courseListQuery = listQuerySchema.extend({
  sort: sortParam([...(Object.keys(COURSE_SORTS) as Array<keyof typeof COURSE_SORTS>), 'newest']).optional(),
  [TUITION_PARAMS.min]: tuitionBound,
  [TUITION_PARAMS.max]: tuitionBound,
  country: z.string().max(60).optional(),
  level: z.string().max(20).optional(),
  field: z.string().max(80).optional(),
  universityId: idParam.optional(),
  ids: idListParam.optional(),
});
export type CourseListQuery = z.output<typeof courseListQuery>;

const unknownUniversity = () => new HttpError(400, 'VALIDATION_FAILED', 'That university does not exist.', { universityId: 'Pick an existing university' });

function filtered(db: Kysely<Database>, q: CourseListQuery) {
  let qb = db.selectFrom('courses');
  if (q.q) qb = qb.where(searchMatches(q.q));
  if (q.ids) qb = qb.where('id', 'in', q.ids);
  if (q.level) qb = qb.where('level', '=', q.level.toLowerCase());
  if (q.field) qb = qb.where('field', '=', q.field.toLowerCase());
  if (q.universityId) qb = qb.where('university_id', '=', q.universityId);
  const country = q.country?.toLowerCase();
  if (country) qb = qb.where('university_id', 'in', (eb) => eb.selectFrom('universities').select('id').where('country', '=', country));
  // The course's tuition as listed (a year or the whole course), in rupees at the comparison rates.
  if (q.tuitionMin !== undefined) qb = qb.where('tuition_npr', '>=', Math.round(q.tuitionMin * LAKH));
  if (q.tuitionMax !== undefined) qb = qb.where('tuition_npr', '<=', Math.round(q.tuitionMax * LAKH));
  return qb;
}

const reads = storedReads<CourseListQuery, Course>('courses', (db, q) =>
  pageRows(
    () => filtered(db, q),
    (qb) => sortedBy(qb.select(['id', 'data']), q.sort, COURSE_SORTS),
    q,
  ),
);

export const listCourses = reads.list;
export const getCourse = reads.get;

/** A course names a university that exists (checked first for the clear answer; the foreign key decides a race). */
async function writeCourse<T>(db: Kysely<Database>, input: CourseInput, write: () => Promise<T>): Promise<T> {
  if (!(await db.selectFrom('universities').select('id').where('id', '=', input.universityId).executeTakeFirst())) throw unknownUniversity();
  return orConstraintAnswer(write, { foreignKey: unknownUniversity });
}

export async function createCourse(db: Kysely<Database>, input: CourseInput): Promise<Course> {
  const row = await writeCourse(db, input, () => db.insertInto('courses').values(courseRow(input)).returning('id').executeTakeFirstOrThrow());
  return { ...input, id: row.id };
}

export async function updateCourse(db: Kysely<Database>, id: number, input: CourseInput): Promise<Course | undefined> {
  const r = await writeCourse(db, input, () => db.updateTable('courses').set(courseRow(input)).where('id', '=', id).executeTakeFirst());
  return Number(r.numUpdatedRows) > 0 ? getCourse(db, id) : undefined;
}

export const courseQueries: ContentQueries<typeof courseListQuery, Course, CourseInput> = {
  table: 'courses',
  listQuery: courseListQuery,
  list: reads.list,
  listJson: reads.listJson,
  get: getCourse,
  create: createCourse,
  update: updateCourse,
  remove: reads.remove,
};
