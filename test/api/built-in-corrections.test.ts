// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposeBuiltInCorrections, releaseBuiltIns, type BuiltIns } from '../../server/db/built-in-corrections';
import type { Correction } from '../../src/domain/corrections';
import type { Fact, FactInput } from '../../src/domain/fact';
import type { RecordChange } from '../../src/domain/history';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let cookie: string;
const FEE = 'destination.uk.visa-fee';
const FUNDS = 'destination.uk.funds-28-days';
const ARTICLE = 'showing-funds-for-a-student-visa';

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
  // The site's first start: it remembers the built-in version each record was seeded from.
  expect(await proposeBuiltInCorrections(t.database.db, t.clock.now)).toBe(0);
});
afterAll(async () => {
  await t.close();
});

const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = { cookie }) =>
  t.req({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const factByKey = async (key: string): Promise<Fact> => (await as('GET', `/api/v1/facts?keys=${key}`)).json().items[0];
const inputOf = ({ id: _id, updatedAt: _u, ...input }: Fact): FactInput => input;
const corrections = async (status: 'open' | 'decided' = 'open'): Promise<Correction[]> =>
  (await as('GET', `/api/v1/corrections?status=${status}`)).json().items;
const articleBySlug = async (slug: string) =>
  ((await as('GET', '/api/v1/blogs?limit=50')).json().items as Array<{ id: number; slug: string; title: string }>).find((b) => b.slug === slug)!;

/** The next release: its built-in values with `changes` made to some facts and an article's title. */
function nextRelease(changes: Record<string, (f: FactInput) => FactInput>, articleTitle?: string): BuiltIns {
  const release = releaseBuiltIns();
  return {
    facts: release.facts.map((f) => (changes[f.key] ? changes[f.key](f) : f)),
    articles: release.articles.map((a) => (articleTitle && a.slug === ARTICLE ? { ...a, title: articleTitle } : a)),
  };
}
const newFee = (f: FactInput): FactInput => ({
  ...f,
  value: f.value.kind === 'money' ? { ...f.value, min: f.value.min + 100, max: f.value.max + 100 } : f.value,
  checkedOn: '2026-01',
});
const newFunds = (f: FactInput): FactInput => ({ ...f, value: { kind: 'text', text: 'for 31 consecutive days (release)' } });

describe('API: a release that corrects a built-in fact or article brings it to a site set up earlier as a proposal, never as a silent overwrite', () => {
  let edited: FactInput;

  it("a changed built-in fact and article become proposals in the admins' queue (old value, new value, source); the site's records are unchanged", async () => {
    const feeBefore = await factByKey(FEE);
    const fundsBefore = await factByKey(FUNDS);
    // An admin edits one of them before the release comes.
    edited = { ...inputOf(fundsBefore), value: { kind: 'text', text: 'for 28 days in a row (our wording)' } };
    expect((await as('PUT', `/api/v1/facts/${fundsBefore.id}`, edited)).statusCode).toBe(200);
    const titleBefore = (await articleBySlug(ARTICLE)).title;

    const release = nextRelease({ [FEE]: newFee, [FUNDS]: newFunds }, 'Showing funds for a student visa (corrected)');
    expect(await proposeBuiltInCorrections(t.database.db, t.clock.now, release)).toBe(3);

    expect(await factByKey(FEE)).toEqual(feeBefore);
    expect(inputOf(await factByKey(FUNDS))).toEqual(edited);
    expect((await articleBySlug(ARTICLE)).title).toBe(titleBefore);

    const open = await corrections();
    expect(open.map((c) => `${c.kind} ${c.key}`)).toEqual([`fact ${FEE}`, `fact ${FUNDS}`, `article ${ARTICLE}`]);
    const [fee, funds, article] = open;
    expect(fee).toMatchObject({ status: 'open', adminEdited: false, recordId: feeBefore.id, current: inputOf(feeBefore), builtIn: newFee(inputOf(feeBefore)) });
    expect(fee.builtIn).toHaveProperty('sourceUrl', feeBefore.sourceUrl);
    expect(funds).toMatchObject({ adminEdited: true, current: edited, builtIn: { value: { text: 'for 31 consecutive days (release)' } } });
    expect(article).toMatchObject({ adminEdited: false, current: { title: titleBefore }, builtIn: { title: 'Showing funds for a student visa (corrected)' } });

    // Another start of the same release proposes nothing again.
    expect(await proposeBuiltInCorrections(t.database.db, t.clock.now, release)).toBe(0);
    expect(await corrections()).toHaveLength(3);
    expect((await as('GET', '/api/v1/corrections', undefined, {})).statusCode).toBe(401);
  });

  it("accepting applies the release's value and records it in the record's history; an article embeds the new value at once", async () => {
    const [fee, , article] = await corrections();
    const feeBefore = await factByKey(FEE);
    const res = await as('POST', `/api/v1/corrections/${fee.id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', decidedBy: expect.stringContaining('@') });
    expect(inputOf(await factByKey(FEE))).toEqual(fee.builtIn);
    const [change] = (await as('GET', `/api/v1/facts/${feeBefore.id}/history`)).json().items;
    expect(change).toMatchObject({ action: 'accepted', before: inputOf(feeBefore), after: fee.builtIn });

    expect((await as('POST', `/api/v1/corrections/${article.id}/accept`)).statusCode).toBe(200);
    const blog = await articleBySlug(ARTICLE);
    expect(blog.title).toBe('Showing funds for a student visa (corrected)');
    const [blogChange] = (await as('GET', `/api/v1/blogs/${blog.id}/history`)).json().items as RecordChange[];
    expect(blogChange).toMatchObject({ action: 'accepted', after: { title: 'Showing funds for a student visa (corrected)' } });

    const again = await as('POST', `/api/v1/corrections/${fee.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This correction was already accepted.');
  });

  it("rejecting keeps the admins' value, is recorded, and the same value is not proposed again; a later release's other value is", async () => {
    const [funds] = await corrections();
    const res = await as('POST', `/api/v1/corrections/${funds.id}/reject`);
    expect(res.statusCode, res.body).toBe(200);
    expect(inputOf(await factByKey(FUNDS))).toEqual(edited);
    expect(await corrections()).toEqual([]);
    const decided = await corrections('decided');
    expect(decided.map((c) => `${c.status} ${c.key}`).sort()).toEqual([`accepted ${ARTICLE}`, `accepted ${FEE}`, `rejected ${FUNDS}`].sort());

    const same = nextRelease({ [FEE]: newFee, [FUNDS]: newFunds }, 'Showing funds for a student visa (corrected)');
    expect(await proposeBuiltInCorrections(t.database.db, t.clock.now, same)).toBe(0);

    const later = nextRelease(
      { [FEE]: newFee, [FUNDS]: (f) => ({ ...f, value: { kind: 'text', text: 'for 28 consecutive days, ending within 31 days of applying' } }) },
      'Showing funds for a student visa (corrected)',
    );
    expect(await proposeBuiltInCorrections(t.database.db, t.clock.now, later)).toBe(1);
    const [next] = await corrections();
    expect(next).toMatchObject({ key: FUNDS, adminEdited: true, current: edited });
  });

  it('a later release supersedes an open proposal; a release whose value the admins already typed needs none; unknown ids are 404', async () => {
    const [open] = await corrections();
    const third = nextRelease(
      { [FEE]: newFee, [FUNDS]: (f) => ({ ...f, value: { kind: 'text', text: 'a third wording' } }) },
      'Showing funds for a student visa (corrected)',
    );
    expect(await proposeBuiltInCorrections(t.database.db, t.clock.now, third)).toBe(1);
    const superseded = await as('POST', `/api/v1/corrections/${open.id}/accept`);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().error.message).toMatch(/later release proposed another value/);

    // The admins type the release's value themselves: the open proposal has nothing left to do.
    const fact = await factByKey(FUNDS);
    expect((await as('PUT', `/api/v1/facts/${fact.id}`, { ...inputOf(fact), value: { kind: 'text', text: 'a third wording' } })).statusCode).toBe(200);
    expect(await proposeBuiltInCorrections(t.database.db, t.clock.now, third)).toBe(0);
    expect(await corrections()).toEqual([]);

    expect((await as('POST', '/api/v1/corrections/999999/reject')).json().error.message).toBe('That correction was not found.');
    expect((await as('POST', '/api/v1/corrections/abc/accept')).statusCode).toBe(404);
  });
});

describe('API: a database from before the site remembered its built-in versions', () => {
  it("a record holding an older built-in value is proposed the release's value, not overwritten; the records equal to the release need nothing", async () => {
    const old = await createTestApp();
    try {
      const db = old.database.db;
      // As the previous release seeded it: GBP 1,483 where this release says otherwise.
      const row = await db.selectFrom('facts').select(['id', 'data']).where('key', '=', FEE).executeTakeFirstOrThrow();
      const release = JSON.parse(row.data) as FactInput;
      const previous = { ...release, value: { kind: 'money' as const, min: 1483, max: 1483, currency: 'GBP' as const, per: 'once' as const } };
      await db
        .updateTable('facts')
        .set({ data: JSON.stringify(previous) })
        .where('id', '=', row.id)
        .execute();

      expect(await proposeBuiltInCorrections(db, old.clock.now)).toBe(1);
      const kept = await db.selectFrom('facts').select('data').where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(JSON.parse(kept.data)).toEqual(previous);
      const admin = await old.login();
      const [proposal] = (await old.req({ method: 'GET', url: '/api/v1/corrections', headers: { cookie: admin } })).json().items as Correction[];
      expect(proposal).toMatchObject({ key: FEE, adminEdited: false, current: previous, builtIn: release });
    } finally {
      await old.close();
    }
  });
});

describe('API: release corrections and a fact’s Nepali version', () => {
  it('a Nepali version alone is no edit of the English: nothing is proposed for it; accepting a correction keeps it, now out of date with the English', async () => {
    const app = await createTestApp();
    try {
      const admin = await app.login();
      const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
        app.req({ method, url, headers: { cookie: admin }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
      expect(await proposeBuiltInCorrections(app.database.db, app.clock.now)).toBe(0);
      const KEY = 'destination.canada.work-after-study';
      const fact: Fact = (await req('GET', `/api/v1/facts?keys=${KEY}`)).json().items[0];
      if (fact.value.kind !== 'text') throw new Error(`${KEY} is a text`);
      const ne = { text: 'पढाइपछि काम गर्न पाइन्छ।', of: { text: fact.value.text } };
      expect((await req('PUT', `/api/v1/facts/${fact.id}`, { ...inputOf(fact), ne })).statusCode).toBe(200);
      expect(await proposeBuiltInCorrections(app.database.db, app.clock.now)).toBe(0);

      const release = nextRelease({ [KEY]: (f) => ({ ...f, value: { kind: 'text', text: 'Up to three years of open work (release).' } }) });
      expect(await proposeBuiltInCorrections(app.database.db, app.clock.now, release)).toBe(1);
      const [proposal] = (await req('GET', '/api/v1/corrections?status=open')).json().items as Correction[];
      expect(proposal).toMatchObject({ key: KEY, adminEdited: false });
      expect((await req('POST', `/api/v1/corrections/${proposal.id}/accept`)).statusCode).toBe(200);
      const after: Fact = (await req('GET', `/api/v1/facts?keys=${KEY}`)).json().items[0];
      expect(after.value).toEqual({ kind: 'text', text: 'Up to three years of open work (release).' });
      expect(after.ne).toEqual(ne);
      const [change] = (await req('GET', `/api/v1/facts/${fact.id}/history`)).json().items as RecordChange[];
      expect(change).toMatchObject({ action: 'accepted', before: { ne }, after: { ne } });
    } finally {
      await app.close();
    }
  });
});
