// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, PASSWORD_TOO_SHORT } from '../../src/domain/admin';
import { ensureFirstAdmin } from '../../server/auth/admins';
import { LOGIN_ATTEMPT_RETENTION_MS, removeExpiredSignInData } from '../../server/auth/cleanup';
import { DEVICE_COOKIE } from '../../server/auth/device-cookie';
import { HASHING_BUSY_MESSAGE, HashLimiter, PASSWORD_HASHING, passwordHashing } from '../../server/auth/hash-limiter';
import { COMMON_PASSWORD } from '../../server/auth/passwords';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, SESSION_COOKIE } from '../../server/auth/sessions';
import { SIGN_IN_THROTTLE } from '../../server/auth/throttle';
import { SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from '../../server/routes/auth';
import { loadConfig } from '../../server/config';
import { ADMIN, TEST_LOG_N, booking, createTestApp, type TestApp } from './harness';

const LOGIN = '/api/v1/auth/login';
const WRONG = { email: ADMIN.email, password: 'not-the-password' };
const ATTACKER = '203.0.113.66';
const ADMINS_DESK = '198.51.100.10';
const ELSEWHERE = '198.51.100.20';

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});
async function fresh(options: Parameters<typeof createTestApp>[0] = {}) {
  const app = await createTestApp({ seed: false, ...options });
  apps.push(app);
  return app;
}

const setCookies = (res: LightMyRequestResponse): string[] => {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
};
/** name=value of one cookie the answer set. */
const cookieFrom = (res: LightMyRequestResponse, name: string) =>
  setCookies(res)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

function signIn(app: TestApp, from: string, payload: { email: string; password: string } = ADMIN, cookie?: string) {
  return app.req({ method: 'POST', url: LOGIN, payload, remoteAddress: from, headers: cookie ? { cookie } : {} });
}

/** Signs in from `from` and returns the device cookie (name=value) that browser now keeps. */
async function deviceOf(app: TestApp, from: string) {
  const res = await signIn(app, from);
  expect(res.statusCode).toBe(200);
  const device = cookieFrom(res, DEVICE_COOKIE);
  expect(device).toBeDefined();
  return device!;
}

const outcomes = async (app: TestApp) => {
  const rows = await app.database.db.selectFrom('login_attempts').select('outcome').execute();
  const count: Record<string, number> = {};
  for (const r of rows) count[String(r.outcome)] = (count[String(r.outcome)] ?? 0) + 1;
  return count;
};

const expectThrottled = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe('TOO_MANY_REQUESTS');
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
};

describe('sign-in attempts are counted before the password is checked', () => {
  it('V6.3.1 50 wrong sign-ins at once for one account from one address: at most the allowed 5 are checked, the rest answer 429 with Retry-After', async () => {
    const app = await fresh();
    const answers = await Promise.all(Array.from({ length: 50 }, () => signIn(app, ATTACKER, WRONG)));
    const checked = answers.filter((r) => r.statusCode === 401);
    const throttled = answers.filter((r) => r.statusCode === 429);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_THROTTLE.perAddress.free);
    expect(checked.length + throttled.length).toBe(50);
    throttled.forEach(expectThrottled);
    const recorded = await outcomes(app);
    expect(recorded.failure).toBe(checked.length);
    // Refused by the count in the transaction (recorded as throttled) or, once the others were
    // written, by the read-only check before it (not recorded at all).
    expect(recorded.throttled ?? 0).toBeLessThanOrEqual(throttled.length);
    expect(recorded.pending).toBeUndefined();
  });

  it('V6.3.1 50 wrong sign-ins at once from one address for 50 accounts: at most the per-address limit are checked, the rest are refused with Retry-After', async () => {
    const app = await fresh();
    const limit = app.config.loginIpLimit.max;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(app, ATTACKER, { email: `someone${i}@example.com`, password: 'guess-guess-guess' })),
    );
    const checked = answers.filter((r) => r.statusCode === 401);
    const throttled = answers.filter((r) => r.statusCode === 429);
    // 503: the request found every hash slot and queue place taken (by the ones being checked).
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(checked.length + throttled.length + busy.length).toBe(50);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(limit);
    expect(throttled.length).toBeGreaterThanOrEqual(1);
    throttled.forEach(expectThrottled);
    busy.forEach((r) => expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1));
    const recorded = await outcomes(app);
    expect(recorded.failure).toBe(checked.length);
    expect(recorded.pending).toBeUndefined();
    // The address stays held afterwards.
    expectThrottled(await signIn(app, ATTACKER, { email: 'one-more@example.com', password: 'guess-guess-guess' }));
  });

  it('V6.3.1 failures of one account from one address wait a delay that doubles with each further failure, and a success starts the count again', async () => {
    const app = await fresh();
    const rule = SIGN_IN_THROTTLE.perAddress;
    for (let i = 0; i < rule.free; i++) expect((await signIn(app, ATTACKER, WRONG)).statusCode).toBe(401);
    for (const expected of [rule.firstDelayMs, rule.firstDelayMs * 2, rule.firstDelayMs * 4]) {
      const held = await signIn(app, ATTACKER, WRONG);
      expectThrottled(held);
      expect(Number(held.headers['retry-after'])).toBe(expected / 1000);
      // Even the right password waits.
      expectThrottled(await signIn(app, ATTACKER));
      app.clock.advance(expected - 1000);
      expectThrottled(await signIn(app, ATTACKER, WRONG));
      app.clock.advance(1000);
      expect((await signIn(app, ATTACKER, WRONG)).statusCode).toBe(401);
    }
    const capped = await signIn(app, ATTACKER, WRONG);
    expect(Number(capped.headers['retry-after'])).toBe(Math.min(rule.firstDelayMs * 8, rule.maxDelayMs) / 1000);
    app.clock.advance(rule.maxDelayMs);
    expect((await signIn(app, ATTACKER)).statusCode).toBe(200);
    for (let i = 0; i < rule.free; i++) expect((await signIn(app, ATTACKER, WRONG)).statusCode).toBe(401);
  });
});

