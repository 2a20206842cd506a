// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AxiosError } from 'axios';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE_URL, ApiError, api, onApiUnauthorized, retriedByCaller } from '../../src/api/client';
import { createApiClient, http, retryDelayFor } from '../../src/api/http';
import { makeResource } from '../../src/api/resource';
import { newIdempotencyKey } from '../../src/domain/wire';
import { API_RETRY_ATTEMPTS, API_TIMEOUT_MS } from '../../src/config/constants';

/**
 * A real HTTP server on loopback that fails on purpose. Each test sets `plan`: the answer for the
 * n-th request (0-based) to reach it; every request is recorded.
 */
type Answer = (req: IncomingMessage, res: ServerResponse, body: string) => void;
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

let server: Server;
let base = '';
let seen: Seen[] = [];
let plan: Answer[] = [];

const json =
  (status: number, data: unknown, headers: Record<string, string> = {}): Answer =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(data));
  };
const dropConnection: Answer = (req) => req.socket.destroy();
const hang: Answer = () => {
  /* never answers: the client's timeout must fire */
};
const ok = json(200, { ok: true });

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const n = seen.length;
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, at: Date.now() });
      (plan[n] ?? plan[plan.length - 1] ?? ok)(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  seen = [];
  plan = [];
});

/** A client on the loopback server with a 5 ms back-off step and a short timeout. */
const client = (timeoutMs = 400) => createApiClient(base, { baseDelayMs: 5, timeoutMs });

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('the API client (one axios instance)', () => {
  it('uses /api/v1 as the base URL when VITE_API_BASE_URL is not set, a 10000 ms timeout and sends credentials', () => {
    expect(API_BASE_URL).toBe(import.meta.env.VITE_API_BASE_URL || '/api/v1');
    expect(http.defaults.baseURL).toBe(API_BASE_URL);
    expect(http.defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(10000);
    expect(http.defaults.withCredentials).toBe(true);
  });

  it("sends the app's calls through that one instance, which loads with the first call (axios is not in a page's first load)", async () => {
    const previous = http.defaults.adapter;
    const urls: string[] = [];
    http.defaults.adapter = async (config) => {
      urls.push(`${config.method?.toUpperCase()} ${config.url}`);
      return { data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config };
    };
    try {
      expect((await api.get('/blogs')).data).toEqual({ ok: true });
      expect((await api.post('/contact', { name: 'Sita' })).status).toBe(200);
      await api.put('/blogs/1', {});
      await api.patch('/blogs/1', {});
      await api.delete('/blogs/1');
      expect(urls).toEqual(['GET /blogs', 'POST /contact', 'PUT /blogs/1', 'PATCH /blogs/1', 'DELETE /blogs/1']);
    } finally {
      http.defaults.adapter = previous;
    }
  });

  it('retries a GET that gets 5xx three times, then succeeds', async () => {
    plan = [json(503, {}), json(502, {}), json(500, {}), json(200, { items: [1] })];
    const res = await client().get('/blogs');
    expect(res.data).toEqual({ items: [1] });
    expect(seen).toHaveLength(4);
    expect(seen.every((s) => s.method === 'GET' && s.url === '/api/v1/blogs')).toBe(true);
  });

  it(`gives up after ${API_RETRY_ATTEMPTS} retries (4 requests) and throws one typed error`, async () => {
    plan = [json(500, { error: { code: 'INTERNAL', message: 'Boom' } })];
    const err = await failure(client().get('/blogs'));
    expect(seen).toHaveLength(1 + API_RETRY_ATTEMPTS);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(500);
    expect(err.code).toBe('INTERNAL');
    expect(err.message).toBe('Boom');
  });

  it('does not retry a read whose caller retries it (the resource statechart behind useRemote): one request, one typed error', async () => {
    plan = [json(503, { error: { code: 'UNAVAILABLE', message: 'Busy' } }), ok];
    const err = await failure(client().get('/blogs', { signal: retriedByCaller(new AbortController().signal) }));
    expect(seen).toHaveLength(1);
    expect(err.status).toBe(503);
    expect(err.code).toBe('UNAVAILABLE');
  });

  it('retries a GET whose connection drops (network error)', async () => {
    plan = [dropConnection, dropConnection, ok];
    const res = await client().get('/universities');
    expect(res.data).toEqual({ ok: true });
    expect(seen).toHaveLength(3);
  });

  it('retries PUT and DELETE (idempotent) after a 5xx', async () => {
    plan = [json(503, {}), ok];
    await client().put('/blogs/1', { title: 'x' });
    expect(seen.map((s) => s.method)).toEqual(['PUT', 'PUT']);
    seen = [];
    plan = [json(503, {}), json(204, {})];
    await client().delete('/blogs/1');
    expect(seen.map((s) => s.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('never retries a POST without an Idempotency-Key, not even after a network error', async () => {
    plan = [dropConnection, ok];
    const err = await failure(client().post('/contact', { name: 'A' }));
    expect(seen).toHaveLength(1);
    expect(err.code).toBe('NETWORK');
    seen = [];
    plan = [json(503, {}), ok];
    await failure(client().post('/blogs', { title: 'x' }));
    expect(seen).toHaveLength(1);
  });

  it('retries a POST that carries an Idempotency-Key, with the same key every time', async () => {
    const key = newIdempotencyKey();
    plan = [dropConnection, json(503, {}), json(201, { id: 7 })];
    const res = await client().post('/consultations', { fullName: 'A' }, { headers: { 'Idempotency-Key': key } });
    expect(res.status).toBe(201);
    expect(seen).toHaveLength(3);
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual([key, key, key]);
    expect(seen.every((s) => s.body === JSON.stringify({ fullName: 'A' }))).toBe(true);
  });

  it('retries a GET that times out, and reports a timeout when every attempt does', async () => {
    plan = [hang, ok];
    const res = await client(150).get('/courses');
    expect(res.data).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    seen = [];
    plan = [hang];
    const err = await failure(client(100).get('/courses'));
    expect(err.code).toBe('TIMEOUT');
    expect(seen).toHaveLength(4);
  });

  it('does not retry a timed-out POST without a key', async () => {
    plan = [hang];
    const err = await failure(client(100).post('/contact', {}));
    expect(err.code).toBe('TIMEOUT');
    expect(seen).toHaveLength(1);
  });

  it('retries a 429 after the Retry-After the server asked for', async () => {
    plan = [json(429, { error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down' } }, { 'retry-after': '1' }), ok];
    const res = await client().get('/blogs');
    expect(res.data).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(950);
  });

  it('does not wait for a Retry-After longer than the timeout: the error carries it instead', async () => {
    plan = [json(429, { error: { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts' } }, { 'retry-after': '900' })];
    const err = await failure(client().get('/blogs'));
    expect(seen).toHaveLength(1);
    expect(err.code).toBe('TOO_MANY_REQUESTS');
    expect(err.retryAfterSeconds).toBe(900);
  });

  it('never retries a 4xx and turns the server error body into an ApiError with its field errors', async () => {
    plan = [
      json(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Check the fields',
          fields: { 'tuition.max': 'Maximum must not be below minimum', 'branches.0.email': 'Enter a valid e-mail address' },
        },
      }),
    ];
    const err = await failure(client().put('/universities/3', {}));
    expect(seen).toHaveLength(1);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.fields).toEqual({ 'tuition.max': 'Maximum must not be below minimum', 'branches.0.email': 'Enter a valid e-mail address' });
  });

  it('a 404 without a body still becomes a typed NOT_FOUND error', async () => {
    plan = [
      (_q, res) => {
        res.writeHead(404);
        res.end();
      },
    ];
    const err = await failure(client().get('/blogs/999'));
    expect(err.status).toBe(404);
    expect(err.code).toBe('NOT_FOUND');
  });

  it('tells subscribers of a 401 (the session ended) once per failed call', async () => {
    const heard = vi.fn();
    const off = onApiUnauthorized(heard);
    plan = [json(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } })];
    await failure(client().get('/admin/stats'));
    off();
    await failure(client().get('/admin/stats'));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0][1]).toBe('/admin/stats');
  });

  it('an aborted request is not retried and reports CANCELED', async () => {
    plan = [hang];
    const controller = new AbortController();
    const p = failure(client(5000).get('/blogs', { signal: controller.signal }));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    const err = await p;
    expect(err.code).toBe('CANCELED');
    expect(seen).toHaveLength(1);
  });

  it('makeResource speaks the list/get/create/update/remove contract', async () => {
    const blogs = makeResource<{ id: number }, { title: string }>('/blogs', client());
    plan = [
      json(200, { items: [], total: 0, page: 2, limit: 5 }),
      json(200, { id: 3 }),
      json(201, { id: 4 }),
      json(200, { id: 4 }),
      (_q, res) => {
        res.writeHead(204);
        res.end();
      },
    ];
    expect(await blogs.list({ page: 2, limit: 5, q: 'visa' })).toEqual({ items: [], total: 0, page: 2, limit: 5 });
    expect(await blogs.get(3)).toEqual({ id: 3 });
    expect(await blogs.create({ title: 'a' })).toEqual({ id: 4 });
    expect(await blogs.update(4, { title: 'b' })).toEqual({ id: 4 });
    expect(await blogs.remove(4)).toBeUndefined();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/v1/blogs?page=2&limit=5&q=visa',
      'GET /api/v1/blogs/3',
      'POST /api/v1/blogs',
      'PUT /api/v1/blogs/4',
      'DELETE /api/v1/blogs/4',
    ]);
    expect(seen[2].headers['content-type']).toMatch(/application\/json/);
  });
});

describe('back-off (exponential with jitter)', () => {
  it('doubles each retry and adds 0-20% jitter', () => {
    const error = { response: { headers: {} } } as unknown as AxiosError;
    const random = vi.spyOn(Math, 'random');
    random.mockReturnValue(0);
    expect([1, 2, 3].map((n) => retryDelayFor(n, error, 100))).toEqual([200, 400, 800]);
    random.mockReturnValue(1);
    expect([1, 2, 3].map((n) => retryDelayFor(n, error, 100))).toEqual([240, 480, 960]);
    random.mockRestore();
  });

  it('uses the Retry-After header when the server sends one (seconds or an HTTP date)', () => {
    expect(retryDelayFor(1, { response: { headers: { 'retry-after': '3' } } } as unknown as AxiosError, 100)).toBe(3000);
    const inTwoSeconds = new Date(Date.now() + 2000).toUTCString();
    const ms = retryDelayFor(1, { response: { headers: { 'retry-after': inTwoSeconds } } } as unknown as AxiosError, 100);
    expect(ms).toBeGreaterThan(500);
    expect(ms).toBeLessThanOrEqual(2000);
  });
});
