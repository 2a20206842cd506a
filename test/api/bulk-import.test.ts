// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE, type ImportApplyResult, type ImportPreview } from '../../src/domain/bulk';
import { BULK_SPECS, headersOf } from '../../server/bulk/columns';
import { formatCsv, parseCsv } from '../../server/bulk/csv';
import { createTestApp, type TestApp } from './harness';
import type { RecordChange } from '../../src/domain/history';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(() => t.close());

const v = '/api/v1/admin/bulk';
const get = (url: string) => t.req({ method: 'GET', url, headers: { cookie } });
const preview = (resource: string, csv: string) => t.req({ method: 'POST', url: `${v}/${resource}/preview`, payload: { csv }, headers: { cookie } });
const apply = (resource: string, csv: string, token: string, overwriteConflicts = false) =>
  t.req({ method: 'POST', url: `${v}/${resource}/apply`, payload: { csv, token, overwriteConflicts }, headers: { cookie } });

/** A resource's export as rows of cells (the header first), with the line each row starts on. */
async function exported(resource: string) {
  const res = await get(`${v}/${resource}/export.csv`);
  expect(res.statusCode).toBe(200);
  const parsed = parseCsv(res.body);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.records.map((r) => r.cells);
}
const column = (rows: string[][], name: string) => rows[0].indexOf(name);
const lineOf = (rows: string[][], index: number) => {
  const parsed = parseCsv(formatCsv(rows));
  return parsed.ok ? parsed.records[index].line : -1;
};
/** Previews and applies a file, checking the preview answered; the apply's result. */
async function importFile(resource: string, csv: string, overwriteConflicts = false) {
  const p = await preview(resource, csv);
  expect(p.statusCode, p.body).toBe(200);
  const res = await apply(resource, csv, (p.json() as ImportPreview).token, overwriteConflicts);
  expect(res.statusCode, res.body).toBe(200);
  return { preview: p.json() as ImportPreview, result: res.json() as ImportApplyResult };
}

