import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BOOKING_REFERENCE_ALPHABET, BOOKING_STATUS_NOT_FOUND, EMAIL_NOT_CONFIGURED } from '../../src/domain/booking';
import { loadConfig, type MailConfig } from '../../server/config';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import { claimEmail, dueEmailIds } from '../../server/mail/outbox';
import { deliver, MailSender, smtpTransport } from '../../server/mail/sender';
import { booking, createTestApp, createTestDatabase, type TestApp } from './harness';
import { freePort, startSmtpServer, waitFor } from '../helpers/smtpServer';

const REFERENCE_RE = new RegExp(`^[${BOOKING_REFERENCE_ALPHABET}]{8}$`);
const KEY = 'booking-key-0001';
// Idempotency keys have at least 16 characters.

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

const mailConfig = (over: Partial<MailConfig> = {}): MailConfig => ({
  ...loadConfig({}).mail,
  from: 'Gantavya <bookings@gantavya.example>',
  teamAddress: 'team@gantavya.example',
  // The tests run the sender themselves: no timer fires on its own.
  pollMs: 3_600_000,
  timeoutMs: 5_000,
  ...over,
});

async function appWith(mail: Partial<MailConfig> = {}): Promise<TestApp> {
  const t = await createTestApp({ config: { publicOrigin: 'https://gantavya.example', mail: mailConfig(mail) } });
  cleanups.push(() => t.close());
  return t;
}

async function smtp(port = 0) {
  const s = await startSmtpServer(port);
  cleanups.push(() => s.close());
  return s;
}

/** A sender of its own on a test app's database, on the test's clock (a second process, or one after a restart). */
function senderFor(t: TestApp, mail: Partial<MailConfig>) {
  const config = mailConfig(mail);
  const sender = new MailSender({
    db: t.database.db,
    config,
    now: () => t.clock.now,
    transport: smtpTransport(config),
    log: { warn: () => {}, error: () => {} },
  });
  cleanups.push(() => sender.stop());
  return sender;
}

const book = (t: TestApp, over: Record<string, unknown> = {}, key = KEY) =>
  t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking(over), headers: { 'idempotency-key': key } });

const outbox = (t: TestApp) => t.database.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();

describe('a booking that is answered: the reference', () => {
  it('a booking gets a reference of 8 unambiguous characters, in the answer and in the admin', async () => {
    const t = await appWith();
    const res = await book(t);
    expect(res.statusCode).toBe(201);
    const receipt = res.json() as { id: number; reference: string; status: string };
    expect(receipt.reference).toMatch(REFERENCE_RE);
    expect(receipt.reference).not.toMatch(/[ILOU]/);
    const cookie = await t.login();
    const admin = await t.req({ url: `/api/v1/consultations/${receipt.id}`, headers: { cookie } });
    expect(admin.json().reference).toBe(receipt.reference);
  });

  it('every booking has its own reference', async () => {
    const t = await appWith();
    const refs = new Set<string>();
    for (let i = 0; i < 25; i++) refs.add((await book(t, {}, `many-bookings-key-${i}`)).json().reference);
    expect(refs.size).toBe(25);
  });

  it('bookings made before references existed get one when the database is migrated', async () => {
    const fresh = await createTestDatabase();
    cleanups.push(() => fresh.drop());
    const { db, dialect } = fresh.database;
    await migrateUpTo(db, dialect, '0030_facts_settings_rates');
    await sql`insert into bookings (status, created_at, data) values ('new', '2026-01-01T00:00:00.000Z', '{}'), ('closed', '2026-01-02T00:00:00.000Z', '{}')`.execute(
      db,
    );
    await migrateToLatest(db, dialect);
    const rows = await db.selectFrom('bookings').select('reference').execute();
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.reference).toMatch(REFERENCE_RE);
    expect(rows[0].reference).not.toBe(rows[1].reference);
  });
});

