/**
 * npm run bench:flood: the page cache and the list API under load, on loopback (SQLite in a temp dir).
 * - N cached pages warmed (each read three times), then one of them read at a steady 50 requests a
 *   second for 10 s, quiet and then during a 20 s flood of unique addresses (`/blog?x=RANDOM` and
 *   `/consultancies?search=RANDOM` on 50 connections): p50 and p99; the flood's answers by status;
 *   the pages rendered per second (the server counts its renders); how many of the N warmed pages are
 *   still sent from memory afterwards (each one that is not is rendered again when read).
 * - the flood comes from many addresses (a new X-Forwarded-For for every request, the server trusting one
 *   proxy), and, separately, from one address;
 * - GET /api/v1/consultancies for 10 s at 50 connections, uncompressed and then in brotli and gzip.
 * The server runs in a child process built from BENCH_ROOT (a built checkout: dist/ and dist-server/;
 * by default this one), so the same script measures another version of the code: BENCH_ROOT=/path/to/main.
 * BENCH_ONLY=api runs the list API part alone.
 * Reads per address are not limited here (READS_PER_MINUTE very high): the pages rendered anew are.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const ROOT = resolve(process.env.BENCH_ROOT ?? '.');
const CHILD_ENV = 'GANTAVYA_FLOOD_CHILD_DIR';
const WARM_PAGES = Number(process.env.BENCH_WARM_PAGES ?? 50);
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 20);
const PROBE_SECONDS = 10;
const PROBE_RATE = 50;

type ToChild = 'renders' | 'close';
type FromChild = { port: number } | { renders: number };

// The child: the app of BENCH_ROOT, its renderer counting the pages it renders.
const childDir = process.env[CHILD_ENV];
if (childDir) {
  const load = <T>(path: string) => import(pathToFileURL(join(ROOT, path)).href) as Promise<T>;
  const { buildApp } = await load<typeof import('../server/app')>('server/app.ts');
  const { loadConfig } = await load<typeof import('../server/config')>('server/config.ts');
  const { connect } = await load<typeof import('../server/db/connect')>('server/db/connect.ts');
  const { migrateToLatest } = await load<typeof import('../server/db/migrations')>('server/db/migrations.ts');
  const { seedIfEmpty } = await load<typeof import('../server/db/seed')>('server/db/seed.ts');
  const { loadRenderer } = await load<typeof import('../server/render/pages')>('server/render/pages.ts');
  const database = connect({ dataDir: childDir });
  await migrateToLatest(database.db, database.dialect);
  await seedIfEmpty(database.db, () => new Date());
  const renderer = await loadRenderer(join(ROOT, 'dist-server/render/entry-server.js'));
  if (!renderer) throw new Error(`no server-render bundle in ${ROOT}: run npm run build there`);
  let renders = 0;
  const counting = { ...renderer, render: (r: Parameters<typeof renderer.render>[0]) => (renders++, renderer.render(r)) };
  const config = loadConfig({ DATA_DIR: childDir, TRUST_PROXY: '1', READS_PER_MINUTE: '1000000' });
  const app = await buildApp({ config, database, distDir: join(ROOT, 'dist'), renderer: counting });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 } satisfies FromChild);
  process.on('message', (m: ToChild) => {
    if (m === 'renders') process.send?.({ renders } satisfies FromChild);
    else
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
  });
  await new Promise(() => {});
}

const dir = mkdtempSync(join(tmpdir(), 'gantavya-flood-'));
const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, [CHILD_ENV]: dir, BENCH_ROOT: ROOT } });
const messages: Array<(m: FromChild) => void> = [];
child.on('message', (m: FromChild) => messages.shift()?.(m));
child.once('exit', (code) => code && process.exit(code));
const next = () => new Promise<FromChild>((res) => messages.push(res));
const { port } = (await next()) as { port: number };
const renders = async () => {
  const answer = next();
  child.send('renders' satisfies ToChild);
  return ((await answer) as { renders: number }).renders;
};
const base = `http://127.0.0.1:${port}`;
const browser = { 'accept-encoding': 'gzip, deflate, br' };

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((res, rej) => {
    autocannon(opts, (err, result) => (err ? rej(err) : res(result)));
  });
}

// The pages to keep warm: every static page, then consultancies and articles.
const consultancies = ((await (await fetch(`${base}/api/v1/consultancies?limit=100`)).json()) as { items: Array<{ id: number }> }).items;
const blogs = ((await (await fetch(`${base}/api/v1/blogs?limit=100`)).json()) as { items: Array<{ id: number }> }).items;
const pages = [
  '/',
  '/blog',
  '/consultancies',
  '/universities',
  '/courses',
  '/faqs',
  '/services',
  '/contact',
  '/consultation',
  '/scholarships',
  '/terms',
  '/privacy',
]
  .concat(
    blogs.map((b) => `/blog/${b.id}`),
    consultancies.map((c) => `/consultancies/${c.id}`),
  )
  .slice(0, WARM_PAGES);
if (pages.length < WARM_PAGES) throw new Error(`only ${pages.length} pages to warm`);

async function warm() {
  for (let round = 0; round < 3; round++) {
    for (const path of pages) {
      const res = await fetch(base + path, { headers: { ...browser, 'x-forwarded-for': '192.0.2.1' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    }
  }
}

/** How many warmed pages are still sent from memory: each that is not is rendered again when read. */
async function survivors() {
  const before = await renders();
  for (const path of pages) await (await fetch(base + path, { headers: { ...browser, 'x-forwarded-for': '192.0.2.1' } })).arrayBuffer();
  return pages.length - ((await renders()) - before);
}

