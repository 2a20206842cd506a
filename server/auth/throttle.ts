import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db/connect';
import type { AttemptOutcome, Database } from '../db/schema';
import { HttpError } from '../http';

/**
 * How sign-in attempts are slowed. A rule lets `free` failures through, then each further attempt
 * waits after the latest failure: `firstDelayMs`, doubling with every failure, at most `maxDelayMs`.
 * Failures older than `windowMs` are forgotten, and a success starts the count again (for perAddress and
 * perDevice, a success from that address or device; for perAccount, any success of the account).
 * - perAddress: one account from one client address, for browsers without a device cookie;
 * - perAccount: one account from every browser without a device cookie (so an attacker with many
 *   addresses is slowed too) — a browser that signed in before carries a device cookie and is not held
 *   by it, which is why no stranger can lock the admin out;
 * - perDevice: one account from one device cookie, counting only that device's own failures.
 * On top, `ServerConfig.loginIpLimit` caps the attempts (any account) per address without a device cookie.
 * It is kept no larger than the hash limiter's slots and queue, so a burst from one address that the
 * count lets through is never turned away by the hash limiter instead.
 */
export const SIGN_IN_THROTTLE = {
  perAddress: { free: 5, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000, windowMs: 60 * 60_000 },
  perAccount: { free: 10, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000, windowMs: 60 * 60_000 },
  perDevice: { free: 5, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000, windowMs: 60 * 60_000 },
} as const;

export interface DelayRule {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait and try again.';

/** How long the next attempt waits after the latest of `failures` failures. */
export function delayAfter(failures: number, rule: DelayRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.firstDelayMs * 2 ** (failures - rule.free), rule.maxDelayMs);
}

/** Outcomes that count as failures: an attempt still being checked may turn out to be one. */
const FAILING: AttemptOutcome[] = ['pending', 'failure'];

export interface AttemptInput {
  email: string;
  ip: string;
  /** The nonce of a valid device cookie for this account, else null. */
  device: string | null;
  now: Date;
}

/**
 * Records the attempt (outcome 'pending') and, in the same transaction, counts the earlier ones;
 * returns the attempt's id when it may go on to the password check, else marks it 'throttled' and
 * throws a 429 with Retry-After. The row is written first so that attempts arriving at the same time
 * see each other: on PostgreSQL each transaction first takes advisory locks on the account, the address
 * and the device (in one fixed order, so two never wait on each other), which queues concurrent attempts
 * for the same keys; on SQLite a write transaction holds the database's single write lock, and the app's
 * one connection runs its transactions one at a time.
 */
/** How long this attempt must wait (0: it may go on), counting every attempt but `ownId`. */
async function waitFor(db: Kysely<Database>, input: AttemptInput, ipLimit: { max: number; windowMs: number }, ownId: number): Promise<number> {
  const { email, ip, device } = input;
  const t = input.now.getTime();

  /** Failures in the scope since its latest success, within the rule's window, and the wait they impose. */
  const failuresSince = async (rule: DelayRule, scope: 'address' | 'account' | 'device') => {
    const base = () => {
      let q = db.selectFrom('login_attempts').where('email', '=', email).where('id', '!=', ownId);
      if (scope === 'device') q = q.where('device', '=', device);
      else q = q.where('device', 'is', null);
      if (scope === 'address') q = q.where('ip', '=', ip);
      return q;
    };
    // Any success of the account starts the account-wide count again; the others, their own successes.
    const successes = scope === 'account' ? db.selectFrom('login_attempts').where('email', '=', email) : base();
    const success = await successes
      .select((eb) => eb.fn.max('id').as('id'))
      .where('outcome', '=', 'success')
      .executeTakeFirst();
    const row = await base()
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('at').as('last')])
      .where('outcome', 'in', FAILING)
      .where('at', '>', new Date(t - rule.windowMs).toISOString())
      .where('id', '>', Number(success?.id ?? 0))
      .executeTakeFirstOrThrow();
    const wait = delayAfter(Number(row.n), rule);
    return wait && row.last ? Date.parse(String(row.last)) + wait - t : 0;
  };

  if (device) return failuresSince(SIGN_IN_THROTTLE.perDevice, 'device');
  let waitMs = Math.max(await failuresSince(SIGN_IN_THROTTLE.perAddress, 'address'), await failuresSince(SIGN_IN_THROTTLE.perAccount, 'account'));
  // Failed and unfinished attempts from this address for any account (sprays over many e-mails), and
  // those the hash limiter turned away: the address asked for them. With `max` in the window, the next
  // waits until the oldest of them leaves it.
  const nth = await db
    .selectFrom('login_attempts')
    .select('at')
    .where('ip', '=', ip)
    .where('device', 'is', null)
    .where('id', '!=', ownId)
    .where('outcome', 'in', [...FAILING, 'shed'])
    .where('at', '>', new Date(t - ipLimit.windowMs).toISOString())
    .orderBy('at', 'desc')
    .limit(1)
    .offset(ipLimit.max - 1)
    .executeTakeFirst();
  if (nth) waitMs = Math.max(waitMs, Date.parse(nth.at) + ipLimit.windowMs - t);
  return waitMs;
}

