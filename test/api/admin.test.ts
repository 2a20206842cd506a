// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../../server/auth/sessions';
import { ADMIN, booking, createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const blog = (over: Record<string, unknown> = {}) => ({
  slug: 'a-new-article',
  title: 'A new article',
  excerpt: 'Short summary.',
  body: '## Hello\n\nBody text.',
  coverImage: '/images/covers/cover-1.svg',
  author: 'Editor',
  tags: ['news'],
  status: 'draft',
  ...over,
});

const ADMIN_ENDPOINTS: Array<[string, string, unknown?]> = [
  ['POST', '/api/v1/blogs', blog()],
  ['PUT', '/api/v1/blogs/1', blog()],
  ['DELETE', '/api/v1/blogs/1'],
  ['POST', '/api/v1/universities', {}],
  ['PUT', '/api/v1/universities/1', {}],
  ['DELETE', '/api/v1/universities/1'],
  ['POST', '/api/v1/courses', {}],
  ['PUT', '/api/v1/courses/1', {}],
  ['DELETE', '/api/v1/courses/1'],
  ['POST', '/api/v1/consultancies', {}],
  ['PUT', '/api/v1/consultancies/1', {}],
  ['DELETE', '/api/v1/consultancies/1'],
  ['GET', '/api/v1/consultations'],
  ['GET', '/api/v1/consultations/1'],
  ['PATCH', '/api/v1/consultations/1', { status: 'contacted' }],
  ['GET', '/api/v1/contact'],
  ['PATCH', '/api/v1/contact/1', { read: true }],
  ['GET', '/api/v1/admin/stats'],
  ['GET', '/api/v1/auth/me'],
];

describe('API: admin endpoints are for signed-in admins only', () => {
  it.each(ADMIN_ENDPOINTS)('%s %s answers 401 without a session', async (method, url, payload) => {
    const res = await t.req({ method: method as 'GET', url, payload: payload as object });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it.each(ADMIN_ENDPOINTS.filter(([m]) => m !== 'GET'))('%s %s answers 403 for a cross-origin write, even signed in', async (method, url, payload) => {
    const cookie = await t.login();
    const res = await t.req({ method: method as 'POST', url, payload: payload as object, headers: { cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('API: sign-in', () => {
  it('a wrong password and an unknown e-mail both get the generic "Invalid email or password"', async () => {
    const app = await createTestApp({ seed: false });
    try {
      for (const payload of [
        { email: ADMIN.email, password: 'wrong-password-1' },
        { email: 'nobody@example.com', password: 'whatever-123' },
      ]) {
        const res = await app.req({ method: 'POST', url: '/api/v1/auth/login', payload });
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it('signing in sets an HttpOnly, SameSite=Strict, Path=/ session cookie with a 256-bit id, and /auth/me answers the admin', async () => {
    const res = await t.req({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: ADMIN.email });
    expect(res.json()).not.toHaveProperty('password_hash');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^gantavya_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const me = await t.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: cookie.split(';')[0] } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(ADMIN.email);
  });

  it('the cookie is Secure when COOKIE_SECURE is set', async () => {
    const app = await createTestApp({ seed: false, config: { cookieSecure: true } });
    try {
      const res = await app.req({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await app.close();
    }
  });

  it('a new session id at every sign-in; sign-out deletes the session on the server', async () => {
    const a = await t.login();
    const b = await t.login();
    expect(a).not.toBe(b);
    const out = await t.req({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: b } });
    expect(out.statusCode).toBe(204);
    expect((await t.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: b } })).statusCode).toBe(401);
    expect((await t.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: a } })).statusCode).toBe(200);
  });

  it('a session expires after 30 idle minutes', async () => {
    const cookie = await t.login();
    t.clock.advance(IDLE_TIMEOUT_MS - 1000);
    expect((await t.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode).toBe(200);
    t.clock.advance(IDLE_TIMEOUT_MS + 1000);
    expect((await t.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a session ends 12 hours after sign-in even when in use', async () => {
    const cookie = await t.login();
    for (let elapsed = 0; elapsed < ABSOLUTE_TIMEOUT_MS - 20 * 60_000; elapsed += 20 * 60_000) {
      t.clock.advance(20 * 60_000);
      expect((await t.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode).toBe(200);
    }
    t.clock.advance(40 * 60_000 - 60_000);
    expect((await t.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('API: content management', () => {
  it('a draft is hidden from the public; published, it shows; an admin sees both', async () => {
    const cookie = await t.login();
    const created = await t.req({ method: 'POST', url: '/api/v1/blogs', payload: blog(), headers: { cookie } });
    expect(created.statusCode).toBe(201);
    const { id, publishedAt } = created.json();
    expect(publishedAt).toBeNull();
    expect((await t.req({ method: 'GET', url: `/api/v1/blogs/${id}` })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: '/api/v1/blogs?limit=100' })).json().items.some((b: { id: number }) => b.id === id)).toBe(false);
    expect((await t.req({ method: 'GET', url: `/api/v1/blogs/${id}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url: '/api/v1/blogs?status=draft', headers: { cookie } })).json().items.map((b: { id: number }) => b.id)).toContain(
      id,
    );

    const published = await t.req({
      method: 'PUT',
      url: `/api/v1/blogs/${id}`,
      payload: blog({ status: 'published', title: 'Now live' }),
      headers: { cookie },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().publishedAt).not.toBeNull();
    const pub = await t.req({ method: 'GET', url: `/api/v1/blogs/${id}` });
    expect(pub.json().title).toBe('Now live');
    expect((await t.req({ method: 'GET', url: '/api/v1/blogs?limit=1' })).json().items[0].id).toBe(id);

    const conflict = await t.req({ method: 'POST', url: '/api/v1/blogs', payload: blog(), headers: { cookie } });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.fields.slug).toBeTruthy();

    expect((await t.req({ method: 'DELETE', url: `/api/v1/blogs/${id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await t.req({ method: 'GET', url: `/api/v1/blogs/${id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.req({ method: 'DELETE', url: `/api/v1/blogs/${id}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it('validation errors name each field, down to nested ones', async () => {
    const cookie = await t.login();
    const uni = await t.req({
      method: 'POST',
      url: '/api/v1/universities',
      headers: { cookie },
      payload: {
        name: '',
        country: 'UK',
        city: 'X',
        logo: 'ftp://x',
        website: 'nope',
        tuition: { min: 10, max: 5, currency: 'GBP' },
        intakes: [],
        levels: ['Master'],
        description: '',
        scholarshipsAvailable: true,
      },
    });
    expect(uni.statusCode).toBe(400);
    expect(Object.keys(uni.json().error.fields)).toEqual(expect.arrayContaining(['name', 'logo', 'website', 'tuition.max', 'intakes']));
    const course = await t.req({
      method: 'POST',
      url: '/api/v1/courses',
      headers: { cookie },
      payload: {
        title: 'C',
        level: 'Master',
        field: 'IT',
        universityId: 99999,
        duration: '2 years',
        tuition: { amount: 1, currency: 'AUD', per: 'year' },
        intakes: ['July'],
        englishRequirements: { ielts: 6.5, pte: 58, toefl: 90 },
        description: '',
      },
    });
    expect(course.statusCode).toBe(400);
    expect(course.json().error.fields.universityId).toBeTruthy();
    const c = await t.req({ method: 'GET', url: '/api/v1/consultancies/1' });
    const { id: _id, ...input } = c.json();
    const badBranch = await t.req({
      method: 'PUT',
      url: '/api/v1/consultancies/1',
      headers: { cookie },
      payload: { ...input, branches: [{ name: 'B', location: 'L', phone: '01-4000000', email: 'bad' }] },
    });
    expect(badBranch.statusCode).toBe(400);
    expect(badBranch.json().error.fields['branches.0.email']).toBeTruthy();
  });

  it('creates, updates and deletes a consultancy, which then shows in the public list', async () => {
    const cookie = await t.login();
    const { id: _id, ...input } = (await t.req({ method: 'GET', url: '/api/v1/consultancies/2' })).json();
    const created = await t.req({ method: 'POST', url: '/api/v1/consultancies', headers: { cookie }, payload: { ...input, name: 'Brand New Consultancy' } });
    expect(created.statusCode).toBe(201);
    const list = (await t.req({ method: 'GET', url: '/api/v1/consultancies?q=brand new' })).json();
    expect(list.items.map((x: { name: string }) => x.name)).toEqual(['Brand New Consultancy']);
    const upd = await t.req({
      method: 'PUT',
      url: `/api/v1/consultancies/${created.json().id}`,
      headers: { cookie },
      payload: { ...input, name: 'Renamed Consultancy' },
    });
    expect(upd.json().name).toBe('Renamed Consultancy');
    expect((await t.req({ method: 'DELETE', url: `/api/v1/consultancies/${created.json().id}`, headers: { cookie } })).statusCode).toBe(204);
  });

  it('bookings: listed newest first, filtered by status, status changed; stats count them', async () => {
    const cookie = await t.login();
    const made = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking({ fullName: 'Newest Booking' }) });
    t.clock.advance(1000);
    const list = (await t.req({ method: 'GET', url: '/api/v1/consultations', headers: { cookie } })).json();
    expect(list.items[0].fullName).toBe('Newest Booking');
    const patched = await t.req({ method: 'PATCH', url: `/api/v1/consultations/${made.json().id}`, headers: { cookie }, payload: { status: 'contacted' } });
    expect(patched.json().status).toBe('contacted');
    const bad = await t.req({ method: 'PATCH', url: `/api/v1/consultations/${made.json().id}`, headers: { cookie }, payload: { status: 'lost' } });
    expect(bad.statusCode).toBe(400);
    const contacted = (await t.req({ method: 'GET', url: '/api/v1/consultations?status=contacted', headers: { cookie } })).json();
    expect(contacted.items.every((b: { status: string }) => b.status === 'contacted')).toBe(true);
    const stats = (await t.req({ method: 'GET', url: '/api/v1/admin/stats', headers: { cookie } })).json();
    expect(stats).toMatchObject({
      consultancies: expect.any(Number),
      bookings: expect.any(Number),
      newBookings: expect.any(Number),
      unreadMessages: expect.any(Number),
    });
    expect(stats.blogs).toBeGreaterThanOrEqual(6);
  });

  it('contact messages: listed and marked read', async () => {
    const cookie = await t.login();
    const m = await t.req({ method: 'POST', url: '/api/v1/contact', payload: { name: 'Ram', email: 'ram@example.com', subject: 'Hi', message: 'Question' } });
    const read = await t.req({ method: 'PATCH', url: `/api/v1/contact/${m.json().id}`, headers: { cookie }, payload: { read: true } });
    expect(read.json().read).toBe(true);
    const unread = (await t.req({ method: 'GET', url: '/api/v1/contact?read=false', headers: { cookie } })).json();
    expect(unread.items.some((x: { id: number }) => x.id === m.json().id)).toBe(false);
  });
});

describe('API: durability', () => {
  it('data survives a restart of the server (SQLite file in DATA_DIR)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gantavya-restart-'));
    try {
      const first = await createTestApp({ dataDir: dir });
      const made = await first.req({ method: 'POST', url: '/api/v1/consultations', payload: booking({ fullName: 'Survivor' }) });
      await first.close();
      const second = await createTestApp({ dataDir: dir });
      const cookie = await second.login();
      const got = await second.req({ method: 'GET', url: `/api/v1/consultations/${made.json().id}`, headers: { cookie } });
      expect(got.json().fullName).toBe('Survivor');
      expect((await second.req({ method: 'GET', url: '/api/v1/consultancies?limit=1' })).json().total).toBe(90);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('health answers 503 when the database is gone', async () => {
    const app = await createTestApp({ seed: false });
    await app.database.close();
    const res = await app.req({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    await app.app.close();
  });
});
