// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { branchCity } from '../../src/domain/consultancy';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import { createTestApp, createTestDatabase, seedAsOfOlderSchema, type TestApp } from './harness';

const API = '/api/v1';
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(() => t.close());

const officeIn = (location: string, city: string) => location.toLowerCase().includes(city.toLowerCase());
const idsFor = async (q: string) =>
  ((await t.req({ method: 'GET', url: `${API}/consultancies?q=${encodeURIComponent(q)}&limit=100` })).json().items as Array<{ id: number }>).map((c) => c.id);

describe('Branches are searchable by city', () => {
  it('a search for a city finds the consultancies with a branch there, not only those whose office is there', async () => {
    const head = CONSULTANCIES.find((c) => (c.branches?.length ?? 0) > 0)!;
    const city = branchCity(head.branches![0]);
    expect(head.location).not.toContain(city);
    expect(await idsFor(city)).toContain(head.id);
  });

  it('a branch an admin adds is found by its city, given or taken from its address; removing it drops the match', async () => {
    const { id: _id, sample: _sample, ...input } = (await t.req({ method: 'GET', url: `${API}/consultancies/1` })).json();
    const withBranches = {
      ...input,
      branches: [
        { name: 'Far West office', location: 'Campus Road, Dhangadhi', phone: '091-520000', email: 'fw@example.org', city: 'Kailali' },
        { name: 'Dang office', location: 'Main Road, Ghorahi', phone: '082-560000', email: 'dang@example.org' },
      ],
    };
    expect((await t.req({ method: 'PUT', url: `${API}/consultancies/1`, headers: { cookie }, payload: withBranches })).statusCode).toBe(200);
    expect(await idsFor('Kailali')).toEqual([1]);
    expect(await idsFor('Ghorahi')).toEqual([1]);
    expect((await t.req({ method: 'PUT', url: `${API}/consultancies/1`, headers: { cookie }, payload: { ...input, branches: [] } })).statusCode).toBe(200);
    expect(await idsFor('Kailali')).toEqual([]);
  });

  it('the city filter finds a consultancy by its branch city and counts it under that city', async () => {
    // Not the record the test above rewrites.
    const head = CONSULTANCIES.find((c) => c.id !== 1 && (c.branches ?? []).some((b) => !officeIn(c.location, branchCity(b))))!;
    const city = branchCity(head.branches!.find((b) => !officeIn(head.location, branchCity(b)))!);
    const list = (await t.req({ method: 'GET', url: `${API}/consultancy-list?city=${encodeURIComponent(city)}` })).json() as {
      items: Array<{ id: number }>;
      total: number;
      facets: { city: Array<{ value: string; count: number }> };
    };
    const all = (await t.req({ method: 'GET', url: `${API}/consultancy-list?search=${encodeURIComponent(head.name)}` })).json() as typeof list;
    expect(list.items.map((c) => c.id)).toContain(head.id);
    expect(list.facets.city.find((f) => f.value.toLowerCase() === city.toLowerCase())?.count).toBe(list.total);
    expect(all.facets.city.map((f) => f.value.toLowerCase())).toContain(city.toLowerCase());
  });

  it("a database from before counts its branches' cities in the city filter once migrated", async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await migrateUpTo(database.db, database.dialect, '0121_fact_history');
      await seedAsOfOlderSchema(database, () => new Date('2026-01-05T08:00:00Z'));
      const head = CONSULTANCIES.find((c) => (c.branches?.length ?? 0) > 0)!;
      const city = branchCity(head.branches![0]).toLowerCase();
      // As the city column was written before: the office's city and the districts only.
      await database.db.updateTable('consultancies').set({ places: '|nowhere|', facets: '{"city":["Nowhere"]}' }).where('id', '=', head.id).execute();
      await migrateToLatest(database.db, database.dialect);
      const row = await database.db.selectFrom('consultancies').select(['places', 'facets']).where('id', '=', head.id).executeTakeFirstOrThrow();
      expect(row.places).toContain(`|${city}|`);
      expect((JSON.parse(row.facets) as { city: string[] }).city.map((c) => c.toLowerCase())).toContain(city);
    } finally {
      await drop();
    }
  });

  it("a database from before holds its branches' cities in the search text once migrated", async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await migrateUpTo(database.db, database.dialect, '0090_images');
      await seedAsOfOlderSchema(database, () => new Date('2026-01-05T08:00:00Z'));
      const head = CONSULTANCIES.find((c) => (c.branches?.length ?? 0) > 0)!;
      // As the search text was written before: name, location and destinations only.
      await database.db.updateTable('consultancies').set({ search: head.name.toLowerCase() }).where('id', '=', head.id).execute();
      await migrateToLatest(database.db, database.dialect);
      const row = await database.db.selectFrom('consultancies').select('search').where('id', '=', head.id).executeTakeFirstOrThrow();
      expect(row.search).toContain(branchCity(head.branches![0]).toLowerCase());
    } finally {
      await drop();
    }
  });
});
