// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInFacts } from '../../src/data/fact-seeds';
import { DEFAULT_SITE_SETTINGS } from '../../src/data/site-settings';
import { factInputSchema, type Fact } from '../../src/domain/fact';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(async () => {
  await t.close();
});

const list = async (url: string, headers: Record<string, string> = {}) => (await t.req({ method: 'GET', url, headers })).json();
const factByKey = async (key: string): Promise<Fact> => {
  const all = await list(`/api/v1/facts?limit=100&q=${encodeURIComponent(key)}`);
  const f = all.items.find((x: Fact) => x.key === key);
  if (!f) throw new Error(`no fact ${key}`);
  return f;
};
const inputOf = (f: Fact) => {
  const { id: _id, updatedAt: _u, ...input } = f;
  return input;
};

describe('API: dated facts seeded from the built-in modules', () => {
  it('an empty database gets every built-in fact, each valid and with a unique key', async () => {
    const facts = builtInFacts();
    for (const f of facts) expect(factInputSchema.safeParse(f).success, f.key).toBe(true);
    expect(new Set(facts.map((f) => f.key)).size).toBe(facts.length);
    const first = await list('/api/v1/facts?limit=1');
    expect(first.total).toBe(facts.length);
  });

  it('a page reads its own facts by the page filter', async () => {
    const uk = await list('/api/v1/facts?limit=100&onPage=/destinations/uk');
    expect(uk.items.length).toBeGreaterThan(5);
    expect(uk.items.every((f: Fact) => f.page === '/destinations/uk')).toBe(true);
    expect(uk.items.map((f: Fact) => f.key)).toContain('destination.uk.visa-fee');
  });

  it('search matches a fact by its label, value or source', async () => {
    const r = await list('/api/v1/facts?limit=100&q=Immigration Health Surcharge');
    expect(r.total).toBeGreaterThan(0);
    expect(r.items.every((f: Fact) => JSON.stringify(f).toLowerCase().includes('immigration health surcharge'))).toBe(true);
  });
});

