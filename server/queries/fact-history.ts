import type { Kysely } from 'kysely';
import type { FactChange, FactChangeAction, FactInput } from '../../src/domain/fact';
import type { Database } from '../db/schema';

/** The history rows a list shows, newest first. */
export const FACT_HISTORY_LIMIT = 100;

/** Records one change to a fact, in the caller's transaction (the change and its record commit together). */
export async function recordFactChange(
  db: Kysely<Database>,
  change: { factId: number; key: string; action: FactChangeAction; before: FactInput | null; after: FactInput | null; adminEmail: string; at: Date },
): Promise<void> {
  await db
    .insertInto('fact_history')
    .values({
      fact_id: change.factId,
      fact_key: change.key,
      action: change.action,
      before: change.before ? JSON.stringify(change.before) : null,
      after: change.after ? JSON.stringify(change.after) : null,
      admin_email: change.adminEmail,
      changed_at: change.at.toISOString(),
    })
    .execute();
}

type Row = Database['fact_history'] & { id: number };
const changeFromRow = (r: Row): FactChange => ({
  id: Number(r.id),
  factId: Number(r.fact_id),
  key: r.fact_key,
  action: r.action as FactChangeAction,
  before: r.before ? (JSON.parse(r.before) as FactInput) : null,
  after: r.after ? (JSON.parse(r.after) as FactInput) : null,
  adminEmail: r.admin_email,
  changedAt: r.changed_at,
});

/** A fact's changes, newest first. */
export async function factHistory(db: Kysely<Database>, factId: number): Promise<FactChange[]> {
  const rows = await db.selectFrom('fact_history').selectAll().where('fact_id', '=', factId).orderBy('id', 'desc').limit(FACT_HISTORY_LIMIT).execute();
  return rows.map((r) => changeFromRow(r as Row));
}

/** One change of one fact, or undefined. */
export async function factChange(db: Kysely<Database>, factId: number, changeId: number): Promise<FactChange | undefined> {
  const row = await db.selectFrom('fact_history').selectAll().where('fact_id', '=', factId).where('id', '=', changeId).executeTakeFirst();
  return row ? changeFromRow(row as Row) : undefined;
}
