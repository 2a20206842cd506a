// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';
import { factFromRow, factRowBeforeLabelKey } from '../../server/db/fact-rows';
import { SEED_BLOGS } from '../../server/db/seed-data';
import { builtInFacts } from '../../src/data/fact-seeds';
import { FAQ_FACT_KEYS } from '../../src/data/faqs';
import { GUIDE_FACTS } from '../../src/data/guide-facts';
import { factKeysIn } from '../../src/domain/factRefs';
import type { Fact } from '../../src/domain/fact';
import { createTestApp, createTestDatabase, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const guideKeys = new Set(GUIDE_FACTS.map((g) => g.key));

describe('API: the facts the articles and FAQ answers embed', () => {
  it('every fact the built-in articles and FAQ answers embed is a record of a new database, read in one request with its month, source and check', async () => {
    const keys = [...new Set([...SEED_BLOGS.flatMap((b) => factKeysIn(b.body)), ...FAQ_FACT_KEYS])];
    expect(keys.length).toBeGreaterThan(guideKeys.size);
    const res = await t.req({ method: 'GET', url: `/api/v1/facts?limit=100&keys=${keys.join(',')}` });
    expect(res.statusCode).toBe(200);
    const items: Fact[] = res.json().items;
    expect(items.map((f) => f.key).sort()).toEqual([...keys].sort());
    for (const f of items) {
      expect(f.checkedOn, f.key).toMatch(/^\d{4}-\d{2}$/);
      expect(f.sourceUrl, f.key).toMatch(/^https:\/\//);
      expect(Boolean(f.lastChecked) !== Boolean(f.notChecked), `${f.key} has one check result`).toBe(true);
    }
  });

  it("an older database gets the new records it lacks, and an admin's own record under one of those keys stays as it is", async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { db, dialect } = database;
      await migrateUpTo(db, dialect, '0065_planner_visa_length_fact');
      for (const f of builtInFacts().filter((x) => !guideKeys.has(x.key))) await db.insertInto('facts').values(factRowBeforeLabelKey(f, null)).execute();
      const guide = builtInFacts().filter((x) => guideKeys.has(x.key));
      const kept = { ...guide[0]!, value: { kind: 'text' as const, text: 'Our own wording' } };
      await db.insertInto('facts').values(factRowBeforeLabelKey(kept, '2026-11-01T00:00:00.000Z')).execute();
      await migrateToLatest(db, dialect);
      const rows = (await db.selectFrom('facts').select(['id', 'data', 'updated_at']).execute()).map(factFromRow);
      expect(
        rows
          .filter((f) => guideKeys.has(f.key))
          .map((f) => f.key)
          .sort(),
      ).toEqual([...guideKeys].sort());
      expect(rows.find((f) => f.key === kept.key)?.value).toEqual(kept.value);
      expect(rows).toHaveLength(builtInFacts().length);
    } finally {
      await drop();
    }
  });
});
