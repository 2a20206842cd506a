// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, linkOriginOf, loadConfig } from '../../server/config';

const problem = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.message;
    throw e;
  }
  return null;
};

describe('server configuration: deployment', () => {
  it('without PUBLIC_ORIGIN and TRUST_PROXY it behaves as for local use: no origin, no proxy believed, plain cookie', () => {
    const c = loadConfig({});
    expect(c.publicOrigin).toBeNull();
    expect(c.trustProxy).toBe(false);
    expect(c.cookieSecure).toBe(false);
    expect(c.sessionCookieName).toBe('gantavya_session');
  });

  it('ADMIN_EMAIL takes the address the sign-in form takes, a local one too (admin@localhost); no address stops the start', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'admin@localhost' }).adminEmail).toBe('admin@localhost');
    expect(loadConfig({ ADMIN_EMAIL: 'team@gantavya.example' }).adminEmail).toBe('team@gantavya.example');
    expect(problem({ ADMIN_EMAIL: 'admin' })).toMatch(/ADMIN_EMAIL: Enter a valid e-mail address/);
  });

  it('PUBLIC_ORIGIN is kept as an origin; one with a path, a query or another scheme is refused with a clear message', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://gantavya.example' }).publicOrigin).toBe('https://gantavya.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Gantavya.example:443/' }).publicOrigin).toBe('https://gantavya.example');
    expect(problem({ PUBLIC_ORIGIN: 'https://gantavya.example/app' })).toMatch(/PUBLIC_ORIGIN: must be an origin only/);
    expect(problem({ PUBLIC_ORIGIN: 'https://gantavya.example?x=1' })).toMatch(/PUBLIC_ORIGIN: must be an origin only/);
    expect(problem({ PUBLIC_ORIGIN: 'ftp://gantavya.example' })).toMatch(/PUBLIC_ORIGIN: must start with https:\/\//);
    expect(problem({ PUBLIC_ORIGIN: 'gantavya.example' })).toMatch(/PUBLIC_ORIGIN: must be an origin such as/);
  });

  it('V4.1.3 TRUST_PROXY takes a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7 ,loopback,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8']);
  });

  it.each(['true', 'TRUE', '*', '0.0.0.0/0', '::/0', '10.0.0.0/8,0.0.0.0/0'])(
    'V4.1.3 TRUST_PROXY=%s (trust everything) stops the start with a clear message',
    (value) => {
      expect(problem({ TRUST_PROXY: value })).toMatch(/TRUST_PROXY: .*(trusting every address|covers every address)/);
    },
  );

  it.each([
    ['0', /hop count is 1 to 10/],
    ['11', /hop count is 1 to 10/],
    ['proxy.example', /not an address, an address range/],
    ['10.0.0.0/33', /prefix length that is not 0 to 32/],
    ['10.0.0.1/8/1', /not an address/],
  ])('TRUST_PROXY=%s is refused with a clear message', (value, message) => {
    expect(problem({ TRUST_PROXY: value })).toMatch(message);
  });

  it('V3.3.1 V3.3.3 under NODE_ENV=production with an https PUBLIC_ORIGIN the session cookie is __Host- prefixed and Secure by default', () => {
    const c = loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://gantavya.example' });
    expect(c.cookieSecure).toBe(true);
    expect(c.sessionCookieName).toBe('__Host-gantavya_session');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000' }).sessionCookieName).toBe('gantavya_session');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://gantavya.example' }).sessionCookieName).toBe('gantavya_session');
    const optedOut = loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://gantavya.example', COOKIE_SECURE: 'false' });
    expect([optedOut.cookieSecure, optedOut.sessionCookieName]).toEqual([false, 'gantavya_session']);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('under NODE_ENV=production the configuration is refused without PUBLIC_ORIGIN, naming it', () => {
    expect(problem({ NODE_ENV: 'production' })).toMatch(/PUBLIC_ORIGIN: must be set under NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://gantavya.example' }).publicOrigin).toBe('https://gantavya.example');
  });

  it("links in e-mails are built on PUBLIC_ORIGIN, else on this machine's own address, never on a request", () => {
    expect(linkOriginOf(loadConfig({ PUBLIC_ORIGIN: 'https://gantavya.example' }))).toBe('https://gantavya.example');
    expect(linkOriginOf(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(linkOriginOf(loadConfig({}))).toBe('http://localhost:3000');
  });

  it('the timeouts come from the environment; headers may not take longer than the whole request', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '20000', HEADERS_TIMEOUT_MS: '5000', KEEP_ALIVE_TIMEOUT_MS: '70000' }).timeouts).toMatchObject({
      requestMs: 20_000,
      headersMs: 5_000,
      keepAliveMs: 70_000,
    });
    expect(problem({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toMatch(/HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/);
    expect(problem({ REQUEST_TIMEOUT_MS: 'soon' })).toMatch(/REQUEST_TIMEOUT_MS/);
  });
});

describe('server configuration: the PostgreSQL connection pool', () => {
  it('DB_POOL_MAX sets the pool size (10 when unset); fewer than 2 or a non-number is refused, naming the variable', () => {
    expect(loadConfig({}).dbPoolMax).toBe(10);
    expect(loadConfig({ DB_POOL_MAX: '25' }).dbPoolMax).toBe(25);
    expect(problem({ DB_POOL_MAX: '1' })).toMatch(/DB_POOL_MAX: must be at least 2/);
    expect(problem({ DB_POOL_MAX: 'many' })).toMatch(/DB_POOL_MAX/);
  });
});

describe('server configuration: backups', () => {
  it('BACKUP_DIR turns the daily SQLite backup on (7 kept unless BACKUP_KEEP says otherwise); with DATABASE_URL it is refused, pointing to pg_dump', () => {
    expect(loadConfig({}).backup).toBeNull();
    expect(loadConfig({ BACKUP_DIR: '/var/backups/gantavya' }).backup).toMatchObject({ dir: '/var/backups/gantavya', keep: 7, everyMs: 24 * 60 * 60_000 });
    expect(loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '30' }).backup?.keep).toBe(30);
    expect(problem({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toMatch(/BACKUP_KEEP/);
    expect(problem({ BACKUP_DIR: '/b', DATABASE_URL: 'postgres://db/gantavya' })).toMatch(/BACKUP_DIR: .*pg_dump/);
  });
});

describe('starting the server with a bad deployment setting', () => {
  it('V4.1.3 TRUST_PROXY=* stops the start with exit code 2 and a message naming the variable, before anything else happens', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, TRUST_PROXY: '*', PUBLIC_ORIGIN: 'https://gantavya.example/app', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toMatch(/TRUST_PROXY: "\*" is not allowed: trusting every address/);
    expect(run.stderr).toMatch(/PUBLIC_ORIGIN: must be an origin only/);
  });

  it('under NODE_ENV=production without PUBLIC_ORIGIN the server refuses to start, exit code 2, saying why, before it opens a database', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/PUBLIC_ORIGIN: must be set under NODE_ENV=production/);
    expect(run.stderr).toMatch(/never on a request's Host header/);
  });
});
