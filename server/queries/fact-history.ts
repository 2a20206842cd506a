import type { Kysely } from 'kysely';
import type { FactChange, FactChangeAction, FactInput } from '../../src/domain/fact';
import type { RecordChange } from '../../src/domain/history';
import type { Database } from '../db/schema';
import { recordChange, recordChangeOf, recordHistory } from './record-history';

/** Records one change to a fact, in the caller's transaction (the change and its record commit together). */
export async function recordFactChange(
  db: Kysely<Database>,
  change: { factId: number; key: string; action: FactChangeAction; before: FactInput | null; after: FactInput | null; adminEmail: string; at: Date },
): Promise<void> {
  await recordChange(db, {
    kind: 'fact',
    recordId: change.factId,
    key: change.key,
    action: change.action,
    before: change.before,
    after: change.after,
    adminEmail: change.adminEmail,
    at: change.at,
  });
}

/** A record's change as a fact's history shows it (its before and after are fact records). */
const factChangeOf = (c: RecordChange): FactChange => ({
  id: c.id,
  factId: Number(c.recordId),
  key: c.key,
  action: c.action,
  before: c.before as FactInput | null,
  after: c.after as FactInput | null,
  adminEmail: c.adminEmail,
  changedAt: c.changedAt,
});

/** A fact's changes, newest first. */
export async function factHistory(db: Kysely<Database>, factId: number): Promise<FactChange[]> {
  return (await recordHistory(db, 'fact', factId)).map(factChangeOf);
}

/** One change of one fact, or undefined. */
export async function factChange(db: Kysely<Database>, factId: number, changeId: number): Promise<FactChange | undefined> {
  const c = await recordChangeOf(db, 'fact', factId, changeId);
  return c && factChangeOf(c);
}
