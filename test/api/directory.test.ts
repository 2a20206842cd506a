// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { NEPAL_PHONE_RE } from '../../src/domain/common';
import { SAMPLE_PHONE, decodeDirectory, type DirectoryFile, type DirectoryManifest } from '../../src/domain/directory';
import { recordSoundKey, soundKey } from '../../src/domain/soundKey';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import { booking, createTestApp, createTestDatabase, type TestApp } from './harness';

const API = '/api/v1';
const ENTRY_KEYS = ['id', 'name', 'location', 'rating', 'verified', 'logo', 'specializations', 'sample', 'soundKey'];

let dir: string | undefined;
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  // Two apps on one database, each with its own connection (as two API processes): on SQLite a file
  // both open, on PostgreSQL one database.
  dir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'gantavya-directory-'));
  t = await createTestApp({ dataDir: dir });
  other = await createTestApp({ sameDatabaseAs: t });
});
afterAll(async () => {
  await other.close();
  await t.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function manifest(app: TestApp = t): Promise<DirectoryManifest> {
  const res = await app.req({ method: 'GET', url: `${API}/directory` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function file(app: TestApp = t) {
  const m = await manifest(app);
  const res = await app.req({ method: 'GET', url: `${API}${m.file}` });
  expect(res.statusCode).toBe(200);
  const entries = decodeDirectory(res.json());
  expect(entries).not.toBeNull();
  return { m, res, entries: entries! };
}

/** An existing consultancy's fields (a valid body to create or update with). */
async function consultancyInput(id: number, over: Record<string, unknown> = {}) {
  const { id: _id, sample: _sample, ...input } = (await t.req({ method: 'GET', url: `${API}/consultancies/${id}` })).json();
  return { ...input, ...over };
}

describe('API: the published directory', () => {
  it('GET /directory names the current file by its hash, revalidated on every use (no-cache, ETag, 304)', async () => {
    const res = await t.req({ method: 'GET', url: `${API}/directory` });
    expect(res.statusCode).toBe(200);
    const m: DirectoryManifest = res.json();
    expect(m.hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(m.file).toBe(`/directory/${m.hash}.json`);
    expect(m.count).toBe(CONSULTANCIES.length);
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await t.req({ method: 'GET', url: `${API}/directory`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('the hashed file is cached as immutable, and its name is the hash of its bytes', async () => {
    const { m, res } = await file();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(createHash('sha256').update(res.rawPayload).digest('base64url').slice(0, 22)).toBe(m.hash);
    const revalidated = await t.req({ method: 'GET', url: `${API}${m.file}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('holds every consultancy of the database with the search fields and what a suggestion row shows, and nothing else', async () => {
    const { entries, res } = await file();
    const list = (await t.req({ method: 'GET', url: `${API}/consultancies?limit=100` })).json();
    expect(entries.map((e) => e.id)).toEqual(list.items.map((c: { id: number }) => c.id));
    for (const e of entries) expect(Object.keys(e)).toEqual(ENTRY_KEYS);
    const first = list.items[0];
    expect(entries[0]).toEqual({
      id: first.id,
      name: first.name,
      location: first.location,
      rating: first.rating,
      verified: first.verified,
      logo: first.logo,
      specializations: first.specializations,
      sample: true,
      // The sound key by which a name typed in Devanagari finds it, made on the server.
      soundKey: recordSoundKey([first.name, first.location, ...first.specializations]),
    });
    expect(res.body).not.toContain(first.email);
    // Compact: each consultancy one row, its logo and destinations as indexes into tables of their own.
    const body = res.json() as DirectoryFile;
    expect(body.consultancies[0]).toEqual([
      first.id,
      first.name,
      first.location,
      first.rating,
      0,
      first.verified ? 3 : 2,
      0,
      expect.any(Array),
      entries[0].soundKey,
    ]);
    expect(body.logos.length).toBeLessThan(entries.length);
  });

  it('the hash changes when an admin creates, renames and deletes a consultancy, and the file follows', async () => {
    const cookie = await t.login();
    const start = await file();

    const created = await t.req({
      method: 'POST',
      url: `${API}/consultancies`,
      payload: await consultancyInput(2, { name: 'Directory Test Consultancy' }),
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const afterCreate = await file();
    expect(afterCreate.m.hash).not.toBe(start.m.hash);
    expect(afterCreate.entries.find((e) => e.id === id)).toMatchObject({ name: 'Directory Test Consultancy', sample: false });

    const renamed = await t.req({
      method: 'PUT',
      url: `${API}/consultancies/${id}`,
      payload: await consultancyInput(id, { name: 'Directory Test Renamed' }),
      headers: { cookie },
    });
    expect(renamed.statusCode).toBe(200);
    const afterRename = await file();
    expect(afterRename.m.hash).not.toBe(afterCreate.m.hash);
    expect(afterRename.entries.find((e) => e.id === id)?.name).toBe('Directory Test Renamed');

    expect((await t.req({ method: 'DELETE', url: `${API}/consultancies/${id}`, headers: { cookie } })).statusCode).toBe(204);
    const afterDelete = await file();
    expect(afterDelete.entries.map((e) => e.id)).not.toContain(id);
    // Back to the same rows: back to the same bytes and the same hash.
    expect(afterDelete.m.hash).toBe(start.m.hash);
    expect(afterDelete.res.rawPayload.equals(start.res.rawPayload)).toBe(true);

    // A file that is no longer current is gone, and nothing keeps that answer.
    const gone = await t.req({ method: 'GET', url: `${API}${afterRename.m.file}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(gone.json().error.code).toBe('NOT_FOUND');
  });

  it('a write that changes nothing a suggestion shows (a phone number) leaves the file as it was', async () => {
    const cookie = await t.login();
    const created = await t.req({
      method: 'POST',
      url: `${API}/consultancies`,
      payload: await consultancyInput(3, { name: 'Quiet Edit Consultancy', phone: '01-4411223' }),
      headers: { cookie },
    });
    const id = created.json().id;
    const before = await manifest();
    await t.req({ method: 'PUT', url: `${API}/consultancies/${id}`, payload: await consultancyInput(id, { phone: '01-4411224' }), headers: { cookie } });
    expect((await manifest()).hash).toBe(before.hash);
    await t.req({ method: 'DELETE', url: `${API}/consultancies/${id}`, headers: { cookie } });
  });

  it('two app instances on one database serve the same bytes for the same version, before and after a write by one of them', async () => {
    const a = await file(t);
    const b = await file(other);
    expect(b.m).toEqual(a.m);
    expect(b.res.rawPayload.equals(a.res.rawPayload)).toBe(true);

    const cookie = await t.login();
    const created = await t.req({
      method: 'POST',
      url: `${API}/consultancies`,
      payload: await consultancyInput(4, { name: 'Two Process Consultancy' }),
      headers: { cookie },
    });
    const id = created.json().id;
    const b2 = await file(other); // the other process sees the write on its next read
    const a2 = await file(t);
    expect(b2.m.hash).not.toBe(a.m.hash);
    expect(b2.m).toEqual(a2.m);
    expect(b2.res.rawPayload.equals(a2.res.rawPayload)).toBe(true);
    expect(b2.entries.find((e) => e.id === id)?.name).toBe('Two Process Consultancy');
    // Either process serves the file the other one named.
    expect((await other.req({ method: 'GET', url: `${API}${a2.m.file}` })).statusCode).toBe(200);
    await t.req({ method: 'DELETE', url: `${API}/consultancies/${id}`, headers: { cookie } });
  });

  it.each([
    ['a name that is not a hash', 'not-a-hash.json'],
    ['a hash without .json', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a made-up hash', 'AAAAAAAAAAAAAAAAAAAAAA.json'],
    ['path characters', '..%2F..%2Fpackage.json'],
  ])('an unknown file is a 404 with a clear message: %s', async (_what, name) => {
    const res = await t.req({ method: 'GET', url: `${API}/directory/${name}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/not the current one/);
  });
});

describe('API: sample records', () => {
  it('every seeded record is a sample, and none has a phone number in a real format, branches included', async () => {
    const list = (await t.req({ method: 'GET', url: `${API}/consultancies?limit=100` })).json();
    const seeded = list.items.filter((c: { id: number }) => c.id <= CONSULTANCIES.length);
    expect(seeded).toHaveLength(CONSULTANCIES.length);
    for (const c of seeded) {
      expect(c.sample, c.name).toBe(true);
      for (const phone of [c.phone, ...(c.branches ?? []).map((b: { phone: string }) => b.phone)]) {
        expect(NEPAL_PHONE_RE.test(phone.replace(/[\s-]/g, '')), phone).toBe(false);
      }
    }
  });

  it('a record an admin creates is not a sample, even when the body says it is', async () => {
    const cookie = await t.login();
    const res = await t.req({
      method: 'POST',
      url: `${API}/consultancies`,
      payload: { ...(await consultancyInput(5, { name: 'Real Listing Consultancy', phone: '01-4411223' })), sample: true },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().sample).toBe(false);
    expect((await t.req({ method: 'GET', url: `${API}/consultancies/${res.json().id}` })).json()).toMatchObject({ sample: false, phone: '01-4411223' });
    await t.req({ method: 'DELETE', url: `${API}/consultancies/${res.json().id}`, headers: { cookie } });
  });

  it('an admin edit keeps a sample record a sample (the body cannot change the flag)', async () => {
    const cookie = await t.login();
    const input = await consultancyInput(6);
    const res = await t.req({
      method: 'PUT',
      url: `${API}/consultancies/6`,
      payload: { ...input, sample: false, experience: '9+ years' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sample: true, experience: '9+ years' });
  });

  it('an older database learns which records are samples: the seeded ones, whose numbers are removed', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { db, dialect } = database;
      // A database from before the sample flag: every migration up to the one before it.
      await migrateUpTo(db, dialect, '0011_idempotency_keys_hashed');
      const [seeded, added] = [CONSULTANCIES[0], { ...CONSULTANCIES[1], email: 'hello@real-business.com.np' }];
      for (const c of [seeded, added]) {
        const { id: _id, sample: _sample, ...legacy } = c;
        const old = { ...legacy, phone: '01-4412345', branches: [{ name: 'Branch', location: 'Pokhara', phone: '061-4412345', email: 'b@x.example' }] };
        await db
          .insertInto('consultancies')
          .values({ rating: c.rating, verified: 1, specializations: '', search: '', data: JSON.stringify(old) })
          .execute();
      }
      await migrateToLatest(db, dialect);
      const rows = (await db.selectFrom('consultancies').select('data').orderBy('id').execute()).map((r) => JSON.parse(r.data));
      expect(rows[0]).toMatchObject({ sample: true, phone: SAMPLE_PHONE, branches: [{ phone: SAMPLE_PHONE }] });
      expect(rows[1]).toMatchObject({ sample: false, phone: '01-4412345', branches: [{ phone: '061-4412345' }] });
    } finally {
      await drop();
    }
  });
});

describe('API: bookings name a consultancy of the database', () => {
  it('a booking stores the consultancy id it was made for', async () => {
    const res = await t.req({ method: 'POST', url: `${API}/consultations`, payload: booking({ consultancyId: 7, email: 'for-seven@example.com' }) });
    expect(res.statusCode).toBe(201);
    const cookie = await t.login();
    const stored = (await t.req({ method: 'GET', url: `${API}/consultations/${res.json().id}`, headers: { cookie } })).json();
    expect(stored.consultancyId).toBe(7);
  });

  it('a booking for a consultancy that is no longer listed is refused with a clear message and stores nothing', async () => {
    const cookie = await t.login();
    const created = await t.req({
      method: 'POST',
      url: `${API}/consultancies`,
      payload: await consultancyInput(8, { name: 'Soon Gone Consultancy' }),
      headers: { cookie },
    });
    const id = created.json().id;
    await t.req({ method: 'DELETE', url: `${API}/consultancies/${id}`, headers: { cookie } });
    const before = (await t.req({ method: 'GET', url: `${API}/consultations?limit=1`, headers: { cookie } })).json().total;
    const res = await t.req({ method: 'POST', url: `${API}/consultations`, payload: booking({ consultancyId: id, email: 'gone@example.com' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.consultancyId).toMatch(/no longer listed/);
    expect((await t.req({ method: 'GET', url: `${API}/consultations?limit=1`, headers: { cookie } })).json().total).toBe(before);
  });

  it('an older database gets a sound key for each consultancy, so a Devanagari search finds the records it had', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { db, dialect } = database;
      // A database from before the sound key, with one whole record and one row that is not a record.
      await migrateUpTo(db, dialect, '0100_consultancy_list_columns');
      const { id: _id, ...record } = CONSULTANCIES[0];
      await db
        .insertInto('consultancies')
        .values({ rating: 4, verified: 0, specializations: '', search: '', data: JSON.stringify(record) })
        .execute();
      await db.insertInto('consultancies').values({ rating: 4, verified: 0, specializations: '', search: '', data: '{"name":1}' }).execute();
      await migrateToLatest(db, dialect);
      const keys = (await db.selectFrom('consultancies').select('sound_key').orderBy('id').execute()).map((r) => r.sound_key);
      expect(keys[0]).toContain(soundKey('काठमाडौं'));
      expect(keys[1]).toBe('');
    } finally {
      await drop();
    }
  });
});
