import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './serverProcess';

export interface NginxUpstream {
  port: number;
  stop: () => Promise<void>;
}

/**
 * A real nginx on a free port (plain http) in front of several instances on 127.0.0.1: the upstream
 * block of the README's replicas example (kept-alive connections to the instances; a request that
 * fails to reach one is tried on the next; max_fails=0: an instance that refused a connection while it
 * restarted is tried again at the next request, never left out for a while, so the other one is never
 * the last one standing while it restarts in turn).
 */
export async function startNginxUpstream(nginxPath: string, appPorts: number[]): Promise<NginxUpstream> {
  const dir = mkdtempSync(join(tmpdir(), 'gantavya-upstream-'));
  // nginx's workers (nobody, when the master is root) write their temporary files here.
  chmodSync(dir, 0o711);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream gantavya {
${appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://gantavya;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  let log = '';
  const proxy: ChildProcess = spawn(nginxPath, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  proxy.stdout!.on('data', (c) => (log += c));
  proxy.stderr!.on('data', (c) => (log += c));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (proxy.exitCode !== null) throw new Error(`nginx exited: ${log}`);
    const up = await new Promise<boolean>((resolve) => {
      const probe = tcpConnect(port, '127.0.0.1', () => {
        probe.destroy();
        resolve(true);
      });
      probe.on('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    stop: async () => {
      if (proxy.exitCode === null) {
        const exited = new Promise((resolve) => proxy.once('exit', resolve));
        proxy.kill('SIGQUIT');
        await exited;
      }
      if (process.env.KEEP_NGINX_DIR) console.log(`nginx dir: ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}
