// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import { refreshVerified } from '../../server/queries/licences';
import { LICENCE_AUTHORITY_FACT, LICENCE_GUIDE_REWRITES, LICENCE_GUIDE_SLUG } from '../../src/data/licensing';
import { formatCsv, parseCsv } from '../../server/bulk/csv';
import { createTestApp, createTestDatabase, seedAsOfOlderSchema, type TestApp } from './harness';

let t: TestApp;
let cookie: string;
let id: number;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
  const created = await t.req({
    method: 'POST',
    url: '/api/v1/consultancies',
    headers: { cookie },
    payload: {
      name: 'Real Licensed Education',
      location: 'Putalisadak, Kathmandu',
      phone: '01-4000000',
      email: 'info@real-licensed.com.np',
      website: '',
      rating: 4,
      logo: '',
      coverImage: '',
      specializations: ['Australia'],
      studentsHelped: '100+',
      experience: '3+ years',
      successRate: '90%',
      services: [],
      verified: true,
    },
  });
  expect(created.statusCode).toBe(201);
  id = created.json().id;
});
afterAll(() => t.close());

// The test clock is 2026-01-05.
const LICENCE = {
  number: 'ECS-2081-0042',
  authority: 'bagmati',
  validUntil: '2026-07-15',
  checkedOn: '2025-12-20',
  method: 'register',
  sourceUrl: 'https://example.gov.np/register/42',
  privateNote: 'Spoke to the section officer; the certificate scan is in the team drive.',
};
const put = (consultancyId: number, payload: object, headers: Record<string, string> = { cookie }) =>
  t.req({ method: 'PUT', url: `/api/v1/admin/consultancies/${consultancyId}/licence`, headers, payload });
const publicOf = async (consultancyId: number) => (await t.req({ method: 'GET', url: `/api/v1/consultancies/${consultancyId}` })).json();

