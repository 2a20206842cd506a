import type { Kysely } from 'kysely';
import type { ImportApplyResult } from '../../src/domain/bulk';
import type { BulkSpec } from '../bulk/columns';
import { planImport, type ImportPlan, type PlannedWrite, type StoredRecord } from '../bulk/plan';
import type { Database } from '../db/schema';
import { HttpError } from '../http';

/** Rows per INSERT statement (well under SQLite's limit on bound values). */
const INSERT_BATCH = 200;

type Db = Kysely<Database>;

/** Every record of a resource's table, in id order. */
export const storedRecords = (db: Db, spec: BulkSpec): Promise<StoredRecord[]> => db.selectFrom(spec.table).select(['id', 'data']).orderBy('id', 'asc').execute();

/** What an import of `csv` would do now. */
export async function previewImport(db: Db, spec: BulkSpec, csv: string): Promise<ImportPlan> {
  return planImport(spec, csv, await storedRecords(db, spec), { universityIds: await universityIdsFor(db, spec) });
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
 * in conflict only when the admin chose to overwrite them; rejected and unchanged rows are left.
 */
export async function applyImport(db: Db, spec: BulkSpec, csv: string, choice: { token: string; overwriteConflicts: boolean }, now: Date): Promise<ImportApplyResult> {
  return db.transaction().execute(async (trx) => {
    const plan = planImport(spec, csv, await storedRecords(trx, spec), { universityIds: await universityIdsFor(trx, spec) });
    if (plan.token !== choice.token) throw previewChanged();
    const time = spec.hasUpdatedAt ? { updated_at: now.toISOString() } : {};
    const rowOf = (w: PlannedWrite) => ({ ...spec.row(w.input, w.stored?.record ?? null), ...time });
    for (let i = 0; i < plan.creates.length; i += INSERT_BATCH) {
      await trx
        .insertInto(spec.table)
        .values(plan.creates.slice(i, i + INSERT_BATCH).map(rowOf) as never)
        .execute();
    }
    const updates = choice.overwriteConflicts ? [...plan.updates, ...plan.conflicts] : plan.updates;
    for (const w of updates) {
      await trx
        .updateTable(spec.table)
        .set(rowOf(w) as never)
        .where('id', '=', w.stored!.id)
        .execute();
    }
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
