import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIRMATIONS_PER_RECIPIENT_PER_DAY } from '../../src/domain/booking';
import { loadConfig, type MailConfig } from '../../server/config';
import { sql } from 'kysely';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import { booking, createTestApp, createTestDatabase, type TestApp } from './harness';
import { startSmtpServer, waitFor } from '../helpers/smtpServer';

/**
 * The booking form is not a mail relay: a stranger who types someone else's address gets that
 * address a few short confirmations a day at most, with nothing in them the stranger wrote but the
 * name, while every booking is still stored and the team still hears of each one.
 */

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

const mailConfig = (over: Partial<MailConfig> = {}): MailConfig => ({
  ...loadConfig({}).mail,
  from: 'Gantavya <bookings@gantavya.example>',
  teamAddress: 'team@gantavya.example',
  pollMs: 3_600_000,
  timeoutMs: 5_000,
  ...over,
});

async function appWith(mail: Partial<MailConfig> = {}, on: { sameDatabaseAs?: TestApp; dataDir?: string } = {}): Promise<TestApp> {
  const t = await createTestApp({ config: { publicOrigin: 'https://gantavya.example', mail: mailConfig(mail) }, ...on });
  cleanups.push(() => t.close());
  return t;
}

async function smtp() {
  const s = await startSmtpServer(0);
  cleanups.push(() => s.close());
  return s;
}

