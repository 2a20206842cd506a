/**
 * npm run bench:api: autocannon on loopback against the API (SQLite in a temp dir), from one run:
 * - 10 s at 50 connections on the consultancy list, a blog detail, and a trivial route for reference
 *   (requests per second, p50 and p99 latency, and each ratio to the trivial route);
 * - the booking endpoint at 50 connections for 10 s with a unique Idempotency-Key per request, then
 *   the rows are counted: exactly one per accepted (201) request, none lost.
 * Goal on the 2-core machine: the list at least a third of the trivial route's throughput, p99 under 50 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { ensureFirstAdmin } from '../server/auth/admins';
import { loadConfig } from '../server/config';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { seedIfEmpty } from '../server/db/seed';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const dir = mkdtempSync(join(tmpdir(), 'gantavya-bench-'));
const database = connect({ dataDir: dir });
await migrateToLatest(database.db, database.dialect);
await seedIfEmpty(database.db, () => new Date());
await ensureFirstAdmin(database.db, { email: 'admin@localhost', password: 'bench-password-123', logN: 10, now: new Date(), print: () => {} });
const config = { ...loadConfig({}), scryptLogN: 10, publicWriteLimit: { max: 10_000_000, windowMs: 60_000 } };
const app = await buildApp({ config, database, distDir: null });
app.get('/bench/ping', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

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
console.log(`API throughput: ${DURATION} s at ${CONNECTIONS} connections each (node ${process.version}, SQLite)`);
console.table(rows);

// Bookings with unique idempotency keys: every accepted request is exactly one row.
let counter = 0;

const before = Number((await database.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
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
    client.setHeadersAndBody({ 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${counter++}` }, bookingBody);
    client.on('response', () => {
      client.setHeadersAndBody({ 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${counter++}` }, bookingBody);
    });
  },
  // autocannon counts status codes per class; 201 is a 2xx.
});
const accepted = writes["2xx"];
// Requests still in flight when the clock stopped (at most one per connection) are stored too.
await new Promise((r) => setTimeout(r, 1000));
const after = Number((await database.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const keys = Number((await database.db.selectFrom('idempotency_keys').select((eb) => eb.fn.countAll<number>().as('n')).where('key', 'like', 'booking:bench-%').executeTakeFirstOrThrow()).n);
const stored = after - before;
const inFlight = stored - accepted;
const ok = stored === keys && inFlight >= 0 && inFlight <= CONNECTIONS;
console.log(
  `Bookings: ${Math.round(writes.requests.average)} req/s, p50 ${writes.latency.p50} ms, p99 ${writes.latency.p99} ms; accepted (2xx) ${accepted}, rows stored ${stored} ` +
    `(${inFlight} still in flight at the end, at most one per connection), distinct keys ${keys}, non-2xx ${writes.non2xx}, errors ${writes.errors} -> ` +
    (ok ? 'one row per request, none lost, none twice' : 'MISMATCH'),
);

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
if (!ok) process.exit(1);