describe('a booking that is answered: the outbox', () => {
  it('a booking writes a confirmation to the student and a notice to the team with the admin link, and without SMTP_URL they wait', async () => {
    const t = await appWith();
    const { id, reference } = (await book(t)).json() as { id: number; reference: string };
    const rows = await outbox(t);
    expect(rows.map((r) => [r.kind, r.to_address, r.status, r.booking_id])).toEqual([
      ['booking-confirmation', 'sita@example.com', 'pending', id],
      ['booking-team-notice', 'team@gantavya.example', 'pending', id],
    ]);
    const [confirmation, notice] = rows;
    expect(confirmation.body).toContain(reference);
    expect(confirmation.body).toContain('2026-02-01');
    expect(confirmation.body).toContain('Master');
    // The team's notice has the whole booking.
    expect(notice.body).toContain('Australia');
    expect(notice.body).toContain('I want to study IT.');
    expect(confirmation.body).toContain(`https://gantavya.example/consultation/status?reference=${reference}`);
    expect(notice.body).toContain(`https://gantavya.example/admin/consultations/${id}`);

    const cookie = await t.login();
    const emails = await t.req({ url: `/api/v1/consultations/${id}/emails`, headers: { cookie } });
    expect(emails.statusCode).toBe(200);
    expect(emails.json()).toMatchObject({
      configured: false,
      items: [
        { kind: 'booking-confirmation', status: 'pending' },
        { kind: 'booking-team-notice', status: 'pending' },
      ],
    });
    expect(EMAIL_NOT_CONFIGURED).toBe('not sent: e-mail is not configured');
  });

  it("a booking's e-mails are shown to admins only", async () => {
    const t = await appWith();
    const { id } = (await book(t)).json() as { id: number };
    expect((await t.req({ url: `/api/v1/consultations/${id}/emails` })).statusCode).toBe(401);
  });

  it('a refused booking writes no e-mail', async () => {
    const t = await appWith();
    expect((await book(t, { email: 'not-an-address' })).statusCode).toBe(400);
    expect((await book(t, { consultancyId: 999_999 }, 'other-booking-key-0001')).statusCode).toBe(400);
    expect(await outbox(t)).toHaveLength(0);
  });

  it('a retried booking request with the same Idempotency-Key writes no second e-mail, and the SMTP server gets one of each', async () => {
    const server = await smtp();
    const t = await appWith({ smtpUrl: server.url });
    const answers = await Promise.all([book(t), book(t), book(t)]);
    const again = await book(t);
    for (const a of [...answers, again]) expect([201]).toContain(a.statusCode);
    expect(new Set([...answers, again].map((a) => a.json().reference)).size).toBe(1);
    expect(await outbox(t)).toHaveLength(2);
    await waitFor(async () => (await outbox(t)).every((r) => r.status === 'sent'), 'both e-mails sent');
    expect(server.received.map((m) => m.to)).toEqual(expect.arrayContaining([['sita@example.com'], ['team@gantavya.example']]));
    expect(server.received).toHaveLength(2);
    const confirmation = server.received.find((m) => m.to[0] === 'sita@example.com')!;
    expect(confirmation.subject).toBe(`Your consultation request ${again.json().reference}`);
    expect(confirmation.from).toBe('bookings@gantavya.example');
    expect(confirmation.text).toContain(again.json().reference);
  });

  it("an admin's status change writes a short e-mail to the student; the same status again writes none", async () => {
    const t = await appWith();
    const { id, reference } = (await book(t)).json() as { id: number; reference: string };
    const cookie = await t.login();
    const patch = (status: string) => t.req({ method: 'PATCH', url: `/api/v1/consultations/${id}`, payload: { status }, headers: { cookie } });
    expect((await patch('contacted')).statusCode).toBe(200);
    expect((await patch('contacted')).statusCode).toBe(200);
    const rows = await outbox(t);
    expect(rows.map((r) => r.kind)).toEqual(['booking-confirmation', 'booking-team-notice', 'booking-status-change']);
    expect(rows[2].to_address).toBe('sita@example.com');
    expect(rows[2].subject).toBe(`Your consultation request ${reference} is now contacted`);
    expect(rows[2].body).toContain(`https://gantavya.example/consultation/status?reference=${reference}`);
    expect((await t.req({ method: 'PATCH', url: '/api/v1/consultations/999999', payload: { status: 'closed' }, headers: { cookie } })).statusCode).toBe(404);
    expect(await outbox(t)).toHaveLength(3);
  });
});

