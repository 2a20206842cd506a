import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

/** A free TCP port on 127.0.0.1 (the operating system's choice). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves when /api/v1/health answers 200; rejects when the process exits first or after timeoutMs. */
  ready: (timeoutMs?: number) => Promise<void>;
}

/**
 * The real server (server/main.ts under tsx, as `npm run dev` minus the watcher) in a process of its own
 * on a free port (or the one given), with the given environment on top of this one's. `root`: another
 * checkout of the project to run (a benchmark compares two). The per-address read and render limits are
 * lifted unless a test sets them: every request here comes from 127.0.0.1, as one client.
 */
export async function startServerProcess(env: Record<string, string>, options: { port?: number; root?: string } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: options.root ?? process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SCRYPT_LOG_N_TEST: '10',
      NRB_BASE_URL: 'off',
      HOST: '127.0.0.1',
      PORT: String(port),
      READS_PER_MINUTE: '1000000',
      PAGE_RENDERS_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server on port ${port} exited (${child.exitCode ?? child.signalCode}) before it answered:\n${text}`);
      const ok = await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`the server on port ${port} did not answer within ${timeoutMs} ms:\n${text}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, port, base, output: () => text, exited, ready };
}

/**
 * Stops the server with SIGTERM and waits until it has exited and its port no longer answers: a
 * stopping server still answers the requests on its open connections while it drains them, so a
 * page read in that time would not see the outage.
 */
export async function stopServerProcess(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(`${server.base}/api/v1/health`).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on port ${server.port} did not stop`);
}
