import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listQuerySchema } from '../../src/domain/api';
import { idListParam } from '../../src/domain/common';
import type { University, UniversityInput } from '../../src/domain/university';
import { universityRow } from '../db/rows';
import type { Database } from '../db/schema';
import { HttpError } from '../http';
import { orConstraintAnswer, storedReads, type ContentQueries } from './content';
import { listHolds, pageRows, searchMatches, sortParam, sortedBy } from './lists';
import { LAKH, TUITION_LAKH_MAX, TUITION_PARAMS } from '../../src/data/catalogueQuery';

/** The columns each order of the university lists reads (the public page offers name, tuition and newest; the admin every column). */
const UNIVERSITY_SORTS = { name: 'name_key', country: 'country', city: 'city_key', ranking: 'ranking_key', tuition: 'tuition_npr_min' } as const;

/** A tuition bound in lakh of rupees (src/data/catalogueQuery.ts). */
export const tuitionBound = z.coerce.number().min(0).max(TUITION_LAKH_MAX).optional();

export const universityListQuery = listQuerySchema.extend({
  country: z.string().max(60).optional(),
  level: z.string().max(20).optional(),
  ids: idListParam.optional(),
  sort: sortParam([...(Object.keys(UNIVERSITY_SORTS) as Array<keyof typeof UNIVERSITY_SORTS>), 'newest']).optional(),
  [TUITION_PARAMS.min]: tuitionBound,
  [TUITION_PARAMS.max]: tuitionBound,
});
export type UniversityListQuery = z.output<typeof universityListQuery>;

const universityInUse = () => new HttpError(409, 'CONFLICT', 'Courses still belong to this university: delete or move them first.');

function filtered(db: Kysely<Database>, q: UniversityListQuery) {
  let qb = db.selectFrom('universities');
  if (q.q) qb = qb.where(searchMatches(q.q));
  if (q.ids) qb = qb.where('id', 'in', q.ids);
  if (q.country) qb = qb.where('country', '=', q.country.toLowerCase());
  if (q.level) qb = qb.where('levels', 'like', listHolds(q.level));
  // A university whose tuition range reaches into the range asked (in rupees at the comparison rates).
  if (q.tuitionMin !== undefined) qb = qb.where('tuition_npr_max', '>=', Math.round(q.tuitionMin * LAKH));
  if (q.tuitionMax !== undefined) qb = qb.where('tuition_npr_min', '<=', Math.round(q.tuitionMax * LAKH));
  return qb;
}

const reads = storedReads<UniversityListQuery, University>('universities', (db, q) =>
  pageRows(
    () => filtered(db, q),
    (qb) => sortedBy(qb.select(['id', 'data']), q.sort, UNIVERSITY_SORTS),
    q,
  ),
);

export const listUniversities = reads.list;
export const getUniversity = reads.get;

export async function createUniversity(db: Kysely<Database>, input: UniversityInput, now: Date): Promise<University> {
  const row = await db
    .insertInto('universities')
    .values({ ...universityRow(input), updated_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...input, id: row.id };
}

export async function updateUniversity(db: Kysely<Database>, id: number, input: UniversityInput, now: Date): Promise<University | undefined> {
  const r = await db
    .updateTable('universities')
    .set({ ...universityRow(input), updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0 ? getUniversity(db, id) : undefined;
}

/** A university with courses stays (409): its courses go or move first. */
export async function deleteUniversity(db: Kysely<Database>, id: number): Promise<boolean> {
  if (await db.selectFrom('courses').select('id').where('university_id', '=', id).executeTakeFirst()) throw universityInUse();
  return orConstraintAnswer(() => reads.remove(db, id), { foreignKey: universityInUse });
}

export const universityQueries: ContentQueries<typeof universityListQuery, University, UniversityInput> = {
  table: 'universities',
  listQuery: universityListQuery,
  list: reads.list,
  listJson: reads.listJson,
  get: getUniversity,
  create: createUniversity,
  update: updateUniversity,
  remove: deleteUniversity,
};