/** The app listening on a free port of 127.0.0.1, as a real server: bookings go over HTTP. */
async function listening(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return (over: Record<string, unknown>, key: string) =>
    fetch(`${base}/api/v1/consultations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://gantavya.example', 'idempotency-key': key },
      body: JSON.stringify(booking(over)),
    });
}

const SPAM = 'Cheap pills at http://spam.example: reply now!';
const STRANGER = 'victim@stranger.example';
const outbox = (t: TestApp) => t.database.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();

describe('the booking form is not a mail relay', () => {
  it(`a burst of 28 bookings to one stranger's address sends that address ${CONFIRMATIONS_PER_RECIPIENT_PER_DAY} confirmations at most, while all 28 are stored and the team hears of each`, async () => {
    const server = await smtp();
    const t = await appWith({ smtpUrl: server.url });
    const post = await listening(t);
    const answers = await Promise.all(
      Array.from({ length: 28 }, (_, i) =>
        post({ email: i % 2 ? STRANGER : STRANGER.toUpperCase(), fullName: `Spammer ${i}`, message: SPAM }, `relay-burst-key-${String(i).padStart(4, '0')}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(28).fill(201));

    await waitFor(async () => (await outbox(t)).every((r) => r.status === 'sent'), 'every e-mail of the burst sent');
    const toStranger = server.received.filter((m) => m.to[0].toLowerCase() === STRANGER);
    const toTeam = server.received.filter((m) => m.to[0] === 'team@gantavya.example');
    expect(toStranger).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
    expect(toTeam).toHaveLength(28);
    const { n } = await t.database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(28);
    // The team's notice still has everything the booker wrote.
    expect(toTeam[0].text).toContain(SPAM);
    // ...and the answers say which bookings were confirmed by e-mail.
    const receipts = (await Promise.all(answers.map((a) => a.json()))) as Array<{ confirmationEmailed: boolean }>;
    expect(receipts.filter((r) => r.confirmationEmailed)).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
  });

  it('the confirmation carries no message, destination or phone the booker typed: only the name, the reference and our own words', async () => {
    const server = await smtp();
    const t = await appWith({ smtpUrl: server.url });
    const post = await listening(t);
    const res = await post(
      { email: STRANGER, fullName: 'Sita Sharma', message: SPAM, preferredDestination: 'Visit spam.example now', phone: '9800000000' },
      'relay-content-key-0001',
    );
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    await waitFor(() => server.received.some((m) => m.to[0] === STRANGER), 'the confirmation arrives');
    const confirmation = server.received.find((m) => m.to[0] === STRANGER)!;
    expect(confirmation.subject).toBe(`Your consultation request ${reference}`);
    expect(confirmation.text).toContain('Sita Sharma');
    expect(confirmation.text).toContain(reference);
    expect(confirmation.text).toContain(`https://gantavya.example/consultation/status?reference=${reference}`);
    for (const typed of ['spam.example', 'Cheap pills', '9800000000']) expect(confirmation.text).not.toContain(typed);
  });

  it('capitals, spaces, a +tag and dots in a Gmail address count as one recipient for the cap', async () => {
    const server = await smtp();
    const t = await appWith({ smtpUrl: server.url });
    const spellings = [
      'ram.bahadur@gmail.com',
      'RamBahadur+1@gmail.com',
      ' r.a.m.bahadur+x@googlemail.com',
      'rambahadur+again@GMAIL.com',
      'ram.bahadur+y@gmail.com',
    ];
    const receipts = [];
    for (const [i, email] of spellings.entries()) {
      const res = await t.req({
        method: 'POST',
        url: '/api/v1/consultations',
        payload: booking({ email }),
        headers: { 'idempotency-key': `relay-spelling-key-${i}000` },
      });
      expect(res.statusCode).toBe(201);
      receipts.push(res.json() as { confirmationEmailed: boolean });
    }
    expect(receipts.map((r) => r.confirmationEmailed)).toEqual(spellings.map((_, i) => i < CONFIRMATIONS_PER_RECIPIENT_PER_DAY));
    expect((await outbox(t)).filter((r) => r.kind === 'booking-confirmation')).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
  });

  it('the cap is per day: a day after the first confirmation the address gets one again, and other addresses are never held back', async () => {
    const server = await smtp();
    const t = await appWith({ smtpUrl: server.url });
    const send = (email: string, key: string) =>
      t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking({ email }), headers: { 'idempotency-key': key } });
    for (let i = 0; i < CONFIRMATIONS_PER_RECIPIENT_PER_DAY; i++)
      expect((await send(STRANGER, `relay-day-key-${i}-000000`)).json().confirmationEmailed).toBe(true);
    expect((await send(STRANGER, 'relay-day-key-over-0000')).json().confirmationEmailed).toBe(false);
    expect((await send('someone.else@example.com', 'relay-day-key-other-000')).json().confirmationEmailed).toBe(true);
    t.clock.advance(24 * 3_600_000);
    expect((await send(STRANGER, 'relay-day-key-next-0000')).json().confirmationEmailed).toBe(true);
  });

  it('two instances on one database share the cap, also when their bookings arrive at the same moment', async () => {
    const server = await smtp();
    // On SQLite a file both apps open (each with its own connection); on PostgreSQL one database.
    const dir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'gantavya-relay-'));
    if (dir) cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const a = await appWith({ smtpUrl: server.url }, { dataDir: dir });
    const b = await appWith({ smtpUrl: server.url }, { sameDatabaseAs: a });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).req({
          method: 'POST',
          url: '/api/v1/consultations',
          payload: booking({ email: STRANGER }),
          headers: { 'idempotency-key': `relay-two-key-${i}-00000` },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(answers.filter((r) => r.json().confirmationEmailed)).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
    expect((await outbox(a)).filter((r) => r.kind === 'booking-confirmation')).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
  });

  it('without SMTP_URL the answer says no confirmation was e-mailed, and the booking and its team notice are kept', async () => {
    const t = await appWith();
    const res = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking(), headers: { 'idempotency-key': 'relay-unconfigured-0001' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().confirmationEmailed).toBe(false);
    expect((await outbox(t)).map((r) => r.kind)).toContain('booking-team-notice');
    // A replay of the same request answers the same.
    const again = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking(), headers: { 'idempotency-key': 'relay-unconfigured-0001' } });
    expect(again.json()).toEqual(res.json());
  });

  it('confirmations written before the cap existed count toward it once the database is migrated', async () => {
    const fresh = await createTestDatabase();
    cleanups.push(() => fresh.drop());
    const { db, dialect } = fresh.database;
    await migrateUpTo(db, dialect, '0055_cost_planner_facts');
    const at = new Date().toISOString();
    await sql`insert into bookings (status, created_at, data, reference) values ('new', ${at}, '{}', 'AAAAAAAA')`.execute(db);
    for (const to of ['Victim@Stranger.example', 'victim+2@stranger.example', 'team@gantavya.example']) {
      const kind = to.startsWith('team') ? 'booking-team-notice' : 'booking-confirmation';
      await sql`insert into email_outbox (booking_id, kind, to_address, subject, body, status, attempts, next_attempt_at, created_at) values (1, ${kind}, ${to}, 's', 'b', 'sent', 1, ${at}, ${at})`.execute(
        db,
      );
    }
    await migrateToLatest(db, dialect);
    const rows = await db.selectFrom('email_outbox').select(['to_address', 'recipient_key']).orderBy('id').execute();
    expect(rows.map((r) => r.recipient_key)).toEqual([STRANGER, STRANGER, null]);
  });
});
