/**
 * npm run bench:render: the time one uncached server render takes, page by page, in this process (the
 * built app and its server-render bundle, SQLite seeded in a temp dir). Every request is rendered anew
 * (a page cache that never answers), one at a time, through the app's own request handling, so the
 * figures are the render's own cost: the first data read and React's render into the template.
 * Pages: BENCH_PAGES (comma separated), else /consultancies and /blog; BENCH_RENDERS per page (200).
 * Builds the app first when dist-server/ is missing. On a shared machine:
 * `flock /tmp/gantavya-measure.lock npm run bench:render`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { seedIfEmpty } from '../server/db/seed';
import { PageCache } from '../server/render/page-cache';
import { DEFAULT_RENDERER_PATH } from '../server/render/pages';

const PAGES = (process.env.BENCH_PAGES ?? '/consultancies,/blog').split(',').filter(Boolean);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
const WARMUP = 30;

/** A page cache that keeps nothing: every request renders. */
class NoPageCache extends PageCache {
  override get() {
    return undefined;
  }
}

if (!existsSync(DEFAULT_RENDERER_PATH) || !existsSync('dist/index.html')) {
  const b = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const dir = mkdtempSync(join(tmpdir(), 'gantavya-bench-render-'));
const database = connect({ dataDir: dir });
await migrateToLatest(database.db, database.dialect);
await seedIfEmpty(database.db, () => new Date());
const config = loadConfig({});
const app = await buildApp({
  config: { ...config, scryptLogN: 10, readsPerMinute: 1e9, pageRenders: { perMinute: 1e9, concurrency: 1, queue: 4 } },
  database,
  distDir: resolve('dist'),
  pageCache: new NoPageCache(database.db),
});

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const rows: Record<string, string | number>[] = [];
try {
  for (const page of PAGES) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < WARMUP + RENDERS; i++) {
      const start = performance.now();
      const r = await app.inject({ method: 'GET', url: page });
      const ms = performance.now() - start;
      if (r.statusCode !== 200) throw new Error(`${page} answered ${r.statusCode}`);
      if (i >= WARMUP) times.push(ms);
      bytes = r.body.length;
    }
    times.sort((a, b) => a - b);
    rows.push({
      page,
      renders: RENDERS,
      'mean ms': (times.reduce((a, b) => a + b, 0) / times.length).toFixed(2),
      'p50 ms': quantile(times, 0.5).toFixed(2),
      'p90 ms': quantile(times, 0.9).toFixed(2),
      'html bytes': bytes,
    });
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`Uncached server renders, one at a time after ${WARMUP} warm-up renders (node ${process.version}, SQLite, in process)`);
console.table(rows);
