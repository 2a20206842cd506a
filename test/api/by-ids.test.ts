// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IDS_PER_QUERY } from '../../src/domain/common';
import { createTestApp, type TestApp } from './harness';

/**
 * `ids=1,2,3` on the public lists: the compare page and the shortlist read the records a visitor picked
 * in one request, and learn which of them are gone (an id that does not exist is simply not in the answer).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (url: string) => {
  const res = await t.req({ method: 'GET', url });
  return {
    status: res.statusCode,
    body: res.json() as {
      items: Array<{ id: number; name?: string; title?: string }>;
      total: number;
      error?: { code: string; message: string; fields?: Record<string, string> };
    },
  };
};

describe('API: reading the records a visitor picked (ids=…)', () => {
  it.each(['consultancies', 'universities', 'courses'])('/%s?ids= answers exactly the listed records that exist, in id order', async (resource) => {
    const { status, body } = await list(`/api/v1/${resource}?ids=3,1,2147483647,2&limit=10`);
    expect(status).toBe(200);
    expect(body.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(body.total).toBe(3);
  });

  it('an id listed twice is answered once', async () => {
    const { body } = await list('/api/v1/consultancies?ids=2,2,2');
    expect(body.items.map((i) => i.id)).toEqual([2]);
  });

  it('a record deleted by an admin is no longer in the answer; the others still are', async () => {
    const cookie = await t.login();
    const created = await t.req({ method: 'GET', url: '/api/v1/courses/5' });
    expect(created.statusCode).toBe(200);
    const del = await t.req({ method: 'DELETE', url: '/api/v1/courses/5', headers: { cookie } });
    expect(del.statusCode).toBe(204);
    const { body } = await list('/api/v1/courses?ids=4,5,6');
    expect(body.items.map((i) => i.id)).toEqual([4, 6]);
  });

  it.each([
    ['an empty list', ''],
    ['a word', 'abc'],
    ['a negative id', '-1'],
    ['zero', '0'],
    ['a trailing comma', '1,2,'],
    ['an id beyond the id range', '99999999999'],
    ['spaces inside', '1, 2'],
  ])('refuses %s with a clear 400 naming the ids parameter', async (_what, ids) => {
    const { status, body } = await list(`/api/v1/consultancies?ids=${encodeURIComponent(ids)}`);
    expect(status).toBe(400);
    expect(body.error?.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error?.fields ?? {})).toContain('ids');
  });

  it(`refuses more than ${MAX_IDS_PER_QUERY} ids in one request`, async () => {
    const ids = Array.from({ length: MAX_IDS_PER_QUERY + 1 }, (_, i) => i + 1).join(',');
    const { status, body } = await list(`/api/v1/universities?ids=${ids}`);
    expect(status).toBe(400);
    expect(body.error?.fields?.ids).toMatch(/At most 100 ids/);
  });

  it('combines with the other filters (verified consultancies among the listed ones)', async () => {
    const all = await list('/api/v1/consultancies?ids=1,2,3,4,5,6,7,8&limit=20');
    const verified = await list('/api/v1/consultancies?ids=1,2,3,4,5,6,7,8&verified=true&limit=20');
    expect(verified.body.items.length).toBeLessThanOrEqual(all.body.items.length);
    expect(verified.body.items.every((c) => all.body.items.some((a) => a.id === c.id))).toBe(true);
  });
});
