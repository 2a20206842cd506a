// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEPALI_VERSION_INCOMPLETE } from '../../src/domain/blog';
import { createTestApp, createTestDatabase, type TestApp } from './harness';
import type { BlogInput } from '../../src/domain/blog';
import { SEED_BLOGS } from '../../server/db/seed-data';
import { blogRow } from '../../server/db/rows';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NE = {
  title: 'एनओसी कसरी लिने',
  excerpt: 'बैंकले पैसा पठाउनुअघि चाहिने पत्र।',
  body: '## कागजात\n\nपोर्टलले माग्ने कागजात: {{fact noc.documents}}।',
};

const blog = (over: Record<string, unknown> = {}) => ({
  slug: 'nepali-version-article',
  title: 'How to get an NOC',
  excerpt: 'The letter your bank needs.',
  body: '## Documents\n\nThe portal asks for: {{fact noc.documents}}.',
  coverImage: '/images/covers/cover-1.svg',
  author: 'Editor',
  tags: ['NOC'],
  status: 'published',
  ...over,
});

describe('API: an article with a Nepali version', () => {
  it('is created with its Nepali version and read back with it, by the admin and the public', async () => {
    const cookie = await t.login();
    const created = await t.req({ method: 'POST', url: '/api/v1/blogs', payload: blog({ ne: NE }), headers: { cookie } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json().ne).toEqual(NE);
    expect((await t.req({ method: 'GET', url: `/api/v1/blogs/${id}` })).json().ne).toEqual(NE);
    const listed = (await t.req({ method: 'GET', url: '/api/v1/blogs?limit=100' })).json().items.find((b: { id: number }) => b.id === id);
    expect(listed.ne).toEqual(NE);
    // The admin's search finds it by its Nepali title too.
    const found = (await t.req({ method: 'GET', url: `/api/v1/blogs?q=${encodeURIComponent('एनओसी कसरी')}`, headers: { cookie } })).json();
    expect(found.items.map((b: { id: number }) => b.id)).toContain(id);
    await t.req({ method: 'DELETE', url: `/api/v1/blogs/${id}`, headers: { cookie } });
  });

  it('an update stores the article as sent: a changed Nepali version replaces it; an update without one (or with null) removes it', async () => {
    const cookie = await t.login();
    const id = (await t.req({ method: 'POST', url: '/api/v1/blogs', payload: blog({ slug: 'nepali-update', ne: NE }), headers: { cookie } })).json().id;
    const changed = { ...NE, title: 'एनओसी: नयाँ शीर्षक' };
    const updated = await t.req({ method: 'PUT', url: `/api/v1/blogs/${id}`, payload: blog({ slug: 'nepali-update', ne: changed }), headers: { cookie } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await t.req({ method: 'GET', url: `/api/v1/blogs/${id}` })).json().ne).toEqual(changed);

    const withNull = await t.req({ method: 'PUT', url: `/api/v1/blogs/${id}`, payload: blog({ slug: 'nepali-update', ne: null }), headers: { cookie } });
    expect(withNull.statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url: `/api/v1/blogs/${id}` })).json().ne ?? null).toBeNull();

    await t.req({ method: 'PUT', url: `/api/v1/blogs/${id}`, payload: blog({ slug: 'nepali-update', ne: NE }), headers: { cookie } });
    const without = await t.req({ method: 'PUT', url: `/api/v1/blogs/${id}`, payload: blog({ slug: 'nepali-update' }), headers: { cookie } });
    expect(without.statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url: `/api/v1/blogs/${id}` })).json().ne ?? null).toBeNull();
    await t.req({ method: 'DELETE', url: `/api/v1/blogs/${id}`, headers: { cookie } });
  });

  it('a Nepali version given in part, too long, or embedding an unknown fact is refused field by field, and nothing changes', async () => {
    const cookie = await t.login();
    const id = (await t.req({ method: 'POST', url: '/api/v1/blogs', payload: blog({ slug: 'nepali-refused', ne: NE }), headers: { cookie } })).json().id;
    const before = (await t.req({ method: 'GET', url: `/api/v1/blogs/${id}`, headers: { cookie } })).json();

    const partial = await t.req({
      method: 'PUT',
      url: `/api/v1/blogs/${id}`,
      payload: blog({ slug: 'nepali-refused', ne: { ...NE, excerpt: ' ', body: '' } }),
      headers: { cookie },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.fields).toMatchObject({ 'ne.excerpt': NEPALI_VERSION_INCOMPLETE, 'ne.body': NEPALI_VERSION_INCOMPLETE });
    expect(partial.json().error.fields['ne.title']).toBeUndefined();

    const long = await t.req({
      method: 'PUT',
      url: `/api/v1/blogs/${id}`,
      payload: blog({ slug: 'nepali-refused', ne: { ...NE, title: 'क'.repeat(201) } }),
      headers: { cookie },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields['ne.title']).toMatch(/200/);

    const unknown = await t.req({
      method: 'PUT',
      url: `/api/v1/blogs/${id}`,
      payload: blog({ slug: 'nepali-refused', ne: { ...NE, body: 'शुल्क: {{fact no.such.fact}}' } }),
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields['ne.body']).toMatch(/no\.such\.fact/);

    expect((await t.req({ method: 'GET', url: `/api/v1/blogs/${id}`, headers: { cookie } })).json()).toEqual(before);
    await t.req({ method: 'DELETE', url: `/api/v1/blogs/${id}`, headers: { cookie } });
  });

  it('the seeded NOC guide has its Nepali version, with the same facts as the English', async () => {
    const items = (await t.req({ method: 'GET', url: '/api/v1/blogs?limit=100' })).json().items as Array<{
      slug: string;
      body: string;
      ne?: { body: string } | null;
    }>;
    const noc = items.find((b) => b.slug === 'noc-from-nepal-step-by-step')!;
    expect(noc.ne?.body).toMatch(/[\u0900-\u097F]/);
    const facts = (text: string) => [...text.matchAll(/\{\{fact ([^}\s]+)\}\}/g)].map((m) => m[1]).sort();
    expect(facts(noc.ne!.body)).toEqual(facts(noc.body));
  });
});

