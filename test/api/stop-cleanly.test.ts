// @vitest-environment node
/**
 * A SIGTERM to the real server while a kept-alive connection has a request in flight: the server stops
 * accepting connections, answers that request, says `Connection: close` in the answer and closes the
 * connection after it, so the connection never carries a 503 (a proxy sends the next request to another
 * instance).
 */
import { connect as tcpConnect, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';

/** Everything the server writes on a socket, and whether it has closed it. */
function recorder(socket: Socket) {
  const state = { text: '', closed: false };
  socket.on('data', (d) => (state.text += d.toString('latin1')));
  socket.on('close', () => (state.closed = true));
  socket.on('error', () => {});
  return state;
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = tcpConnect(port, '127.0.0.1', () => {
      probe.destroy();
      resolve(false);
    });
    probe.on('error', () => resolve(true));
  });

describe('stopping on SIGTERM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gantavya-stop-'));
  let server: ServerProcess | null = null;
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    if (server) await server.exited;
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the request in flight on a kept-alive connection with Connection: close, closes that connection, never answers 503, and exits 0', async () => {
    server = await startServerProcess({ DATA_DIR: dir, DATABASE_URL: '' });
    await server.ready();
    const socket = tcpConnect(server.port, '127.0.0.1');
    const seen = recorder(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const host = `127.0.0.1:${server.port}`;

    // A first request makes it a kept-alive connection that has served an answer.
    socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    await until(() => seen.text.includes('"status":"ok"'), 'the first answer');
    expect(seen.text).toMatch(/connection: keep-alive/i);
    seen.text = '';

    // A second one in flight: its headers are in (the server answered 100 Continue), its body is still to come.
    const body = JSON.stringify({ name: 'Sita Sharma', email: 'sita@example.com', subject: 'Drain', message: 'Sent while the server stops.' });
    socket.write(
      `POST /api/v1/contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await until(() => seen.text.includes('100 Continue'), '100 Continue');
    seen.text = '';
    server.child.kill('SIGTERM');
    await until(() => refused(server!.port), 'the server to stop accepting connections');

    // The body arrives, and a further request right behind it on the same connection.
    socket.write(body);
    socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    await until(() => seen.closed, 'the server to close the connection');
    const statuses = [...seen.text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
    expect(statuses[0]).toBe(201);
    expect(seen.text.split('\r\n\r\n')[0]).toMatch(/^connection: close$/im);
    expect(statuses).not.toContain(503);
    expect(await server.exited).toBe(0);
  }, 120_000);
});
