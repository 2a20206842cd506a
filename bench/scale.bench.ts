/**
 * npm run bench:scale: the lists at the directory's real size. Seeds a throwaway SQLite database with
 * 5,000 consultancies, 1,000 universities and 20,000 courses (the seeded records copied under new
 * names), then prints, for /consultancies, /universities and /courses with and without filters:
 * - the page's HTML as the server sends it, uncompressed and in brotli;
 * - the uncached render (no page kept, no list kept: the content version is bumped before each, as
 *   after an edit): p50 and p95 of BENCH_RENDERS renders (default 40) one at a time, in process;
 * - the cached page's requests per second beside the static entry script's (autocannon on loopback,
 *   BENCH_SECONDS each, default 5, 20 connections, the server in a child process);
 * and the search's directory file, uncompressed and in brotli. Builds the app first when it has not been
 * built. Not a test: it prints figures. On a shared machine: `flock /tmp/gantavya-measure.lock npm run bench:scale`.
 * BENCH_KEEP_DIR=1 keeps the seeded database and prints where (to audit a page at that size with Lighthouse).
 */
import { fork, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { consultancyRow, courseRow, universityRow } from '../server/db/rows';
import { seedIfEmpty } from '../server/db/seed';
import { SEED_COURSES, SEED_UNIVERSITIES } from '../server/db/seed-data';
import { DirectoryPublisher } from '../server/directory';
import { PageCache } from '../server/render/page-cache';
import { DEFAULT_RENDERER_PATH } from '../server/render/pages';
import { CONSULTANCIES } from '../src/data/consultancies';

const SIZES = { consultancies: 5_000, universities: 1_000, courses: 20_000 };
const RENDERS = Number(process.env.BENCH_RENDERS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SERVER_DIR_ENV = 'GANTAVYA_BENCH_SCALE_DIR';
const PAGES = [
  '/consultancies',
  '/consultancies?destination=Australia&exam=IELTS&sort=rating&page=2',
  '/consultancies?search=kathmandu&verified=1&sort=name',
  '/universities',
  '/universities?country=Australia&level=Master&sort=tuition',
  '/courses',
  '/courses?country=Canada&level=Master&sort=tuition',
];
const config = { ...loadConfig({}), scryptLogN: 10, readsPerMinute: 1e9, pageRenders: { perMinute: 1e9, concurrency: 4, queue: 1_000 } };

// The child process: the production server on the seeded database, until told to stop.
const serverDir = process.env[SERVER_DIR_ENV];
if (serverDir) {
  const database = connect({ dataDir: serverDir });
  const app = await buildApp({ config, database, distDir: resolve('dist') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on(
    'message',
    () =>
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
  await new Promise(() => {});
}

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

const dir = mkdtempSync(join(tmpdir(), 'gantavya-bench-scale-'));
const database = connect({ dataDir: dir });
const { db } = database;
await migrateToLatest(db, database.dialect);
await seedIfEmpty(db, () => new Date());

/** Rows up to `total`, copies of the seeded ones under new names, in transactions of 1,000. */
async function fill(count: () => Promise<number>, total: number, insert: (trx: typeof db, n: number) => Promise<void>) {
  for (let n = await count(); n < total;) {
    const end = Math.min(total, n + 1_000);
    await db.transaction().execute(async (trx) => {
      for (; n < end; n++) await insert(trx, n);
    });
  }
}
const countOf = (table: 'consultancies' | 'universities' | 'courses') => async () =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const started = performance.now();
await fill(countOf('consultancies'), SIZES.consultancies, async (trx, n) => {
  const { id: _id, ...c } = CONSULTANCIES[n % CONSULTANCIES.length];
  const copy = { ...c, name: `${c.name} ${Math.floor(n / CONSULTANCIES.length) + 1}`, rating: Math.round(((n * 37) % 50) + 1) / 10 };
  await trx
    .insertInto('consultancies')
    .values({ ...consultancyRow(copy), updated_at: new Date().toISOString() })
    .execute();
});
await fill(countOf('universities'), SIZES.universities, async (trx, n) => {
  const { key: _key, ...u } = SEED_UNIVERSITIES[n % SEED_UNIVERSITIES.length];
  await trx
    .insertInto('universities')
    .values({ ...universityRow({ ...u, name: `${u.name} ${n + 1}` }), updated_at: new Date().toISOString() })
    .execute();
});
const universityIds = (await db.selectFrom('universities').select('id').orderBy('id').execute()).map((r) => r.id);
await fill(countOf('courses'), SIZES.courses, async (trx, n) => {
  const { universityIndex: _u, ...c } = SEED_COURSES[n % SEED_COURSES.length];
  await trx
    .insertInto('courses')
    .values(courseRow({ ...c, title: `${c.title} ${n + 1}`, universityId: universityIds[n % universityIds.length] }))
    .execute();
});
console.log(
  `Seeded ${SIZES.consultancies} consultancies, ${SIZES.universities} universities, ${SIZES.courses} courses in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const br = (body: Buffer | string) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

// Uncached renders, in process: no page kept, and the lists' version bumped before each render.
const app = await buildApp({
  config: { ...config, pageRenders: { perMinute: 1e9, concurrency: 1, queue: 4 } },
  database,
  distDir: resolve('dist'),
  pageCache: new NoPageCache(db),
});
const rows: Record<string, string | number>[] = [];
try {
  for (const page of PAGES) {
    const times: number[] = [];
    let html = '';
    let sentBr = 0;
    for (let i = 0; i < 5 + RENDERS; i++) {
      await sql`update content_versions set version = version + 1 where name in ('consultancies', 'universities', 'courses')`.execute(db);
      const start = performance.now();
      const r = await app.inject({ method: 'GET', url: page, headers: { 'accept-encoding': 'br' } });
      const ms = performance.now() - start;
      if (r.statusCode !== 200) throw new Error(`${page} answered ${r.statusCode}`);
      if (i >= 5) times.push(ms);
      sentBr = r.rawPayload.length;
      html = (await app.inject({ method: 'GET', url: page })).body;
    }
    times.sort((a, b) => a - b);
    rows.push({
      page,
      HTML: kb(Buffer.byteLength(html)),
      'brotli 11': kb(br(html)),
      'as sent (br)': kb(sentBr),
      'uncached p50 ms': quantile(times, 0.5).toFixed(1),
      'uncached p95 ms': quantile(times, 0.95).toFixed(1),
    });
  }
  const directory = await new DirectoryPublisher(db).current();
  console.log(
    `\nThe search's directory file: ${directory.manifest.count} consultancies, ${kb(Buffer.byteLength(directory.body))}, brotli 11 ${kb(br(directory.body))}`,
  );
} finally {
  await app.close();
  await database.close();
}
console.log(`\nUncached server renders (${RENDERS} each after 5 warm-up, one at a time, node ${process.version}, SQLite, in process)`);
console.table(rows);

// Cached pages against the static entry script, from a server of its own.
const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, [SERVER_DIR_ENV]: dir } });
try {
  const port = await new Promise<number>((done, reject) => {
    child.once('message', (m) => done((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(readFileSync('dist/index.html', 'utf8'))?.[1];
  if (!entry) throw new Error('dist/index.html names no entry script');
  const run = (path: string) =>
    new Promise<autocannon.Result>((done, reject) => {
      autocannon({ url: `${base}${path}`, connections: 20, duration: SECONDS, headers: { 'accept-encoding': 'br, gzip' } }, (err, result) =>
        err ? reject(err) : done(result),
      );
    });
  const staticRps = (await run(entry)).requests.average;
  const cached: Record<string, string | number>[] = [{ path: `${entry} (static)`, 'req/s': Math.round(staticRps), 'ratio to static': '1.00' }];
  for (const page of PAGES) {
    await fetch(`${base}${page}`); // kept in the page cache from here on
    const r = await run(page);
    if (r.non2xx > 0) throw new Error(`${page}: ${r.non2xx} answers that were not 2xx`);
    cached.push({ path: page, 'req/s': Math.round(r.requests.average), 'ratio to static': (r.requests.average / staticRps).toFixed(2) });
  }
  console.log(`\nCached pages against a static file (autocannon, ${SECONDS} s each, 20 connections, loopback)`);
  console.table(cached);
} finally {
  child.send('stop');
  await new Promise((done) => child.once('exit', done));
  if (process.env.BENCH_KEEP_DIR)
    console.log(`\nThe seeded database is kept in ${dir} (AUDIT_DATA_DIR=${dir} npm run audit -- --only /consultancies audits it)`);
  else rmSync(dir, { recursive: true, force: true });
}
