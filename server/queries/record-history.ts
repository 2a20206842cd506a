import type { Kysely } from 'kysely';
import { HISTORY_LIMIT, type ChangeAction, type HistoryKind, type RecordChange } from '../../src/domain/history';
import type { Database } from '../db/schema';

/**
 * The history of every record the admins edit, in one table (record_history): facts, articles,
 * universities, courses, consultancies, the site settings and exchange-rate overrides.
 */
export interface RecordChangeInput<T> {
  kind: HistoryKind;
  recordId: string | number;
  /** What the record is known by beside its id (a fact's key, an article's slug, a name). */
  key: string;
  action: ChangeAction;
  before: T | null;
  after: T | null;
  adminEmail: string;
  at: Date;
}

const historyRow = <T>(change: RecordChangeInput<T>) => ({
  kind: change.kind,
  record_id: String(change.recordId),
  record_key: change.key,
  action: change.action,
  before: change.before === null ? null : JSON.stringify(change.before),
  after: change.after === null ? null : JSON.stringify(change.after),
  admin_email: change.adminEmail,
  changed_at: change.at.toISOString(),
});

/** Records one change; in the caller's transaction when it passes one (the change and its record commit together). */
export async function recordChange<T>(db: Kysely<Database>, change: RecordChangeInput<T>): Promise<void> {
  await db.insertInto('record_history').values(historyRow(change)).execute();
}

/** Rows per INSERT of many changes (well under SQLite's limit on bound values: 8 a row). */
const CHANGES_BATCH = 200;

/** Records many changes (a bulk import's), in batches; in the caller's transaction when it passes one. */
export async function recordChanges<T>(db: Kysely<Database>, changes: ReadonlyArray<RecordChangeInput<T>>): Promise<void> {
  for (let i = 0; i < changes.length; i += CHANGES_BATCH) {
    await db
      .insertInto('record_history')
      .values(changes.slice(i, i + CHANGES_BATCH).map(historyRow))
      .execute();
  }
}

type Row = Database['record_history'] & { id: number };
const changeFromRow = (r: Row): RecordChange => ({
  id: Number(r.id),
  kind: r.kind as HistoryKind,
  recordId: r.record_id,
  key: r.record_key,
  action: r.action as ChangeAction,
  before: r.before ? (JSON.parse(r.before) as Record<string, unknown>) : null,
  after: r.after ? (JSON.parse(r.after) as Record<string, unknown>) : null,
  adminEmail: r.admin_email,
  changedAt: r.changed_at,
});

/** One record's changes, newest first. */
export async function recordHistory(db: Kysely<Database>, kind: HistoryKind, recordId: string | number): Promise<RecordChange[]> {
  const rows = await db
    .selectFrom('record_history')
    .selectAll()
    .where('kind', '=', kind)
    .where('record_id', '=', String(recordId))
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((r) => changeFromRow(r as Row));
}

/** One change of one record, or undefined (a change of another record is not found either). */
export async function recordChangeOf(db: Kysely<Database>, kind: HistoryKind, recordId: string | number, changeId: number): Promise<RecordChange | undefined> {
  const row = await db
    .selectFrom('record_history')
    .selectAll()
    .where('kind', '=', kind)
    .where('record_id', '=', String(recordId))
    .where('id', '=', changeId)
    .executeTakeFirst();
  return row ? changeFromRow(row as Row) : undefined;
}

/** The message of a restore whose change is not in the record's history. */
export const NO_CHANGE = (what: string) => `That change was not found in this ${what}'s history.`;
/** The message of a restore of a change that made the record. */
export const NOTHING_BEFORE = (what: string) => `This change created the ${what}: there is no earlier version to restore.`;
