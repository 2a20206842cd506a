// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTANCIES } from '../../src/data/consultancies';
import type { Consultancy } from '../../src/domain/consultancy';
import { CONSULTANCY_PAGE_SIZE, browseDirectory, directoryQueryFrom, type DirectoryPage } from '../../src/domain/directoryQuery';
import { createTestApp, type TestApp } from './harness';

/**
 * /consultancies' list on the server (GET /api/v1/consultancy-list): the filters, the sort, the page
 * and the counts per value come from SQL, and answer exactly what the rule in plain code answers
 * (src/domain/directoryQuery.ts) on the same records, on SQLite and on PostgreSQL.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
  // Records the seed has not: non-ASCII letters, LIKE's own characters, a value in two cases.
  const { id: _id, sample: _sample, ...input } = CONSULTANCIES[0];
  const extra = [
    {
      ...input,
      name: 'Ünique_Study 100%',
      location: 'Chowk, Kathmandu',
      specializations: ['Türkiye', 'japan'],
      services: ['Visa assistance'],
      testPreparation: ['PTE' as const],
      rating: 4.9,
      verified: false,
    },
    {
      ...input,
      name: 'himalayan pathways education',
      location: 'Main Road, Dang',
      specializations: ['Australia'],
      services: ['University admission'],
      rating: 2.1,
      verified: true,
    },
  ];
  for (const payload of extra) {
    const r = await t.req({ method: 'POST', url: '/api/v1/consultancies', payload, headers: { cookie } });
    expect(r.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

async function everyRecord(): Promise<Consultancy[]> {
  const rows = await t.database.db.selectFrom('consultancies').select(['id', 'data']).orderBy('id').execute();
  return rows.map((r) => ({ ...(JSON.parse(r.data) as Consultancy), id: Number(r.id) }));
}

const listOf = async (qs: string) => {
  const r = await t.req({ url: `/api/v1/consultancy-list${qs ? `?${qs}` : ''}` });
  expect(r.statusCode).toBe(200);
  return r.json() as DirectoryPage;
};

const ids = (p: DirectoryPage) => p.items.map((c) => c.id);

const QUESTIONS = [
  '',
  'destination=Australia&exam=IELTS&sort=rating&page=2',
  'destination=australia&exam=ielts',
  'search=kathmandu&category=scholarships',
  'search=POKHARA&sort=name',
  'city=Kathmandu',
  'city=kaski&verified=1',
  'service=Visa%20assistance&sort=newest&page=2',
  'verified=1&sort=name&page=3',
  'sort=newest&page=4',
  'search=Himalayan%20Pathways%20Education',
  'search=tilicho%20education%20consultancy&sort=newest',
  'destination=T%C3%BCrkiye',
  'destination=JAPAN&sort=name',
  'search=100%25',
  'search=_',
  'destination=%25',
  'destination=Nowhere&exam=IELTS&verified=1',
  'page=99',
  'category=visas&sort=sideways&page=abc',
  'search=%E0%A4%95%E0%A4%BE%E0%A4%A0%E0%A4%AE%E0%A4%BE%E0%A4%A1%E0%A5%8C%E0%A4%82',
  'search=%E0%A4%AA%E0%A5%8B%E0%A4%96%E0%A4%B0%E0%A4%BE&sort=name',
  'search=%E0%A4%AC%E0%A5%87%E0%A4%B2%E0%A4%BE%E0%A4%AF%E0%A4%A4&city=Kathmandu',
  'search=%E0%A4%95',
];

describe('API: /consultancy-list answers as the rule in plain code', () => {
  it.each(QUESTIONS)('?%s: the same page, total and counts', async (qs) => {
    const expected = browseDirectory(await everyRecord(), directoryQueryFrom(new URLSearchParams(qs)));
    const answer = await listOf(qs);
    expect(ids(answer)).toEqual(ids(expected));
    expect(answer.total).toBe(expected.total);
    expect(answer.page).toBe(expected.page);
    expect(answer.limit).toBe(CONSULTANCY_PAGE_SIZE);
    expect(answer.facets).toEqual(expected.facets);
  });

  it('a page holds 24 whole records; the search puts exact name matches first, whatever the sort', async () => {
    const all = await listOf('');
    expect(all.items).toHaveLength(CONSULTANCY_PAGE_SIZE);
    expect(all.items[0]).toMatchObject({ name: expect.any(String), services: expect.any(Array), sample: expect.any(Boolean) });
    const byName = await listOf('search=himalayan%20pathways%20education&sort=newest');
    const exact = byName.items.filter((c) => c.name.toLowerCase() === 'himalayan pathways education');
    expect(exact.length).toBeGreaterThan(1);
    expect(byName.items.slice(0, exact.length)).toEqual(exact);
  });

  it('a city typed in Devanagari lists what the city in Latin letters lists, branch cities included', async () => {
    const latin = await listOf('search=Kathmandu');
    const nepali = await listOf(`search=${encodeURIComponent('काठमाडौं')}`);
    expect(latin.total).toBeGreaterThan(0);
    expect(nepali.total).toBe(latin.total);
    expect(ids(nepali)).toEqual(ids(latin));
    const butwal = await listOf(`search=${encodeURIComponent('बुटवल')}`);
    expect(butwal.total).toBe((await listOf('search=Butwal')).total);
  });

  it('the counts per value follow every other filter, and the empty answer says how many each filter hides', async () => {
    const p = await listOf('destination=Australia&exam=GMAT');
    expect(p.total).toBe(0);
    expect(p.facets.without.destination).toBeGreaterThan(0);
    expect(p.facets.without.exam).toBeGreaterThan(0);
    expect(p.facets.destination.find((f) => f.value === 'Australia')).toEqual({ value: 'Australia', count: 0 });
  });

  it('an edit shows in the next answer (kept per content version)', async () => {
    const before = await listOf('destination=Atlantis');
    expect(before.total).toBe(0);
    const { id: _id, sample: _sample, ...input } = CONSULTANCIES[1];
    const r = await t.req({
      method: 'PUT',
      url: `/api/v1/consultancies/${CONSULTANCIES[1].id}`,
      payload: { ...input, specializations: ['Atlantis'] },
      headers: { cookie },
    });
    expect(r.statusCode).toBe(200);
    const after = await listOf('destination=Atlantis');
    expect(ids(after)).toEqual([CONSULTANCIES[1].id]);
  });

  it('a value longer than the form allows is refused with a clear message, never a 5xx', async () => {
    const r = await t.req({ url: `/api/v1/consultancy-list?destination=${'x'.repeat(1000)}` });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('VALIDATION_FAILED');
  });
});
