/**
 * npm run bench:import: the admin's CSV import at directory scale, through the real routes (in process,
 * with app.inject) on a throwaway database (SQLite in a temp dir, or PostgreSQL when DATABASE_URL is set):
 * - 5,000 new consultancies (the seeded records copied with new names): preview, then apply;
 * - the export of all of them, every rating changed: preview, then apply (5,000 updates);
 * - the same file again: preview (all unchanged).
 * The server runs in a child process of its own, as in production; for each step the bench prints the
 * time the request took and the server process's peak resident memory during it (sampled every 10 ms),
 * beside the budget: each step at most 30 s, memory at most 300 MB.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { createAdmin } from '../server/auth/admins';
import { parseCsv, formatCsv } from '../server/bulk/csv';
import { loadConfig } from '../server/config';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { seedIfEmpty } from '../server/db/seed';
import type { ImportApplyResult, ImportPreview } from '../src/domain/bulk';

const COUNT = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const BUDGET_MS = 30_000;
const BUDGET_MB = 300;
const ADMIN = { email: 'bench@gantavya.example', password: 'a bench passphrase for imports' };
const SERVER_DIR_ENV = 'GANTAVYA_IMPORT_BENCH_DIR';
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

type ToServer = 'reset' | 'report' | 'close';

// The child process: the API on the bench's database, reporting its peak resident memory when asked.
const serverDir = process.env[SERVER_DIR_ENV];
if (serverDir) {
  const database = connect({ dataDir: serverDir, databaseUrl: process.env.DATABASE_URL || null });
  const config = { ...loadConfig({}), scryptLogN: 10, readsPerMinute: 1_000_000 };
  const app = await buildApp({ config, database, distDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  process.on('message', (m: ToServer) => {
    if (m === 'reset') {
      global.gc?.();
      peak = process.memoryUsage().rss;
      process.send?.({ rss: peak });
    } else if (m === 'report') process.send?.({ rss: Math.max(peak, process.memoryUsage().rss) });
    else
      void app
        .close()
        .then(() => database.close())
        .then(() => (clearInterval(sampler), process.exit(0)));
  });
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
} else {
  await runBench();
}

async function runBench() {
  const dir = mkdtempSync(join(tmpdir(), 'gantavya-import-bench-'));
  const databaseUrl = process.env.DATABASE_URL || null;
  const database = connect({ dataDir: dir, databaseUrl });
  await migrateToLatest(database.db, database.dialect);
  await seedIfEmpty(database.db, () => new Date());
  await createAdmin(database.db, ADMIN.email, ADMIN.password, 10, new Date());
  await database.close();

  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, [SERVER_DIR_ENV]: dir }, execArgv: [...process.execArgv, '--expose-gc'] });
  const nextMessage = <T>() =>
    new Promise<T>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the server process exited (${code})`));
      child.once('exit', exited);
      child.once('message', (m) => {
        child.off('exit', exited);
        resolve(m as T);
      });
    });
  const ask = async (m: ToServer) => {
    const answer = nextMessage<{ rss: number }>();
    child.send(m);
    return (await answer).rss;
  };
  const { port } = await nextMessage<{ port: number }>();
  try {
    const publicOrigin = `http://127.0.0.1:${port}`;
    const base = `${publicOrigin}/api/v1`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      body: JSON.stringify(ADMIN),
      headers: { 'content-type': 'application/json', origin: publicOrigin },
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${await login.text()}`);
    const headers = { cookie: String(login.headers.get('set-cookie')).split(';')[0], origin: publicOrigin };
    const v = `${base}/admin/bulk/consultancies`;

    /** Runs a step against the server: the time it took and the server's peak memory meanwhile. */
    async function measure<T>(name: string, run: () => Promise<T>): Promise<T> {
      await ask('reset');
      const start = performance.now();
      const out = await run();
      const ms = performance.now() - start;
      const peak = await ask('report');
      const ok = ms <= BUDGET_MS && mb(peak) <= BUDGET_MB;
      console.log(
        `${name.padEnd(36)} ${(ms / 1000).toFixed(2).padStart(6)} s   server peak RSS ${String(mb(peak)).padStart(6)} MB   ${ok ? 'within budget' : 'OVER BUDGET'}`,
      );
      return out;
    }
    async function post<T>(path: string, body: unknown): Promise<T> {
      const res = await fetch(`${v}/${path}`, { method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      return (await res.json()) as T;
    }
    async function exportedRows(): Promise<string[][]> {
      const parsed = parseCsv(await (await fetch(`${v}/export.csv`, { headers })).text());
      if (!parsed.ok) throw new Error(parsed.reason);
      return parsed.records.map((r) => r.cells);
    }

    console.log(`Importing ${COUNT.toLocaleString('en-US')} consultancies on ${database.dialect} (budget: ${BUDGET_MS / 1000} s a step, ${BUDGET_MB} MB)`);
    console.log(`server RSS at rest: ${mb(await ask('reset'))} MB`);
    const [header, ...records] = await exportedRows();
    const name = header.indexOf('name');
    const rows = Array.from({ length: COUNT }, (_, i) => {
      const row = [...records[i % records.length]];
      row[0] = '';
      row[1] = '';
      row[name] = `${row[name]} ${i + 1}`;
      return row;
    });
    const csv = formatCsv([header, ...rows]);
    console.log(`file: ${mb(Buffer.byteLength(csv))} MB, ${COUNT.toLocaleString('en-US')} rows`);

    const preview = await measure(`preview: ${COUNT} new`, () => post<ImportPreview>('preview', { csv }));
    const created = await measure(`apply: ${COUNT} new`, () => post<ImportApplyResult>('apply', { csv, token: preview.token }));
    if (created.created !== COUNT) throw new Error(`created ${created.created}, expected ${COUNT}`);

    const all = await measure('export: every consultancy', () => exportedRows());
    const rating = all[0].indexOf('rating');
    for (const row of all.slice(1)) row[rating] = row[rating] === '5' ? '4.9' : '5';
    const changedCsv = formatCsv(all);
    const changedPreview = await measure(`preview: ${all.length - 1} changed`, () => post<ImportPreview>('preview', { csv: changedCsv }));
    const updated = await measure(`apply: ${all.length - 1} changed`, () => post<ImportApplyResult>('apply', { csv: changedCsv, token: changedPreview.token }));
    if (updated.updated !== all.length - 1) throw new Error(`updated ${updated.updated}, expected ${all.length - 1}`);
    const again = await measure(`preview again: ${all.length - 1} unchanged`, () => post<ImportPreview>('preview', { csv: changedCsv }));
    if (again.counts.unchanged !== all.length - 1) throw new Error('a re-import found changes');
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('close');
    });
    rmSync(dir, { recursive: true, force: true });
  }
}
