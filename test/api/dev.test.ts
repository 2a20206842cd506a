// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { DESTINATION_COUNTRY } from '../../src/domain/catalog';
import { paths } from '../../src/config/routes';
import { documentTitle } from '../../src/ui/serverPage';

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

describe('npm run dev', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gantavya-dev-'));
  let child: ChildProcess | null = null;
  /** Stops the dev server and the watcher that started it (one process group). */
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child!.once('exit', done));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders a public page on the server from the sources: its h1 and its own title are in the HTML', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    child = spawn('npm', ['run', 'dev', '--silent'], {
      // Its own process group, so that stopping it stops the watcher's child too.
      detached: true,
      // SQLite in a folder of its own, also when the API tests run on PostgreSQL.
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        ADMIN_EMAIL: 'admin@gantavya.example',
        ADMIN_PASSWORD: 'dev-test-password',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const listening = new Promise<void>((done, fail) => {
      const check = () => {
        if (output.includes(`http://localhost:${port}`)) done();
      };
      child!.stdout?.on('data', check);
      child!.once('exit', (code) => fail(new Error(`npm run dev stopped (${code}) before it listened:\n${output}`)));
    });
    await listening;

    const path = paths.destination('australia');
    const r = await fetch(`${base}${path}`);
    expect(r.status).toBe(200);
    const html = await r.text();
    expect(html).toContain('data-rendered="server"');
    const doc = new JSDOM(html).window.document;
    const h1 = doc.querySelector('main h1')?.textContent?.trim();
    expect(h1).toContain(DESTINATION_COUNTRY.australia);
    expect(doc.title).toBe(documentTitle(h1!));
    // Vite serves the browser's modules from the sources, with its hot-reload client.
    expect(html).toContain('/@vite/client');

    await stop();
    await expect(fetch(`${base}/`)).rejects.toThrow();
  }, 180_000);
});
