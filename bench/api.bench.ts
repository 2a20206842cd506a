/**
 * npm run bench:api: autocannon on loopback against the API (SQLite in a temp dir), from one run:
 * - 10 s at 50 connections (after 2 s of warm-up each) on the consultancy list, a blog detail, and a trivial route for reference
 *   (requests per second, p50 and p99 latency, and each ratio to the trivial route);
 * - the booking endpoint at 50 connections for 10 s with a unique Idempotency-Key per request, then
 *   the rows are counted: exactly one per accepted (201) request, none lost.
 * - a sign-in flood: the consultancy list's p99 at 50 connections, quiet and then while 100 connections
 *   keep attempting wrong sign-ins (production scrypt cost, distinct e-mails, the per-address sign-in
 *   limit raised so every attempt reaches the hash limiter), with the hashes per second the server did.
 * The server runs in a child process of its own (as in production, where the load comes from
 * elsewhere); BENCH_LAYOUT=same-process puts it in this process, sharing one event loop with autocannon.
 * Goal on the 2-core machine: the list at least a third of the trivial route's throughput, p99 under 50 ms.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { ensureFirstAdmin } from '../server/auth/admins';
import { loadConfig } from '../server/config';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { seedIfEmpty } from '../server/db/seed';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const WARMUP = 2;
const SERVER_DIR_ENV = 'GANTAVYA_BENCH_SERVER_DIR';

/** The API on the database in `dir`, plus the trivial reference route, listening on a free port. */
async function startServer(dir: string) {
  const database = connect({ dataDir: dir });
  // Production scrypt cost (loadConfig's default), so the sign-in flood hashes as a real server would.
  const config = {
    ...loadConfig({}),
    publicWriteLimit: { max: 10_000_000, windowMs: 60_000 },
    loginIpLimit: { max: 10_000_000, windowMs: 60_000 },
  };
  const app = await buildApp({ config, database, distDir: null });
  app.get('/bench/ping', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

// The child process: serve until told to stop.
const serverDir = process.env[SERVER_DIR_ENV];
if (serverDir) {
  const server = await startServer(serverDir);
  process.send?.({ port: server.port });
  process.on('message', () => void server.close().then(() => process.exit(0)));
  await new Promise(() => {});
}

const dir = mkdtempSync(join(tmpdir(), 'gantavya-bench-'));
const database = connect({ dataDir: dir });
await migrateToLatest(database.db, database.dialect);
await seedIfEmpty(database.db, () => new Date());
await ensureFirstAdmin(database.db, { email: 'admin@localhost', password: 'bench-password-123', logN: 10, now: new Date(), print: () => {} });

const sameProcess = process.env.BENCH_LAYOUT === 'same-process';
let server: { port: number; close: () => Promise<void> };
if (sameProcess) {
  server = await startServer(dir);
} else {
  // Node's own flags (tsx's loader) are passed on to the child by fork.
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, [SERVER_DIR_ENV]: dir } });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  server = { port, close: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.send('close'))) };
}
const layout = sameProcess ? 'server and autocannon in one process (BENCH_LAYOUT=same-process)' : 'server in a child process, autocannon in this one';
const base = `http://127.0.0.1:${server.port}`;

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const blog = (await (await fetch(`${base}/api/v1/blogs?limit=1`)).json()) as { items: Array<{ id: number }> };
const targets = [
  ['trivial route (reference)', `${base}/bench/ping`],
  ['GET /api/v1/consultancies', `${base}/api/v1/consultancies`],
  [`GET /api/v1/blogs/${blog.items[0].id}`, `${base}/api/v1/blogs/${blog.items[0].id}`],
] as const;

const rows: Record<string, string | number>[] = [];
let reference = 0;
for (const [label, url] of targets) {
  await run({ url, duration: WARMUP }); // not counted: lets the JIT settle on this route first
  const r = await run({ url });
  if (!reference) reference = r.requests.average;
  rows.push({
    target: label,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'ratio to trivial': (r.requests.average / reference).toFixed(2),
    errors: r.errors + r.non2xx,
  });
}
console.log(`API throughput: ${DURATION} s at ${CONNECTIONS} connections each after ${WARMUP} s of warm-up (node ${process.version}, SQLite; ${layout})`);
console.table(rows);