describe('a stranger cannot lock the admin out', () => {
  it('V6.3.1 after 50 concurrent wrong sign-ins from one address, the admin signs in from another address (with a device cookie, and without one)', async () => {
    const app = await fresh();
    const device = await deviceOf(app, ADMINS_DESK);
    const attack = await Promise.all(Array.from({ length: 50 }, () => signIn(app, ATTACKER, WRONG)));
    expect(attack.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(50 - SIGN_IN_THROTTLE.perAddress.free);
    // The attacker's address stays held...
    expectThrottled(await signIn(app, ATTACKER));
    // ...the admin's browser is not, from a new address either.
    expect((await signIn(app, ELSEWHERE, ADMIN, device)).statusCode).toBe(200);
    expect((await signIn(app, '192.0.2.99')).statusCode).toBe(200);
  });

  it('V6.3.1 an account-wide limit slows only browsers that never signed in; a device cookie passes it', async () => {
    const app = await fresh();
    const device = await deviceOf(app, ADMINS_DESK);
    // Failures from many addresses, each under its own per-address limit.
    const spread = SIGN_IN_THROTTLE.perAccount.free;
    await Promise.all(Array.from({ length: spread }, (_, i) => signIn(app, `203.0.113.${i + 1}`, WRONG)));
    expectThrottled(await signIn(app, ELSEWHERE));
    expect((await signIn(app, ELSEWHERE, ADMIN, device)).statusCode).toBe(200);
    // The slowdown passes with its delay.
    app.clock.advance(SIGN_IN_THROTTLE.perAccount.firstDelayMs);
    expect((await signIn(app, ELSEWHERE)).statusCode).toBe(200);
  });

  it("V6.3.1 a device cookie's own failures hold that device only", async () => {
    const app = await fresh();
    const device = await deviceOf(app, ADMINS_DESK);
    for (let i = 0; i < SIGN_IN_THROTTLE.perDevice.free; i++) expect((await signIn(app, ADMINS_DESK, WRONG, device)).statusCode).toBe(401);
    expectThrottled(await signIn(app, ADMINS_DESK, ADMIN, device));
    expect((await signIn(app, ELSEWHERE)).statusCode).toBe(200);
  });

  it("V3.3.4 the device cookie is HttpOnly, SameSite=Strict and signed: a forged or another account's cookie earns nothing", async () => {
    const app = await fresh();
    const first = await signIn(app, ADMINS_DESK);
    const set = setCookies(first).find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).toContain('Path=/');
    const device = cookieFrom(first, DEVICE_COOKIE)!;
    const [name, value] = device.split('=');
    const [who, nonce, issued, signature] = value.split('.');
    const forged = [
      `${name}=${who}.${nonce}.${Number(issued) + 1}.${signature}`,
      `${name}=${Buffer.from('other@example.com').toString('base64url')}.${nonce}.${issued}.${signature}`,
      `${name}=${who}.${nonce}.${issued}.${signature.slice(0, -2)}AA`,
    ];
    for (let i = 0; i < SIGN_IN_THROTTLE.perAddress.free; i++) await signIn(app, ATTACKER, WRONG);
    for (const cookie of forged) expectThrottled(await signIn(app, ATTACKER, ADMIN, cookie));
    expect((await signIn(app, ATTACKER, ADMIN, device)).statusCode).toBe(200);
  });
});

