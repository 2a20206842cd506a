// Starts the production server (the compiled one, dist-server/main.js; or, before the API server exists, Vite's preview of dist/) on 127.0.0.1
// and resolves when it answers. Used by the Lighthouse audit.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startProductionServer(port) {
  const hasServer = existsSync('server/main.ts');
  // AUDIT_DATA_DIR: a database prepared beforehand (e.g. `BENCH_KEEP_DIR=1 npm run bench:scale` keeps its 5,000 records).
  const dataDir = process.env.AUDIT_DATA_DIR || mkdtempSync(join(tmpdir(), 'gantavya-audit-'));
  const child = hasServer
    ? spawn('node', ['dist-server/main.js'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ADMIN_EMAIL: 'admin@gantavya.example',
          ADMIN_PASSWORD: 'audit-password-123',
          READS_PER_MINUTE: '1000000',
          PAGE_RENDERS_PER_MINUTE: '1000000',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      })
    : spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const probe = hasServer ? `${url}/api/v1/health` : `${url}/`;
  // Wait for the server to answer (or to die): a loaded machine only makes this take longer.
  let exited = null;
  child.once('exit', (code) => (exited = code ?? 'a signal'));
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const r = await fetch(probe);
      if (r.ok) break;
    } catch {
      /* not yet */
    }
    if (exited !== null) throw new Error(`the production server exited (${exited}) before it answered`);
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGTERM');
      throw new Error(`the production server did not answer ${probe} within 180 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    },
  };
}
