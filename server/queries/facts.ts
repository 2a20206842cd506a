import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listQuerySchema } from '../../src/domain/api';
import { factKeyListParam, reviewedFact, type Fact, type FactInput } from '../../src/domain/fact';
import type { SiteSettings, SiteSettingsInput } from '../../src/domain/settings';
import { factFromRow, factRow, settingsFromRow, SITE_SETTINGS_ROW } from '../db/fact-rows';
import type { Database } from '../db/schema';
import { listPage, pageRows, searchMatches, sortedBy, sortParam } from './lists';

/** The columns the admin's list sorts facts by. */
const FACT_SORTS = { label: 'label_key', page: 'page', checked: 'checked_on' } as const;

export const factListQuery = listQuerySchema.extend({
  sort: sortParam([...(Object.keys(FACT_SORTS) as Array<keyof typeof FACT_SORTS>), 'newest']).optional(),
  onPage: z.string().trim().max(120).optional(),
  /** Comma-separated keys: the facts an article embeds. */
  keys: factKeyListParam.optional(),
  due: z.enum(['true', 'false']).optional(),
});

/** A page of facts: search (q), one page's facts (onPage), the ones checked before a month (dueBefore). */
export interface FactPageQuery {
  page: number;
  limit: number;
  q?: string;
  onPage?: string;
  keys?: string[];
  dueBefore?: string;
  sort?: string;
}

/** Facts in the order they were added, as GET /facts answers them. */
export async function listFacts(db: Kysely<Database>, q: FactPageQuery) {
  const { rows, total } = await pageRows(
    () => {
      let qb = db.selectFrom('facts');
      if (q.q) qb = qb.where(searchMatches(q.q));
      if (q.onPage) qb = qb.where('page', '=', q.onPage);
      if (q.keys) qb = qb.where('key', 'in', q.keys);
      if (q.dueBefore) qb = qb.where('checked_on', '<', q.dueBefore);
      return qb;
    },
    (qb) => sortedBy(qb.selectAll(), q.sort, FACT_SORTS),
    q,
  );
  return listPage(rows.map(factFromRow), total, q);
}

export async function getFact(db: Kysely<Database>, id: number): Promise<Fact | undefined> {
  const row = await db.selectFrom('facts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? factFromRow(row) : undefined;
}

export const getFactByKey = async (db: Kysely<Database>, key: string) => db.selectFrom('facts').select(['id', 'key']).where('key', '=', key).executeTakeFirst();

const readFact = async (db: Kysely<Database>, id: number) =>
  factFromRow(await db.selectFrom('facts').selectAll().where('id', '=', id).executeTakeFirstOrThrow());

export async function createFact(db: Kysely<Database>, input: FactInput, now: Date): Promise<Fact> {
  const row = await db.insertInto('facts').values(factRow(input, now.toISOString())).returning('id').executeTakeFirstOrThrow();
  return readFact(db, row.id);
}

export async function updateFact(db: Kysely<Database>, id: number, input: FactInput, now: Date): Promise<Fact> {
  await db.updateTable('facts').set(factRow(input, now.toISOString())).where('id', '=', id).execute();
  return readFact(db, id);
}

/** "Still correct, checked today": the month checked becomes this month and the day checked today; nothing else changes. */
export async function reviewFact(db: Kysely<Database>, id: number, now: Date): Promise<Fact | undefined> {
  const row = await db.selectFrom('facts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return updateFact(db, id, reviewedFact(JSON.parse(row.data) as FactInput, now), now);
}

export async function deleteFact(db: Kysely<Database>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('facts').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The site settings (one record), or undefined before they are set up. */
export async function getSettings(db: Kysely<Database>): Promise<SiteSettings | undefined> {
  const row = await db.selectFrom('site_settings').selectAll().where('name', '=', SITE_SETTINGS_ROW).executeTakeFirst();
  return row ? settingsFromRow(row) : undefined;
}

export async function saveSettings(db: Kysely<Database>, input: SiteSettingsInput, now: Date): Promise<void> {
  const values = { data: JSON.stringify(input), updated_at: now.toISOString() };
  await db
    .insertInto('site_settings')
    .values({ name: SITE_SETTINGS_ROW, ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
}

/** An admin's rate for a currency, in place of the bank's until removed. */
export async function setRateOverride(db: Kysely<Database>, currency: string, input: { nprPerUnit: number; note: string }, now: Date): Promise<void> {
  const values = { override_rate: input.nprPerUnit, override_on: now.toISOString().slice(0, 10), override_note: input.note };
  await db
    .insertInto('exchange_rates')
    .values({ currency, nrb_rate: null, nrb_date: null, fetched_at: null, ...values })
    .onConflict((oc) => oc.column('currency').doUpdateSet(values))
    .execute();
}

/** An admin's override of a currency's rate as its history keeps it, or null when there is none. */
export async function getRateOverride(db: Kysely<Database>, currency: string): Promise<{ nprPerUnit: number; note: string; on: string } | null> {
  const row = await db
    .selectFrom('exchange_rates')
    .select(['override_rate', 'override_note', 'override_on'])
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row && row.override_rate !== null ? { nprPerUnit: Number(row.override_rate), note: row.override_note ?? '', on: row.override_on ?? '' } : null;
}

export async function clearRateOverride(db: Kysely<Database>, currency: string): Promise<void> {
  await db.updateTable('exchange_rates').set({ override_rate: null, override_on: null, override_note: null }).where('currency', '=', currency).execute();
}
