// @vitest-environment node
/**
 * A rolling restart behind a real nginx (Debian's): two instances of the real server on one database,
 * clients reading through nginx on kept-alive connections the whole time, and each instance in turn
 * stopped with SIGTERM and started again. No request is answered 503 or fails. Skipped, saying why,
 * where nginx is missing and cannot be installed.
 */
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findNginx } from '../../scripts/find-nginx';
import { startNginxUpstream, type NginxUpstream } from '../helpers/nginxUpstream';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { createTestDatabase } from './harness';

const nginx = findNginx();
if (!nginx.path) console.warn(`rolling-restart: SKIPPED: ${nginx.missing}`);

const CLIENTS = 8;

async function until(check: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!nginx.path)('a rolling restart behind nginx', () => {
  const cleanups: Array<() => Promise<void>> = [];
  const servers: ServerProcess[] = [];
  let proxy: NginxUpstream | null = null;
  afterAll(async () => {
    await proxy?.stop();
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    for (const c of cleanups) await c();
  });

  it(`answers every request of ${CLIENTS} kept-alive clients while each of two instances is stopped with SIGTERM and started again: no 503, no failure`, async () => {
    let env: Record<string, string>;
    if (process.env.DATABASE_URL) {
      const fresh = await createTestDatabase();
      await fresh.database.close();
      cleanups.push(fresh.drop);
      env = { DATABASE_URL: fresh.location.databaseUrl! };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'gantavya-rolling-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      env = { DATA_DIR: dir, DATABASE_URL: '' };
    }
    const ports = [await freePort(), await freePort()];
    const first = await Promise.all(ports.map((port) => startServerProcess(env, { port })));
    servers.push(...first);
    await Promise.all(first.map((s) => s.ready(90_000)));
    proxy = await startNginxUpstream(nginx.path!, ports);

    const answers = new Map<number, number>();
    const failures: string[] = [];
    let total = 0;
    let running = true;
    const client = async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (running) {
        await new Promise<void>((resolve) => {
          const req = request({ host: '127.0.0.1', port: proxy!.port, path: '/api/v1/universities', agent }, (res) => {
            res.resume();
            res.on('end', () => {
              answers.set(res.statusCode!, (answers.get(res.statusCode!) ?? 0) + 1);
              total++;
              resolve();
            });
          });
          req.on('error', (e) => {
            failures.push(e.message);
            total++;
            resolve();
          });
          req.end();
        });
      }
      agent.destroy();
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, client));

    for (const [i, port] of ports.entries()) {
      const before = total;
      await until(() => total >= before + 200, 'answers before the restart');
      servers[i]!.child.kill('SIGTERM');
      expect(await servers[i]!.exited).toBe(0);
      const again = await startServerProcess(env, { port });
      servers.push(again);
      await again.ready(90_000);
    }
    const after = total;
    await until(() => total >= after + 200, 'answers after the restarts');
    running = false;
    await load;

    const other = [...answers.entries()].filter(([status]) => status !== 200);
    expect({ failures: failures.length, other }, `answers: ${JSON.stringify([...answers])}; failures: ${failures.slice(0, 5).join(', ')}`).toEqual({
      failures: 0,
      other: [],
    });
    expect(answers.get(200)).toBe(total);
  }, 300_000);
});
