// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NPR_RATES } from '../../src/data/facts';
import type { ExchangeRate } from '../../src/domain/forex';
import { loadConfig, NRB_DEFAULT_BASE_URL, type ServerConfig } from '../../server/config';
import { fetchNrbRates, forexJob, NRB_RATES_PATH, parseNrbAnswer, refreshRates } from '../../server/forex';
import { createTestApp, type TestApp } from './harness';

/**
 * A local stand-in for Nepal Rastra Bank's forex API, answering in its documented format
 * ({ status: { code }, data: { payload: [{ date, published_on, modified_on, rates: [{ currency: { ISO3, name, unit }, buy, sell }] }] }, pagination }).
 * Each test says how it answers; every request is recorded. Nothing here reaches the internet.
 */
type Answer = (req: IncomingMessage, res: ServerResponse) => void;
let answer: Answer;
const requests: URL[] = [];
let server: Server;
let baseUrl: string;

const rate = (ISO3: string, unit: number, buy: number | string, sell: number | string) => ({ currency: { ISO3, name: ISO3, unit }, buy, sell });
const day = (date: string, rates = standardRates()) => ({ date, published_on: `${date} 00:00:05`, modified_on: `${date} 00:00:05`, rates });
function standardRates() {
  return [
    rate('INR', 100, 160, 160.15),
    rate('USD', 1, 141.2, 141.8),
    rate('EUR', 1, 152.5, 153.14),
    rate('GBP', 1, 178.9, 179.65),
    rate('CAD', 1, 100.1, 100.52),
    rate('AUD', 1, 91.3, 91.68),
    rate('JPY', 10, 9.1, 9.14),
    rate('NZD', 1, 80.2, 80.54),
  ];
}
const nrbBody = (payload: unknown[], code = 200) => ({
  status: { code },
  errors: { validation: null },
  params: {},
  data: { payload },
  pagination: { page: 1, pages: 1, per_page: 8, total: payload.length, links: { prev: null, next: null } },
});
const json =
  (status: number, body: unknown): Answer =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://stand-in'));
    answer(req, res);
  });
  // Port 0: the system picks a free port, so this never clashes with another process.
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  requests.length = 0;
  answer = json(200, nrbBody([day('2026-01-04'), day('2026-01-05')]));
});

const forexConfig = (over: Partial<ServerConfig['forex']> = {}): ServerConfig['forex'] => ({
  baseUrl,
  timeoutMs: 2_000,
  retries: 2,
  retryDelayMs: 5,
  everyMs: 86_400_000,
  ...over,
});
const now = () => new Date('2026-01-05T08:00:00.000Z');

describe("Nepal Rastra Bank's answer", () => {
  it('gives the newest day with a rate for every currency the pages need, divided by its unit (selling rate)', () => {
    const r = parseNrbAnswer(
      nrbBody([day('2026-01-05', [...standardRates().filter((x) => x.currency.ISO3 !== 'USD'), rate('USD', 100, 14_120, '14180.00')]), day('2026-01-04')]),
    );
    expect(r.date).toBe('2026-01-05');
    expect(r.rates).toEqual({ AUD: 91.68, CAD: 100.52, USD: 141.8, GBP: 179.65, NZD: 80.54, EUR: 153.14 });
  });

  it('skips a day that lacks a currency, and refuses an answer where no day has them all', () => {
    const partial = standardRates().filter((x) => x.currency.ISO3 !== 'NZD');
    expect(parseNrbAnswer(nrbBody([day('2026-01-05', partial), day('2026-01-02')])).date).toBe('2026-01-02');
    expect(() => parseNrbAnswer(nrbBody([day('2026-01-05', partial)]))).toThrow('no usable rate for NZD');
    expect(() => parseNrbAnswer(nrbBody([]))).toThrow('published no rates');
    expect(() => parseNrbAnswer({ data: 'nope' })).toThrow("not in Nepal Rastra Bank's format");
    expect(() => parseNrbAnswer(nrbBody([day('2026-01-05')], 500))).toThrow('status code 500');
    expect(() => parseNrbAnswer(nrbBody([day('2026-01-05', [...partial, rate('NZD', 0, 1, 1)])]))).toThrow('no usable rate for NZD');
  });
});

