/**
 * npm run bench:restart: a rolling restart behind Debian's nginx under load. Two instances of the real
 * server (server/main.ts, SQLite in a temp dir) behind an nginx upstream (test/helpers/nginxUpstream.ts,
 * the README's replicas example); autocannon sends BENCH_SECONDS (default 30) of reads at 32 kept-alive
 * connections (the university list, with a search word that changes each request, so each one works the
 * database); after 5 s the first instance gets SIGTERM and is started again, then the second. Prints
 * the answers by status and the failed requests. SERVER_ROOT runs another checkout's server (e.g. main's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { findNginx } from '../scripts/find-nginx';
import { startNginxUpstream } from '../test/helpers/nginxUpstream';
import { freePort, startServerProcess, type ServerProcess } from '../test/helpers/serverProcess';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const root = resolve(process.env.SERVER_ROOT ?? '.');
const nginx = findNginx();
if (!nginx.path) throw new Error(nginx.missing);

const dir = mkdtempSync(join(tmpdir(), 'gantavya-restart-bench-'));
const env = { DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'production', ADMIN_PASSWORD: 'bench-password-123' };
const ports = [await freePort(), await freePort()];
const servers: ServerProcess[] = [];
// One after the other: an empty database is prepared by the first.
for (const port of ports) {
  const s = await startServerProcess(env, { port, root });
  await s.ready(120_000);
  servers.push(s);
}
const proxy = await startNginxUpstream(nginx.path, ports);
const words = ['uni', 'tech', 'sydney', 'toronto', 'college', 'london', 'state', 'science', 'mel', 'ox'];
let n = 0;
type Outcome = autocannon.Result & { timeouts: number; resets: number; statusCodeStats: Record<string, { count: number }> };
const load = new Promise<Outcome>((done, fail) =>
  autocannon(
    {
      url: `http://127.0.0.1:${proxy.port}`,
      connections: 32,
      duration: SECONDS,
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/universities?q=${words[n++ % words.length]}${n % 7 === 0 ? 'x' : ''}` }) }],
    },
    (err, result) => (err ? fail(err) : done(result as Outcome)),
  ),
);
const restarts: string[] = [];
await new Promise((r) => setTimeout(r, 5_000));
for (const [i, port] of ports.entries()) {
  const t0 = Date.now();
  servers[i]!.child.kill('SIGTERM');
  const code = await servers[i]!.exited;
  const again = await startServerProcess(env, { port, root });
  await again.ready(120_000);
  servers[i] = again;
  restarts.push(`instance ${i + 1}: exit ${code}, serving again after ${Date.now() - t0} ms`);
}
const result = await load;
await proxy.stop();
for (const s of servers) {
  s.child.kill('SIGTERM');
  await s.exited;
}
rmSync(dir, { recursive: true, force: true });
console.log(`server: ${root}`);
for (const line of restarts) console.log(line);
console.log(`requests: ${result.requests.total} in ${SECONDS} s (${Math.round(result.requests.average)}/s)`);
console.log(`answers by status: ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])))}`);
console.log(`non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}, resets: ${result.resets}`);
