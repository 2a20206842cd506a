// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAppForTests } from './ssrBuild';

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

async function waitFor(check: () => Promise<boolean>, what: string) {
  for (;;) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
  }
}
let deadline = 0;

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gantavya-start-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the compiled server with node, and a SIGTERM to it drains the request in flight and stops the server', async () => {
    const { root } = await buildAppForTests();
    // The project as npm start sees it: its package.json, its start script, the build, its dependencies.
    mkdirSync(join(root, 'scripts'), { recursive: true });
    copyFileSync('package.json', join(root, 'package.json'));
    copyFileSync('scripts/start.mjs', join(root, 'scripts', 'start.mjs'));
    try {
      symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
    } catch {
      /* already there (another test) */
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    child = spawn('npm', ['start', '--silent'], {
      cwd: root,
      // SQLite in a folder of its own, also when the API tests run on PostgreSQL.
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: base,
        ADMIN_EMAIL: 'admin@gantavya.example',
        ADMIN_PASSWORD: 'start-test-password',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((done) => child!.once('exit', (code) => done(code)));
    deadline = Date.now() + 120_000;
    await waitFor(async () => (await fetch(`${base}/api/v1/health`)).ok, 'the server to answer');

    // Nothing between npm and the server but node itself (no tsx, no npx).
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('data-rendered="server"');

    // A request in flight: the server has its headers (it answered 100 Continue), its body is still to come.
    const body = JSON.stringify({ name: 'Sita Sharma', email: 'sita@example.com', subject: 'Drain', message: 'Sent while the server stops.' });
    let response: (status: number) => void = () => {};
    const inFlight = new Promise<number>((done) => (response = done));
    const req = httpRequest(`${base}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: base, expect: '100-continue' },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => response(res.statusCode ?? 0));
    });
    req.on('error', () => response(-1));
    req.flushHeaders();
    await new Promise<void>((done) => req.once('continue', () => done()));
    child.kill('SIGTERM');
    // The server stops taking new connections...
    await waitFor(async () => {
      try {
        await fetch(`${base}/api/v1/health`);
        return false;
      } catch {
        return true;
      }
    }, 'the server to stop listening');
    // ...and still answers the request it had.
    req.end(body);
    const status = await inFlight;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(await exited).toBe(0);
    expect(output).toMatch(/draining requests and closing the database/);
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
  }, 240_000);
});
