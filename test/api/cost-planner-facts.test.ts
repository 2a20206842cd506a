// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import { factFromRow, factRowBeforeLabelKey } from '../../server/db/fact-rows';
import { COST_PLANNER_PAGE, plannerFacts } from '../../src/data/cost-planner';
import { builtInFacts } from '../../src/data/fact-seeds';
import { factInputSchema, type Fact } from '../../src/domain/fact';
import { createTestApp, createTestDatabase, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API: the study-cost planner reads dated facts', () => {
  it("a new database keeps the planner's own facts (the visa fees as amounts, the UK visa's length) on the planner's page, each dated and sourced", async () => {
    const res = await t.req({ method: 'GET', url: `/api/v1/facts?limit=100&onPage=${COST_PLANNER_PAGE}` });
    expect(res.statusCode).toBe(200);
    const items: Fact[] = res.json().items;
    expect(items.map((f) => f.key).sort()).toEqual(
      plannerFacts()
        .map((f) => f.key)
        .sort(),
    );
    for (const f of items) {
      expect(factInputSchema.safeParse(f).success, f.key).toBe(true);
      if (f.key === 'planner.uk.visa-length') expect(f.value).toMatchObject({ kind: 'text', text: expect.stringContaining('4 months after it') });
      else expect(f.value).toMatchObject({ kind: 'money', per: 'once' });
      expect(f.sourceUrl).toMatch(/^https:\/\//);
    }
    expect(items.find((f) => f.key === 'planner.uk.visa-fee')?.value).toEqual({ kind: 'money', min: 524, max: 524, currency: 'GBP', per: 'once' });
  });

  it("an older database gets the planner's facts it lacks, and an admin's own record under one of those keys stays as it is", async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { db, dialect } = database;
      // A database seeded before the planner: its migrations up to the facts table, the facts of then.
      await migrateUpTo(db, dialect, '0030_facts_settings_rates');
      const plannerKeys = new Set(plannerFacts().map((f) => f.key));
      for (const f of builtInFacts().filter((x) => !plannerKeys.has(x.key))) await db.insertInto('facts').values(factRowBeforeLabelKey(f, null)).execute();
      const kept = { ...plannerFacts()[0], value: { kind: 'money' as const, min: 999, max: 999, currency: 'CAD' as const, per: 'once' as const } };
      await db.insertInto('facts').values(factRowBeforeLabelKey(kept, '2026-11-01T00:00:00.000Z')).execute();
      await migrateToLatest(db, dialect);
      const rows = (await db.selectFrom('facts').select(['id', 'data', 'updated_at']).where('page', '=', COST_PLANNER_PAGE).execute()).map(factFromRow);
      expect(rows.map((f) => f.key).sort()).toEqual([...plannerKeys].sort());
      expect(rows.find((f) => f.key === kept.key)?.value).toEqual(kept.value);
      const total = await db
        .selectFrom('facts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(total.n)).toBe(builtInFacts().length);
    } finally {
      await drop();
    }
  });

  it('an empty older database is left to the seed (the migration adds nothing to it)', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { db, dialect } = database;
      await migrateToLatest(db, dialect);
      const total = await db
        .selectFrom('facts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(total.n)).toBe(0);
    } finally {
      await drop();
    }
  });
});
