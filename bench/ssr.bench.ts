/**
 * npm run bench:ssr: autocannon on loopback against the production server (the built app and its
 * server-render bundle, SQLite in a temp dir, the server in a child process of its own), in one run:
 * - a static file (the app's entry script, precompressed), for reference;
 * - a server-rendered page served from the page cache (a consultancy's page, asked for again and again);
 * - an uncached render: the same page from a second server whose page cache keeps nothing, so every
 *   request renders (a new query string would not do: the server reads the page's own parameters only,
 *   and the cache keeps one copy whatever else the query says). Its per-address render rate is lifted
 *   (every request comes from one address); how many render at once stays the production setting.
 * Each: 10 s at 20 connections after 2 s of warm-up, brotli accepted as a browser would; prints
 * requests per second, p50 and p99 latency, and each ratio to the static file.
 * Goal on the 2-core machine: the cached page at least half the static file's requests per second.
 * Builds the app first when dist-server/ is missing. On a shared machine:
 * `flock /tmp/gantavya-measure.lock npm run bench:ssr`.
 */
import { fork, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { seedIfEmpty } from '../server/db/seed';
import { DEFAULT_RENDERER_PATH } from '../server/render/pages';
import { PageCache } from '../server/render/page-cache';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const WARMUP = 2;
const SERVER_DIR_ENV = 'GANTAVYA_BENCH_SERVER_DIR';
const UNCACHED_ENV = 'GANTAVYA_BENCH_UNCACHED';

/** A page cache that keeps nothing: every page asked for is rendered. */
class KeepNothing extends PageCache {
  override get(): undefined {
    return undefined;
  }
}

async function startServer(dir: string, uncached: boolean) {
  const database = connect({ dataDir: dir });
  const defaults = loadConfig({});
  const config = uncached ? { ...defaults, scryptLogN: 10, pageRenders: { ...defaults.pageRenders, perMinute: 1_000_000 } } : { ...defaults, scryptLogN: 10 };
  const app = await buildApp({ config, database, distDir: resolve('dist'), ...(uncached ? { pageCache: new KeepNothing(database.db) } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

// The child process: serve until told to stop.
const serverDir = process.env[SERVER_DIR_ENV];
if (serverDir) {
  const server = await startServer(serverDir, process.env[UNCACHED_ENV] === '1');
  process.send?.({ port: server.port });
  process.on('message', () => void server.close().then(() => process.exit(0)));
  await new Promise(() => {});
}

if (!existsSync(DEFAULT_RENDERER_PATH) || !existsSync('dist/index.html')) {
  const b = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const dir = mkdtempSync(join(tmpdir(), 'gantavya-bench-ssr-'));
const database = connect({ dataDir: dir });
await migrateToLatest(database.db, database.dialect);
await seedIfEmpty(database.db, () => new Date());
await database.close();

function serverProcess(uncached: boolean) {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, [SERVER_DIR_ENV]: dir, [UNCACHED_ENV]: uncached ? '1' : '0' } });
  const port = new Promise<number>((resolvePort, reject) => {
    child.once('message', (m) => resolvePort((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  const stop = () => new Promise<void>((done) => (child.once('exit', () => done()), child.send('close')));
  return { port, stop };
}
// One server at a time: the uncached one starts after the cached one's runs, on the same data.
let server = serverProcess(false);
const base = `http://127.0.0.1:${await server.port}`;
const entryScript = /<script type="module"[^>]*src="([^"]+)"/.exec(readFileSync('dist/index.html', 'utf8'))?.[1];
if (!entryScript) throw new Error('dist/index.html names no entry script');
const PAGE = '/consultancies/1';
const headers = { 'accept-encoding': 'br, gzip' };

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((done, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, headers, ...opts }, (err, result) => (err ? reject(err) : done(result)));
  });
}

const UNCACHED = `uncached render (${PAGE}, a server whose page cache keeps nothing)`;
const targets: Array<[label: string, url: string]> = [
  [`static file (${entryScript})`, `${base}${entryScript}`],
  [`cached page (${PAGE})`, `${base}${PAGE}`],
  [UNCACHED, PAGE],
];

const rows: Record<string, string | number>[] = [];
let reference = 0;
try {
  for (const [label, address] of targets) {
    let url = address;
    if (label === UNCACHED) {
      await server.stop();
      server = serverProcess(true);
      url = `http://127.0.0.1:${await server.port}${address}`;
    }
    await run({ url, duration: WARMUP }); // not counted: fills the cache and lets the JIT settle
    const r = await run({ url });
    if (!reference) reference = r.requests.average;
    rows.push({
      target: label,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'ratio to static': (r.requests.average / reference).toFixed(2),
      'non-2xx/errors': r.non2xx + r.errors,
    });
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `Server rendering: ${DURATION} s at ${CONNECTIONS} connections each after ${WARMUP} s of warm-up, brotli accepted (node ${process.version}, SQLite; server in a child process)`,
);
console.table(rows);