describe('the device cookie under https', () => {
  it('V3.3.1 is named __Host-gantavya_device (Secure, Path=/, no Domain); a browser that still has the old gantavya_device keeps its standing and gets the new name, the old one cleared', async () => {
    const { scryptLogN: _cost, ...deployed } = loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://gantavya.example' });
    const app = await fresh({ config: deployed });
    const first = await signIn(app, ADMINS_DESK);
    expect(first.statusCode).toBe(200);
    const set = setCookies(first).find((c) => c.startsWith(`__Host-${DEVICE_COOKIE}=`));
    expect(set, setCookies(first).join('\n')).toBeDefined();
    expect(set).toContain('Secure');
    expect(set).toContain('Path=/');
    expect(set).not.toMatch(/Domain=/i);
    // The same signed value under the name browsers were given before the prefix.
    const old = `${DEVICE_COOKIE}=${cookieFrom(first, `__Host-${DEVICE_COOKIE}`)!.split('=')[1]}`;
    for (let i = 0; i < SIGN_IN_THROTTLE.perAddress.free; i++) await signIn(app, ATTACKER, WRONG);
    expectThrottled(await signIn(app, ATTACKER, ADMIN));
    const again = await signIn(app, ATTACKER, ADMIN, old);
    expect(again.statusCode).toBe(200);
    expect(cookieFrom(again, `__Host-${DEVICE_COOKIE}`)).toBeDefined();
    expect(setCookies(again).find((c) => c.startsWith(`${DEVICE_COOKIE}=;`))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });
});

describe('password hashing is limited process-wide', () => {
  it('V2.4.1 at most 2 password hashes run at once, a short queue waits, and beyond it the answer is 503 with Retry-After', async () => {
    const limiter = new HashLimiter();
    const gates: Array<() => void> = [];
    const gated = () => limiter.run(() => new Promise<void>((resolve) => gates.push(resolve)));
    const held = Array.from({ length: PASSWORD_HASHING.concurrency + PASSWORD_HASHING.queue }, gated);
    await Promise.resolve();
    expect(limiter.active).toBe(PASSWORD_HASHING.concurrency);
    expect(limiter.queued).toBe(PASSWORD_HASHING.queue);
    expect(gates.length).toBe(PASSWORD_HASHING.concurrency);
    await expect(gated()).rejects.toMatchObject({ statusCode: 503, headers: { 'Retry-After': expect.stringMatching(/^[1-9]\d*$/) } });
    while (gates.length || limiter.active) {
      const next = gates.shift();
      if (next) next();
      await new Promise((r) => setImmediate(r));
      expect(limiter.active).toBeLessThanOrEqual(PASSWORD_HASHING.concurrency);
    }
    await Promise.all(held);
    expect(limiter.queued).toBe(0);
  });

  it('V2.4.1 a sign-in that finds every hashing slot and queue place taken answers 503 with Retry-After at once, counts nothing, and goes through once they free', async () => {
    const app = await fresh();
    const gates: Array<() => void> = [];
    const held = Array.from({ length: PASSWORD_HASHING.concurrency + PASSWORD_HASHING.queue }, () =>
      passwordHashing.run(() => new Promise<void>((resolve) => gates.push(resolve))),
    );
    try {
      const busy = await signIn(app, ADMINS_DESK);
      expect(busy.statusCode).toBe(503);
      expect(busy.json().error).toMatchObject({ code: 'UNAVAILABLE', message: HASHING_BUSY_MESSAGE });
      expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Refused before anything was written: nothing counts against the account or the address.
      expect(await outcomes(app)).toEqual({});
    } finally {
      while (gates.length || passwordHashing.active) {
        gates.shift()?.();
        await new Promise((r) => setImmediate(r));
      }
      await Promise.all(held);
    }
    expect((await signIn(app, ADMINS_DESK)).statusCode).toBe(200);
  });
});

describe('changing the password', () => {
  const change = (app: TestApp, cookie: string, body: Record<string, string>) =>
    app.req({ method: 'POST', url: '/api/v1/auth/password', payload: body, headers: { cookie } });
  const NEW = 'a fresh passphrase for 2026';

  it('V6.2.2 V6.2.3 V7.4.3 an admin changes their own password with the current one; their other sessions end, this one stays', async () => {
    const app = await fresh();
    const here = await app.login();
    const other = await app.login();
    const res = await change(app, here, { currentPassword: ADMIN.password, newPassword: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: ADMIN.email, mustChangePassword: false });
    expect((await app.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: here } })).statusCode).toBe(200);
    expect((await app.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: other } })).statusCode).toBe(401);
    expect((await signIn(app, ADMINS_DESK)).statusCode).toBe(401);
    expect((await signIn(app, ADMINS_DESK, { email: ADMIN.email, password: NEW })).statusCode).toBe(200);
  });

  it('V6.2.3 a wrong current password changes nothing and counts as a failed sign-in', async () => {
    const app = await fresh();
    const cookie = await app.login();
    const res = await change(app, cookie, { currentPassword: 'not-the-password', newPassword: NEW });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    expect((await outcomes(app)).failure).toBe(1);
    expect((await signIn(app, ADMINS_DESK)).statusCode).toBe(200);
  });

  it.each([
    ['V6.2.1 shorter than 12 characters', 'elevenchars', PASSWORD_TOO_SHORT],
    ['V6.2.4 on the common-password list', 'qwerty123456', COMMON_PASSWORD],
    ['V6.2.4 on the common-password list in other capitals', 'QWERTY123456', COMMON_PASSWORD],
    ["V6.2.11 the account's own e-mail address", ADMIN.email, 'Do not use your e-mail address as your password.'],
    ['the same as the current one', ADMIN.password, SAME_PASSWORD],
  ])('refuses a new password %s, naming the field, and changes nothing', async (_name, newPassword, message) => {
    const app = await fresh();
    const cookie = await app.login();
    const res = await change(app, cookie, { currentPassword: ADMIN.password, newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ newPassword: message });
    expect((await signIn(app, ADMINS_DESK)).statusCode).toBe(200);
  });

  it('V6.2.8 V6.2.9 a password is taken exactly as typed: spaces kept, 64 characters and more accepted', async () => {
    const app = await fresh();
    const cookie = await app.login();
    const spaced = `  ${'long passphrase '.repeat(5)} `;
    expect((await change(app, cookie, { currentPassword: ADMIN.password, newPassword: spaced })).statusCode).toBe(200);
    expect((await signIn(app, ADMINS_DESK, { email: ADMIN.email, password: spaced.trim() })).statusCode).toBe(401);
    expect((await signIn(app, ADMINS_DESK, { email: ADMIN.email, password: spaced })).statusCode).toBe(200);
  });

  it('V6.4.1 a generated first password must be changed at the first sign-in before anything else; one given in ADMIN_PASSWORD need not', async () => {
    const app = await fresh();
    await app.database.db.deleteFrom('admins').execute();
    let printed = '';
    await ensureFirstAdmin(app.database.db, {
      email: 'first@gantavya.example',
      password: null,
      logN: TEST_LOG_N,
      now: app.clock.now,
      print: (l) => (printed = l),
    });
    const generated = /password (\S+) /.exec(printed)![1];
    const first = { email: 'first@gantavya.example', password: generated };
    const res = await signIn(app, ADMINS_DESK, first);
    expect(res.statusCode).toBe(200);
    expect(res.json().mustChangePassword).toBe(true);
    const cookie = cookieFrom(res, SESSION_COOKIE)!;
    const stats = await app.req({ method: 'GET', url: '/api/v1/admin/stats', headers: { cookie } });
    expect(stats.statusCode).toBe(403);
    expect(stats.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await app.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).json().mustChangePassword).toBe(true);
    expect((await change(app, cookie, { currentPassword: generated, newPassword: NEW })).statusCode).toBe(200);
    expect((await app.req({ method: 'GET', url: '/api/v1/admin/stats', headers: { cookie } })).statusCode).toBe(200);

    await app.database.db.deleteFrom('admins').execute();
    await ensureFirstAdmin(app.database.db, {
      email: 'given@gantavya.example',
      password: 'given-password-123',
      logN: TEST_LOG_N,
      now: app.clock.now,
      print: () => {},
    });
    const given = await signIn(app, ELSEWHERE, { email: 'given@gantavya.example', password: 'given-password-123' });
    expect(given.json().mustChangePassword).toBe(false);
  });
});