describe('the rates fetcher against a local stand-in', () => {
  it('asks for the last days in the documented query and returns the rates', async () => {
    const r = await fetchNrbRates(baseUrl, { ...forexConfig(), now });
    expect(r.date).toBe('2026-01-05');
    expect(r.rates.GBP).toBe(179.65);
    expect(requests).toHaveLength(1);
    const q = requests[0];
    expect(q.pathname).toBe(NRB_RATES_PATH);
    expect(Object.fromEntries(q.searchParams)).toEqual({ page: '1', per_page: '8', from: '2025-12-29', to: '2026-01-05' });
  });

  it('retries an HTTP 503 and succeeds when the bank answers', async () => {
    let n = 0;
    answer = (req, res) => (++n < 3 ? json(503, { message: 'busy' })(req, res) : json(200, nrbBody([day('2026-01-05')]))(req, res));
    const r = await fetchNrbRates(baseUrl, { ...forexConfig(), now });
    expect(r.date).toBe('2026-01-05');
    expect(requests).toHaveLength(3);
  });

  it('gives up after the retries on HTTP errors, and does not retry a 404', async () => {
    answer = json(503, { message: 'down' });
    await expect(fetchNrbRates(baseUrl, { ...forexConfig(), now })).rejects.toThrow('HTTP 503');
    expect(requests).toHaveLength(3);
    requests.length = 0;
    answer = json(404, { message: 'moved' });
    await expect(fetchNrbRates(baseUrl, { ...forexConfig(), now })).rejects.toThrow('HTTP 404');
    expect(requests).toHaveLength(1);
  });

  it('times out when the bank does not answer', async () => {
    answer = () => {}; // never answers
    await expect(fetchNrbRates(baseUrl, { ...forexConfig({ timeoutMs: 150, retries: 1 }), now })).rejects.toThrow('No answer within 150 ms');
    expect(requests).toHaveLength(2);
  });

  it('refuses an answer that is not JSON or not in the bank format', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
    };
    await expect(fetchNrbRates(baseUrl, { ...forexConfig({ retries: 0 }), now })).rejects.toThrow('not JSON');
    answer = json(200, { status: { code: 200 }, data: { payload: [{ date: '2026-01-05', rates: [{ currency: { ISO3: 'USD', unit: 1 }, sell: 'lots' }] }] } });
    await expect(fetchNrbRates(baseUrl, { ...forexConfig({ retries: 0 }), now })).rejects.toThrow("not in Nepal Rastra Bank's format");
  });

  it('never calls the real bank from tests, and is off under NODE_ENV=test unless an address is given', async () => {
    await expect(fetchNrbRates(NRB_DEFAULT_BASE_URL, { ...forexConfig({ retries: 3 }), now })).rejects.toThrow('Tests never call Nepal Rastra Bank');
    expect(loadConfig({ NODE_ENV: 'test' }).forex.baseUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', NRB_BASE_URL: 'http://127.0.0.1:4441' }).forex.baseUrl).toBe('http://127.0.0.1:4441');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://gantavya.example' }).forex.baseUrl).toBe(NRB_DEFAULT_BASE_URL);
    expect(loadConfig({ NRB_BASE_URL: 'off' }).forex.baseUrl).toBeNull();
    expect(() => loadConfig({ NRB_BASE_URL: 'ftp://x' })).toThrow('NRB_BASE_URL');
  });
});

