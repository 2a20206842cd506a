// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../src/domain/course';
import type { University } from '../../src/domain/university';
import { LAKH, tuitionNpr } from '../../src/data/catalogueQuery';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import { booking, createTestApp, createTestDatabase, seedAsOfOlderSchema, type TestApp } from './harness';

/**
 * The lists sort and filter on the server (SQLite and PostgreSQL): the public catalogue's sorts and
 * tuition range (compared in rupees at the site's reference rates), and every sortable column of the
 * admin's lists, either way, paged without overlap.
 */
const API = '/api/v1';
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(() => t.close());

interface Page<T> {
  items: T[];
  total: number;
}
const get = async <T>(url: string, admin = false): Promise<Page<T>> => {
  const r = await t.req({ url: `${API}${url}`, headers: admin ? { cookie } : {} });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Page<T>;
};
/** Every record of a list, page after page, in the order asked. */
async function all<T>(path: string, query: string, admin = false): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const p = await get<T>(`${path}?${query}&limit=7&page=${page}`, admin);
    rows.push(...p.items);
    if (rows.length >= p.total || p.items.length === 0) return rows;
  }
}
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('Universities and courses: sort and tuition range on the server', () => {
  it('universities sort by name, by tuition (lowest first, in rupees) and newest first, over every page', async () => {
    const byName = await all<University>('/universities', 'sort=name');
    expect(byName.map((u) => u.name.toLowerCase())).toEqual(byName.map((u) => u.name.toLowerCase()).sort(byCodePoint));
    const byTuition = await all<University>('/universities', 'sort=tuition');
    const npr = byTuition.map((u) => tuitionNpr(u.tuition.min, u.tuition.currency));
    expect(npr).toEqual([...npr].sort((a, b) => a - b));
    const newest = await all<University>('/universities', 'sort=newest');
    expect(newest.map((u) => u.id)).toEqual(newest.map((u) => u.id).sort((a, b) => b - a));
    expect(new Set(byName.map((u) => u.id)).size).toBe(byName.length);
  });

  it('the tuition range keeps the universities whose yearly tuition reaches into it, whatever their currency', async () => {
    const everything = await all<University>('/universities', 'sort=name');
    const [min, max] = [20, 35];
    const inRange = (u: University) =>
      tuitionNpr(u.tuition.max, u.tuition.currency) >= min * LAKH && tuitionNpr(u.tuition.min, u.tuition.currency) <= max * LAKH;
    const kept = await all<University>('/universities', `sort=name&tuitionMin=${min}&tuitionMax=${max}`);
    expect(kept.map((u) => u.id)).toEqual(everything.filter(inRange).map((u) => u.id));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(everything.length);
    expect(new Set(kept.map((u) => u.tuition.currency)).size).toBeGreaterThan(1);
  });

  it('courses filter by a tuition range in rupees and sort by tuition', async () => {
    const everything = await all<Course>('/courses', 'sort=tuition');
    const npr = everything.map((c) => tuitionNpr(c.tuition.amount, c.tuition.currency));
    expect(npr).toEqual([...npr].sort((a, b) => a - b));
    const kept = await all<Course>('/courses', 'sort=tuition&tuitionMax=25');
    expect(kept.map((c) => c.id)).toEqual(everything.filter((c) => tuitionNpr(c.tuition.amount, c.tuition.currency) <= 25 * LAKH).map((c) => c.id));
  });

  it('a sort or a range the list does not know is refused with a clear message, never a 5xx', async () => {
    for (const qs of ['sort=price', 'sort=name;drop', 'tuitionMin=-1', 'tuitionMax=abc', 'tuitionMin=99999999']) {
      const r = await t.req({ url: `${API}/universities?${qs}` });
      expect(r.statusCode, qs).toBe(400);
      expect(r.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe("The admin's lists sort on the server, every page in order", () => {
  const CASES: Array<{ path: string; sort: string; value: (r: Record<string, unknown>) => string | number; base?: string }> = [
    { path: '/consultancies', sort: 'name', value: (r) => String(r.name).toLowerCase() },
    { path: '/consultancies', sort: 'location', value: (r) => String(r.location).toLowerCase() },
    { path: '/consultancies', sort: 'stars', value: (r) => Number(r.rating) },
    { path: '/universities', sort: 'country', value: (r) => String(r.country).toLowerCase() },
    { path: '/universities', sort: 'ranking', value: (r) => (r.ranking as number | null) ?? 1_000_000 },
    { path: '/courses', sort: 'title', value: (r) => String(r.title).toLowerCase() },
    { path: '/courses', sort: 'field', value: (r) => String(r.field).toLowerCase() },
    { path: '/blogs', sort: 'title', value: (r) => String(r.title).toLowerCase() },
    { path: '/blogs', sort: 'author', value: (r) => String(r.author).toLowerCase() },
    { path: '/facts', sort: 'label', value: (r) => String(r.label).toLowerCase() },
    { path: '/facts', sort: 'checked', value: (r) => String(r.checkedOn) },
  ];
  it.each(CASES)('$path by $sort, ascending and descending', async ({ path, sort, value, base }) => {
    for (const [param, factor] of [
      [sort, 1],
      [`-${sort}`, -1],
    ] as const) {
      const rows = await all<Record<string, unknown>>(path, `${base ? `${base}&` : ''}sort=${param}`, true);
      const values = rows.map(value);
      const sorted = [...values].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : byCodePoint(String(a), String(b))) * factor);
      expect(values, param).toEqual(sorted);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    }
  });
});

describe('A database from before the sort columns', () => {
  it('fills them for the records it holds once migrated, so its lists sort and filter by tuition at once', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await migrateUpTo(database.db, database.dialect, '0210_consultancy_branch_cities');
      await seedAsOfOlderSchema(database, () => new Date('2026-01-05T08:00:00Z'));
      await migrateToLatest(database.db, database.dialect);
      const { db } = database;
      const u = await db.selectFrom('universities').select(['data', 'name_key', 'tuition_npr_min', 'tuition_npr_max']).orderBy('id').executeTakeFirstOrThrow();
      const record = JSON.parse(u.data) as University;
      expect(u.name_key).toBe(record.name.toLowerCase());
      expect(Number(u.tuition_npr_min)).toBe(tuitionNpr(record.tuition.min, record.tuition.currency));
      expect(Number(u.tuition_npr_max)).toBe(tuitionNpr(record.tuition.max, record.tuition.currency));
      const c = await db.selectFrom('courses').select(['data', 'title_key', 'tuition_npr']).orderBy('id').executeTakeFirstOrThrow();
      const course = JSON.parse(c.data) as Course;
      expect([c.title_key, Number(c.tuition_npr)]).toEqual([course.title.toLowerCase(), tuitionNpr(course.tuition.amount, course.tuition.currency)]);
      // No row left without its key.
      expect(await db.selectFrom('blogs').select('id').where('title_key', '=', '').executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('facts').select('id').where('label_key', '=', '').executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('consultancies').select('id').where('location_key', '=', '').executeTakeFirst()).toBeUndefined();
    } finally {
      await drop();
    }
  });
});

describe('The inbox lists sort by when each arrived, on the server', () => {
  it('bookings and messages come newest first, oldest first with sort=received, newest first again with -received, over every page; another sort is refused', async () => {
    for (const [i, name] of ['First Arrival', 'Second Arrival', 'Third Arrival'].entries()) {
      const made = await t.req({ method: 'POST', url: `${API}/consultations`, payload: booking({ fullName: name, email: `arrival${i}@example.com` }) });
      expect(made.statusCode, made.body).toBe(201);
      const message = await t.req({
        method: 'POST',
        url: `${API}/contact`,
        payload: { name, email: `arrival${i}@example.com`, subject: `Arrival ${i}`, message: 'When does the next intake start?' },
      });
      expect(message.statusCode, message.body).toBe(201);
      t.clock.advance(60_000);
    }
    for (const path of ['/consultations', '/contact']) {
      const names = (rows: Array<{ fullName?: string; name?: string }>) => rows.map((r) => r.fullName ?? r.name).filter((n) => n?.endsWith(' Arrival'));
      expect(names(await all(path, 'x=1', true)), path).toEqual(['Third Arrival', 'Second Arrival', 'First Arrival']);
      expect(names(await all(path, 'sort=received', true)), path).toEqual(['First Arrival', 'Second Arrival', 'Third Arrival']);
      expect(names(await all(path, 'sort=-received', true)), path).toEqual(['Third Arrival', 'Second Arrival', 'First Arrival']);
      const refused = await t.req({ url: `${API}${path}?sort=fullName`, headers: { cookie } });
      expect(refused.statusCode, path).toBe(400);
    }
  });

  it('reviews and reports take the same sort (oldest or newest first) and answer below 500 to any other', async () => {
    for (const path of ['/reviews', '/reports']) {
      expect((await t.req({ url: `${API}${path}?sort=received`, headers: { cookie } })).statusCode, path).toBe(200);
      expect((await t.req({ url: `${API}${path}?sort=-received`, headers: { cookie } })).statusCode, path).toBe(200);
      expect((await t.req({ url: `${API}${path}?sort=rating`, headers: { cookie } })).statusCode, path).toBe(400);
    }
  });
});
