// @vitest-environment node
/**
 * Floods of pages and reads, replayed against the real server over HTTP (built as `npm run build`
 * builds it, listening on a free port), on SQLite or, with DATABASE_URL, PostgreSQL. Every client
 * address is given in X-Forwarded-For, which the server believes from its one proxy (TRUST_PROXY=1):
 * each address counts on its own, as it does behind nginx.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ServerRenderer } from '../../src/domain/ssr';
import type { ServerConfig } from '../../server/config';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { createTestApp, type TestApp } from './harness';
import { buildAppForTests } from './ssrBuild';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (still compressed when content-encoding says so). */
  raw: Buffer;
  text: string;
}

/** A GET over HTTP from `address` (in X-Forwarded-For), the body as sent. */
function get(port: number, path: string, address: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { 'x-forwarded-for': address, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: raw.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The app behind one trusted proxy, listening, with a renderer that records every page it renders. */
async function listening(options: { config?: Partial<ServerConfig>; pageCacheEntries?: number; gate?: Promise<void> } = {}) {
  const { distDir, renderer } = await buildAppForTests();
  const rendered: string[] = [];
  const counting: ServerRenderer = {
    ...renderer,
    render: async (r) => {
      rendered.push(r.url);
      await options.gate;
      return renderer.render(r);
    },
  };
  const t: TestApp = await createTestApp({
    serve: { distDir, renderer: counting },
    pageCacheEntries: options.pageCacheEntries,
    config: { trustProxy: 1, ...options.config },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, port, rendered, get: (path: string, address: string, headers?: Record<string, string>) => get(port, path, address, headers) };
}

/** A different client address (10.x.y.z) for each n. */
const addressNo = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Runs `jobs` at most `width` at a time. */
async function inBatches<T>(jobs: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < jobs.length; i += width) results.push(...(await Promise.all(jobs.slice(i, i + width).map((job) => job()))));
  return results;
}

const WARM_PAGES = [
  '/',
  '/blog',
  '/blog/1',
  '/blog/2',
  '/consultancies',
  '/universities',
  '/courses',
  '/faqs',
  '/services',
  '/contact',
  '/consultation',
  '/scholarships',
  ...CONSULTANCIES.slice(0, 8).map((c) => `/consultancies/${c.id}`),
];

describe('the page cache under a flood of unique addresses', () => {
  it('keeps every page readers came back to while 120 addresses nobody asked for before are rendered once each', async () => {
    // A cache of 30 pages (24 for pages asked for again): the flood is four times its size.
    const s = await listening({ pageCacheEntries: 30 });
    try {
      for (let round = 0; round < 3; round++) {
        for (const path of WARM_PAGES) expect((await s.get(path, addressNo(1))).status).toBe(200);
      }
      // Read three times each: now all sent from memory.
      const renderedWarm = s.rendered.length;
      for (const path of WARM_PAGES) expect((await s.get(path, addressNo(1))).status).toBe(200);
      expect(s.rendered.length).toBe(renderedWarm);

      const flood = Array.from({ length: 120 }, (_, i) => {
        const token = `${i}-${Math.random().toString(36).slice(2)}`;
        const path = i % 3 === 0 ? `/consultancies?search=${token}` : i % 3 === 1 ? `/blog/${900_000 + i}` : `/universities?q=${token}`;
        return () => s.get(path, addressNo(1000 + i));
      });
      const answers = await inBatches(flood, 8);
      expect(answers.filter((a) => a.status === 200 || a.status === 404)).toHaveLength(120);
      expect(s.rendered.length - renderedWarm).toBe(120);

      // Every page read before is still sent from memory: not one more render.
      const before = s.rendered.length;
      for (const path of WARM_PAGES) expect((await s.get(path, addressNo(2))).status).toBe(200);
      expect(s.rendered.slice(before)).toEqual([]);
    } finally {
      await s.t.close();
    }
  }, 240_000);

  it('makes no new page for query parameters the page does not read, and keeps ?search= and ?category= on /consultancies', async () => {
    const s = await listening();
    try {
      const name = CONSULTANCIES[3].name;
      const plain = await s.get('/blog', addressNo(1));
      for (let i = 0; i < 20; i++) expect((await s.get(`/blog?x=${i}&utm_source=flood${i}`, addressNo(1))).text).toBe(plain.text);
      expect(s.rendered).toEqual(['/blog']);

      const searched = await s.get(`/consultancies?search=${encodeURIComponent(name)}`, addressNo(1));
      const listed = await s.get('/consultancies', addressNo(1));
      expect(searched.text).toContain(name);
      expect(searched.text).not.toBe(listed.text);
      expect((await s.get(`/consultancies?ref=mail&search=${encodeURIComponent(name)}&x=1`, addressNo(1))).text).toBe(searched.text);
      const category = await s.get('/consultancies?category=universities', addressNo(1));
      expect(category.text).not.toBe(listed.text);
      expect((await s.get('/consultancies?category=universities&x=2', addressNo(1))).text).toBe(category.text);
      expect(s.rendered).toEqual([
        '/blog',
        `/consultancies?search=${new URLSearchParams({ s: name }).toString().slice(2)}`,
        '/consultancies',
        '/consultancies?category=universities',
      ]);
    } finally {
      await s.t.close();
    }
  }, 240_000);
});

describe('limits on pages rendered anew', () => {
  it('answers 429 with Retry-After to an address past its renders, while its cached pages and other addresses are served', async () => {
    const s = await listening({ config: { pageRenders: { perMinute: 5, concurrency: 4, queue: 16 } } });
    try {
      const flooder = addressNo(7);
      for (let i = 0; i < 5; i++) expect((await s.get(`/consultancies?search=flood-${i}`, flooder)).status).toBe(200);
      const refused = await s.get('/consultancies?search=flood-5', flooder);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(s.rendered).toHaveLength(5);
      // A page already kept costs no render: still served to the same address.
      expect((await s.get('/consultancies?search=flood-0', flooder)).status).toBe(200);
      expect((await s.get('/consultancies?search=flood-5', addressNo(8))).status).toBe(200);
      // The allowance comes back with time (12 s a render at 5 a minute).
      s.t.clock.advance(12_000);
      expect((await s.get('/consultancies?search=flood-6', flooder)).status).toBe(200);
    } finally {
      await s.t.close();
    }
  }, 240_000);

  it('answers 503 with Retry-After past the renders running and waiting at once in the process', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const s = await listening({ gate, config: { pageRenders: { perMinute: 1000, concurrency: 1, queue: 1 } } });
    try {
      const answers = Array.from({ length: 6 }, (_, i) => s.get(`/consultancies?search=busy-${i}`, addressNo(100 + i)));
      // One renders (held at the gate), one waits: the other four are refused at once.
      const refused = await new Promise<Answer[]>((resolve) => {
        const seen: Answer[] = [];
        for (const a of answers) void a.then((r) => r.status === 503 && seen.push(r) === 4 && resolve(seen));
      });
      for (const r of refused) expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      open();
      const all = await Promise.all(answers);
      expect(all.filter((r) => r.status === 200)).toHaveLength(2);
      expect(all.filter((r) => r.status === 503)).toHaveLength(4);
      expect(s.rendered).toHaveLength(2);
    } finally {
      open();
      await s.t.close();
    }
  }, 240_000);
});

describe('reads per client address', () => {
  it('answers 429 with Retry-After to an address past its reads, API and pages alike, and counts each address behind the proxy on its own', async () => {
    const s = await listening({ config: { readsPerMinute: 10 } });
    try {
      const reader = addressNo(9);
      for (let i = 0; i < 9; i++) expect((await s.get('/api/v1/consultancies', reader)).status).toBe(200);
      expect((await s.get('/faqs', reader)).status).toBe(200);
      const api = await s.get('/api/v1/consultancies', reader);
      expect(api.status).toBe(429);
      expect(JSON.parse(api.text).error.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(api.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      const page = await s.get('/faqs', reader);
      expect(page.status).toBe(429);
      expect(Number(page.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The health check (one address: the load balancer's) is never held back; other readers are served.
      expect((await s.get('/api/v1/health', reader)).status).toBe(200);
      expect((await s.get('/api/v1/consultancies', addressNo(10))).status).toBe(200);
      expect((await s.get('/faqs', addressNo(10))).status).toBe(200);
      s.t.clock.advance(6_000);
      expect((await s.get('/api/v1/consultancies', reader)).status).toBe(200);
    } finally {
      await s.t.close();
    }
  }, 240_000);
});

describe('the list API keeps its compressed answers', () => {
  it('sends each list in brotli or gzip as kept, the same as uncompressed, and the new content after an edit', async () => {
    const s = await listening();
    try {
      const reader = addressNo(11);
      const plain = await s.get('/api/v1/consultancies', reader);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (let i = 0; i < 2; i++) {
        const br = await s.get('/api/v1/consultancies', reader, { 'accept-encoding': 'gzip, br' });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toMatch(/accept-encoding/i);
        expect(br.headers.etag).toBe(plain.headers.etag);
        expect(brotliDecompressSync(br.raw).toString()).toBe(plain.text);
      }
      const gz = await s.get('/api/v1/consultancies', reader, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.raw).toString()).toBe(plain.text);
      // A small list goes out as it is.
      const small = await s.get('/api/v1/consultancies?q=no-such-consultancy-anywhere', reader, { 'accept-encoding': 'br' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.text).total).toBe(0);

      const cookie = await s.t.login();
      const first = JSON.parse(plain.text).items[0];
      const { id, ...input } = first;
      expect(
        (await s.t.req({ method: 'PUT', url: `/api/v1/consultancies/${id}`, payload: { ...input, name: 'Renamed Just Now' }, headers: { cookie } })).statusCode,
      ).toBe(200);
      const edited = await s.get('/api/v1/consultancies', reader, { 'accept-encoding': 'br' });
      expect(brotliDecompressSync(edited.raw).toString()).toContain('Renamed Just Now');
      expect(edited.headers.etag).not.toBe(plain.headers.etag);
    } finally {
      await s.t.close();
    }
  }, 240_000);
});