/** The probe: one cached page at a steady rate, as a reader would. */
const probe = () =>
  run({ url: `${base}/faqs`, connections: 10, overallRate: PROBE_RATE, duration: PROBE_SECONDS, headers: { ...browser, 'x-forwarded-for': '192.0.2.2' } });

let floodCounter = 0;
function flood(manyAddresses: boolean) {
  return run({
    url: base,
    connections: 50,
    duration: FLOOD_SECONDS,
    requests: [
      {
        setupRequest: (req) => {
          const n = floodCounter++;
          const token = `${n}-${Math.random().toString(36).slice(2)}`;
          const forwarded = manyAddresses ? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` : '203.0.113.9';
          return { ...req, path: n % 2 ? `/consultancies?search=${token}` : `/blog?x=${token}`, headers: { ...browser, 'x-forwarded-for': forwarded } };
        },
      },
    ],
  });
}

const row = (label: string, r: autocannon.Result) => ({
  'cached page /faqs': label,
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  'max ms': r.latency.max,
  answered: r.requests.total,
  'non-2xx': r.non2xx,
});

const pagesToo = process.env.BENCH_ONLY !== 'api';
if (pagesToo) {
  await warm();
  await run({ url: `${base}/faqs`, connections: 10, duration: 2, headers: browser }); // JIT warm-up, not counted
  const quiet = await probe();
  const rows = [row('quiet', quiet)];
  const floods: Record<string, string | number>[] = [];
  for (const manyAddresses of [true, false]) {
    await warm();
    const rendersBefore = await renders();
    const flooding = flood(manyAddresses);
    await new Promise((r) => setTimeout(r, 3000)); // the flood at full strength first
    const during = await probe();
    const result = await flooding;
    const rendered = (await renders()) - rendersBefore;
    const label = manyAddresses ? 'many addresses' : 'one address';
    rows.push(row(`during a flood from ${label}`, during));
    floods.push({
      flood: `from ${label}`,
      'answers/s': Math.round(result.requests.average),
      statuses: Object.entries(result.statusCodeStats)
        .map(([status, { count }]) => `${status}: ${count}`)
        .join(', '),
      'renders/s': (rendered / FLOOD_SECONDS).toFixed(1),
      [`warmed pages kept (of ${pages.length})`]: await survivors(),
    });
  }
  console.log(
    `Page cache under a unique-URL flood (${ROOT}; node ${process.version}, SQLite; probe ${PROBE_RATE} req/s for ${PROBE_SECONDS} s; flood ${FLOOD_SECONDS} s at 50 connections)`,
  );
  console.table(rows);
  console.table(floods);
}

// The list API: the same list uncompressed and compressed.
const listUrl = `${base}/api/v1/consultancies`;
const apiRows: Record<string, string | number>[] = [];
for (const [label, encoding] of [
  ['uncompressed', ''],
  ['brotli', 'br'],
  ['gzip', 'gzip'],
] as const) {
  const headers = { 'x-forwarded-for': '192.0.2.3', ...(encoding ? { 'accept-encoding': encoding } : {}) };
  await run({ url: listUrl, connections: 50, duration: 2, headers });
  const r = await run({ url: listUrl, connections: 50, duration: 10, headers });
  apiRows.push({
    'GET /api/v1/consultancies': label,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'KB/answer': (r.throughput.total / r.requests.total / 1024).toFixed(1),
    'non-2xx': r.non2xx,
  });
}
const uncompressed = Number(apiRows[0]['req/s']);
for (const r of apiRows) r['share of uncompressed'] = `${Math.round((100 * Number(r['req/s'])) / uncompressed)}%`;
console.log(`List API at 50 connections, 10 s each after 2 s of warm-up (${ROOT})`);
console.table(apiRows);

await new Promise<void>((res) => (child.once('exit', () => res()), child.send('close' satisfies ToChild)));
rmSync(dir, { recursive: true, force: true });
