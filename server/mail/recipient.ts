import { sql, type Transaction } from 'kysely';
import { CONFIRMATIONS_PER_RECIPIENT_PER_DAY } from '../../src/domain/booking';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';

const DAY_MS = 24 * 3_600_000;
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as far as the cap on confirmations is concerned: spelled
 * differently, the same mailbox counts once. Lower case; a `+tag` dropped from the local part (most
 * providers deliver `name+anything` to `name`); for Gmail, dots dropped and googlemail.com read as
 * gmail.com, as Gmail itself does. Two different mailboxes may rarely share a key: they then share
 * the cap, which only means fewer confirmations, never more.
 */
export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0];
  let domain = lower.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * Whether one more booking confirmation may go to this mailbox: fewer than
 * CONFIRMATIONS_PER_RECIPIENT_PER_DAY in the 24 hours before `now`, counted in the database so that
 * every instance on it shares the count. Call it inside the booking's transaction, which then writes
 * the confirmation: bookings for one mailbox at the same moment are counted one after the other (on
 * PostgreSQL a transaction-scoped advisory lock per mailbox; on SQLite the booking's own insert has
 * already taken the database's write lock).
 */
export async function mayConfirmTo(trx: Transaction<Database>, dialect: Dialect, key: string, now: Date): Promise<boolean> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`confirmation:${key}`}, 0))`.execute(trx);
  const { n } = await trx
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'booking-confirmation')
    .where('recipient_key', '=', key)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  return Number(n) < CONFIRMATIONS_PER_RECIPIENT_PER_DAY;
}