const tooMany = (waitMs: number) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', TOO_MANY_SIGN_INS, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) });

/**
 * Refuses (429) an attempt that the attempts already recorded hold back, with reads only: a flood
 * that is already throttled costs the database no write.
 */
export async function refuseIfThrottled(db: Kysely<Database>, input: AttemptInput, ipLimit: { max: number; windowMs: number }) {
  const waitMs = await waitFor(db, input, ipLimit, 0);
  if (waitMs > 0) throw tooMany(waitMs);
}

/**
 * Records the attempt (outcome 'pending') and, in the same transaction, counts the earlier ones;
 * returns the attempt's id when it may go on to the password check, else marks it 'throttled' and
 * throws a 429 with Retry-After. The row is written first so that attempts arriving at the same time
 * see each other: on PostgreSQL each transaction first takes advisory locks on the account, the address
 * and the device (in one fixed order, so two never wait on each other), which queues concurrent attempts
 * for the same keys; on SQLite a write transaction holds the database's single write lock, and the app's
 * one connection runs its transactions one at a time.
 */
export async function beginAttempt(db: Kysely<Database>, dialect: Dialect, input: AttemptInput, ipLimit: { max: number; windowMs: number }): Promise<number> {
  const { email, ip, device } = input;
  const decision = await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      const keys = [`sign-in:account:${email}`, `sign-in:address:${ip}`, ...(device ? [`sign-in:device:${device}`] : [])].sort();
      for (const key of keys) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    }
    const { id } = await trx
      .insertInto('login_attempts')
      .values({ email, ip, at: input.now.toISOString(), success: 0, outcome: 'pending', device })
      .returning('id')
      .executeTakeFirstOrThrow();
    const waitMs = await waitFor(trx, input, ipLimit, id);
    if (waitMs > 0) await trx.updateTable('login_attempts').set({ outcome: 'throttled' }).where('id', '=', id).execute();
    return { id, waitMs };
  });
  if (decision.waitMs > 0) throw tooMany(decision.waitMs);
  return decision.id;
}

/** The attempt's result once the password was checked ('shed' when it never was). */
export async function finishAttempt(db: Kysely<Database>, id: number, outcome: Exclude<AttemptOutcome, 'pending' | 'throttled'>) {
  await db
    .updateTable('login_attempts')
    .set({ outcome, success: outcome === 'success' ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** Forgets every counted attempt of an account (`npm run admin -- unlock`, and a password reset). */
export async function clearAttempts(db: Kysely<Database>, email: string): Promise<number> {
  const r = await db.deleteFrom('login_attempts').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return Number(r.numDeletedRows);
}