// A sign-in flood: the list's p99 quiet, then while 100 connections keep sending wrong sign-ins.
const FLOOD_CONNECTIONS = 100;
const listUrl = `${base}/api/v1/consultancies`;
await run({ url: listUrl, duration: WARMUP });
const quiet = await run({ url: listUrl });
let attempt = 0;
const signInBody = () => JSON.stringify({ email: `flood-${process.pid}-${attempt++}@example.com`, password: 'wrong-password-123' });
const hashesBefore = Number(
  (
    await database.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('outcome', '=', 'failure')
      .executeTakeFirstOrThrow()
  ).n,
);
const floodStarted = performance.now();
const floodDone = run({
  url: `${base}/api/v1/auth/login`,
  method: 'POST',
  connections: FLOOD_CONNECTIONS,
  duration: DURATION + 2,
  headers: { 'content-type': 'application/json' },
  body: signInBody(),
  setupClient: (client) => {
    client.setHeadersAndBody({ 'content-type': 'application/json' }, signInBody());
    client.on('response', () => client.setHeadersAndBody({ 'content-type': 'application/json' }, signInBody()));
  },
});
await new Promise((r) => setTimeout(r, 1000)); // the flood reaches full strength first
const flooded = await run({ url: listUrl });
const flood = await floodDone;
const floodSeconds = (performance.now() - floodStarted) / 1000;
const hashes =
  Number(
    (
      await database.db
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('outcome', '=', 'failure')
        .executeTakeFirstOrThrow()
    ).n,
  ) - hashesBefore;
const statuses = await database.db
  .selectFrom('login_attempts')
  .select(['outcome', (eb) => eb.fn.countAll<number>().as('n')])
  .groupBy('outcome')
  .execute();
console.log(
  `Sign-in flood: GET /api/v1/consultancies at ${CONNECTIONS} connections, ${DURATION} s each; ${FLOOD_CONNECTIONS} connections sending wrong sign-ins (scrypt N=2^17)`,
);
console.table([
  { list: 'quiet', 'req/s': Math.round(quiet.requests.average), 'p50 ms': quiet.latency.p50, 'p99 ms': quiet.latency.p99, errors: quiet.errors + quiet.non2xx },
  {
    list: 'during the flood',
    'req/s': Math.round(flooded.requests.average),
    'p50 ms': flooded.latency.p50,
    'p99 ms': flooded.latency.p99,
    errors: flooded.errors + flooded.non2xx,
  },
]);
console.log(
  `Sign-ins: ${flood.requests.total} answered in ${floodSeconds.toFixed(1)} s (${statuses.map((r) => `${r.outcome} ${r.n}`).join(', ')}); ` +
    `passwords hashed: ${hashes} = ${(hashes / floodSeconds).toFixed(1)} hashes/s; sign-in p99 ${flood.latency.p99} ms`,
);

// Bookings with unique idempotency keys: every accepted request is exactly one row.
let counter = 0;

const before = Number(
  (
    await database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
const bookingBody = JSON.stringify({
  fullName: 'Load Test',
  email: 'load@example.com',
  phone: '9841000000',
  preferredDestination: 'Australia',
  studyLevel: 'Master',
  preferredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  message: '',
});
const writes = await run({
  url: `${base}/api/v1/consultations`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: bookingBody,
  setupClient: (client) => {
    client.setHeadersAndBody(
      { 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${String(counter++).padStart(12, '0')}` },
      bookingBody,
    );
    client.on('response', () => {
      client.setHeadersAndBody(
        { 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${String(counter++).padStart(12, '0')}` },
        bookingBody,
      );
    });
  },
  // autocannon counts status codes per class; 201 is a 2xx.
});
const accepted = writes['2xx'];
// Requests still in flight when the clock stopped (at most one per connection) are stored too.
await new Promise((r) => setTimeout(r, 1000));
const after = Number(
  (
    await database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
const keys = Number(
  (
    await database.db
      .selectFrom('idempotency_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', 'like', 'booking:bench-%')
      .executeTakeFirstOrThrow()
  ).n,
);
const stored = after - before;
const inFlight = stored - accepted;
const ok = stored === keys && inFlight >= 0 && inFlight <= CONNECTIONS;
console.log(
  `Bookings: ${Math.round(writes.requests.average)} req/s, p50 ${writes.latency.p50} ms, p99 ${writes.latency.p99} ms; accepted (2xx) ${accepted}, rows stored ${stored} ` +
    `(${inFlight} still in flight at the end, at most one per connection), distinct keys ${keys}, non-2xx ${writes.non2xx}, errors ${writes.errors} -> ` +
    (ok ? 'one row per request, none lost, none twice' : 'MISMATCH'),
);

await server.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
if (!ok) process.exit(1);
