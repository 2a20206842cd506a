// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ config: { publicWriteLimit: { max: 100_000, windowMs: 60_000 } } });
  cookie = await t.login();
});
afterAll(() => t.close());

const RESOURCES = ['blogs', 'universities', 'courses', 'consultancies'];
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    fullName: fc.string(), email: fc.string(), phone: fc.string(), preferredDate: fc.string(), studyLevel: fc.string(), preferredDestination: fc.string(), message: fc.string(),
    consultancyId: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
  }, { requiredKeys: [] }),
  fc.record({ slug: fc.string(), title: fc.string(), status: fc.string(), tags: fc.array(fc.string()), tuition: fc.jsonValue(), intakes: fc.array(fc.string()), universityId: fc.oneof(fc.integer(), fc.double()) }, { requiredKeys: [] }),
);
const idLike = fc.oneof(fc.integer(), fc.double().map(String), fc.string({ maxLength: 12 }), fc.constantFrom('0', '-1', '1e3', '99999999999999999999', '%00', '..', '1;drop'));
const queryLike = fc.dictionary(fc.constantFrom('page', 'limit', 'q', 'country', 'level', 'field', 'universityId', 'status', 'verified', 'sort', 'specialization', 'read', 'tag'), fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)));

describe('API: no input a client can send produces a 500 (property)', () => {
  it('generated bodies, queries and ids on every endpoint, with and without a session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ...RESOURCES.flatMap((r) => [`GET /${r}`, `GET /${r}/:id`, `POST /${r}`, `PUT /${r}/:id`, `DELETE /${r}/:id`]),
          'POST /consultations', 'GET /consultations', 'GET /consultations/:id', 'PATCH /consultations/:id',
          'POST /contact', 'GET /contact', 'PATCH /contact/:id', 'POST /auth/login', 'GET /admin/stats',
        ),
        idLike,
        anyJson,
        queryLike,
        fc.boolean(),
        fc.option(fc.string({ minLength: 0, maxLength: 210 })),
        async (route, id, body, query, signedIn, idemKey) => {
          const [method, path] = route.split(' ');
          const url = `/api/v1${path.replace(':id', encodeURIComponent(String(id)))}?${new URLSearchParams(query as Record<string, string>)}`;
          const headers: Record<string, string> = {};
          if (signedIn) headers.cookie = cookie;
          if (idemKey !== null) headers['idempotency-key'] = idemKey.replace(/[^\x20-\x7e]/g, 'x');
          const res = await t.req({ method: method as 'GET', url, headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }) });
          expect(res.statusCode, `${method} ${url} -> ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().error.code).toEqual(expect.any(String));
        },
      ),
      { numRuns: 600 },
    );
  });
});
