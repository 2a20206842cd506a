// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../../server/config';
import { ADMIN, booking, createTestApp, type TestApp } from './harness';

/** The configuration a deployment's environment gives, without the test's own scrypt cost. */
function configFrom(env: NodeJS.ProcessEnv): Partial<ServerConfig> {
  const { scryptLogN: _cost, ...config } = loadConfig(env);
  return config;
}

const countBookings = async (t: TestApp) =>
  Number(
    (
      await t.database.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('cross-site writes (local use: no PUBLIC_ORIGIN)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it('V3.5.1 V1.1.1 a write to an API path spelled with percent-escapes (/%61pi/v1/consultations) from another origin is refused and stores nothing', async () => {
    const before = await countBookings(t);
    for (const url of ['/%61pi/v1/consultations', '/api/v1/%63onsultations', '/api/%76%31/consultations']) {
      const res = await t.req({ method: 'POST', url, payload: booking(), headers: { origin: 'https://evil.example' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(await countBookings(t)).toBe(before);
    // The same spelling from the app's own origin reaches the route: the check is not a path filter.
    const own = await t.req({ method: 'POST', url: '/%61pi/v1/consultations', payload: booking() });
    expect(own.statusCode).toBe(201);
  });

  it('V3.5.1 a signed-in write from another origin is refused on every method', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/blogs'],
      ['PUT', '/api/v1/universities/1'],
      ['PATCH', '/api/v1/consultations/1'],
      ['DELETE', '/api/v1/courses/1'],
      ['POST', '/api/v1/auth/logout'],
    ] as const) {
      const res = await t.req({ method, url, payload: {}, headers: { cookie, origin: 'https://evil.example' } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('V3.5.1 a write carrying the session cookie with neither Origin nor Sec-Fetch-Site: same-origin is refused', async () => {
    const before = await countBookings(t);
    const bare = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking(), headers: { cookie, origin: undefined } });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error.message).toMatch(/Origin or Sec-Fetch-Site/);
    const sameSite = await t.req({
      method: 'POST',
      url: '/api/v1/consultations',
      payload: booking(),
      headers: { cookie, origin: undefined, 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.statusCode).toBe(403);
    expect(await countBookings(t)).toBe(before);
    const sameOrigin = await t.req({
      method: 'POST',
      url: '/api/v1/consultations',
      payload: booking(),
      headers: { cookie, origin: undefined, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('V3.5.1 a write whose Sec-Fetch-Site says cross-site is refused even without Origin or cookie; a cookie-less script without either goes on', async () => {
    const cross = await t.req({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
      headers: { origin: undefined, 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    const script = await t.req({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
      headers: { origin: undefined },
    });
    expect(script.statusCode).toBe(201);
  });

  it('V3.5.1 Origin: null (a sandboxed frame or a privacy redirect) is refused', async () => {
    const res = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking(), headers: { origin: 'null' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('behind a TLS-terminating proxy (PUBLIC_ORIGIN, TRUST_PROXY, production)', () => {
  const ORIGIN = 'https://gantavya.example';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      config: { ...configFrom({ NODE_ENV: 'production', PUBLIC_ORIGIN: ORIGIN, TRUST_PROXY: '1' }), publicWriteLimit: { max: 2, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  /** A request as the proxy passes it on: plain http from the proxy's address, the client's in X-Forwarded-For. */
  const viaProxy = (client: string, headers: Record<string, string | undefined> = {}) => ({
    remoteAddress: '127.0.0.1',
    headers: { host: 'gantavya.example', 'x-forwarded-for': client, 'x-forwarded-proto': 'https', origin: ORIGIN, ...headers },
  });

  it('V3.5.1 sign-in and writes with Origin equal to PUBLIC_ORIGIN succeed although the proxy speaks plain http to the app', async () => {
    const login = await t.req({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN, ...viaProxy('198.51.100.20') });
    expect(login.statusCode).toBe(200);
    const written = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking(), ...viaProxy('198.51.100.21') });
    expect(written.statusCode).toBe(201);
  });

  it('V3.5.1 an Origin other than PUBLIC_ORIGIN is refused, also the one the socket would suggest (http://host)', async () => {
    for (const origin of ['http://gantavya.example', 'https://evil.example', 'https://gantavya.example:8443']) {
      const res = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking(), ...viaProxy('198.51.100.22', { origin }) });
      expect(res.statusCode, origin).toBe(403);
    }
  });

  it('V3.3.1 V3.3.3 V3.3.4 the session cookie is __Host- prefixed, Secure, HttpOnly, SameSite=Strict, Path=/ and has no Domain', async () => {
    const login = await t.req({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN, ...viaProxy('198.51.100.23') });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-gantavya_session=[A-Za-z0-9_-]{43};/);
    for (const part of ['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/']) expect(setCookie).toContain(part);
    expect(setCookie).not.toMatch(/Domain=/i);
    const value = setCookie.split(';')[0]!.split('=')[1];
    const me = await t.req({ method: 'GET', url: '/api/v1/auth/me', ...viaProxy('198.51.100.23', { cookie: `__Host-gantavya_session=${value}` }) });
    expect(me.statusCode).toBe(200);
    // The unprefixed name (which a sibling subdomain could plant) is not the session cookie here.
    const planted = await t.req({ method: 'GET', url: '/api/v1/auth/me', ...viaProxy('198.51.100.23', { cookie: `gantavya_session=${value}` }) });
    expect(planted.statusCode).toBe(401);
  });

  it('V15.3.4 V2.4.1 each visitor behind the proxy has a rate-limit bucket of their own (their address from X-Forwarded-For)', async () => {
    const send = (client: string) => t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking(), ...viaProxy(client) });
    expect((await send('203.0.113.1')).statusCode).toBe(201);
    expect((await send('203.0.113.1')).statusCode).toBe(201);
    expect((await send('203.0.113.1')).statusCode).toBe(429);
    // Another visitor, same proxy: not held by the first one's limit.
    expect((await send('203.0.113.2')).statusCode).toBe(201);
    const ips = (await t.database.db.selectFrom('rate_events').select('ip').execute()).map((r) => r.ip);
    expect(ips).toContain('203.0.113.1');
    expect(ips).toContain('203.0.113.2');
    expect(ips).not.toContain('127.0.0.1');
  });

  it('V4.1.3 V15.3.4 a client cannot choose its address: with one trusted hop, addresses it adds to X-Forwarded-For are not believed', async () => {
    const send = (forwarded: string) => t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking(), ...viaProxy(forwarded) });
    // The proxy appends the real client (203.0.113.9) to whatever the client sent.
    expect((await send('192.0.2.1, 203.0.113.9')).statusCode).toBe(201);
    expect((await send('192.0.2.2, 203.0.113.9')).statusCode).toBe(201);
    expect((await send('192.0.2.3, 203.0.113.9')).statusCode).toBe(429);
    const ips = (await t.database.db.selectFrom('rate_events').select('ip').execute()).map((r) => r.ip);
    expect(ips.filter((ip) => ip.startsWith('192.0.2.'))).toEqual([]);
  });
});

describe('TRUST_PROXY as address ranges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { ...configFrom({ TRUST_PROXY: '10.0.0.0/8' }), publicWriteLimit: { max: 100, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  const lastIp = async () => (await t.database.db.selectFrom('rate_events').select('ip').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).ip;

  it('V4.1.3 X-Forwarded-For is believed from a proxy inside the ranges and ignored from anyone else', async () => {
    const fromProxy = await t.req({
      method: 'POST',
      url: '/api/v1/consultations',
      payload: booking(),
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(fromProxy.statusCode).toBe(201);
    expect(await lastIp()).toBe('198.51.100.7');
    const direct = await t.req({
      method: 'POST',
      url: '/api/v1/consultations',
      payload: booking(),
      remoteAddress: '198.51.100.66',
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(direct.statusCode).toBe(201);
    expect(await lastIp()).toBe('198.51.100.66');
  });
});

describe('without PUBLIC_ORIGIN and TRUST_PROXY (local use, as before)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { publicWriteLimit: { max: 100, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('V4.1.3 X-Forwarded-For is ignored: the rate limit counts the socket address', async () => {
    const res = await t.req({
      method: 'POST',
      url: '/api/v1/consultations',
      payload: booking(),
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(res.statusCode).toBe(201);
    expect((await t.database.db.selectFrom('rate_events').select('ip').executeTakeFirstOrThrow()).ip).toBe('127.0.0.1');
  });

  it('the session cookie keeps its plain name and is not Secure over plain http', async () => {
    const login = await t.req({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^gantavya_session=/);
    expect(setCookie).not.toContain('Secure');
  });
});