describe('the first run with the defaults', () => {
  it('the first admin made with no ADMIN_EMAIL (admin@localhost) signs in with the printed password and must choose a new one', async () => {
    const app = await fresh();
    await app.database.db.deleteFrom('admins').execute();
    let printed = '';
    await ensureFirstAdmin(app.database.db, { email: null, password: null, logN: TEST_LOG_N, now: app.clock.now, print: (l) => (printed = l) });
    expect(printed).toContain(`Created the first admin: ${DEFAULT_ADMIN_EMAIL} with the password `);
    expect(DEFAULT_ADMIN_EMAIL).toBe('admin@localhost');
    const generated = /password (\S+) /.exec(printed)![1];
    const res = await signIn(app, ADMINS_DESK, { email: DEFAULT_ADMIN_EMAIL, password: generated });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, mustChangePassword: true });
    const cookie = cookieFrom(res, SESSION_COOKIE)!;
    expect((await app.req({ method: 'GET', url: '/api/v1/admin/stats', headers: { cookie } })).statusCode).toBe(403);
    const changed = await app.req({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { currentPassword: generated, newPassword: 'a fresh passphrase for 2026' },
      headers: { cookie },
    });
    expect(changed.statusCode).toBe(200);
    expect((await app.req({ method: 'GET', url: '/api/v1/admin/stats', headers: { cookie } })).statusCode).toBe(200);
  });

  it('an address on an internal domain is accepted as typed in any case; one that is no address is refused with a clear message, before any check', async () => {
    const app = await fresh();
    await ensureFirstAdmin(app.database.db, { email: null, password: null, logN: TEST_LOG_N, now: app.clock.now, print: () => {} });
    for (const email of ['Admin@LocalHost', '  admin@localhost  ']) {
      const res = await signIn(app, ADMINS_DESK, { email, password: 'not-the-password' });
      expect(res.statusCode).toBe(401);
    }
    for (const email of ['admin', 'admin@', 'admin@-localhost', 'ad min@localhost', 'admin@local..host']) {
      const res = await signIn(app, ADMINS_DESK, { email, password: 'not-the-password' });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('Enter a valid e-mail address');
    }
    expect(await outcomes(app)).toEqual({ failure: 2 });
  });
});

