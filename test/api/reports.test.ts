// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { REPORT_FILE_BYTES_MAX, type AdminReport } from '../../src/domain/report';
import { REPORT_LIMIT } from '../../server/routes/public/reports';
import { createTestApp, type TestApp } from './harness';

const API = '/api/v1';
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

async function appAndAdmin() {
  const t = await createTestApp({ config: { publicOrigin: 'https://gantavya.example' } });
  cleanups.push(() => t.close());
  return { t, cookie: await t.login() };
}

/** The first bytes of a PNG, then filler: enough for the content check. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const PDF = Buffer.from('%PDF-1.7\n% evidence\n');
const TEXT = 'They kept my passport and asked for another fee in cash without a receipt.';

let keyCount = 0;
const key = () => `report-key-${String(++keyCount).padStart(8, '0')}`;
const report = (t: TestApp, body: Record<string, unknown>, idempotencyKey = key()) =>
  t.req({
    method: 'POST',
    url: `${API}/reports`,
    payload: { consultancyId: 1, whatHappened: TEXT, contact: '', files: [], ...body },
    headers: { 'idempotency-key': idempotencyKey },
  });

describe('report a problem with a consultancy', () => {
  it('a report with evidence reaches the team’s queue and the team’s e-mail; the files are checked by content and kept for the team', async () => {
    const { t, cookie } = await appAndAdmin();
    const sent = await report(
      t,
      {
        contact: 'worried.parent@example.com',
        files: [
          { name: 'receipt.png', data: PNG.toString('base64') },
          { name: 'contract.pdf', data: PDF.toString('base64') },
        ],
      },
      'report-key-first-0001',
    );
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json() as { id: number };
    // A retry with the same key stores nothing twice and e-mails the team once.
    expect(
      (
        await report(
          t,
          {
            contact: 'worried.parent@example.com',
            files: [
              { name: 'receipt.png', data: PNG.toString('base64') },
              { name: 'contract.pdf', data: PDF.toString('base64') },
            ],
          },
          'report-key-first-0001',
        )
      ).json(),
    ).toEqual({ id });
    const mails = await t.database.db.selectFrom('email_outbox').selectAll().where('kind', '=', 'report-team-notice').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(t.config.mail.teamAddress);
    expect(mails[0]!.body).toContain(TEXT);
    expect(mails[0]!.body).toContain(`https://gantavya.example/admin/reports?open=${id}`);
    const queue = (await t.req({ url: `${API}/reports?status=new`, headers: { cookie } })).json().items as AdminReport[];
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      id,
      consultancyId: 1,
      whatHappened: TEXT,
      contact: 'worried.parent@example.com',
      status: 'new',
      note: '',
      confirmed: false,
      publicNotice: '',
    });
    expect(queue[0]!.files.map((f) => [f.name, f.type, f.size])).toEqual([
      ['receipt.png', 'image/png', PNG.length],
      ['contract.pdf', 'application/pdf', PDF.length],
    ]);
    const file = await t.req({ url: `${API}/reports/${id}/files/${queue[0]!.files[0]!.id}`, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="receipt.png"/);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('a file that is not an image or a PDF by its content is refused, whatever its name; nothing is stored', async () => {
    const { t } = await appAndAdmin();
    const html = Buffer.from('<script>alert(1)</script>').toString('base64');
    const res = await report(t, { files: [{ name: 'photo.png', data: html }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.files).toContain('photo.png: Attach images (JPEG, PNG or WebP) or PDF files only');
    const big = Buffer.concat([PNG, Buffer.alloc(REPORT_FILE_BYTES_MAX)]).toString('base64');
    const tooBig = await report(t, { files: [{ name: 'big.png', data: big }] });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields).toHaveProperty(['files.0.data']);
    const many = await report(t, { files: Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, data: PNG.toString('base64') })) });
    expect(many.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('reports').select('id').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);
  });

  it('bad and hostile input gets a clear 4xx, never a 5xx', async () => {
    const { t } = await appAndAdmin();
    const bad = await report(t, { consultancyId: 999999, whatHappened: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain('whatHappened');
    const gone = await report(t, { consultancyId: 999999 });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().error.fields.consultancyId).toBe('That consultancy is no longer listed');
    for (const payload of [
      null,
      [],
      'x',
      { files: 'x' },
      { files: [{ name: 'a', data: '!!!' }] },
      { consultancyId: '1;drop table reports' },
      { files: [{ name: 'a'.repeat(5000), data: '' }] },
    ]) {
      const res = await t.req({
        method: 'POST',
        url: `${API}/reports`,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json', 'idempotency-key': key() },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
  });

  it(`reports are rate-limited: at most ${REPORT_LIMIT.max} an hour from one address`, async () => {
    const { t } = await appAndAdmin();
    for (let i = 0; i < REPORT_LIMIT.max; i++) expect((await report(t, {})).statusCode).toBe(201);
    const limited = await report(t, {});
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the team sets the status and an internal note; a confirmed report can carry a public notice on the consultancy', async () => {
    const { t, cookie } = await appAndAdmin();
    const { id } = (await report(t, {})).json() as { id: number };
    const update = (body: Record<string, unknown>) => t.req({ method: 'PATCH', url: `${API}/reports/${id}`, payload: body, headers: { cookie } });
    const looking = await update({ status: 'looking', note: 'Called the office', confirmed: false, publicNotice: '' });
    expect(looking.json()).toMatchObject({ status: 'looking', note: 'Called the office' });
    const unconfirmed = await update({ status: 'looking', note: '', confirmed: false, publicNotice: 'Not yet' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.fields.publicNotice).toBe('Only a report the team confirmed can carry a public notice');
    const confirmed = await update({
      status: 'resolved',
      note: 'Receipt seen',
      confirmed: true,
      publicNotice: 'A student reported a cash fee without a receipt; we confirmed it.',
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await t.req({ url: `${API}/consultancies/1` })).json().notice).toEqual({
      text: 'A student reported a cash fee without a receipt; we confirmed it.',
      date: '2026-01-05',
    });
    await update({ status: 'dismissed', note: 'Withdrawn', confirmed: false, publicNotice: '' });
    expect((await t.req({ url: `${API}/consultancies/1` })).json()).not.toHaveProperty('notice');
  });

  it('a visitor without a session can never read a report, its evidence or the queue', async () => {
    const { t, cookie } = await appAndAdmin();
    const { id } = (await report(t, { contact: 'secret.reporter@example.com', files: [{ name: 'a.png', data: PNG.toString('base64') }] })).json() as {
      id: number;
    };
    const fileId = ((await t.req({ url: `${API}/reports/${id}`, headers: { cookie } })).json() as AdminReport).files[0]!.id;
    for (const url of [
      `${API}/reports`,
      `${API}/reports?status=new`,
      `${API}/reports/${id}`,
      `${API}/reports/${id}/files/${fileId}`,
      `${API}/reports/${id}/files/abc`,
    ]) {
      const res = await t.req({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain('secret.reporter');
      expect(res.body).not.toContain(TEXT);
    }
    expect(
      (await t.req({ method: 'PATCH', url: `${API}/reports/${id}`, payload: { status: 'resolved', note: '', confirmed: false, publicNotice: '' } })).statusCode,
    ).toBe(401);
    expect((await t.req({ url: `${API}/consultancies/1` })).body).not.toContain('secret.reporter');
  });
});
