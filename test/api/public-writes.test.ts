// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../src/domain/wire';
import { sweepExpired } from '../../server/sweep';
import { booking, createTestApp, type TestApp } from './harness';

const post = (t: TestApp, payload: unknown, key?: string, url = '/api/v1/consultations') =>
  t.req({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: key === undefined ? {} : { 'idempotency-key': key } });

describe('Idempotency-Key on public writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { publicWriteLimit: { max: 1000, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('V15.3.1 V14.2.6 the same key with a different body answers 422 IDEMPOTENCY_KEY_REUSED and reveals nothing of the first booking', async () => {
    const key = 'replay-attack-key-0001';
    const first = await post(t, booking({ fullName: 'Sita Sharma', email: 'sita.private@example.com', phone: '9841234567', message: 'My private plans' }), key);
    expect(first.statusCode).toBe(201);
    // The attack as it was tried: the key again with only a name.
    const probe = await post(t, { fullName: 'x' }, key);
    expect(probe.statusCode).toBe(422);
    expect(probe.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    for (const secret of ['Sita', 'sita.private@example.com', '9841234567', 'My private plans', String(first.json().id)])
      expect(probe.body).not.toContain(secret);
    // A valid but different booking under the same key: refused too, and nothing stored.
    const other = await post(t, booking({ fullName: 'Somebody Else' }), key);
    expect(other.statusCode).toBe(422);
    expect(await t.database.db.selectFrom('bookings').select('id').where('data', 'like', '%Somebody Else%').execute()).toEqual([]);
  });

  it('V15.3.1 the same key with the same body replays the first answer: the receipt (reference, status, whether a confirmation was e-mailed) only, never the personal data', async () => {
    const key = 'same-body-key-000001';
    const payload = booking({ fullName: 'Hari Prasad', email: 'hari@example.com' });
    const first = await post(t, payload, key);
    const again = await post(t, payload, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(Object.keys(again.json()).sort()).toEqual(['confirmationEmailed', 'id', 'reference', 'status']);
    expect(again.body).not.toContain('Hari');
    expect(await t.database.db.selectFrom('bookings').select('id').where('data', 'like', '%Hari Prasad%').execute()).toHaveLength(1);
  });

  it('V14.2.6 the key is stored with the SHA-256 of the body and the receipt, not the booking', async () => {
    const key = 'stored-hash-key-0001';
    const payload = booking({ fullName: 'Gita Thapa', email: 'gita@example.com' });
    await post(t, payload, key);
    const row = await t.database.db.selectFrom('idempotency_keys').selectAll().where('key', '=', `booking:${key}`).executeTakeFirstOrThrow();
    expect(row.request_hash).toBe(createHash('sha256').update(JSON.stringify(payload)).digest('hex'));
    expect(row.body).not.toContain('Gita');
    expect(row.body).not.toContain('gita@example.com');
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(IDEMPOTENCY_KEY_TTL_MS);
  });

  it('V15.3.1 a contact message replays its reference only, and a different message under its key is refused', async () => {
    const key = 'contact-replay-key-01';
    const message = { name: 'Ram', email: 'ram@example.com', subject: 'Visa', message: 'A private question' };
    const first = await post(t, message, key, '/api/v1/contact');
    const again = await post(t, message, key, '/api/v1/contact');
    expect(again.json()).toEqual(first.json());
    expect(Object.keys(again.json())).toEqual(['id']);
    const probe = await post(t, { ...message, message: 'other' }, key, '/api/v1/contact');
    expect(probe.statusCode).toBe(422);
    expect(probe.body).not.toContain('private');
  });

  it('V2.2.1 a key has 16 to 128 visible ASCII characters; others are refused with 400 and store nothing', async () => {
    const before = (await t.database.db.selectFrom('bookings').select('id').execute()).length;
    for (const bad of ['k'.repeat(15), 'k'.repeat(129), 'has a space in it!!', `tab\there-and-more-chars`, 'ünïcödé-key-0000001', '']) {
      const res = await post(t, booking(), bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.fields['Idempotency-Key']).toMatch(/16 to 128/);
    }
    expect((await t.database.db.selectFrom('bookings').select('id').execute()).length).toBe(before);
    expect((await post(t, booking(), 'a'.repeat(16))).statusCode).toBe(201);
    expect((await post(t, booking(), 'b'.repeat(128))).statusCode).toBe(201);
  });

  it('V14.2.7 a key expires after 24 hours: then it names a new request', async () => {
    const key = 'expiring-key-0000001';
    const first = await post(t, booking({ fullName: 'Day One' }), key);
    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS - 1000);
    expect((await post(t, booking({ fullName: 'Day Two' }), key)).statusCode).toBe(422);
    t.clock.advance(2000);
    const later = await post(t, booking({ fullName: 'Day Two' }), key);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('V2.3.3 two concurrent requests with one key and different bodies store one booking; the other is refused', async () => {
    const key = 'race-two-bodies-0001';
    const [a, b] = await Promise.all([post(t, booking({ fullName: 'Racer One' }), key), post(t, booking({ fullName: 'Racer Two' }), key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const stored = await t.database.db.selectFrom('bookings').select('id').where('data', 'like', '%Racer%').execute();
    expect(stored).toHaveLength(1);
  });
});

describe('the public write limit', () => {
  it('V2.4.1 V15.4.2 30 bookings sent at once from one address: exactly the allowed 5 are stored, the rest get 429 with Retry-After', async () => {
    const t = await createTestApp({ seed: false, config: { publicWriteLimit: { max: 5, windowMs: 10 * 60_000 } } });
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post(t, booking({ fullName: `Flood ${i}` }))));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(25);
      for (const a of answers.filter((x) => x.statusCode === 429)) expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
      expect(await t.database.db.selectFrom('bookings').select('id').execute()).toHaveLength(5);
      // Refused requests are not recorded: the window frees on time.
      expect(await t.database.db.selectFrom('rate_events').select('id').execute()).toHaveLength(5);
      t.clock.advance(10 * 60_000 + 1);
      expect((await post(t, booking())).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe('expired idempotency keys and old rate events are removed', () => {
  it('V14.2.7 sweepExpired deletes keys past their expiry and rate events past the window, and keeps the rest', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const window = t.config.publicWriteLimit.windowMs;
      await post(t, booking(), 'old-key-000000000001');
      t.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1);
      await post(t, booking(), 'new-key-000000000001');
      const removed = await sweepExpired(t.database.db, t.clock.now, { rateWindowMs: window });
      expect(removed).toEqual({ idempotencyKeys: 1, rateEvents: 1 });
      expect((await t.database.db.selectFrom('idempotency_keys').select('key').execute()).map((r) => r.key)).toEqual(['booking:new-key-000000000001']);
      expect(await t.database.db.selectFrom('rate_events').select('id').execute()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('V14.2.7 the app sweeps on its own schedule', async () => {
    const t = await createTestApp({ seed: false, config: { sweepEveryMs: 50 } });
    try {
      await post(t, booking(), 'scheduled-sweep-0001');
      expect(await t.database.db.selectFrom('idempotency_keys').select('key').execute()).toHaveLength(1);
      t.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1);
      await vi.waitFor(async () => expect(await t.database.db.selectFrom('idempotency_keys').select('key').execute()).toHaveLength(0), {
        timeout: 5000,
        interval: 25,
      });
      await vi.waitFor(async () => expect(await t.database.db.selectFrom('rate_events').select('id').execute()).toHaveLength(0), {
        timeout: 5000,
        interval: 25,
      });
    } finally {
      await t.close();
    }
  });
});