describe('the admin command line', () => {
  /** Runs `npm run admin -- ...args` on the test app's database. */
  function cli(app: TestApp, args: string[], stdin = '', env: Record<string, string> = {}) {
    return new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          SCRYPT_LOG_N_TEST: String(TEST_LOG_N),
          ADMIN_PASSWORD: '',
          DATA_DIR: app.location.dataDir,
          DATABASE_URL: app.location.databaseUrl ?? '',
          ...env,
        },
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => resolve({ code, out }));
      child.stdin.end(stdin);
    });
  }
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });
  /** A database another process can open: a SQLite file, or the test's PostgreSQL database. */
  async function shared() {
    if (process.env.DATABASE_URL) return fresh();
    dir = mkdtempSync(join(tmpdir(), 'gantavya-cli-'));
    return fresh({ dataDir: dir });
  }

  it('V6.3.1 `npm run admin -- unlock EMAIL` clears the counters of a held account', async () => {
    const app = await shared();
    await Promise.all(Array.from({ length: 20 }, () => signIn(app, ATTACKER, WRONG)));
    expectThrottled(await signIn(app, ATTACKER));
    const run = await cli(app, ['unlock', ADMIN.email]);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`Cleared the sign-in counters of ${ADMIN.email}`);
    expect((await signIn(app, ATTACKER)).statusCode).toBe(200);
  }, 30_000);

  it('V6.2.8 reset-password reads the password as typed (not trimmed) and clears the counters', async () => {
    const app = await shared();
    for (let i = 0; i < SIGN_IN_THROTTLE.perAddress.free; i++) await signIn(app, ATTACKER, WRONG);
    const typed = '  spaced out passphrase  ';
    const run = await cli(app, ['reset-password', ADMIN.email], `${typed}\n`);
    expect(run.code).toBe(0);
    expect((await signIn(app, ATTACKER, { email: ADMIN.email, password: typed.trim() })).statusCode).toBe(401);
    expect((await signIn(app, ATTACKER, { email: ADMIN.email, password: typed })).statusCode).toBe(200);
  }, 30_000);

  it('create takes an address on a local domain (ops@intranet) and refuses one that is no address, creating nothing', async () => {
    const app = await shared();
    const made = await cli(app, ['create', 'ops@intranet', '--generate']);
    expect(made.code).toBe(0);
    const password = /The password is (\S+) /.exec(made.out)![1];
    expect((await signIn(app, ADMINS_DESK, { email: 'ops@intranet', password })).statusCode).toBe(200);
    const refused = await cli(app, ['create', 'ops', '--generate']);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('"ops" is not an admin e-mail address');
    expect(await app.database.db.selectFrom('admins').select('email').where('email', '=', 'ops').execute()).toEqual([]);
  }, 30_000);

  it('V6.4.1 create --generate prints a random password once, which must be changed at the first sign-in', async () => {
    const app = await shared();
    const run = await cli(app, ['create', 'new@gantavya.example', '--generate']);
    expect(run.code).toBe(0);
    const password = /The password is (\S+) /.exec(run.out)![1];
    const res = await signIn(app, ADMINS_DESK, { email: 'new@gantavya.example', password });
    expect(res.json().mustChangePassword).toBe(true);
  }, 30_000);
});

