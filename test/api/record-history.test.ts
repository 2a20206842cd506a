// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordChange } from '../../src/domain/history';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import { createTestApp, createTestDatabase, type TestApp } from './harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(async () => {
  await t.close();
});

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = { cookie }) =>
  t.req({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const historyOf = async (url: string): Promise<RecordChange[]> => {
  const res = await as('GET', url);
  expect(res.statusCode).toBe(200);
  return res.json().items;
};

describe('API: every record the admins edit keeps a history, and any version can be restored in one step', () => {
  for (const resource of [
    { path: '/api/v1/universities', field: 'name' },
    { path: '/api/v1/consultancies', field: 'name' },
    { path: '/api/v1/blogs', field: 'title' },
    { path: '/api/v1/courses', field: 'title' },
  ]) {
    it(`an edit of a record of ${resource.path} is recorded (who, when, before and after) and restoring the old version puts it back, recorded too`, async () => {
      const list = (await as('GET', `${resource.path}?limit=1`)).json();
      const { id, ...record } = list.items[0] as Record<string, unknown> & { id: number };
      const old = record[resource.field] as string;
      expect(await historyOf(`${resource.path}/${id}/history`)).toEqual([]);
      const put = await as('PUT', `${resource.path}/${id}`, { ...stripServerFields(record), [resource.field]: `${old} (renamed)` });
      expect(put.statusCode, put.body).toBe(200);
      const [edit] = await historyOf(`${resource.path}/${id}/history`);
      expect(edit).toMatchObject({ action: 'edited', recordId: String(id), adminEmail: expect.stringContaining('@') });
      expect(edit.before?.[resource.field]).toBe(old);
      expect(edit.after?.[resource.field]).toBe(`${old} (renamed)`);
      expect(edit.before).not.toHaveProperty('id');

      const restored = await as('POST', `${resource.path}/${id}/history/${edit.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()[resource.field]).toBe(old);
      expect((await as('GET', `${resource.path}/${id}`)).json()[resource.field]).toBe(old);
      const [restore] = await historyOf(`${resource.path}/${id}/history`);
      expect(restore).toMatchObject({ action: 'restored', before: edit.after, after: edit.before });
    });
  }

  it('a created record has no earlier version; a deleted record keeps its history; a change of another record is not found; only admins read it', async () => {
    const uni = (await as('GET', '/api/v1/universities?limit=1')).json().items[0];
    const { id: _id, ...input } = uni;
    const made = await as('POST', '/api/v1/universities', { ...stripServerFields(input), name: 'A university made for its history' });
    expect(made.statusCode, made.body).toBe(201);
    const madeId = made.json().id as number;
    const [created] = await historyOf(`/api/v1/universities/${madeId}/history`);
    expect(created).toMatchObject({ action: 'created', before: null });
    expect((await as('POST', `/api/v1/universities/${madeId}/history/${created.id}/restore`)).json().error.message).toBe(
      'This change created the university: there is no earlier version to restore.',
    );
    expect((await as('POST', `/api/v1/universities/${uni.id}/history/${created.id}/restore`)).json().error.message).toBe(
      "That change was not found in this university's history.",
    );
    expect((await as('DELETE', `/api/v1/universities/${madeId}`)).statusCode).toBe(204);
    expect((await historyOf(`/api/v1/universities/${madeId}/history`)).map((c) => c.action)).toEqual(['deleted', 'created']);
    expect((await as('GET', `/api/v1/universities/${madeId}/history`, undefined, {})).statusCode).toBe(401);
    expect((await as('GET', '/api/v1/universities/999999/history')).statusCode).toBe(404);
  });

  it('a write and its history commit together: when the history cannot be written, the edit, the new record and the delete are not made either', async () => {
    const uni = (await as('GET', '/api/v1/universities?limit=1')).json().items[0];
    const { id, ...input } = uni;
    const history = await historyOf(`/api/v1/universities/${id}/history`);
    const spare = (await as('POST', '/api/v1/universities', { ...stripServerFields(input), name: 'A university with no courses' })).json().id as number;
    const total = (await as('GET', '/api/v1/universities?limit=1')).json().total;
    // The fault: the history's table is gone for a moment (a full disk, a broken migration).
    await sql`alter table record_history rename to record_history_away`.execute(t.database.db);
    try {
      const put = await as('PUT', `/api/v1/universities/${id}`, { ...stripServerFields(input), name: `${uni.name} (never saved)` });
      expect(put.statusCode).toBe(500);
      const post = await as('POST', '/api/v1/universities', { ...stripServerFields(input), name: 'A university never made' });
      expect(post.statusCode).toBe(500);
      const del = await as('DELETE', `/api/v1/universities/${spare}`);
      expect(del.statusCode).toBe(500);
    } finally {
      await sql`alter table record_history_away rename to record_history`.execute(t.database.db);
    }
    expect((await as('GET', `/api/v1/universities/${id}`)).json().name).toBe(uni.name);
    expect((await as('GET', '/api/v1/universities?limit=1')).json().total).toBe(total);
    expect(await historyOf(`/api/v1/universities/${id}/history`)).toEqual(history);
    expect((await as('GET', `/api/v1/universities/${spare}`)).statusCode).toBe(200);
  });

  it('the site settings keep a history, and restoring a version sets them back (recorded too)', async () => {
    const { updatedAt: _u, ...settings } = (await as('GET', '/api/v1/settings')).json();
    const changed = { ...settings, phone: '+977 1 5555555' };
    expect((await as('PUT', '/api/v1/settings', changed)).statusCode).toBe(200);
    const [edit] = await historyOf('/api/v1/settings/history');
    expect(edit).toMatchObject({ kind: 'settings', action: 'edited', before: settings, after: changed });
    const restored = await as('POST', `/api/v1/settings/history/${edit.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().phone).toBe(settings.phone);
    expect((await historyOf('/api/v1/settings/history'))[0]).toMatchObject({ action: 'restored', before: changed, after: settings });
    expect((await as('GET', '/api/v1/settings/history', undefined, {})).statusCode).toBe(401);
  });

  it('an exchange-rate override keeps a history: set, changed, removed; restoring puts the earlier override back', async () => {
    expect((await as('PUT', '/api/v1/exchange-rates/gbp', { nprPerUnit: 180, note: 'bank rate of the day' })).statusCode).toBe(200);
    expect((await as('PUT', '/api/v1/exchange-rates/GBP', { nprPerUnit: 181.5, note: 'corrected' })).statusCode).toBe(200);
    expect((await as('DELETE', '/api/v1/exchange-rates/GBP/override')).statusCode).toBe(200);
    const history = await historyOf('/api/v1/exchange-rates/GBP/history');
    expect(history.map((c) => c.action)).toEqual(['deleted', 'edited', 'edited']);
    expect(history[2]).toMatchObject({ before: null, after: { nprPerUnit: 180, note: 'bank rate of the day' } });
    const removed = history[0];
    const restored = await as('POST', `/api/v1/exchange-rates/GBP/history/${removed.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const gbp = (restored.json().items as Array<{ currency: string; nprPerUnit: number }>).find((r) => r.currency === 'GBP');
    expect(gbp?.nprPerUnit).toBe(181.5);
    expect((await historyOf('/api/v1/exchange-rates/GBP/history'))[0]).toMatchObject({ action: 'restored', before: null, after: { nprPerUnit: 181.5 } });
    expect((await as('POST', `/api/v1/exchange-rates/USD/history/${removed.id}/restore`)).statusCode).toBe(404);
  });
});

describe("migration: the facts' history moves into the history of every record", () => {
  it("a database with fact changes keeps each of them, now as a fact's change in record_history", async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { db, dialect } = database;
      await migrateUpTo(db, dialect, '0121_fact_history');
      const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const before = JSON.stringify({ key: 'nepal.biometrics', label: 'Before' });
      const after = JSON.stringify({ key: 'nepal.biometrics', label: 'After' });
      await old
        .insertInto('fact_history')
        .values({
          fact_id: 7,
          fact_key: 'nepal.biometrics',
          action: 'edited',
          before,
          after,
          admin_email: 'a@gantavya.example',
          changed_at: '2026-11-20T10:00:00.000Z',
        })
        .execute();
      await old
        .insertInto('fact_history')
        .values({
          fact_id: 7,
          fact_key: 'nepal.biometrics',
          action: 'checked',
          before: after,
          after,
          admin_email: 'b@gantavya.example',
          changed_at: '2026-11-21T10:00:00.000Z',
        })
        .execute();
      await migrateToLatest(db, dialect);
      const rows = await db.selectFrom('record_history').selectAll().orderBy('id').execute();
      expect(rows.map((r) => ({ kind: r.kind, record_id: r.record_id, key: r.record_key, action: r.action, by: r.admin_email, before: r.before }))).toEqual([
        { kind: 'fact', record_id: '7', key: 'nepal.biometrics', action: 'edited', by: 'a@gantavya.example', before },
        { kind: 'fact', record_id: '7', key: 'nepal.biometrics', action: 'checked', by: 'b@gantavya.example', before: after },
      ]);
    } finally {
      await drop();
    }
  });
});

/** A record as an edit sends it: without what the server owns. */
function stripServerFields(record: Record<string, unknown>) {
  const { createdAt: _c, updatedAt: _u, publishedAt: _p, verified: _v, licence: _l, reviewSummary: _r, notice: _n, ...rest } = record;
  return rest;
}
