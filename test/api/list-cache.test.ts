// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCache } from '../../server/db/connect';
import { ListCache } from '../../server/list-cache';
import { PageCache } from '../../server/render/page-cache';
import { createTestApp, type TestApp } from './harness';

const blog = (over: Record<string, unknown> = {}) => ({
  slug: 'cache-draft',
  title: 'A draft nobody may see',
  excerpt: 'Short summary.',
  body: 'Body text.',
  coverImage: '/images/covers/cover-1.svg',
  author: 'Editor',
  tags: ['news'],
  status: 'draft',
  ...over,
});

type Item = { id: number; name?: string; title?: string; status?: string };
const ids = (body: { items: Item[] }) => body.items.map((x) => x.id);

/** An existing consultancy's fields (for a valid body to create or update with). */
async function consultancyInput(t: TestApp, over: Record<string, unknown> = {}) {
  const { id: _id, ...input } = (await t.req({ method: 'GET', url: '/api/v1/consultancies/1' })).json();
  return { ...input, ...over };
}

let dir: string | undefined;
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  // On SQLite a file both apps open (each with its own connection); on PostgreSQL one database.
  dir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'gantavya-cache-'));
  t = await createTestApp({ dataDir: dir });
  other = await createTestApp({ sameDatabaseAs: t });
});
afterAll(async () => {
  await other.close();
  await t.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('API: public list pages are cached, never stale', () => {
  it('the public list shows a create, an update and a delete on the very next read', async () => {
    const cookie = await t.login();
    const url = '/api/v1/consultancies?limit=100';
    const before = (await t.req({ method: 'GET', url })).json();
    expect((await t.req({ method: 'GET', url })).json()).toEqual(before); // now served from the cache

    const created = await t.req({
      method: 'POST',
      url: '/api/v1/consultancies',
      payload: await consultancyInput(t, { name: 'Cache Test Consultancy' }),
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const afterCreate = (await t.req({ method: 'GET', url })).json();
    expect(afterCreate.total).toBe(before.total + 1);
    expect(afterCreate.items.find((x: Item) => x.id === id)?.name).toBe('Cache Test Consultancy');

    const updated = await t.req({
      method: 'PUT',
      url: `/api/v1/consultancies/${id}`,
      payload: await consultancyInput(t, { name: 'Renamed Consultancy' }),
      headers: { cookie },
    });
    expect(updated.statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url })).json().items.find((x: Item) => x.id === id)?.name).toBe('Renamed Consultancy');

    expect((await t.req({ method: 'DELETE', url: `/api/v1/consultancies/${id}`, headers: { cookie } })).statusCode).toBe(204);
    const afterDelete = (await t.req({ method: 'GET', url })).json();
    expect(afterDelete.total).toBe(before.total);
    expect(ids(afterDelete)).not.toContain(id);
  });

  it("a second app on the same database sees the first one's write on its next list read", async () => {
    const cookie = await t.login();
    const url = '/api/v1/consultancies?q=Cross Process';
    expect((await other.req({ method: 'GET', url })).json().total).toBe(0); // cached in the other app
    const created = await t.req({
      method: 'POST',
      url: '/api/v1/consultancies',
      payload: await consultancyInput(t, { name: 'Cross Process Consultancy' }),
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    expect(ids((await other.req({ method: 'GET', url })).json())).toEqual([created.json().id]);
    await t.req({
      method: 'PUT',
      url: `/api/v1/consultancies/${created.json().id}`,
      payload: await consultancyInput(t, { name: 'Cross Process Renamed' }),
      headers: { cookie },
    });
    expect((await other.req({ method: 'GET', url })).json().items[0].name).toBe('Cross Process Renamed');
    await t.req({ method: 'DELETE', url: `/api/v1/consultancies/${created.json().id}`, headers: { cookie } });
    expect((await other.req({ method: 'GET', url })).json().total).toBe(0);
  });

  it('a write made outside the API (plain SQL, as a script would) shows in the next list read too', async () => {
    const url = '/api/v1/universities?limit=1';
    const first = (await t.req({ method: 'GET', url })).json().items[0];
    const changed = JSON.stringify({ ...first, id: undefined, name: 'Renamed By Script' });
    await sql`update universities set data = ${changed} where id = ${first.id}`.execute(other.database.db);
    expect((await t.req({ method: 'GET', url })).json().items[0].name).toBe('Renamed By Script');
  });

  it('a university write also refreshes course lists (they filter by university country)', async () => {
    const cookie = await t.login();
    const url = '/api/v1/courses?country=Nowhere Land';
    expect((await t.req({ method: 'GET', url })).json().total).toBe(0);
    const uni = (await t.req({ method: 'GET', url: '/api/v1/universities/1' })).json();
    const { id: _id, ...input } = uni;
    const res = await t.req({ method: 'PUT', url: '/api/v1/universities/1', payload: { ...input, country: 'Nowhere Land' }, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url })).json().total).toBeGreaterThan(0);
    await t.req({ method: 'PUT', url: '/api/v1/universities/1', payload: input, headers: { cookie } });
  });
});

describe('API: ETag and 304 on public lists', () => {
  it('answers 304 with no body to a matching If-None-Match, and 200 with a new ETag once the list changed', async () => {
    const url = '/api/v1/blogs?limit=5';
    const first = await t.req({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await t.req({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) {
      expect((await t.req({ method: 'GET', url, headers: { 'if-none-match': header } })).statusCode, header).toBe(304);
    }
    expect((await t.req({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } })).statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url: '/api/v1/blogs?limit=4', headers: { 'if-none-match': etag } })).statusCode).toBe(200);

    const cookie = await t.login();
    const target = first.json().items[0];
    const { id, ...input } = target;
    await t.req({ method: 'PUT', url: `/api/v1/blogs/${id}`, payload: { ...input, title: 'Retitled for the ETag test' }, headers: { cookie } });
    const changed = await t.req({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().items[0].title).toBe('Retitled for the ETag test');
  });

  it('the same list from another app on the same database has the same ETag', async () => {
    const url = '/api/v1/courses?limit=3';
    const a = await t.req({ method: 'GET', url });
    const b = await other.req({ method: 'GET', url, headers: { 'if-none-match': String(a.headers.etag) } });
    expect(b.statusCode).toBe(304);
  });
});

describe('API: drafts never come from a public cache entry', () => {
  it('an admin list (drafts included) is not cached; the public list of the same query never shows a draft', async () => {
    const cookie = await t.login();
    const created = await t.req({ method: 'POST', url: '/api/v1/blogs', payload: blog(), headers: { cookie } });
    expect(created.statusCode).toBe(201);
    const draftId = created.json().id;
    const url = '/api/v1/blogs?limit=100';

    // The admin reads first: the public read of the same query must not get that page.
    const admin = await t.req({ method: 'GET', url, headers: { cookie } });
    expect(ids(admin.json())).toContain(draftId);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.headers.etag).toBeUndefined();
    const pub = await t.req({ method: 'GET', url });
    expect(ids(pub.json())).not.toContain(draftId);
    expect(pub.json().items.every((b: Item) => b.status === 'published')).toBe(true);

    // The public page cached, an admin still gets drafts, even sending the public ETag.
    const adminAgain = await t.req({ method: 'GET', url, headers: { cookie, 'if-none-match': String(pub.headers.etag) } });
    expect(adminAgain.statusCode).toBe(200);
    expect(ids(adminAgain.json())).toContain(draftId);
    expect(ids((await other.req({ method: 'GET', url })).json())).not.toContain(draftId);

    // Published, it shows in the next public read (in either app); back to draft, it is gone again.
    await t.req({ method: 'PUT', url: `/api/v1/blogs/${draftId}`, payload: blog({ status: 'published' }), headers: { cookie } });
    expect(ids((await other.req({ method: 'GET', url })).json())).toContain(draftId);
    await t.req({ method: 'PUT', url: `/api/v1/blogs/${draftId}`, payload: blog({ status: 'draft' }), headers: { cookie } });
    expect(ids((await other.req({ method: 'GET', url })).json())).not.toContain(draftId);
    expect(ids((await t.req({ method: 'GET', url })).json())).not.toContain(draftId);
  });
});

