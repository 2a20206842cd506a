import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { MailConfig } from '../config';
import { addressOf } from '../config';
import type { Database } from '../db/schema';
import { claimEmail, dueEmailIds, failAbandonedLastAttempts, markFailedAttempt, markSent, type OutboxRow } from './outbox';

/**
 * The Message-ID of an outbox row: the same on every attempt, so a copy sent again after a crash
 * (see docs/behaviours.md, "E-mail is sent once") carries the id of the first and mail programs and
 * the team can tell it is the same message.
 */
export function messageIdFor(row: Pick<OutboxRow, 'id' | 'created_at'>, from: string): string {
  const domain = addressOf(from).split('@')[1] ?? 'localhost';
  return `<gantavya-outbox-${row.id}-${Date.parse(row.created_at)}@${domain}>`;
}

export function smtpTransport(config: Pick<MailConfig, 'smtpUrl' | 'timeoutMs'>): Transporter | null {
  if (!config.smtpUrl) return null;
  return nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
  } as never);
}

/** Hands one claimed e-mail to the SMTP server. */
export async function deliver(transport: Transporter, row: OutboxRow, from: string): Promise<void> {
  await transport.sendMail({ from, to: row.to_address, subject: row.subject, text: row.body, messageId: messageIdFor(row, from) });
}

export interface SenderOptions {
  db: Kysely<Database>;
  config: MailConfig;
  now: () => Date;
  /** null: no SMTP_URL, nothing is sent. */
  transport: Transporter | null;
  log: { warn: (msg: string) => void; error: (msg: string) => void };
}

/**
 * Delivers the outbox: finds due e-mails, claims each (one conditional UPDATE; see claimEmail), hands
 * it to the SMTP server and marks it sent, or schedules the next attempt with exponential back-off,
 * or marks it failed after the last. Runs on a timer and at once when a write made an e-mail due
 * (kick); stop() waits for the send in progress to finish (a graceful restart never leaves one
 * half-done). Without a transport it does nothing and e-mails stay pending.
 */
export class MailSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly options: SenderOptions) {}

  get configured(): boolean {
    return this.options.transport !== null;
  }

  start(): void {
    if (!this.configured || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.config.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Look for due e-mails now (after the current pass, if one is running). */
  kick(): void {
    if (!this.configured || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .catch((e) => {
        this.options.log.error(`the e-mail sender failed: ${(e as Error).message}`);
        return 0;
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** One pass: sends every e-mail due now; the number sent. Tests call it directly. */
  async runOnce(): Promise<number> {
    const { db, config, now, transport } = this.options;
    if (!transport) return 0;
    await failAbandonedLastAttempts(db, now(), config);
    let sent = 0;
    for (;;) {
      const ids = await dueEmailIds(db, now(), config);
      let claimedAny = false;
      for (const id of ids) {
        if (this.stopped) return sent;
        const row = await claimEmail(db, id, now(), config);
        if (!row) continue; // another sender has it
        claimedAny = true;
        try {
          await deliver(transport, row, config.from);
        } catch (e) {
          const status = await markFailedAttempt(db, row, (e as Error).message || String(e), now(), config);
          this.options.log.warn(
            `e-mail ${row.id} (${row.kind}) attempt ${row.attempts} failed${status === 'failed' ? ', giving up' : ''}: ${(e as Error).message}`,
          );
          continue;
        }
        if (await markSent(db, row, now())) sent++;
        else this.options.log.warn(`e-mail ${row.id} was sent after its claim ran out`);
      }
      if (!claimedAny) return sent;
    }
  }

  /** Stops the timer and waits for the pass in progress (its current e-mail) to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.options.transport?.close();
  }
}