describe('a database seeded before the sample articles had Nepali versions', () => {
  it('gets the seed’s Nepali version for an article still as seeded; an article the team edited is left as it is; a second run changes nothing', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { db, dialect } = database;
      await migrateUpTo(db, dialect, '0230_consultancy_sound_key');
      const seeded = SEED_BLOGS.filter((b) => b.ne);
      expect(seeded.length).toBeGreaterThan(0);
      const stamp = '2026-01-01T00:00:00.000Z';
      const insert = async (input: BlogInput) =>
        Number(
          (
            await db
              .insertInto('blogs')
              .values(blogRow(input, { createdAt: stamp, updatedAt: stamp, publishedAt: stamp }))
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      const { publishedAt: _p, ne: _ne, ...asSeeded } = seeded[0];
      const untouched = await insert(asSeeded);
      // The same guide as the team reworded it (under another slug: a slug is unique).
      const { publishedAt: _q, ne: _ne2, ...other } = seeded[0];
      const edited = await insert({ ...other, slug: 'an-edited-guide', title: `${other.title} (our edit)` });
      const read = async (id: number) => {
        const row = await db.selectFrom('blogs').select(['data', 'search']).where('id', '=', id).executeTakeFirstOrThrow();
        return { data: JSON.parse(String(row.data)) as BlogInput, search: String(row.search) };
      };
      const editedBefore = await read(edited);

      await migrateToLatest(db, dialect);
      const after = await read(untouched);
      expect(after.data.ne).toEqual(seeded[0].ne);
      expect(after.data.body).toBe(seeded[0].body);
      // Found by its Nepali title in the admin's search, like an article saved with one.
      expect(after.search).toContain(seeded[0].ne!.title.toLowerCase());
      expect(await read(edited)).toEqual(editedBefore);

      await migrateToLatest(db, dialect);
      expect(await read(untouched)).toEqual(after);
    } finally {
      await drop();
    }
  });
});