describe('a booking made on a Nepali page: e-mails to the student in Nepali', () => {
  it('the confirmation and the status e-mail reach the SMTP server in Nepali, with the date in both calendars; the team notice stays English', async () => {
    const server = await smtp();
    const t = await appWith({ smtpUrl: server.url });
    // 2083-09-01 BS is 2026-12-16, typed with Devanagari digits.
    const res = await book(t, { language: 'ne', preferredDate: '२०८३-०९-०१', email: 'gita@example.com' });
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json() as { id: number; reference: string };
    await waitFor(() => server.received.length === 2, 'the confirmation and the team notice');
    const confirmation = server.received.find((m) => m.to[0] === 'gita@example.com')!;
    expect(confirmation.subject).toBe(`तपाईंको परामर्श अनुरोध ${reference}`);
    expect(confirmation.text).toContain('नमस्ते');
    expect(confirmation.text).toContain('वि.सं. २०८३ पुस १ (ई.सं. २०२६-१२-१६)');
    expect(confirmation.text).toContain(`https://gantavya.example/ne/consultation/status?reference=${reference}`);
    const notice = server.received.find((m) => m.to[0] === 'team@gantavya.example')!;
    expect(notice.subject).toBe(`New consultation booking ${reference} from Sita Sharma`);
    expect(notice.text).toContain('Preferred date: 2026-12-16');
    expect(notice.text).toContain('Language: Nepali');

    const cookie = await t.login();
    expect((await t.req({ method: 'PATCH', url: `/api/v1/consultations/${id}`, payload: { status: 'contacted' }, headers: { cookie } })).statusCode).toBe(200);
    await waitFor(() => server.received.length === 3, 'the status e-mail');
    const status = server.received[2];
    expect(status.to).toEqual(['gita@example.com']);
    expect(status.subject).toBe(`तपाईंको परामर्श अनुरोध ${reference}: अघि बढेको छ`);
    expect(status.text).toContain(`तपाईंको परामर्श अनुरोध ${reference} अघि बढेको छ`);
  });

  it('a booking without a language, or in English, is answered in English; another language is refused with a clear message', async () => {
    const t = await appWith();
    const english = await book(t, { language: 'en', email: 'en@example.com' }, 'booking-key-en-0001');
    expect(english.statusCode).toBe(201);
    expect((await outbox(t))[0].subject).toBe(`Your consultation request ${english.json().reference}`);
    const other = await book(t, { language: 'hi' }, 'booking-key-hi-0001');
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.language).toBe('Choose English or Nepali');
    expect(await outbox(t)).toHaveLength(2);
  });
});

