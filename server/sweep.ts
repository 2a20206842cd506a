import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

/**
 * Removes what has served its time: idempotency keys past their expiry and rate events older than
 * the longest rate-limit window. The app's scheduler runs it; tests call it.
 */
export async function sweepExpired(
  db: Kysely<Database>,
  now: Date,
  options: { rateWindowMs: number },
): Promise<{ idempotencyKeys: number; rateEvents: number }> {
  const keys = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  const events = await db
    .deleteFrom('rate_events')
    .where('at', '<=', new Date(now.getTime() - options.rateWindowMs).toISOString())
    .executeTakeFirst();
  return { idempotencyKeys: Number(keys.numDeletedRows), rateEvents: Number(events.numDeletedRows) };
}
