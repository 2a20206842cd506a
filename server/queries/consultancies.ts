import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listQuerySchema } from '../../src/domain/api';
import { idListParam } from '../../src/domain/common';
import type { Consultancy, ConsultancyInput } from '../../src/domain/consultancy';
import { dayOf, isVerified } from '../../src/domain/licence';
import { consultancyRow } from '../db/rows';
import type { Database } from '../db/schema';
import { storedReads, type ContentQueries } from './content';
import { listHolds, pageRows, searchMatches } from './lists';

export const consultancyListQuery = listQuerySchema.extend({
  specialization: z.string().max(60).optional(),
  verified: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(['rating', 'id']).optional(),
  ids: idListParam.optional(),
});
export type ConsultancyListQuery = z.output<typeof consultancyListQuery>;

function filtered(db: Kysely<Database>, q: ConsultancyListQuery) {
  let qb = db.selectFrom('consultancies');
  if (q.q) qb = qb.where(searchMatches(q.q));
  if (q.ids) qb = qb.where('id', 'in', q.ids);
  if (q.specialization) qb = qb.where('specializations', 'like', listHolds(q.specialization));
  if (q.verified !== undefined) qb = qb.where('verified', '=', q.verified ? 1 : 0);
  return qb;
}

const reads = storedReads<ConsultancyListQuery, Consultancy>('consultancies', (db, q) =>
  pageRows(
    () => filtered(db, q),
    (qb) => (q.sort === 'rating' ? qb.select(['id', 'data']).orderBy('rating', 'desc').orderBy('id', 'asc') : qb.select(['id', 'data']).orderBy('id', 'asc')),
    q,
  ),
);

export const listConsultancies = reads.list;
export const getConsultancy = reads.get;

/** A record an admin creates is not a sample, and has no licence on record yet (so it is not verified). */
export async function createConsultancy(db: Kysely<Database>, input: ConsultancyInput, now: Date): Promise<Consultancy> {
  const record = { ...input, sample: false, verified: false };
  const row = await db
    .insertInto('consultancies')
    .values({ ...consultancyRow(record), updated_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...record, id: row.id };
}

/** An edit keeps the record's sample flag and its licence (the body cannot set them); `verified` is derived again. */
export async function updateConsultancy(db: Kysely<Database>, id: number, input: ConsultancyInput, now: Date): Promise<Consultancy | undefined> {
  const saved = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('consultancies').select('data').where('id', '=', id).executeTakeFirst();
    if (!existing) return false;
    const kept = JSON.parse(existing.data) as Partial<Pick<Consultancy, 'sample' | 'licence'>>;
    const sample = kept.sample === true;
    const licence = kept.licence;
    const verified = isVerified(licence, sample, dayOf(now));
    await trx
      .updateTable('consultancies')
      .set({ ...consultancyRow({ ...input, sample, verified, ...(licence ? { licence } : {}) }), updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    return true;
  });
  return saved ? getConsultancy(db, id) : undefined;
}

export const consultancyQueries: ContentQueries<typeof consultancyListQuery, Consultancy, ConsultancyInput> = {
  table: 'consultancies',
  listQuery: consultancyListQuery,
  list: reads.list,
  listJson: reads.listJson,
  get: getConsultancy,
  create: createConsultancy,
  update: updateConsultancy,
  remove: reads.remove,
};