describe('a booking that is answered: the sender', () => {
  it('delivers after the SMTP server was down and comes back, waiting longer after each failure', async () => {
    const port = await freePort();
    const t = await appWith();
    await book(t);
    const sender = senderFor(t, { smtpUrl: `smtp://127.0.0.1:${port}`, baseDelayMs: 60_000 });
    expect(await sender.runOnce()).toBe(0);
    let rows = await outbox(t);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0].last_error).toBeTruthy();
    expect(Date.parse(rows[0].next_attempt_at) - t.clock.now.getTime()).toBe(60_000);
    // Not due yet: no attempt.
    expect(await sender.runOnce()).toBe(0);
    expect((await outbox(t))[0].attempts).toBe(1);
    t.clock.advance(60_000);
    expect(await sender.runOnce()).toBe(0);
    rows = await outbox(t);
    expect(rows[0].attempts).toBe(2);
    expect(Date.parse(rows[0].next_attempt_at) - t.clock.now.getTime()).toBe(120_000);
    const server = await smtp(port);
    t.clock.advance(120_000);
    expect(await sender.runOnce()).toBe(2);
    rows = await outbox(t);
    expect(rows.map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ['sent', 3, null],
      ['sent', 3, null],
    ]);
    expect(server.received).toHaveLength(2);
  });

  it('stops after the last attempt and marks the e-mail failed', async () => {
    const port = await freePort();
    const t = await appWith();
    await book(t);
    const sender = senderFor(t, { smtpUrl: `smtp://127.0.0.1:${port}`, maxAttempts: 3, baseDelayMs: 1_000 });
    for (let i = 0; i < 5; i++) {
      await sender.runOnce();
      t.clock.advance(3_600_000);
    }
    const rows = await outbox(t);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 3],
      ['failed', 3],
    ]);
    expect(await dueEmailIds(t.database.db, t.clock.now, mailConfig({ maxAttempts: 3 }))).toEqual([]);
  });

  it('two senders at once send each e-mail once', async () => {
    const server = await smtp();
    const t = await appWith();
    for (let i = 0; i < 5; i++) await book(t, { email: `student${i}@example.com` }, `two-senders-key-${i}`);
    const a = senderFor(t, { smtpUrl: server.url });
    const b = senderFor(t, { smtpUrl: server.url });
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sentA + sentB).toBe(10);
    expect(server.received).toHaveLength(10);
    expect(new Set(server.received.map((m) => m.messageId)).size).toBe(10);
  });

  it('a restart between claim and send: the e-mail waits for its claim to run out, then is sent once', async () => {
    const server = await smtp();
    const t = await appWith();
    await book(t);
    const policy = mailConfig({ smtpUrl: server.url });
    // The first process claims both e-mails and stops before sending.
    for (const id of await dueEmailIds(t.database.db, t.clock.now, policy)) expect(await claimEmail(t.database.db, id, t.clock.now, policy)).toBeDefined();
    const restarted = senderFor(t, { smtpUrl: server.url });
    expect(await restarted.runOnce()).toBe(0);
    expect(server.received).toHaveLength(0);
    t.clock.advance(policy.leaseMs);
    expect(await restarted.runOnce()).toBe(2);
    expect(await restarted.runOnce()).toBe(0);
    expect(server.received).toHaveLength(2);
    expect((await outbox(t)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('a stop during a send finishes that send and marks it sent: the restarted sender sends nothing again', async () => {
    const server = await smtp();
    const t = await appWith();
    await book(t);
    const first = senderFor(t, { smtpUrl: server.url });
    const held = server.holdMessages();
    first.kick();
    await held.arrived;
    const stopping = first.stop();
    held.release();
    await stopping;
    const rows = await outbox(t);
    expect(rows[0].status).toBe('sent');
    // The second e-mail was not started: it waits, pending, for the next sender.
    expect(rows[1].status).toBe('pending');
    const restarted = senderFor(t, { smtpUrl: server.url });
    expect(await restarted.runOnce()).toBe(1);
    t.clock.advance(24 * 3_600_000);
    expect(await restarted.runOnce()).toBe(0);
    expect(server.received).toHaveLength(2);
    expect(new Set(server.received.map((m) => m.messageId)).size).toBe(2);
  });

  it('a crash after the SMTP server accepted but before it was marked sent: the copy sent again carries the same Message-ID', async () => {
    const server = await smtp();
    const t = await appWith();
    await book(t);
    const policy = mailConfig({ smtpUrl: server.url });
    const [id] = await dueEmailIds(t.database.db, t.clock.now, policy);
    const claimed = (await claimEmail(t.database.db, id, t.clock.now, policy))!;
    const transport = smtpTransport(policy)!;
    await deliver(transport, claimed, policy.from);
    transport.close();
    // ...and the process dies here. After the lease, the restarted sender sends it again.
    t.clock.advance(policy.leaseMs);
    await senderFor(t, { smtpUrl: server.url }).runOnce();
    const copies = server.received.filter((m) => m.to[0] === 'sita@example.com');
    expect(copies).toHaveLength(2);
    expect(copies[0].messageId).toBe(copies[1].messageId);
    expect(copies[0].messageId).toMatch(/^<gantavya-outbox-\d+-\d+@gantavya\.example>$/);
  });
});

describe('a booking that is answered: the status lookup', () => {
  const lookup = (t: TestApp, payload: unknown, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/consultations/status',
      payload: payload as object,
      remoteAddress,
      headers: { host: 'localhost', origin: 'https://gantavya.example', 'content-type': 'application/json' },
    });

  it("a right pair shows the booking's status and date asked for, and nothing else", async () => {
    const t = await appWith();
    const { id, reference } = (await book(t)).json() as { id: number; reference: string };
    const res = await lookup(t, { reference, email: 'sita@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reference, status: 'new', preferredDate: '2026-02-01', reviewToken: null, reviewed: false });
    expect(res.headers['cache-control']).toContain('no-store');
    const cookie = await t.login();
    await t.req({ method: 'PATCH', url: `/api/v1/consultations/${id}`, payload: { status: 'contacted' }, headers: { cookie } });
    // Typed loosely: lower case, a hyphen, an O for a zero, the address in capitals.
    const loose = `${reference.slice(0, 4)}-${reference.slice(4)}`.toLowerCase().replace(/0/g, 'o');
    expect((await lookup(t, { reference: loose, email: ' SITA@example.com ' })).json()).toEqual({
      reference,
      status: 'contacted',
      preferredDate: '2026-02-01',
      reviewToken: null,
      reviewed: false,
    });
  });

  it('a wrong pair gets one generic answer, whether the reference or the e-mail is wrong', async () => {
    const t = await appWith();
    const { reference } = (await book(t)).json() as { reference: string };
    const other = reference[0] === 'A' ? `B${reference.slice(1)}` : `A${reference.slice(1)}`;
    const wrongEmail = await lookup(t, { reference, email: 'someone@example.com' });
    const wrongRef = await lookup(t, { reference: other, email: 'sita@example.com' });
    for (const res of [wrongEmail, wrongRef]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: BOOKING_STATUS_NOT_FOUND } });
    }
    const bad = await lookup(t, { reference: 'x', email: 'no' });
    expect(bad.statusCode).toBe(400);
  });

  it('guessing references is rate-limited per address: 429 with Retry-After, even for a right pair, and other addresses go on', async () => {
    const t = await appWith();
    const { reference } = (await book(t)).json() as { reference: string };
    const limit = t.config.statusLookupLimit.max;
    const guesses = Array.from({ length: limit }, (_, i) => `${String(i).padStart(2, '0')}ZZZZZZ`);
    for (const guess of guesses) expect((await lookup(t, { reference: guess, email: 'sita@example.com' })).statusCode).toBe(404);
    const refused = await lookup(t, { reference, email: 'sita@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().status).toBeUndefined();
    expect((await lookup(t, { reference, email: 'sita@example.com' }, '198.51.100.9')).statusCode).toBe(200);
    t.clock.advance(t.config.statusLookupLimit.windowMs);
    expect((await lookup(t, { reference, email: 'sita@example.com' })).statusCode).toBe(200);
  });
});