describe('caches are bounded', () => {
  it('the SQLite statement cache keeps at most its size, reuses a statement by its SQL, and never hands out a busy one', () => {
    const database = new SQLite(':memory:');
    const cache = new StatementCache(database, 3);
    const first = cache.prepare('select 1 as n');
    expect(cache.prepare('select 1 as n')).toBe(first);
    for (let i = 0; i < 10; i++) cache.prepare(`select ${i + 2} as n`);
    expect(cache.statements.size).toBe(3);
    expect(cache.prepare('select 1 as n')).not.toBe(first); // forgotten, prepared again

    const stream = cache.prepare('select 11 as n');
    const iterator = stream.iterate([]);
    iterator.next(); // the statement is busy while the iteration is open
    const other = cache.prepare('select 11 as n');
    expect(other).not.toBe(stream);
    expect(other.all([])).toEqual([{ n: 11 }]);
    iterator.return?.();
    expect(cache.prepare('select 11 as n')).toBe(stream);
    cache.close();
  });

  it('the page cache lets a page asked for twice in only past pages read less often, and a page nobody reads any more gives way in the end', () => {
    // Five pages: one waits in the first-ask segment, four in the main one.
    const cache = new PageCache(t.database.db, 5);
    const html = (key: string) => Buffer.from(`<p>${key}</p>`);
    const popular = ['a', 'b', 'c', 'd'];
    for (const key of popular) {
      cache.set(key, 's', 200, html(key));
      for (let i = 0; i < 3; i++) expect(cache.get(key, 's')).toBeDefined();
    }
    // Each of these asked for twice: none pushes out a page read four times.
    for (let i = 0; i < 3; i++) {
      cache.set(`flood-${i}`, 's', 200, html(`flood-${i}`));
      expect(cache.get(`flood-${i}`, 's')).toBeDefined();
    }
    for (const key of popular) expect(cache.get(key, 's')?.body.toString()).toBe(`<p>${key}</p>`);
    expect(cache.get('flood-0', 's')).toBeUndefined();
    // Nobody reads the four any more: the pages asked for again wear them down and take their places.
    for (let i = 3; i < 40; i++) {
      cache.set(`flood-${i}`, 's', 200, html(`flood-${i}`));
      cache.get(`flood-${i}`, 's');
      cache.get(`flood-${i}`, 's');
    }
    expect(popular.filter((key) => cache.get(key, 's') === undefined).length).toBeGreaterThan(0);
    // A page is only ever sent at the versions it was rendered at.
    expect(cache.get('flood-39', 'newer')).toBeUndefined();
  });

  it('the list cache keeps at most its entries and bytes per table, and only pages of the latest version', async () => {
    // A page counts at twice its JSON (room for its compressed copies): 80 bytes each here, 200 at most.
    const cache = new ListCache(t.database.db, 2, 200);
    cache.set('blogs', 1, 'a', 'x'.repeat(40));
    cache.set('blogs', 1, 'b', 'x'.repeat(40));
    cache.set('blogs', 1, 'c', 'x'.repeat(40));
    expect(cache.size('blogs')).toBe(2);
    expect(cache.get('blogs', 1, 'a')).toBeUndefined();
    cache.set('blogs', 1, 'big', 'x'.repeat(101));
    expect(cache.get('blogs', 1, 'big')).toBeUndefined();
    cache.set('blogs', 2, 'a', 'new');
    expect(cache.size('blogs')).toBe(1);
    expect(cache.get('blogs', 1, 'b')).toBeUndefined();
    cache.set('blogs', 1, 'late', 'built by a request that read the older version');
    expect(cache.get('blogs', 1, 'late')).toBeUndefined();
    expect(cache.get('blogs', 2, 'a')?.body.toString()).toBe('new');
    expect(await cache.version('blogs')).toBeGreaterThan(0);
  });
});