describe('API: admins edit facts; everyone else only reads', () => {
  it('an edit by an admin shows on the public page read at once (the cached answer follows the new version)', async () => {
    const url = '/api/v1/facts?limit=100&onPage=/destinations/uk';
    const before = await list(url);
    const again = await t.req({ method: 'GET', url });
    expect(again.headers.etag).toBeTruthy();
    const notModified = await t.req({ method: 'GET', url, headers: { 'if-none-match': String(again.headers.etag) } });
    expect(notModified.statusCode).toBe(304);

    const fee = before.items.find((f: Fact) => f.key === 'destination.uk.visa-fee');
    const res = await t.req({
      method: 'PUT',
      url: `/api/v1/facts/${fee.id}`,
      headers: { cookie },
      payload: { ...inputOf(fee), value: { kind: 'text', text: 'GBP 999 test fee' }, checkedOn: '2026-01' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ kind: 'text', text: 'GBP 999 test fee' });

    const after = await t.req({ method: 'GET', url, headers: { 'if-none-match': String(again.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.json().items.find((f: Fact) => f.key === 'destination.uk.visa-fee').value.text).toBe('GBP 999 test fee');
  });

  it('signed out, every write is refused and changes nothing', async () => {
    const fee = await factByKey('destination.australia.visa-fee');
    const put = await t.req({ method: 'PUT', url: `/api/v1/facts/${fee.id}`, payload: { ...inputOf(fee), value: { kind: 'text', text: 'hacked' } } });
    expect(put.statusCode).toBe(401);
    expect((await t.req({ method: 'POST', url: `/api/v1/facts/${fee.id}/review` })).statusCode).toBe(401);
    expect((await t.req({ method: 'DELETE', url: `/api/v1/facts/${fee.id}` })).statusCode).toBe(401);
    expect((await t.req({ method: 'POST', url: '/api/v1/facts', payload: { ...inputOf(fee), key: 'x.y' } })).statusCode).toBe(401);
    expect((await factByKey('destination.australia.visa-fee')).value).toEqual(fee.value);
  });

  it('bad input gets a clear message per field and changes nothing', async () => {
    const fee = await factByKey('destination.canada.visa-fee');
    const res = await t.req({
      method: 'PUT',
      url: `/api/v1/facts/${fee.id}`,
      headers: { cookie },
      payload: { ...inputOf(fee), value: { kind: 'text', text: '   ' }, checkedOn: 'July 2025', sourceUrl: 'http://insecure.example', sourceName: '' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields['value.text']).toBe('Required');
    expect(error.fields.checkedOn).toMatch(/YYYY-MM/);
    expect(error.fields.sourceUrl).toMatch(/https:\/\//);
    expect(error.fields.sourceName).toBe('Required');
    expect(await factByKey('destination.canada.visa-fee')).toEqual(fee);
  });

  it('an amount whose maximum is below its minimum, a month in the future, or a changed key is refused', async () => {
    const cost = (await list('/api/v1/facts?limit=100&onPage=/destinations/usa')).items.find((f: Fact) => f.value.kind === 'money');
    const low = await t.req({
      method: 'PUT',
      url: `/api/v1/facts/${cost.id}`,
      headers: { cookie },
      payload: { ...inputOf(cost), value: { ...cost.value, min: 10, max: 5 } },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().error.fields['value.max']).toBe('The maximum must not be below the minimum');
    const future = await t.req({ method: 'PUT', url: `/api/v1/facts/${cost.id}`, headers: { cookie }, payload: { ...inputOf(cost), checkedOn: '2026-02' } });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.checkedOn).toMatch(/cannot be after this month \(2026-01\)/);
    const rekey = await t.req({ method: 'PUT', url: `/api/v1/facts/${cost.id}`, headers: { cookie }, payload: { ...inputOf(cost), key: 'something.else' } });
    expect(rekey.statusCode).toBe(400);
    expect(rekey.json().error.fields.key).toMatch(/cannot change/);
    expect(await factByKey(cost.key)).toEqual(cost);
  });

  it('create, a duplicate key, read by id and delete', async () => {
    const body = {
      key: 'test.sample-fact',
      page: '/faqs',
      label: 'A test fact',
      value: { kind: 'list', items: ['one', 'two'] },
      checkedOn: '2025-12',
      sourceUrl: 'https://example.org/official',
      sourceName: 'Example',
    };
    const created = await t.req({ method: 'POST', url: '/api/v1/facts', headers: { cookie }, payload: body });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject(body);
    const dup = await t.req({ method: 'POST', url: '/api/v1/facts', headers: { cookie }, payload: body });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.key).toMatch(/already used/);
    expect((await t.req({ method: 'GET', url: `/api/v1/facts/${id}` })).json()).toMatchObject(body);
    expect((await t.req({ method: 'DELETE', url: `/api/v1/facts/${id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await t.req({ method: 'GET', url: `/api/v1/facts/${id}` })).statusCode).toBe(404);
    expect((await t.req({ method: 'DELETE', url: `/api/v1/facts/${id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: '/api/v1/facts/not-a-number' })).statusCode).toBe(404);
  });
});

describe('API: facts due for review (checked more than six months ago)', () => {
  it('due lists the facts checked before the cut-off month; "still correct" moves one to this month and the dashboard count drops', async () => {
    // The test clock is 2026-01-05: due means checked before 2025-07.
    const nz = await factByKey('destination.new-zealand.visa-fee');
    await t.req({ method: 'PUT', url: `/api/v1/facts/${nz.id}`, headers: { cookie }, payload: { ...inputOf(nz), checkedOn: '2025-06' } });
    const edge = await factByKey('destination.new-zealand.visa-funds');
    await t.req({ method: 'PUT', url: `/api/v1/facts/${edge.id}`, headers: { cookie }, payload: { ...inputOf(edge), checkedOn: '2025-07' } });

    const due = await list('/api/v1/facts?limit=100&due=true', { cookie });
    expect(due.items.every((f: Fact) => f.checkedOn < '2025-07')).toBe(true);
    expect(due.items.map((f: Fact) => f.key)).toContain('destination.new-zealand.visa-fee');
    expect(due.items.map((f: Fact) => f.key)).not.toContain('destination.new-zealand.visa-funds');
    const stats = (await t.req({ method: 'GET', url: '/api/v1/admin/stats', headers: { cookie } })).json();
    expect(stats.factsDue).toBe(due.total);

    const reviewed = await t.req({ method: 'POST', url: `/api/v1/facts/${nz.id}/review`, headers: { cookie } });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ checkedOn: '2026-01', lastChecked: '2026-01-05', value: nz.value, sourceUrl: nz.sourceUrl });
    expect(reviewed.json().notChecked).toBeUndefined();
    expect((await t.req({ method: 'GET', url: '/api/v1/admin/stats', headers: { cookie } })).json().factsDue).toBe(due.total - 1);

    // Seven months later the fact checked in 2025-07 is due too (the public answer moves with the calendar).
    const publicDueBefore = (await list('/api/v1/facts?limit=100&due=true')).items.map((f: Fact) => f.key);
    expect(publicDueBefore).not.toContain('destination.new-zealand.visa-funds');
    t.clock.advance(40 * 86_400_000); // 2026-02-14
    const publicDueAfter = (await list('/api/v1/facts?limit=100&due=true')).items.map((f: Fact) => f.key);
    expect(publicDueAfter).toContain('destination.new-zealand.visa-funds');
  });
});

describe('API: site settings', () => {
  beforeAll(async () => {
    cookie = await t.login(); // the clock moved on above: a fresh session
  });
  it('start with no phone number and no social links, and an admin sets them', async () => {
    const first = (await t.req({ method: 'GET', url: '/api/v1/settings' })).json();
    expect(first).toMatchObject(DEFAULT_SITE_SETTINGS);
    expect(first.phone).toBe('');
    const body = { ...DEFAULT_SITE_SETTINGS, phone: '01-5550100', social: { ...DEFAULT_SITE_SETTINGS.social, Facebook: 'https://facebook.com/example' } };
    const res = await t.req({ method: 'PUT', url: '/api/v1/settings', headers: { cookie }, payload: body });
    expect(res.statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url: '/api/v1/settings' })).json()).toMatchObject(body);
  });

  it('refuse bad values with a message per field, and writes signed out, changing nothing', async () => {
    const before = (await t.req({ method: 'GET', url: '/api/v1/settings' })).json();
    const bad = await t.req({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: { cookie },
      payload: {
        ...DEFAULT_SITE_SETTINGS,
        phone: 'call me',
        email: 'nope',
        address: '',
        social: { ...DEFAULT_SITE_SETTINGS.social, X: 'javascript:alert(1)' },
      },
    });
    expect(bad.statusCode).toBe(400);
    const f = bad.json().error.fields;
    expect(f.phone).toMatch(/Nepali mobile/);
    expect(f.email).toBeTruthy();
    expect(f.address).toBe('Required');
    expect(f['social.X']).toMatch(/https:\/\//);
    expect((await t.req({ method: 'PUT', url: '/api/v1/settings', payload: DEFAULT_SITE_SETTINGS })).statusCode).toBe(401);
    expect((await t.req({ method: 'GET', url: '/api/v1/settings' })).json()).toEqual(before);
  });
});
