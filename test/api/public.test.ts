// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { booking, createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API: health', () => {
  it('GET /api/v1/health answers 200 with the database reachable', async () => {
    const res = await t.req({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
  it('answers security headers with a CSP the app works under', async () => {
    const res = await t.req({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

/** Nothing in the app uses these browser features: they are refused for the site and anything it embeds. */
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()';

describe('API: security headers', () => {
  const HEADERS = {
    'content-security-policy':
      "default-src 'self';base-uri 'none';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self';manifest-src 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  it.each([
    ['a list', 'GET', '/api/v1/consultancies'],
    ['a detail', 'GET', '/api/v1/blogs/1'],
    ['a 404', 'GET', '/api/v1/nothing-here'],
    ['a 400', 'GET', '/api/v1/courses?limit=0'],
    ['a 401', 'POST', '/api/v1/blogs'],
  ])(
    'every response carries the same security headers (X-Frame-Options DENY as frame-ancestors says, a Permissions-Policy): %s',
    async (_what, method, url) => {
      const res = await t.req({ method: method as 'GET', url });
      for (const [name, value] of Object.entries(HEADERS)) expect(res.headers[name], name).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );
});

describe('API: public reads', () => {
  it('seeds the built-in directory, 12+ universities in five countries, 30 courses, 6 articles', async () => {
    const c = (await t.req({ method: 'GET', url: '/api/v1/consultancies?limit=1' })).json();
    expect(c.total).toBe(CONSULTANCIES.length);
    const u = (await t.req({ method: 'GET', url: '/api/v1/universities?limit=100' })).json();
    expect(u.total).toBeGreaterThanOrEqual(12);
    expect(new Set(u.items.map((x: { country: string }) => x.country))).toEqual(new Set(['Australia', 'Canada', 'USA', 'UK', 'New Zealand']));
    expect((await t.req({ method: 'GET', url: '/api/v1/courses?limit=1' })).json().total).toBe(30);
    expect((await t.req({ method: 'GET', url: '/api/v1/blogs?limit=1' })).json().total).toBe(6);
  });

  it('lists are paginated with a total', async () => {
    const p1 = (await t.req({ method: 'GET', url: '/api/v1/consultancies?limit=10&page=1' })).json();
    const p2 = (await t.req({ method: 'GET', url: '/api/v1/consultancies?limit=10&page=2' })).json();
    expect(p1.items).toHaveLength(10);
    expect(p1.page).toBe(1);
    expect(p2.items[0].id).toBe(p1.items[9].id + 1);
  });

  it('filters: text search, country, level, field, specialization, verified, sort by rating', async () => {
    const q = (await t.req({ method: 'GET', url: '/api/v1/consultancies?q=pokhara&limit=100' })).json();
    expect(q.items.length).toBeGreaterThan(0);
    // A consultancy matches by its name, location and destinations, and by its branches' cities and addresses.
    const branchText = (c: { branches?: Array<{ location: string; city?: string }> }) =>
      (c.branches ?? []).map((b) => `${b.city ?? ''} ${b.location}`).join(' ');
    for (const c of q.items) expect(`${c.name} ${c.location} ${c.specializations.join(' ')} ${branchText(c)}`.toLowerCase()).toContain('pokhara');
    const uk = (await t.req({ method: 'GET', url: '/api/v1/universities?country=UK' })).json();
    expect(uk.items.every((x: { country: string }) => x.country === 'UK')).toBe(true);
    const masters = (await t.req({ method: 'GET', url: '/api/v1/courses?level=Master&limit=100' })).json();
    expect(masters.total).toBeGreaterThan(0);
    expect(masters.items.every((x: { level: string }) => x.level === 'Master')).toBe(true);
    const inCanada = (await t.req({ method: 'GET', url: '/api/v1/courses?country=Canada&limit=100' })).json();
    expect(inCanada.total).toBeGreaterThan(0);
    const japan = (await t.req({ method: 'GET', url: '/api/v1/consultancies?specialization=Japan&limit=100' })).json();
    expect(japan.items.every((x: { specializations: string[] }) => x.specializations.includes('Japan'))).toBe(true);
    const top = (await t.req({ method: 'GET', url: '/api/v1/consultancies?verified=true&sort=rating&limit=5' })).json();
    const ratings = top.items.map((x: { rating: number }) => x.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(top.items.every((x: { verified: boolean }) => x.verified)).toBe(true);
  });

  it('a search text with LIKE wildcards is taken literally', async () => {
    const res = (await t.req({ method: 'GET', url: '/api/v1/consultancies?q=%25' })).json();
    expect(res.total).toBe(0);
  });

  it('detail by id; 404 for an unknown or malformed id', async () => {
    expect((await t.req({ method: 'GET', url: '/api/v1/consultancies/1' })).json().id).toBe(1);
    for (const url of ['/api/v1/consultancies/99999', '/api/v1/consultancies/abc', '/api/v1/blogs/-1', '/api/v1/courses/1.5', '/api/v1/universities/0']) {
      const res = await t.req({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('bad query parameters get a 400 naming each field', async () => {
    const res = await t.req({ method: 'GET', url: '/api/v1/courses?page=0&limit=1000' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['limit', 'page']);
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await t.req({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('API: public writes (bookings and contact)', () => {
  it('POST /consultations stores a booking with status new and answers its receipt (reference, status, whether a confirmation was e-mailed)', async () => {
    const res = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking() });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['confirmationEmailed', 'id', 'reference', 'status']);
    expect(res.json().status).toBe('new');
    const row = await t.database.db.selectFrom('bookings').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toMatchObject({ fullName: 'Sita Sharma', consultancyId: null });
  });

  it('bad input gets 400 with every bad field named, and stores nothing', async () => {
    const before = (
      await t.database.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const res = await t.req({
      method: 'POST',
      url: '/api/v1/consultations',
      payload: booking({ email: 'nope', phone: '12', preferredDate: '2025-12-31', studyLevel: 'Kindergarten', fullName: ' ' }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'fullName', 'phone', 'preferredDate', 'studyLevel'].sort());
    expect(res.json().error.fields.studyLevel).toBe('Choose a study level');
    const past = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking({ preferredDate: '2025-12-31' }) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.preferredDate).toMatch(/today or a later date/);
    const after = (
      await t.database.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    expect(Number(after)).toBe(Number(before));
  });

  it('accepts Nepali landline numbers too', async () => {
    const res = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking({ phone: '01-4412345' }) });
    expect(res.statusCode).toBe(201);
  });

  it('a repeat of the same Idempotency-Key returns the first answer and stores nothing twice', async () => {
    const headers = { 'idempotency-key': 'key-repeat-0000000001' };
    const a = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking({ fullName: 'Repeat Once' }), headers });
    const b = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking({ fullName: 'Repeat Once' }), headers });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    const rows = await t.database.db.selectFrom('bookings').select('id').where('data', 'like', '%Repeat Once%').execute();
    expect(rows).toHaveLength(1);
  });

  it('two concurrent requests with one key store one booking', async () => {
    const headers = { 'idempotency-key': 'key-race-00000001' };
    const [a, b] = await Promise.all([
      t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking({ fullName: 'Race Pair' }), headers }),
      t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking({ fullName: 'Race Pair' }), headers }),
    ]);
    expect(a.json().id).toBe(b.json().id);
    const rows = await t.database.db.selectFrom('bookings').select('id').where('data', 'like', '%Race Pair%').execute();
    expect(rows).toHaveLength(1);
  });

  it('POST /contact stores a message, idempotently', async () => {
    const payload = { name: 'Hari', email: 'hari@example.com', subject: 'Visa question', message: 'How long does it take?' };
    const headers = { 'idempotency-key': 'contact-key-00000001' };
    const a = await t.req({ method: 'POST', url: '/api/v1/contact', payload, headers });
    const b = await t.req({ method: 'POST', url: '/api/v1/contact', payload, headers });
    expect(a.statusCode).toBe(201);
    expect(Object.keys(a.json())).toEqual(['id']);
    const row = await t.database.db.selectFrom('contact_messages').selectAll().where('id', '=', a.json().id).executeTakeFirstOrThrow();
    expect(row.read).toBe(0);
    expect(JSON.parse(row.data)).toMatchObject({ subject: 'Visa question' });
    expect(b.json().id).toBe(a.json().id);
    const bad = await t.req({ method: 'POST', url: '/api/v1/contact', payload: { name: '', email: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('415 for a body that is not JSON, 413 for an oversized body, 400 for broken JSON', async () => {
    const text = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await t.req({ method: 'POST', url: '/api/v1/contact', payload: { name: 'x', email: 'a@b.co', subject: 's', message: 'y'.repeat(300 * 1024) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const broken = await t.req({ method: 'POST', url: '/api/v1/contact', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
  });

  it('a cross-site write is refused with 403', async () => {
    const res = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking(), headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    const same = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking(), headers: { origin: 'http://localhost' } });
    expect(same.statusCode).toBe(201);
  });
});

describe('API: rate limit on public writes', () => {
  it('answers 429 with Retry-After past the per-address limit, counted in the database', async () => {
    const limited = await createTestApp({ config: { publicWriteLimit: { max: 3, windowMs: 60_000 } }, seed: false });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.req({ method: 'POST', url: '/api/v1/consultations', payload: booking() })).statusCode).toBe(201);
      const res = await limited.req({ method: 'POST', url: '/api/v1/consultations', payload: booking() });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      limited.clock.advance(61_000);
      expect((await limited.req({ method: 'POST', url: '/api/v1/consultations', payload: booking() })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
