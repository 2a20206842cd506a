// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSourcesOf } from '../../scripts/service-worker';
import { SERVICE_WORKER_URL } from '../../worker/protocol';
import { createTestApp, type TestApp } from './harness';
import { buildAppForTests, type TestBuild } from './ssrBuild';

/** The width and height a PNG file says it has. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('the service worker and the web app manifest, as the production server serves them', () => {
  let build: TestBuild;
  let t: TestApp;

  beforeAll(async () => {
    build = await buildAppForTests();
    t = await createTestApp({ serve: { distDir: build.distDir, renderer: build.renderer } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the worker script is served from the root (scope: the whole site) as JavaScript, revalidated on every check', async () => {
    const r = await t.req({ url: SERVICE_WORKER_URL });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toMatch(/^var __SHELL__=\{"version":"[0-9a-f]{12}"/);
  });

  it("the worker's shell lists files the build made, and none of the pages' or the admin area's chunks", () => {
    const code = readFileSync(join(build.distDir, 'sw.js'), 'utf8');
    const shell = JSON.parse(/^var __SHELL__=(.*);$/m.exec(code)![1]) as { version: string; files: string[] };
    for (const file of shell.files) expect(existsSync(join(build.distDir, file)), file).toBe(true);
    const manifest = JSON.parse(readFileSync(join(build.distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const pageChunks = [...pageSourcesOf(readFileSync('src/app/pageImports.ts', 'utf8'))].map((source) => `/${manifest[source].file}`);
    expect(pageChunks.length).toBeGreaterThan(20);
    for (const chunk of pageChunks) expect(shell.files).not.toContain(chunk);
    const entry = Object.values(manifest).find((c) => (c as { isEntry?: boolean }).isEntry)!;
    expect(shell.files).toContain(`/${entry.file}`);
    expect(shell.files).toContain('/index.html');
  });

  it('the page links the manifest; the manifest names the app, its start page and 192 and 512 px icons, also maskable, that exist', async () => {
    const page = await t.req({ url: '/' });
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const r = await t.req({ url: '/manifest.webmanifest' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = r.json() as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({ short_name: 'Gantavya', start_url: '/', display: 'standalone' });
    for (const size of [192, 512]) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
        expect(icon, `${size} ${purpose}`).toBeTruthy();
        const file = await t.req({ url: icon!.src });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/png');
        expect(pngSize(file.rawPayload)).toEqual({ width: size, height: size });
      }
    }
  });

  it('the content security policy lets the page register the worker and read the manifest from this origin only', async () => {
    const csp = String((await t.req({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('an answer that sets a cookie is never kept by any cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A route outside the personal API that sets a cookie (none does today): the rule holds for any route.
    t.app.get('/cookie-probe', async (_request, reply) => reply.header('set-cookie', 'probe=1; Path=/; HttpOnly').send({ ok: true }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is marked no-store, wherever it comes from', async () => {
    const r = await t.req({ url: '/cookie-probe' });
    expect(r.headers['set-cookie']).toBeDefined();
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('sign-in (which sets the session cookie) answers no-store', async () => {
    const r = await t.req({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'admin@gantavya.example', password: 'correct-horse-battery' } });
    expect(r.headers['set-cookie']).toBeDefined();
    expect(r.headers['cache-control']).toContain('no-store');
  });
});