describe('API: licence records and the derived "verified"', () => {
  it('a new consultancy is not verified, whatever the body says: verified is never typed', async () => {
    const c = await publicOf(id);
    expect(c.verified).toBe(false);
    expect(c.licence).toBeUndefined();
  });

  it('an admin records a licence: the consultancy becomes verified and shows the public part of it', async () => {
    const res = await put(id, LICENCE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...LICENCE, consultancyId: id });
    const c = await publicOf(id);
    expect(c.verified).toBe(true);
    const { privateNote: _note, ...visible } = LICENCE;
    expect(c.licence).toEqual(visible);
    const read = await t.req({ method: 'GET', url: `/api/v1/admin/consultancies/${id}/licence`, headers: { cookie } });
    expect(read.json().privateNote).toBe(LICENCE.privateNote);
    expect(String(read.headers['cache-control'])).toContain('no-store');
  });

  it('the list filter verified=true uses the derived value', async () => {
    const verified = (await t.req({ method: 'GET', url: '/api/v1/consultancies?verified=true&limit=100' })).json();
    expect(verified.items.map((c: { id: number }) => c.id)).toEqual([id]);
  });

  it('a visitor without a session never reads the private note, through any read', async () => {
    for (const url of [`/api/v1/consultancies/${id}`, `/api/v1/consultancies?limit=100`, `/api/v1/consultancies?ids=${id}`]) {
      const body = (await t.req({ method: 'GET', url })).body;
      expect(body).toContain('ECS-2081-0042');
      expect(body, url).not.toContain('section officer');
      expect(body, url).not.toContain('privateNote');
    }
    for (const url of [`/api/v1/admin/consultancies/${id}/licence`, '/api/v1/admin/licences/due']) {
      const res = await t.req({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain('section officer');
    }
    expect((await put(id, LICENCE, {})).statusCode).toBe(401);
    expect((await t.req({ method: 'DELETE', url: `/api/v1/admin/consultancies/${id}/licence` })).statusCode).toBe(401);
  });

  it('an edit of the consultancy keeps its licence and its derived value', async () => {
    const current = await publicOf(id);
    const { id: _id, sample: _s, verified: _v, licence: _l, ...input } = current;
    const res = await t.req({
      method: 'PUT',
      url: `/api/v1/consultancies/${id}`,
      headers: { cookie },
      payload: { ...input, verified: false, name: 'Real Licensed Education Pvt. Ltd.' },
    });
    expect(res.statusCode).toBe(200);
    const after = await publicOf(id);
    expect(after.name).toBe('Real Licensed Education Pvt. Ltd.');
    expect(after.verified).toBe(true);
    expect(after.licence.number).toBe(LICENCE.number);
  });

  it('a check moved back 13 months is no longer verified, and the dashboard lists it as due', async () => {
    expect((await put(id, { ...LICENCE, checkedOn: '2024-12-05' })).statusCode).toBe(200);
    expect((await publicOf(id)).verified).toBe(false);
    const due = (await t.req({ method: 'GET', url: '/api/v1/admin/licences/due', headers: { cookie } })).json();
    expect(due.items).toEqual([{ consultancyId: id, name: 'Real Licensed Education Pvt. Ltd.', reason: 'check-due', on: '2025-12-06' }]);
  });

  it('the daily job stops counting a licence that expired, without anyone editing it', async () => {
    expect((await put(id, LICENCE)).statusCode).toBe(200);
    expect((await publicOf(id)).verified).toBe(true);
    const later = new Date('2026-07-16T00:30:00.000Z');
    expect(await refreshVerified(t.database.db, later)).toBe(1);
    expect((await publicOf(id)).verified).toBe(false);
    expect(await refreshVerified(t.database.db, later)).toBe(0);
    expect(await refreshVerified(t.database.db, t.clock.now)).toBe(1);
    expect((await publicOf(id)).verified).toBe(true);
  });

  it('bad input is refused with field errors and changes nothing', async () => {
    const res = await put(id, { ...LICENCE, authority: 'nowhere', validUntil: '15-07-2026', sourceUrl: 'http://x', number: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['authority', 'number', 'sourceUrl', 'validUntil']);
    const future = await put(id, { ...LICENCE, checkedOn: '2026-02-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.checkedOn).toMatch(/after today/);
    expect((await publicOf(id)).licence.checkedOn).toBe(LICENCE.checkedOn);
  });

  it('a sample listing cannot hold a licence, and is never verified', async () => {
    const res = await put(1, LICENCE);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/sample listing/);
    expect((await publicOf(1)).verified).toBe(false);
    const samples = (await t.req({ method: 'GET', url: '/api/v1/consultancies?verified=true&limit=100' })).json();
    expect(samples.items.every((c: { sample: boolean }) => !c.sample)).toBe(true);
  });

  it('an unknown consultancy answers 404; removing the licence makes it not verified', async () => {
    expect((await put(99999, LICENCE)).statusCode).toBe(404);
    expect((await t.req({ method: 'DELETE', url: `/api/v1/admin/consultancies/${id}/licence`, headers: { cookie } })).statusCode).toBe(204);
    const c = await publicOf(id);
    expect(c.verified).toBe(false);
    expect(c.licence).toBeUndefined();
    expect((await t.req({ method: 'GET', url: `/api/v1/admin/consultancies/${id}/licence`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.req({ method: 'DELETE', url: `/api/v1/admin/consultancies/${id}/licence`, headers: { cookie } })).statusCode).toBe(404);
  });
});

describe('migration: from a typed "verified" to the derived one', () => {
  it('no record stays verified (none has a licence yet); the licensing fact is added and the seeded guide embeds it', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { db, dialect } = database;
      await migrateUpTo(db, dialect, '0065_planner_visa_length_fact');
      await seedAsOfOlderSchema(database, () => new Date('2026-01-05T08:00:00.000Z'));
      // As a database of before: records typed verified, no licensing fact, the guide's old wording.
      for (const r of await db.selectFrom('consultancies').select(['id', 'data']).where('id', '<=', 3).execute()) {
        await db
          .updateTable('consultancies')
          .set({ verified: 1, data: JSON.stringify({ ...JSON.parse(r.data), verified: true }) })
          .where('id', '=', r.id)
          .execute();
      }
      await db.deleteFrom('facts').where('key', '=', LICENCE_AUTHORITY_FACT).execute();
      const guide = await db.selectFrom('blogs').select(['id', 'data']).where('slug', '=', LICENCE_GUIDE_SLUG).executeTakeFirstOrThrow();
      const seeded = JSON.parse(guide.data) as { body: string };
      const oldBody = LICENCE_GUIDE_REWRITES.reduce((b, [before, after]) => b.replace(after, before), seeded.body);
      expect(oldBody).not.toContain('{{fact');
      await db
        .updateTable('blogs')
        .set({ data: JSON.stringify({ ...seeded, body: oldBody }) })
        .where('id', '=', guide.id)
        .execute();

      await migrateToLatest(db, dialect);
      const verified = await db.selectFrom('consultancies').select(['id', 'data']).where('verified', '=', 1).execute();
      expect(verified).toEqual([]);
      for (const r of await db.selectFrom('consultancies').select('data').execute()) expect(JSON.parse(r.data).verified).toBe(false);
      expect(await db.selectFrom('facts').select('key').where('key', '=', LICENCE_AUTHORITY_FACT).executeTakeFirst()).toBeDefined();
      const after = await db.selectFrom('blogs').select('data').where('slug', '=', LICENCE_GUIDE_SLUG).executeTakeFirstOrThrow();
      expect(JSON.parse(after.data).body).toBe(seeded.body);
    } finally {
      await drop();
    }
  });
});

describe('API: the scan of a licence certificate, kept for the team only', () => {
  /** The first bytes of a PNG, then filler: enough for the content check. */
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
  const SCAN_NAME = 'certificate-private-scan.png';
  const scanUrl = (consultancyId: number) => `/api/v1/admin/consultancies/${consultancyId}/licence/scan`;
  const upload = (consultancyId: number, file: { name: string; data: string }, headers: Record<string, string> = { cookie }) =>
    t.req({ method: 'PUT', url: scanUrl(consultancyId), headers, payload: file });
  let scanned: number;
  beforeAll(async () => {
    const { id: _i, sample: _s, verified: _v, licence: _l, ...fields } = await publicOf(id);
    const created = await t.req({
      method: 'POST',
      url: '/api/v1/consultancies',
      headers: { cookie },
      payload: { ...fields, name: 'Scanned Licence Education' },
    });
    scanned = created.json().id;
  });

  it('needs a licence on record first; then an admin keeps a scan, reads what it is with the licence, and downloads it as an attachment', async () => {
    expect((await upload(scanned, { name: SCAN_NAME, data: PNG.toString('base64') })).statusCode).toBe(404);
    expect((await put(scanned, LICENCE)).statusCode).toBe(200);
    const kept = await upload(scanned, { name: SCAN_NAME, data: PNG.toString('base64') });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().scan).toEqual({ name: SCAN_NAME, type: 'image/png', size: PNG.length, uploadedAt: expect.any(String) });
    expect((await t.req({ method: 'GET', url: `/api/v1/admin/consultancies/${scanned}/licence`, headers: { cookie } })).json().scan).toMatchObject({
      name: SCAN_NAME,
    });
    // Saving the licence again keeps its scan.
    expect((await put(scanned, { ...LICENCE, number: 'ECS-2081-0043' })).json().scan).toMatchObject({ name: SCAN_NAME });
    const file = await t.req({ method: 'GET', url: scanUrl(scanned), headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="certificate-private-scan.png"/);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('a visitor without a session can never read, replace or remove a scan, nor learn its name from any public read', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.req({ method, url: scanUrl(scanned), ...(method === 'PUT' ? { payload: { name: 'x.png', data: PNG.toString('base64') } } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.rawPayload.includes(PNG)).toBe(false);
    }
    const licence = await t.req({ method: 'GET', url: `/api/v1/admin/consultancies/${scanned}/licence` });
    expect(licence.statusCode).toBe(401);
    for (const url of [`/api/v1/consultancies/${scanned}`, `/api/v1/consultancies?ids=${scanned}`, '/api/v1/consultancy-list?search=scanned%20licence']) {
      const res = await t.req({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(SCAN_NAME);
      expect(res.body).not.toContain(PNG.toString('base64'));
    }
    // Still there for the team.
    expect((await t.req({ method: 'GET', url: scanUrl(scanned), headers: { cookie } })).statusCode).toBe(200);
  });

  it('a file that is no image or PDF, an empty one, or one too large is refused with a clear message and the kept scan stays', async () => {
    for (const data of [Buffer.from('<svg onload="alert(1)"></svg>'), Buffer.alloc(0), Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])]) {
      const res = await upload(scanned, { name: 'bad.png', data: data.toString('base64') });
      expect(res.statusCode).toBe(400);
      // Each says why, in the message or against the field (a body over the size is refused by the schema).
      expect(JSON.stringify(res.json().error)).toMatch(/Attach images \(JPEG, PNG or WebP\) or PDF files only|Each file can be at most 2 MB/);
    }
    expect((await t.req({ method: 'GET', url: `/api/v1/admin/consultancies/${scanned}/licence`, headers: { cookie } })).json().scan).toMatchObject({
      name: SCAN_NAME,
    });
  });

  it('an admin removes the scan; removing the licence removes its scan too', async () => {
    expect((await t.req({ method: 'DELETE', url: scanUrl(scanned), headers: { cookie } })).statusCode).toBe(204);
    expect((await t.req({ method: 'GET', url: scanUrl(scanned), headers: { cookie } })).statusCode).toBe(404);
    expect((await t.req({ method: 'DELETE', url: scanUrl(scanned), headers: { cookie } })).statusCode).toBe(404);
    expect((await upload(scanned, { name: SCAN_NAME, data: PNG.toString('base64') })).statusCode).toBe(200);
    expect((await t.req({ method: 'DELETE', url: `/api/v1/admin/consultancies/${scanned}/licence`, headers: { cookie } })).statusCode).toBe(204);
    expect(await t.database.db.selectFrom('licence_scans').selectAll().where('consultancy_id', '=', scanned).execute()).toEqual([]);
  });
});

describe('API: every change to a licence is in its history, and any version can be restored in one step', () => {
  const history = (consultancyId: number, headers: Record<string, string> = { cookie }) =>
    t.req({ method: 'GET', url: `/api/v1/admin/consultancies/${consultancyId}/licence/history`, headers });
  const restore = (consultancyId: number, changeId: number) =>
    t.req({ method: 'POST', url: `/api/v1/admin/consultancies/${consultancyId}/licence/history/${changeId}/restore`, headers: { cookie } });

  it('recorded, edited, removed: each change has who, when, before and after; restoring undoes an edit and brings a removed licence back', async () => {
    const made = await t.req({
      method: 'POST',
      url: '/api/v1/consultancies',
      headers: { cookie },
      payload: { ...(await publicOf(id)), id: undefined, licence: undefined, reviews: undefined, name: 'Licence History Education' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const cid = made.json().id as number;
    expect((await put(cid, LICENCE)).statusCode).toBe(200);
    expect((await put(cid, { ...LICENCE, number: 'ECS-2081-0043' })).statusCode).toBe(200);
    const items = (await history(cid)).json().items as Array<{
      id: number;
      action: string;
      before: { number: string } | null;
      after: { number: string } | null;
      adminEmail: string;
    }>;
    expect(items.map((c) => c.action)).toEqual(['edited', 'created']);
    expect(items[0]).toMatchObject({ before: { number: 'ECS-2081-0042' }, after: { number: 'ECS-2081-0043' }, adminEmail: expect.stringContaining('@') });
    expect(items[1].before).toBeNull();

    const undone = await restore(cid, items[0].id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().number).toBe('ECS-2081-0042');

    expect((await t.req({ method: 'DELETE', url: `/api/v1/admin/consultancies/${cid}/licence`, headers: { cookie } })).statusCode).toBe(204);
    const afterRemoval = (await history(cid)).json().items as Array<{ id: number; action: string }>;
    expect(afterRemoval.map((c) => c.action)).toEqual(['deleted', 'restored', 'edited', 'created']);
    const back = await restore(cid, afterRemoval[0].id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().number).toBe('ECS-2081-0042');
    expect((await publicOf(cid)).licence).toMatchObject({ authority: 'bagmati' });

    // The change that made the licence has nothing before it; a change of another record is not found.
    expect((await restore(cid, items[1].id)).statusCode).toBe(400);
    expect((await restore(id, items[0].id)).statusCode).toBe(404);
    // Only the team reads it.
    expect((await history(cid, {})).statusCode).toBe(401);
  });
});

describe("API: a branch's own licence", () => {
  // The test clock is 2026-01-05.
  const BRANCH_LICENCE = { number: 'GP-2082-0007', authority: 'gandaki', validUntil: '2026-12-31', checkedOn: '2025-11-02', method: 'document' };
  const pokhara = { name: 'Pokhara branch', location: 'Lakeside, Pokhara', phone: '061-000000', email: 'pokhara@real-licensed.com.np', city: 'Pokhara' };
  let branchOwnerId: number;
  const inputOf = async (consultancyId: number) => {
    const { id: _id, sample: _s, verified: _v, licence: _l, reviews: _r, notice: _n, ...input } = await publicOf(consultancyId);
    return input;
  };
  const putConsultancy = (consultancyId: number, payload: object) =>
    t.req({ method: 'PUT', url: `/api/v1/consultancies/${consultancyId}`, headers: { cookie }, payload });

  beforeAll(async () => {
    const created = await t.req({
      method: 'POST',
      url: '/api/v1/consultancies',
      headers: { cookie },
      payload: { ...(await inputOf(id)), name: 'Branching Education', branches: [pokhara] },
    });
    expect(created.statusCode, created.body).toBe(201);
    branchOwnerId = created.json().id;
  });

  it('an admin records a licence on a branch: visitors read it on the branch, and the head office stays as it was', async () => {
    const res = await putConsultancy(branchOwnerId, { ...(await inputOf(branchOwnerId)), branches: [{ ...pokhara, licence: BRANCH_LICENCE }] });
    expect(res.statusCode, res.body).toBe(200);
    const c = await publicOf(branchOwnerId);
    expect(c.branches[0].licence).toEqual(BRANCH_LICENCE);
    expect(c.licence).toBeUndefined();
    expect(c.verified).toBe(false);
  });

  it("a branch's licence due for a check is on the dashboard's list, named with its branch", async () => {
    const input = await inputOf(branchOwnerId);
    const res = await putConsultancy(branchOwnerId, { ...input, branches: [{ ...pokhara, licence: { ...BRANCH_LICENCE, checkedOn: '2024-12-01' } }] });
    expect(res.statusCode, res.body).toBe(200);
    const due = (await t.req({ method: 'GET', url: '/api/v1/admin/licences/due', headers: { cookie } })).json();
    expect(due.items).toContainEqual({
      consultancyId: branchOwnerId,
      name: 'Branching Education',
      branch: 'Pokhara branch',
      reason: 'check-due',
      on: '2025-12-02',
    });
  });

  it('a branch licence checked after today, or half filled in, is refused with its field named and nothing changes', async () => {
    const before = await publicOf(branchOwnerId);
    const input = await inputOf(branchOwnerId);
    const future = await putConsultancy(branchOwnerId, {
      ...input,
      name: 'Renamed',
      branches: [{ ...pokhara, licence: { ...BRANCH_LICENCE, checkedOn: '2026-02-01' } }],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields['branches.0.licence.checkedOn']).toMatch(/after today/);
    const half = await putConsultancy(branchOwnerId, { ...input, name: 'Renamed', branches: [{ ...pokhara, licence: { number: 'GP-1' } }] });
    expect(half.statusCode).toBe(400);
    expect(Object.keys(half.json().error.fields)).toEqual(expect.arrayContaining(['branches.0.licence.authority', 'branches.0.licence.checkedOn']));
    expect(await publicOf(branchOwnerId)).toEqual(before);
    const created = await t.req({
      method: 'POST',
      url: '/api/v1/consultancies',
      headers: { cookie },
      payload: { ...input, name: 'Never Made', branches: [{ ...pokhara, licence: { ...BRANCH_LICENCE, checkedOn: '2026-02-01' } }] },
    });
    expect(created.statusCode).toBe(400);
    const all = (await t.req({ method: 'GET', url: '/api/v1/consultancies?limit=100&q=Never%20Made', headers: { cookie } })).json();
    expect(all.items).toEqual([]);
  });

  it("a sample listing's branches cannot hold a licence: refused through the editor's write and the bulk import alike", async () => {
    const sample = await inputOf(1);
    const branches = [{ ...pokhara, licence: BRANCH_LICENCE }];
    const res = await putConsultancy(1, { ...sample, branches });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.branches).toMatch(/sample listing/);
    expect((await publicOf(1)).branches ?? []).not.toContainEqual(expect.objectContaining({ licence: expect.anything() }));
    const exported = await t.req({ method: 'GET', url: '/api/v1/admin/bulk/consultancies/export.csv', headers: { cookie } });
    const parsed = parseCsv(exported.body);
    if (!parsed.ok) throw new Error(parsed.reason);
    const [header, ...rows] = parsed.records.map((r) => r.cells);
    const row = rows.find((r) => r[header.indexOf('id')] === '1')!;
    row[header.indexOf('branches')] = JSON.stringify(branches);
    const preview = await t.req({
      method: 'POST',
      url: '/api/v1/admin/bulk/consultancies/preview',
      headers: { cookie },
      payload: { csv: formatCsv([header, row]) },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows[0]).toMatchObject({ action: 'rejected', problems: [{ column: 'branches', reason: expect.stringMatching(/sample listing/) }] });
  });
});
