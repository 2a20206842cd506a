import type { Kysely } from 'kysely';
import type { ImportApplyResult } from '../../src/domain/bulk';
import type { BulkSpec } from '../bulk/columns';
import { dayOf } from '../../src/domain/licenceRules';
import { planImport, type ImportPlan, type PlannedWrite, type StoredRecord } from '../bulk/plan';
import type { Json } from '../bulk/columns';
import type { Database } from '../db/schema';
import { HttpError } from '../http';
import type { HistoryKind } from '../../src/domain/history';
import { recordChanges, type RecordChangeInput } from './record-history';

/** Rows per INSERT statement (well under SQLite's limit on bound values). */
const INSERT_BATCH = 200;

type Db = Kysely<Database>;

/** Each table's kind in the records' history (where an import's writes are recorded, as an editor's are). */
const HISTORY_KIND: Record<BulkSpec['table'], HistoryKind> = { consultancies: 'consultancy', universities: 'university', courses: 'course' };

/** A stored record's editable fields, as the history keeps them (what the server owns left out, as the editors' history does). */
function editableOf(spec: BulkSpec, record: Json): Record<string, unknown> {
  const parsed = spec.schema.safeParse(record);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const { id: _id, ...rest } = record as Record<string, unknown>;
  return rest;
}

/** Every record of a resource's table, in id order. */
export const storedRecords = (db: Db, spec: BulkSpec): Promise<StoredRecord[]> =>
  db.selectFrom(spec.table).select(['id', 'data']).orderBy('id', 'asc').execute();

/** What an import of `csv` would do now. */
export async function previewImport(db: Db, spec: BulkSpec, csv: string, now: Date): Promise<ImportPlan> {
  return planImport(spec, csv, await storedRecords(db, spec), { universityIds: await universityIdsFor(db, spec), today: dayOf(now) });
}

async function universityIdsFor(db: Db, spec: BulkSpec): Promise<Set<number> | undefined> {
  if (spec.resource !== 'courses') return undefined;
  const rows = await db.selectFrom('universities').select('id').execute();
  return new Set(rows.map((r) => Number(r.id)));
}

export const previewChanged = () =>
  new HttpError(409, 'CONFLICT', 'The records changed since the preview (or the file is not the one previewed): preview the file again before importing it.');

/**
 * Applies an import in one transaction: the plan is made again inside it and must be the one the admin
 * previewed (its token), else nothing is written (409). New rows are added, changed rows written; rows
 * in conflict only when the admin chose to overwrite them; rejected and unchanged rows are left. Every
 * record written is in its history (created or edited, before and after, by the admin who imported),
 * in the same transaction, so it can be traced and restored like an editor's change.
 */
export async function applyImport(
  db: Db,
  spec: BulkSpec,
  csv: string,
  choice: { token: string; overwriteConflicts: boolean; adminEmail: string },
  now: Date,
): Promise<ImportApplyResult> {
  return db.transaction().execute(async (trx) => {
    const plan = planImport(spec, csv, await storedRecords(trx, spec), { universityIds: await universityIdsFor(trx, spec), today: dayOf(now) });
    if (plan.token !== choice.token) throw previewChanged();
    const time = spec.hasUpdatedAt ? { updated_at: now.toISOString() } : {};
    const rowOf = (w: PlannedWrite) => ({ ...spec.row(w.input, w.stored?.record ?? null), ...time });
    const changes: Array<RecordChangeInput<Record<string, unknown>>> = [];
    const change = (w: PlannedWrite, recordId: number, action: 'created' | 'edited'): RecordChangeInput<Record<string, unknown>> => ({
      kind: HISTORY_KIND[spec.table],
      recordId,
      key: spec.nameOf(w.input),
      action,
      before: w.stored ? editableOf(spec, w.stored.record) : null,
      after: editableOf(spec, w.input),
      adminEmail: choice.adminEmail,
      at: now,
    });
    for (let i = 0; i < plan.creates.length; i += INSERT_BATCH) {
      const batch = plan.creates.slice(i, i + INSERT_BATCH);
      const made = await trx
        .insertInto(spec.table)
        .values(batch.map(rowOf) as never)
        .returning('id')
        .execute();
      // Ids are given in the order the rows were inserted.
      const ids = made.map((r) => Number(r.id)).sort((a, b) => a - b);
      batch.forEach((w, j) => changes.push(change(w, ids[j], 'created')));
    }
    const updates = choice.overwriteConflicts ? [...plan.updates, ...plan.conflicts] : plan.updates;
    for (const w of updates) {
      await trx
        .updateTable(spec.table)
        .set(rowOf(w) as never)
        .where('id', '=', w.stored!.id)
        .execute();
      changes.push(change(w, w.stored!.id, 'edited'));
    }
    await recordChanges(trx, changes);
    return {
      resource: spec.resource,
      created: plan.creates.length,
      updated: updates.length,
      unchanged: plan.counts.unchanged,
      skippedConflicts: choice.overwriteConflicts ? 0 : plan.conflicts.length,
      rejected: plan.counts.rejected,
    };
  });
}
