// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect, type Db } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrations';
import { seedIfEmpty } from '../../server/db/seed';
import { precompressDir } from '../../scripts/precompress';

const APP_JS = `console.log(${JSON.stringify('gantavya '.repeat(400))});`;
const INDEX = `<!doctype html><html><head><title>Gantavya</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(120)}</body></html>`;

describe('serving the built app (production)', () => {
  let dist: string;
  let database: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gantavya-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), APP_JS);
    precompressDir(dist);
    database = connect({ dataDir: ':memory:' });
    await migrateToLatest(database.db, database.dialect);
    await seedIfEmpty(database.db, () => new Date());
    app = await buildApp({ config: { ...loadConfig({}), scryptLogN: 10 }, database, distDir: dist, renderer: null });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset precompressed with brotli, cached for a year, to a browser that accepts br', async () => {
    const r = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(APP_JS);
    expect(r.rawPayload.length).toBeLessThan(APP_JS.length / 4);
  });

  it('sends gzip to a browser that accepts only gzip, and the plain file to one that accepts nothing', async () => {
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('answers a deep link (a client-side route) with the app, compressed and never cached stale', async () => {
    for (const url of ['/consultancies/12', '/admin/blogs']) {
      const r = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(r.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('compresses the API JSON for a client that accepts it, and not for one that does not', async () => {
    const br = await app.inject({ url: '/api/v1/consultancies?limit=100', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(body.items.length).toBeGreaterThan(50);
    const plain = await app.inject({ url: '/api/v1/consultancies?limit=100' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().items).toEqual(body.items);
  });

  it('still answers an unknown API path with the JSON 404, not the app', async () => {
    const r = await app.inject({ url: '/api/v1/nothing-here' });
    expect(r.statusCode).toBe(404);
    expect(r.json().error.code).toBe('NOT_FOUND');
  });
});
