import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from './sessions';
import { SIGN_IN_THROTTLE } from './throttle';

/** How long sign-in attempts are kept: longer than any throttle window, so none is forgotten early. */
export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60_000;
/** How often the server sweeps (a timer that never keeps the process alive on its own). */
export const SIGN_IN_CLEANUP_INTERVAL_MS = 10 * 60_000;

/** Deletes sessions past their idle or absolute timeout and sign-in attempts past retention. */
export async function removeExpiredSignInData(db: Kysely<Database>, now: Date): Promise<{ sessions: number; attempts: number }> {
  const t = now.getTime();
  const retention = Math.max(LOGIN_ATTEMPT_RETENTION_MS, ...Object.values(SIGN_IN_THROTTLE).map((r) => r.windowMs));
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('last_seen_at', '<', new Date(t - IDLE_TIMEOUT_MS).toISOString()), eb('created_at', '<', new Date(t - ABSOLUTE_TIMEOUT_MS).toISOString())]),
    )
    .executeTakeFirst();
  const attempts = await db
    .deleteFrom('login_attempts')
    .where('at', '<', new Date(t - retention).toISOString())
    .executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), attempts: Number(attempts.numDeletedRows) };
}