describe('API: exchange rates with the last good copy and admin overrides', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { forex: forexConfig({ timeoutMs: 300, retries: 1 }) } });
    cookie = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });
  const rates = async (): Promise<ExchangeRate[]> => (await t.req({ method: 'GET', url: '/api/v1/exchange-rates' })).json().items;
  const usd = async () => (await rates()).find((r) => r.currency === 'USD')!;

  it('before any fetch, pages get the built-in figures with their date', async () => {
    const r = await usd();
    expect(r).toMatchObject({ origin: 'built-in', nprPerUnit: NPR_RATES.USD, nrb: null, override: null });
  });

  it('a fetch keeps the bank rates with their date, shown on the next read', async () => {
    const res = await t.req({ method: 'POST', url: '/api/v1/exchange-rates/refresh', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().fetchedDate).toBe('2026-01-05');
    expect(await usd()).toMatchObject({ origin: 'nrb', nprPerUnit: 141.8, date: '2026-01-05' });
  });

  it('a failed fetch (HTTP error, bad data, timeout) keeps the last good copy and says so', async () => {
    for (const failing of [json(500, {}), json(200, nrbBody([day('2026-01-06', [])])), (() => {}) as Answer]) {
      answer = failing;
      const res = await t.req({ method: 'POST', url: '/api/v1/exchange-rates/refresh', headers: { cookie } });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toMatch(/The last good copy is kept \(2026-01-05\)/);
      expect(await usd()).toMatchObject({ origin: 'nrb', nprPerUnit: 141.8, date: '2026-01-05' });
    }
  });

  it('refreshRates never throws: with fetching off it reports why', async () => {
    const r = await refreshRates(t.database.db, forexConfig({ baseUrl: null }), now);
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/turned off/), lastGoodDate: '2026-01-05' });
  });

  it('an admin override wins over the bank rate with its own date, and clearing it goes back to the bank rate', async () => {
    const bad = await t.req({ method: 'PUT', url: '/api/v1/exchange-rates/USD', headers: { cookie }, payload: { nprPerUnit: -3 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.nprPerUnit).toBe('The rate must be above zero');
    expect((await t.req({ method: 'PUT', url: '/api/v1/exchange-rates/XYZ', headers: { cookie }, payload: { nprPerUnit: 3 } })).statusCode).toBe(404);
    expect((await t.req({ method: 'PUT', url: '/api/v1/exchange-rates/USD', payload: { nprPerUnit: 150 } })).statusCode).toBe(401);
    expect(await usd()).toMatchObject({ origin: 'nrb' });

    const ok = await t.req({ method: 'PUT', url: '/api/v1/exchange-rates/usd', headers: { cookie }, payload: { nprPerUnit: 150, note: 'Bank holiday week' } });
    expect(ok.statusCode).toBe(200);
    expect(await usd()).toMatchObject({
      origin: 'override',
      nprPerUnit: 150,
      date: '2026-01-05',
      override: { note: 'Bank holiday week' },
      nrb: { nprPerUnit: 141.8 },
    });
    // A new fetch updates the bank rate but leaves the override in force.
    await t.req({ method: 'POST', url: '/api/v1/exchange-rates/refresh', headers: { cookie } });
    expect(await usd()).toMatchObject({ origin: 'override', nprPerUnit: 150 });
    const cleared = await t.req({ method: 'DELETE', url: '/api/v1/exchange-rates/USD/override', headers: { cookie } });
    expect(cleared.statusCode).toBe(200);
    expect(await usd()).toMatchObject({ origin: 'nrb', nprPerUnit: 141.8, override: null });
  });

  it("the daily check (a job of the app's scheduler) fetches at start when the stored copy is a day old, and not when it is fresh", async () => {
    const clock = { now: new Date('2026-01-05T09:00:00.000Z') };
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) } as unknown as FastifyBaseLogger;
    const job = forexJob(t.database.db, forexConfig(), () => clock.now)!;
    // One job of the app's scheduler, run at start and then hourly.
    expect(job).toMatchObject({ runAtStart: true, everyMs: 60 * 60_000 });
    expect(forexJob(t.database.db, { ...forexConfig(), baseUrl: '' })).toBeNull();
    await job.run(log);
    expect(lines).toEqual([]); // fetched an hour ago: nothing to do
    expect(requests).toHaveLength(0);
    clock.now = new Date('2026-01-06T10:00:00.000Z');
    answer = json(200, nrbBody([day('2026-01-06')]));
    await job.run(log);
    expect(lines).toEqual(['Exchange rates of 2026-01-06 fetched from Nepal Rastra Bank.']);
    expect((await rates()).find((r) => r.currency === 'GBP')).toMatchObject({ origin: 'nrb', date: '2026-01-06' });
  });
});
