import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BookingEmail, EmailKind, EmailStatus } from '../../src/domain/booking';
import type { Database } from '../db/schema';
import type { OutgoingEmail } from './messages';
import { recipientKey } from './recipient';

export type OutboxRow = Selectable<Database['email_outbox']>;

/**
 * Writes an e-mail into the outbox inside the caller's transaction: it exists exactly when the
 * booking or status change that makes it due was committed, and never otherwise.
 */
export async function enqueueEmail(trx: Transaction<Database>, email: OutgoingEmail, bookingId: number | null, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('email_outbox')
    .values({
      booking_id: bookingId,
      kind: email.kind,
      to_address: email.to,
      recipient_key: email.kind === 'booking-confirmation' ? recipientKey(email.to) : null,
      subject: email.subject,
      body: email.body,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}

export interface RetryPolicy {
  leaseMs: number;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The wait after the n-th failed attempt (n >= 1): base, 2 x base, 4 x base ... up to the maximum. */
export const backoffMs = (attempts: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>) =>
  Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));

/**
 * The ids of e-mails that are due: pending ones whose next attempt has come, and claimed ones whose
 * lease ran out (their sender stopped) with attempts left. Oldest first.
 */
export async function dueEmailIds(db: Kysely<Database>, now: Date, policy: RetryPolicy, limit = 20): Promise<number[]> {
  const t = now.toISOString();
  const rows = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('attempts', '<', policy.maxAttempts)
    .where((eb) =>
      eb.or([eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', t)]), eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', t)])]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims one e-mail for this sender: a single conditional UPDATE that succeeds only while the row
 * is still due, so of two senders (two processes, or one restarted) exactly one gets it; the other
 * gets undefined. The claim counts as an attempt and holds for `leaseMs`.
 */
export async function claimEmail(db: Kysely<Database>, id: number, now: Date, policy: RetryPolicy): Promise<(OutboxRow & { claim_token: string }) | undefined> {
  const t = now.toISOString();
  const token = randomUUID();
  const row = await db
    .updateTable('email_outbox')
    .set((eb) => ({
      status: 'sending',
      claim_token: token,
      claimed_until: new Date(now.getTime() + policy.leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('attempts', '<', policy.maxAttempts)
    .where((eb) =>
      eb.or([eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', t)]), eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', t)])]),
    )
    .returningAll()
    .executeTakeFirst();
  return row as (OutboxRow & { claim_token: string }) | undefined;
}

/** Marks a claimed e-mail sent; false when the claim was lost (its lease ran out and another sender took it). */
export async function markSent(db: Kysely<Database>, row: { id: number; claim_token: string }, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), claim_token: null, claimed_until: null, last_error: null })
    .where('id', '=', row.id)
    .where('claim_token', '=', row.claim_token)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** After a failed attempt: pending again after the back-off, or failed after the last attempt. */
export async function markFailedAttempt(
  db: Kysely<Database>,
  row: { id: number; claim_token: string; attempts: number },
  error: string,
  now: Date,
  policy: RetryPolicy,
): Promise<EmailStatus> {
  const status: EmailStatus = row.attempts >= policy.maxAttempts ? 'failed' : 'pending';
  await db
    .updateTable('email_outbox')
    .set({
      status,
      next_attempt_at: new Date(now.getTime() + backoffMs(row.attempts, policy)).toISOString(),
      claim_token: null,
      claimed_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', row.id)
    .where('claim_token', '=', row.claim_token)
    .execute();
  return status;
}

/** A claim whose lease ran out on its last attempt is given up as failed (its sender stopped). */
export async function failAbandonedLastAttempts(db: Kysely<Database>, now: Date, policy: RetryPolicy): Promise<number> {
  const r = await db
    .updateTable('email_outbox')
    .set({
      status: 'failed',
      claim_token: null,
      claimed_until: null,
      last_error: 'The sender stopped during the last attempt; whether it arrived is not known.',
    })
    .where('status', '=', 'sending')
    .where('claimed_until', '<=', now.toISOString())
    .where('attempts', '>=', policy.maxAttempts)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** A booking's e-mails for the admin, oldest first. */
export async function bookingEmails(db: Kysely<Database>, bookingId: number): Promise<BookingEmail[]> {
  const rows = await db.selectFrom('email_outbox').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as EmailKind,
    to: r.to_address,
    subject: r.subject,
    status: r.status as EmailStatus,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
    nextAttemptAt: r.status === 'pending' ? r.next_attempt_at : null,
  }));
}
