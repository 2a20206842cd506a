import type { Kysely } from 'kysely';
import { factKeysIn, MAX_FACT_REFS, unknownFactsMessage } from '../../src/domain/factRefs';
import { HttpError } from '../http';
import type { Database } from './schema';

/**
 * Refuses a text that embeds a fact which does not exist (`{{fact KEY}}` with no record under KEY),
 * or too many different facts, with a field error on `field`; changes nothing.
 */
export async function assertKnownFactRefs(db: Kysely<Database>, source: string, field: string): Promise<void> {
  const keys = factKeysIn(source);
  if (keys.length === 0) return;
  if (keys.length > MAX_FACT_REFS) {
    throw new HttpError(400, 'VALIDATION_FAILED', `Some fields need attention: ${field}.`, {
      [field]: `At most ${MAX_FACT_REFS} different facts in one text: this has ${keys.length}.`,
    });
  }
  const found = new Set((await db.selectFrom('facts').select('key').where('key', 'in', keys).execute()).map((r) => r.key));
  const unknown = keys.filter((k) => !found.has(k));
  if (unknown.length > 0) throw new HttpError(400, 'VALIDATION_FAILED', `Some fields need attention: ${field}.`, { [field]: unknownFactsMessage(unknown) });
}
