// @vitest-environment node
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, timeoutsFrom } from '../../server/config';
import { createTestApp, type TestApp } from './harness';

/**
 * Sends `head` and then one byte of `trickle` every few milliseconds until the server answers or
 * closes the connection; resolves with what the server sent and how many trickled bytes it took.
 */
function trickle(port: number, head: string, body: string): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      resolve({ answer, sent });
    };
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' || e.code === 'EPIPE' ? finish() : reject(e)));
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= body.length || socket.destroyed) return clearInterval(timer);
        socket.write(body[sent++]!);
      }, 20);
    });
  });
}

describe('slow requests are cut off (real sockets)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { timeouts: timeoutsFrom(1000, 1000, 5000) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('V15.2.2 a body trickled byte by byte is answered 408 and the connection closed before the body is complete', async () => {
    const body = JSON.stringify({ name: 'Slow Loris', email: 'slow@example.com', subject: 'Hello', message: 'x'.repeat(5000) });
    const head = `POST /api/v1/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, sent } = await trickle(port, head, body);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(body.length);
    expect(await t.database.db.selectFrom('contact_messages').select('id').execute()).toEqual([]);
  });

  it('V15.2.2 headers trickled byte by byte are answered 408 and the connection closed before they end', async () => {
    const headers = `X-Padding: ${'p'.repeat(5000)}\r\n\r\n`;
    const { answer, sent } = await trickle(port, `GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`, headers);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(headers.length);
  });

  it('a request sent whole is served as usual', async () => {
    const { answer } = await trickle(port, `GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, '');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('the server carries the configured request, headers and keep-alive timeouts (defaults: 30 s, 10 s, 65 s)', () => {
    expect(t.app.server.requestTimeout).toBe(1000);
    expect(t.app.server.headersTimeout).toBe(1000);
    expect(t.app.server.keepAliveTimeout).toBe(5000);
    expect(loadConfig({}).timeouts).toMatchObject({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 65_000 });
  });
});
