// @vitest-environment node
/**
 * The server behind a real nginx from Debian's packages, over TLS, configured with the proxy block
 * of docs/deploy/nginx.conf (the README's example). Skipped, saying why, where nginx or openssl is
 * missing and cannot be installed.
 */
import { spawnSync } from 'node:child_process';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx } from '../../scripts/find-nginx';
import { loadConfig } from '../../server/config';
import { ADMIN, booking, createTestApp, type TestApp } from './harness';
import { freePort } from '../helpers/serverProcess';
import { startTlsProxy, type TlsProxy } from '../helpers/tlsProxy';

const nginx = findNginx();
const openssl = spawnSync('openssl', ['version']).status === 0;
const skipReason = !nginx.path ? nginx.missing : !openssl ? 'openssl is missing (it makes the test certificate): apt-get install -y openssl' : null;
if (skipReason) console.warn(`behind-nginx: SKIPPED: ${skipReason}`);

const WRITE_LIMIT = 3;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe.skipIf(skipReason !== null)('behind a real nginx with TLS (TRUST_PROXY=1, PUBLIC_ORIGIN, production)', () => {
  let cert: Buffer;
  let proxyPort: number;
  let origin: string;
  let t: TestApp;
  let proxy: TlsProxy | undefined;

  /** A request to nginx over TLS (trusting only the test's certificate), from a chosen loopback address. */
  const send = (method: string, path: string, options: { from?: string; headers?: Record<string, string>; json?: unknown } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const body = options.json === undefined ? undefined : JSON.stringify(options.json);
      const req = request(
        {
          host: '127.0.0.1',
          port: proxyPort,
          servername: 'localhost',
          ca: cert,
          method,
          path,
          localAddress: options.from ?? '127.0.0.1',
          agent: false,
          headers: { host: `localhost:${proxyPort}`, ...(body ? { 'content-type': 'application/json', origin } : {}), ...options.headers },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  beforeAll(async () => {
    proxyPort = await freePort();
    origin = `https://localhost:${proxyPort}`;
    const { scryptLogN: _cost, ...deployed } = loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: origin, TRUST_PROXY: '1', HOST: '127.0.0.1' });
    t = await createTestApp({ seed: false, config: { ...deployed, publicWriteLimit: { max: WRITE_LIMIT, windowMs: 10 * 60_000 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startTlsProxy(nginx.path!, (t.app.server.address() as AddressInfo).port, proxyPort);
    cert = proxy.cert;
  }, 60_000);

  afterAll(async () => {
    await proxy?.stop();
    await t?.close();
  });

  it('V3.3.1 V3.3.3 signing in through nginx gives a __Host- Secure session cookie that then works', async () => {
    const login = await send('POST', '/api/v1/auth/login', { json: ADMIN });
    expect(login.status, login.body).toBe(200);
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-gantavya_session=/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
    const me = await send('GET', '/api/v1/auth/me', { headers: { cookie: setCookie.split(';')[0]! } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body).email).toBe(ADMIN.email);
  });

  it('V3.5.1 a booking through nginx is stored and answered with its receipt; one from another origin is refused', async () => {
    const booked = await send('POST', '/api/v1/consultations', { json: booking(), from: '127.0.0.4' });
    expect(booked.status, booked.body).toBe(201);
    expect(Object.keys(JSON.parse(booked.body)).sort()).toEqual(['confirmationEmailed', 'id', 'reference', 'status']);
    const forged = await send('POST', '/api/v1/consultations', { json: booking(), from: '127.0.0.4', headers: { origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
  });

  it('V15.3.4 V4.1.3 the rate limit counts each client by the address nginx saw, whatever X-Forwarded-For the client sends', async () => {
    const from = '127.0.0.2';
    for (let i = 0; i < WRITE_LIMIT; i++) {
      // A different forged address every time: none of them becomes the client's address.
      const res = await send('POST', '/api/v1/consultations', { json: booking(), from, headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } });
      expect(res.status, res.body).toBe(201);
    }
    const limited = await send('POST', '/api/v1/consultations', { json: booking(), from, headers: { 'x-forwarded-for': '192.0.2.99' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor through the same nginx has a bucket of their own.
    expect((await send('POST', '/api/v1/consultations', { json: booking(), from: '127.0.0.3' })).status).toBe(201);
    const ips = (await t.database.db.selectFrom('rate_events').select('ip').execute()).map((r) => r.ip);
    expect(ips.filter((ip) => ip === from)).toHaveLength(WRITE_LIMIT);
    expect(ips).toContain('127.0.0.3');
    expect(ips.filter((ip) => ip.startsWith('192.0.2.'))).toEqual([]);
  });
});
