import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

/**
 * Removes what has served its time: idempotency keys past their expiry and rate events older than
 * the longest rate-limit window. The app runs it on a timer; tests call it.
 */
export async function sweepExpired(db: Kysely<Database>, now: Date, options: { rateWindowMs: number }): Promise<{ idempotencyKeys: number; rateEvents: number }> {
  const keys = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  const events = await db.deleteFrom('rate_events').where('at', '<=', new Date(now.getTime() - options.rateWindowMs).toISOString()).executeTakeFirst();
  return { idempotencyKeys: Number(keys.numDeletedRows), rateEvents: Number(events.numDeletedRows) };
}

/** Runs the sweep every `everyMs` without keeping the process alive; the returned function stops it. */
export function startSweeping(sweep: () => Promise<unknown>, everyMs: number, onError: (e: unknown) => void): () => void {
  const timer = setInterval(() => void sweep().catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