describe('bulk export', () => {
  it('exports every consultancy as CSV with its id and version, for admins only', async () => {
    const res = await get(`${v}/consultancies/export.csv`);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="consultancies-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.startsWith('\ufeffid,version,name,')).toBe(true);
    expect(res.body).toContain('\r\n');
    const rows = await exported('consultancies');
    expect(rows[0]).toEqual(headersOf(BULK_SPECS.consultancies));
    const total = (await t.req({ method: 'GET', url: '/api/v1/consultancies?limit=1' })).json().total as number;
    expect(rows.length - 1).toBe(total);
    expect((await t.req({ method: 'GET', url: `${v}/consultancies/export.csv` })).statusCode).toBe(401);
  });

  it('escapes cells a spreadsheet would run as formulas (= + - @), and an import reads them back unchanged', async () => {
    const rows = await exported('universities');
    const name = column(rows, 'name');
    rows[1][name] = '=HYPERLINK("http://evil.example","x")';
    const { result } = await importFile('universities', formatCsv(rows));
    expect(result.updated).toBe(1);
    const res = await get(`${v}/universities/export.csv`);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const again = await preview('universities', res.body);
    expect((again.json() as ImportPreview).counts.changed).toBe(0);
    expect((await t.req({ method: 'GET', url: `/api/v1/universities/${rows[1][0]}` })).json().name).toBe('=HYPERLINK("http://evil.example","x")');
  });

  it('has a template for each resource: every column and an example row that imports as a new record', async () => {
    for (const resource of ['consultancies', 'universities', 'courses']) {
      const res = await get(`${v}/${resource}/template.csv`);
      expect(res.statusCode).toBe(200);
      const parsed = parseCsv(res.body);
      expect(parsed.ok && parsed.records.length).toBe(2);
      const p = (await preview(resource, res.body)).json() as ImportPreview;
      expect(p.counts, resource).toMatchObject({ new: 1, rejected: 0 });
      expect(p.rows[0].problems).toEqual([]);
    }
  });

  it('an unknown kind is not found', async () => {
    const res = await get(`${v}/blogs/export.csv`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('There is no import or export of that kind.');
  });
});

describe('bulk import', () => {
  it('an unchanged export previews as all unchanged', async () => {
    const rows = await exported('consultancies');
    const p = (await preview('consultancies', formatCsv(rows))).json() as ImportPreview;
    expect(p.counts).toEqual({ new: 0, changed: 0, unchanged: rows.length - 1, conflict: 0, rejected: 0 });
    expect(p.rows).toEqual([]);
  });

  it('previews new, changed and rejected rows (with line, column and reason), applies them in one go, and a re-apply changes nothing', async () => {
    const rows = await exported('consultancies');
    const [rating, email, name] = [column(rows, 'rating'), column(rows, 'email'), column(rows, 'name')];
    rows[1][rating] = '2.5';
    rows[3][rating] = 'high';
    rows[3][email] = 'not-an-email';
    const added = [...rows[2]];
    added[0] = '';
    added[1] = '';
    added[name] = 'Brand New Consultancy';
    rows.push(added);
    const csv = formatCsv(rows);
    const p = (await preview('consultancies', csv)).json() as ImportPreview;
    expect(p.counts).toMatchObject({ new: 1, changed: 1, rejected: 1, conflict: 0 });
    const changed = p.rows.find((r) => r.action === 'changed')!;
    expect(changed).toMatchObject({ id: Number(rows[1][0]), line: lineOf(rows, 1), changedColumns: ['rating'] });
    const rejected = p.rows.find((r) => r.action === 'rejected')!;
    expect(rejected.line).toBe(lineOf(rows, 3));
    expect(rejected.line).toBeGreaterThan(4); // list cells span lines: the line is the file's, not the row's number
    expect(rejected.problems).toEqual([
      { column: 'rating', reason: 'Enter a number, such as 4.5' },
      { column: 'email', reason: 'Enter a valid e-mail address' },
    ]);
    const created = p.rows.find((r) => r.action === 'new')!;
    expect(created).toMatchObject({ name: 'Brand New Consultancy', id: null });
    expect(created.duplicates).toContainEqual(expect.objectContaining({ reason: 'same website', id: Number(rows[2][0]) }));

    const res = await apply('consultancies', csv, p.token);
    expect(res.json()).toEqual({ resource: 'consultancies', created: 1, updated: 1, unchanged: rows.length - 4, skippedConflicts: 0, rejected: 1 });
    expect((await t.req({ method: 'GET', url: `/api/v1/consultancies/${rows[1][0]}` })).json().rating).toBe(2.5);
    const list = (await t.req({ method: 'GET', url: '/api/v1/consultancies?q=brand%20new' })).json();
    expect(list.items).toEqual([expect.objectContaining({ name: 'Brand New Consultancy', sample: false })]);

    // The same file again: the change is in, the new row is the record it made.
    const again = await importFile('consultancies', csv);
    expect(again.preview.counts).toMatchObject({ new: 0, changed: 0, rejected: 1 });
    expect(again.result).toMatchObject({ created: 0, updated: 0 });
    const total = (await t.req({ method: 'GET', url: '/api/v1/consultancies?limit=1' })).json().total as number;
    expect(total).toBe(rows.length - 1);
  });

  it('an import is in the history of each record it writes: created or edited, before and after, by the admin who imported, and restored in one step', async () => {
    const rows = await exported('universities');
    const name = column(rows, 'name');
    // A record no other test has renamed (an earlier one gives the first a formula, which the export escapes).
    const at = rows.length - 1;
    const [id, oldName] = [rows[at][0], rows[at][name]];
    rows[at][name] = `${oldName} (renamed by an import)`;
    const added = [...rows[at - 1]];
    added[0] = '';
    added[1] = '';
    added[name] = 'A university an import made';
    rows.push(added);
    const { result } = await importFile('universities', formatCsv(rows));
    expect(result).toMatchObject({ created: 1, updated: 1 });

    const historyOf = async (recordId: string | number) => (await get(`/api/v1/universities/${recordId}/history`)).json().items as RecordChange[];
    const [edit] = await historyOf(id);
    expect(edit).toMatchObject({ action: 'edited', key: `${oldName} (renamed by an import)`, adminEmail: expect.stringContaining('@') });
    expect(edit.before).toMatchObject({ name: oldName });
    expect(edit.after).toMatchObject({ name: `${oldName} (renamed by an import)` });
    const madeId = (await t.req({ method: 'GET', url: '/api/v1/universities?q=an%20import%20made' })).json().items[0].id as number;
    expect(await historyOf(madeId)).toEqual([
      expect.objectContaining({ action: 'created', before: null, after: expect.objectContaining({ name: 'A university an import made' }) }),
    ]);

    const restored = await t.req({ method: 'POST', url: `/api/v1/universities/${id}/history/${edit.id}/restore`, headers: { cookie } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().name).toBe(oldName);
    expect((await historyOf(id))[0]).toMatchObject({ action: 'restored' });
  });

  it('a record edited in the admin since the export is a conflict, skipped unless the admin chooses to overwrite it', async () => {
    const rows = await exported('consultancies');
    const id = rows[5][0];
    const stored = (await t.req({ method: 'GET', url: `/api/v1/consultancies/${id}` })).json();
    const { id: _id, sample: _sample, ...input } = stored;
    const edit = await t.req({ method: 'PUT', url: `/api/v1/consultancies/${id}`, payload: { ...input, experience: '30+ years' }, headers: { cookie } });
    expect(edit.statusCode).toBe(200);
    rows[5][column(rows, 'rating')] = '1';
    const csv = formatCsv(rows);
    const p = (await preview('consultancies', csv)).json() as ImportPreview;
    expect(p.counts.conflict).toBe(1);
    const conflict = p.rows.find((r) => r.action === 'conflict')!;
    expect(conflict.id).toBe(Number(id));
    expect(conflict.problems[0]).toEqual({
      column: 'version',
      reason: 'This consultancy was edited since the file was exported: importing the row would overwrite that edit.',
    });
    // The row's experience is the old one, so it counts as changed too.
    expect(conflict.changedColumns).toEqual(['rating', 'experience']);

    const skipped = (await apply('consultancies', csv, p.token)).json() as ImportApplyResult;
    expect(skipped).toMatchObject({ updated: 0, skippedConflicts: 1 });
    expect((await t.req({ method: 'GET', url: `/api/v1/consultancies/${id}` })).json()).toMatchObject({ experience: '30+ years', rating: stored.rating });

    const overwritten = (await apply('consultancies', csv, p.token, true)).json() as ImportApplyResult;
    expect(overwritten).toMatchObject({ updated: 1, skippedConflicts: 0 });
    expect((await t.req({ method: 'GET', url: `/api/v1/consultancies/${id}` })).json()).toMatchObject({
      experience: rows[5][column(rows, 'experience')],
      rating: 1,
    });
  });

  it('an apply after the records changed since its preview writes nothing (409)', async () => {
    const rows = await exported('universities');
    rows[2][column(rows, 'city')] = 'Elsewhere';
    const csv = formatCsv(rows);
    const p = (await preview('universities', csv)).json() as ImportPreview;
    rows[3][column(rows, 'city')] = 'Somewhere';
    await importFile('universities', formatCsv(rows));
    const res = await apply('universities', csv, p.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/preview the file again/);
    expect((await t.req({ method: 'GET', url: `/api/v1/universities/${rows[2][0]}` })).json().city).toBe('Elsewhere');
  });

  it('courses name a university that exists; repeated ids and unknown ids are rejected', async () => {
    const rows = await exported('courses');
    rows[1][column(rows, 'universityId')] = '999999';
    rows.push([...rows[2]]);
    const unknown = [...rows[3]];
    unknown[0] = '424242';
    rows.push(unknown);
    const p = (await preview('courses', formatCsv(rows))).json() as ImportPreview;
    const problems = p.rows.filter((r) => r.action === 'rejected').map((r) => r.problems[0]);
    expect(problems).toEqual([
      { column: 'universityId', reason: 'No university has id 999999.' },
      { column: 'id', reason: `Line ${lineOf(rows, 2)} has the same id: each record once per file.` },
      { column: 'id', reason: 'No course has id 424242: leave id empty to add a new one.' },
    ]);
  });

  it('works on PostgreSQL and SQLite alike: a new university and its course in two imports', async () => {
    const uni = await importFile('universities', (await get(`${v}/universities/template.csv`)).body);
    expect(uni.result.created).toBe(1);
    const rows = parseCsv((await get(`${v}/courses/template.csv`)).body);
    if (!rows.ok) throw new Error('template');
    const cells = rows.records.map((r) => r.cells);
    const list = (await t.req({ method: 'GET', url: '/api/v1/universities?q=university%20of%20example' })).json();
    cells[1][column(cells, 'universityId')] = String(list.items[0].id);
    const course = await importFile('courses', formatCsv(cells));
    expect(course.result.created).toBe(1);
  });
});

describe('hostile files', () => {
  it('a file it cannot read is refused with its line and reason, and nothing else breaks', async () => {
    const header = headersOf(BULK_SPECS.universities).join(',');
    const cases: Array<[string, RegExp]> = [
      ['', /The file is empty/],
      [`${header}\r\n1,x,"unclosed`, /^Line 2: A quoted cell is not closed/],
      [`${header}\n,,"a"b`, /^Line 2: A quoted cell is followed by more text/],
      [`name,colour\n`, /unknown column “colour”; missing columns id, version, country/],
      [`${header},name\n`, /repeated name/],
    ];
    for (const [csv, message] of cases) {
      const res = await preview('universities', csv);
      expect(res.statusCode, csv).toBe(400);
      expect(res.json().error.message).toMatch(message);
      expect(res.json().error.fields.csv).toMatch(message);
    }
  });

  it('a row with the wrong number of cells is rejected, the others still count', async () => {
    const rows = await exported('universities');
    const csv = `${formatCsv(rows.slice(0, 3))}1,2,3\r\n`;
    const p = (await preview('universities', csv)).json() as ImportPreview;
    expect(p.rows).toEqual([
      expect.objectContaining({
        action: 'rejected',
        line: lineOf(rows, 3),
        problems: [{ column: '(row)', reason: `The row has 3 cells; the header has ${rows[0].length}.` }],
      }),
    ]);
  });

  it('a file over the limit is refused with a clear message, before it is read', async () => {
    const big = 'x'.repeat(IMPORT_MAX_BYTES + 1);
    const res = await preview('consultancies', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.csv).toBe(IMPORT_TOO_LARGE);
    const huge = await preview('consultancies', '"\n'.repeat(IMPORT_MAX_BYTES));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(IMPORT_TOO_LARGE);
  });

  it('never answers 5xx, whatever the file holds', async () => {
    const header = headersOf(BULK_SPECS.consultancies).join(',');
    const cell = fc.stringMatching(/^[a-z0-9"',;=+\-@\r\n\t\u00a0\ufeff ]{0,12}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { maxLength: 30 }), { maxLength: 4 }), fc.boolean(), async (rows, raw) => {
        const body = raw ? rows.map((r) => r.join(',')).join('\n') : formatCsv(rows);
        const res = await preview('consultancies', `${header}\n${body}`);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('admins only: signed out, every bulk route answers 401', async () => {
    for (const [method, url] of [
      ['GET', `${v}/courses/template.csv`],
      ['GET', `${v}/courses/duplicates`],
      ['POST', `${v}/courses/preview`],
      ['POST', `${v}/courses/apply`],
    ] as const) {
      const res = await t.req({ method, url, payload: method === 'POST' ? { csv: 'id', token: 'x' } : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('likely duplicates', () => {
  it('lists stored records that share a name and place, a phone or a website', async () => {
    const res = await get(`${v}/consultancies/duplicates`);
    expect(res.statusCode).toBe(200);
    const groups = res.json().groups as Array<{ reason: string; records: Array<{ id: number; name: string }> }>;
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(g.records.length).toBeGreaterThan(1);
    // Sample records share a placeholder phone: that alone makes no duplicates.
    expect(groups.some((g) => g.reason === 'same phone')).toBe(false);
    const bySite = groups.find((g) => g.reason === 'same website')!;
    const sites = await Promise.all(
      bySite.records.map(async (r) => (await t.req({ method: 'GET', url: `/api/v1/consultancies/${r.id}` })).json().website as string),
    );
    expect(new Set(sites).size).toBe(1);
  });
});