describe('what browsers keep', () => {
  it('V14.3.2 every answer that depends on the session or carries personal data has Cache-Control: no-store', async () => {
    const app = await createTestApp();
    apps.push(app);
    const cookie = await app.login();
    const draft = await app.req({
      method: 'POST',
      url: '/api/v1/blogs',
      headers: { cookie },
      payload: { slug: 'a-draft', title: 'A draft', excerpt: 'x', body: 'x', coverImage: '/images/covers/cover-1.svg', author: 'E', tags: [], status: 'draft' },
    });
    const booked = await app.req({ method: 'POST', url: '/api/v1/consultations', payload: booking() });
    await app.req({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Ram', email: 'ram@example.com', subject: 'Hi', message: 'Hello there, a question.' },
    });
    expect(booked.headers['cache-control']).toBe('no-store');
    const login = await signIn(app, ADMINS_DESK);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/api/v1/auth/me',
      '/api/v1/consultations',
      `/api/v1/consultations/${booked.json().id}`,
      '/api/v1/contact',
      '/api/v1/admin/stats',
      `/api/v1/blogs/${draft.json().id}`,
      '/api/v1/blogs',
    ]) {
      const res = await app.req({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toContain('no-store');
    }
    // Without a session: refusals of personal reads are not stored either; public lists may be.
    expect((await app.req({ method: 'GET', url: '/api/v1/consultations' })).headers['cache-control']).toBe('no-store');
    expect((await app.req({ method: 'GET', url: '/api/v1/blogs' })).headers['cache-control']).toBe('no-cache');
  });

  it('V14.3.1 signing out sends Clear-Site-Data: "cache"', async () => {
    const app = await fresh();
    const cookie = await app.login();
    const out = await app.req({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.headers['clear-site-data']).toBe('"cache"');
  });
});

describe('old sign-in data is swept', () => {
  it('V7.3.1 the sweep deletes sessions past their idle or absolute timeout and sign-in attempts past retention, and keeps the rest', async () => {
    const app = await fresh();
    const idle = await app.login();
    await signIn(app, ATTACKER, WRONG);
    app.clock.advance(IDLE_TIMEOUT_MS + 1000);
    const kept = await app.login();
    // Kept in use until just before its absolute timeout.
    for (let elapsed = 0; elapsed + 20 * 60_000 < ABSOLUTE_TIMEOUT_MS; elapsed += 20 * 60_000) {
      app.clock.advance(20 * 60_000);
      await app.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: kept } });
    }
    const sessions = () => app.database.db.selectFrom('sessions').select('id_hash').execute();
    expect(await removeExpiredSignInData(app.database.db, app.clock.now)).toMatchObject({ sessions: 1, attempts: 0 });
    expect(await sessions()).toHaveLength(1);
    expect((await app.req({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: idle } })).statusCode).toBe(401);
    app.clock.advance(LOGIN_ATTEMPT_RETENTION_MS);
    expect(await removeExpiredSignInData(app.database.db, app.clock.now)).toEqual({ sessions: 1, attempts: 3 });
    expect(await sessions()).toHaveLength(0);
  });
});
