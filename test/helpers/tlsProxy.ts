import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './serverProcess';

/** The proxy block of the documented configuration (docs/deploy/nginx.conf, between BEGIN and END), pointed at the app's port. */
export function documentedProxyBlock(appPort: number): string {
  const conf = readFileSync('docs/deploy/nginx.conf', 'utf8');
  const block = conf.slice(conf.indexOf('# BEGIN proxy'), conf.indexOf('# END proxy'));
  if (!block.includes('proxy_pass http://127.0.0.1:3000;')) throw new Error('docs/deploy/nginx.conf: the proxy block no longer passes to 127.0.0.1:3000');
  return block.replace('proxy_pass http://127.0.0.1:3000;', `proxy_pass http://127.0.0.1:${appPort};`);
}

/** The TLS listen parameters of the documented configuration's https server (`ssl http2`, say), for 127.0.0.1. */
export function documentedTlsListen(): string {
  const conf = readFileSync('docs/deploy/nginx.conf', 'utf8');
  const listen = /^\s*listen 443 ([^;]*);/m.exec(conf);
  if (!listen) throw new Error('docs/deploy/nginx.conf: no "listen 443 …;" line');
  return listen[1];
}

export interface TlsProxy {
  port: number;
  /** The proxy's self-signed certificate (for localhost and 127.0.0.1), valid for a day. */
  cert: Buffer;
  /** What nginx said on its output and error log so far. */
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * A real nginx on a free port of 127.0.0.1 in front of the app, as docs/deploy/nginx.conf deploys it:
 * TLS with the documented listen parameters (HTTP/2 included) and the documented proxy block, with a
 * certificate made here by openssl.
 */
export async function startTlsProxy(nginxPath: string, appPort: number, port?: number): Promise<TlsProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'gantavya-nginx-'));
  // nginx's workers (nobody, when the master is root) write their temporary files here.
  chmodSync(dir, 0o711);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the certificate: ${made.stderr}`);
  const cert = readFileSync(join(dir, 'cert.pem'));
  port ??= await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port} ${documentedTlsListen()};
    server_name localhost;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    ssl_protocols TLSv1.2 TLSv1.3;
    ${documentedProxyBlock(appPort)}
  }
}
`,
  );
  let output = '';
  const proxy: ChildProcess = spawn(nginxPath, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  proxy.stdout!.on('data', (c) => (output += c));
  proxy.stderr!.on('data', (c) => (output += c));
  // Ready when nginx accepts connections on its port (or failed, in its own words).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (proxy.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const up = await new Promise<boolean>((resolve) => {
      const probe = tcpConnect(port, '127.0.0.1', () => {
        probe.destroy();
        resolve(true);
      });
      probe.on('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port: port!,
    cert,
    log: () => output,
    stop: async () => {
      if (proxy.exitCode === null) {
        const exited = new Promise((resolve) => proxy.once('exit', resolve));
        proxy.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
