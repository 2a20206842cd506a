// @vitest-environment node
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../src/app/routeTable';
import { BODY_LIMIT } from '../../server/app';
import { ADDRESS_TOO_LONG, MAX_REDIRECT_TARGET } from '../../server/render/pages';
import { routesOf, type AppRoute } from '../helpers/apiRoutes';
import { linkTargets, rawRequest, type RawAnswer } from '../helpers/rawHttp';
import { createTestApp, type TestApp } from './harness';
import { buildAppForTests } from './ssrBuild';

/**
 * Generated hostile requests against the real server (listening, paths sent byte for byte) on every
 * page of the route table and every route the server has: none may answer 5xx or show a stack trace.
 */

let t: TestApp;
let build: Awaited<ReturnType<typeof buildAppForTests>>;
let port: number;
let cookie: string;
let apiRoutes: AppRoute[];
let sent = 0;
const NO_LIMIT = { max: 1_000_000, windowMs: 60_000 };

beforeAll(async () => {
  build = await buildAppForTests();
  t = await createTestApp({
    config: { publicWriteLimit: NO_LIMIT, statusLookupLimit: NO_LIMIT, loginIpLimit: NO_LIMIT },
    serve: { distDir: build.distDir, renderer: build.renderer },
  });
  cookie = await t.login();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  apiRoutes = routesOf(t.app).filter((r) => r.path.startsWith('/api/'));
}, 300_000);
afterAll(async () => {
  console.log(`no-500 property: ${sent} generated requests`);
  await t?.close();
}, 120_000);

// ---- hostile values ----------------------------------------------------------------------------
const hugeNumber = fc.constantFrom(
  '99999999999999999999',
  '1e309',
  '-1',
  '0',
  '-0',
  'NaN',
  'Infinity',
  '0x1F',
  '1.5',
  '2147483648',
  '9007199254740993',
  '0000000001',
  '+1',
  '1,2,3',
  '1,,2',
  `${'9,'.repeat(300)}9`,
);
/** Raw text for a URL: percent signs that decode to nothing, to bad UTF-8, to slashes, NUL and newlines. */
const oddEncoding = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%00',
  '%2F..%2F',
  '%252F',
  '%C0%AE',
  '%FF%FE',
  '%u0041',
  '%%',
  '%ZZ',
  '%0A%0D',
  '..',
  '.',
  '%2e%2e',
  '%5C',
  '\\',
  '%22%3E%3Cscript%3E',
  '%7B%7D',
  '[]',
  'a[b]',
  '__proto__',
  'constructor',
);
const longText = fc.integer({ min: 150, max: 6000 }).map((n) => 'a'.repeat(n));
const unicodeText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 });
/** One value as it goes into a URL (raw where it is an odd encoding, else percent-encoded). */
const urlValue = fc.oneof(hugeNumber, oddEncoding, longText, unicodeText.map(encodeURIComponent), fc.string({ maxLength: 20 }).map(encodeURIComponent));
const QUERY_NAMES = [
  'page',
  'limit',
  'q',
  'country',
  'level',
  'field',
  'universityId',
  'status',
  'verified',
  'sort',
  'specialization',
  'read',
  'tag',
  'id',
  'ids',
  'search',
  'reference',
  'email',
  'currency',
  'x',
  'page[]',
  '__proto__',
];
/** A query string: known and unknown names, repeated names, empty values and names without '='. */
const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), oddEncoding), fc.option(urlValue, { nil: undefined })), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => (v === undefined ? k : `${k}=${v}`)).join('&'));

/** A route pattern with each :param given a hostile value. */
const fillParams = (pattern: string) =>
  fc.array(urlValue, { minLength: 8, maxLength: 8 }).map((values) => {
    let i = 0;
    return pattern.replace(/:[A-Za-z]+\??/g, () => values[i++]);
  });

const deepBody = fc.record({ depth: fc.integer({ min: 30, max: 12_000 }), open: fc.constantFrom('[', '{"a":') }).map(({ depth, open }) => {
  const close = open === '[' ? ']' : '}';
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
});
const hostileField = fc.oneof(hugeNumber, longText, unicodeText, fc.jsonValue({ maxDepth: 2 }), fc.integer(), fc.double(), fc.constant(null), fc.boolean());
const FIELDS = [
  'fullName',
  'name',
  'email',
  'phone',
  'preferredDate',
  'studyLevel',
  'preferredDestination',
  'message',
  'subject',
  'consultancyId',
  'reference',
  'status',
  'read',
  'password',
  'currentPassword',
  'newPassword',
  'slug',
  'title',
  'content',
  'tags',
  'tuition',
  'intakes',
  'universityId',
  'value',
  'rate',
  'sourceUrl',
  '__proto__',
  'constructor',
];
const body = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), hostileField, { maxKeys: 8 }).map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: deepBody },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '{"a":1,}',
      'null',
      '"text"',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '\u0000',
      `"${'x'.repeat(BODY_LIMIT + 10)}"`,
    ),
  },
  { weight: 1, arbitrary: unicodeText },
);

// ---- what every answer must be -----------------------------------------------------------------
/** A stack frame (`at fn (file.js:1:2)`), raw or JSON-escaped. */
const STACK_FRAME = /(?:\n|\\n)\s*at \S[^\n]*?:\d+:\d+/;

/**
 * The one answer above 499 a request may get: an admin's "fetch the rates now" reports that Nepal
 * Rastra Bank's site failed (502, the last good copy kept); here no bank is configured.
 */
const upstreamFailure = (what: string, res: RawAnswer) =>
  what.startsWith('POST /api/v1/exchange-rates/refresh') && res.status === 502 && res.body.includes('"code":"UNAVAILABLE"');

function expectNoServerFault(what: string, res: RawAnswer) {
  sent++;
  if (!upstreamFailure(what, res)) expect(res.status, `${what} -> ${res.status} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, `${what} shows a stack trace`).not.toMatch(STACK_FRAME);
  expect(res.body, what).not.toMatch(/Maximum call stack|RangeError|TypeError|ReferenceError/);
}

function expectPageAnswer(what: string, res: RawAnswer) {
  expectNoServerFault(what, res);
  if (String(res.headers['content-type']).startsWith('text/html')) {
    // Every link is on this site or a full URL: none that a browser reads as another host.
    for (const target of linkTargets(res.body)) expect(target, `${what}: link ${target}`).not.toMatch(/^(?:[/\\]{2}|\/\\|\\)/);
    expect(res.body, `${what} is the error page`).not.toContain('data-part="app-error"');
  }
}

function expectApiAnswer(what: string, res: RawAnswer) {
  expectNoServerFault(what, res);
  // 431: the request line and headers are longer than Node reads (16 KiB); no app code runs.
  if (res.status >= 400 && res.status !== 431) {
    const answer = JSON.parse(res.body) as { error: { code: string; fields?: Record<string, string> } };
    expect(answer.error.code, what).toEqual(expect.any(String));
    // A refusal names what was wrong.
    if (answer.error.code === 'VALIDATION_FAILED') expect(Object.keys(answer.error.fields ?? {}).length, `${what}: ${res.body}`).toBeGreaterThan(0);
  }
}

const PAGE_PATTERNS = [...new Set(PUBLIC_ROUTES.map(({ path }) => path)), '/admin/:rest', '/:unknown', '/sitemap.xml', '/robots.txt'];
/** A path as an attacker may prefix it: a second slash or a backslash makes `//host/...`. */
const pathPrefix = fc.constantFrom('', '', '', '/', '/\\', '//evil.example', '/\\evil.example', '/.', '/%2F');

describe('no request can make the server answer 5xx (generated, against the listening server)', () => {
  it('pages of the route table with hostile path parameters, query strings and path prefixes answer below 500, never the error page, with only on-site links', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGE_PATTERNS).chain((p) => fillParams(p)),
        queryString,
        pathPrefix,
        async (path, query, prefix) => {
          const url = `${prefix}${path}${query ? `?${query}` : ''}`;
          expectPageAnswer(`GET ${url.slice(0, 200)}`, await rawRequest(port, { path: url }));
        },
      ),
      { numRuns: 400 },
    );
  }, 900_000);

  it('every API route the server has, with hostile ids, queries, bodies and headers, signed in or not, answers below 500 with an error code and the field named', async () => {
    expect(apiRoutes.length).toBeGreaterThan(30);
    expect(apiRoutes).toContainEqual({ method: 'POST', path: '/api/v1/consultations' });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...apiRoutes).chain((r) => fillParams(r.path).map((path) => ({ method: r.method, path, route: r.path }))),
        queryString,
        body,
        fc.boolean(),
        fc.option(fc.oneof(fc.string({ maxLength: 210 }), longText), { nil: undefined }),
        async (route, query, payload, signedIn, idempotencyKey) => {
          const headers: Record<string, string> = { origin: `http://localhost:${port}` };
          // Signing out would end the session the other runs use.
          if (signedIn && route.route !== '/api/v1/auth/logout') headers.cookie = cookie;
          if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey.replace(/[^\x20-\x7e]/g, 'x');
          const write = route.method !== 'GET' && route.method !== 'DELETE';
          if (write) headers['content-type'] = 'application/json';
          const path = `${route.path}${query ? `?${query}` : ''}`;
          const res = await rawRequest(port, { method: route.method, path, headers, body: write ? payload : undefined });
          expectApiAnswer(`${route.method} ${path.slice(0, 200)} ${write ? payload.slice(0, 100) : ''}`, res);
        },
      ),
      { numRuns: 2500 },
    );
  }, 900_000);
});

/** What a page request answered: its status, and the href of its "Reload the page" link, if any. */
const reloadLink = (html: string) => /<a href="([^"]*)">Reload the page<\/a>/.exec(html)?.[1] ?? null;

describe('requests that answered 500 before, replayed', () => {
  it.each([
    ['/universities?page=99999999999999999999', 'page'],
    ['/blog?page=100001', 'page'],
    [`/universities?q=${'a'.repeat(201)}`, 'q'],
    [`/universities?country=${'a'.repeat(300)}`, 'country'],
    [`/courses?level=${'a'.repeat(300)}`, 'level'],
    ['/universities?country=%00', 'country'],
    ['/courses?field=a%00b', 'field'],
  ])('the list page %s answers 400 with its own "check the address" state naming %s, not the error page', async (path, field) => {
    const res = await rawRequest(port, { path });
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('data-part="app-error"');
    expect(res.body).toContain('data-part="address-refused"');
    expect(res.body).toMatch(new RegExp(`Some fields need attention: ${field}\\.`));
    // Its way out is a path on this site, without the address's filters.
    expect(linkTargets(res.body)).toContain(path.startsWith('/blog') ? '/blog' : path.startsWith('/courses') ? '/courses' : '/universities');
  });

  it.each([
    ['/api/v1/universities?country=%00', 'country'],
    ['/api/v1/courses?level=a%00&field=x', 'level'],
    ['/api/v1/consultancies?q=%00', 'q'],
    ['/api/v1/blogs?tag=%00', 'tag'],
  ])('%s, a NUL in a query value (which PostgreSQL cannot hold), answers 400 naming %s', async (path, field) => {
    const res = await rawRequest(port, { path });
    expect(res.status).toBe(400);
    const answer = JSON.parse(res.body) as { error: { code: string; fields?: Record<string, string> } };
    expect(answer.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(answer.error.fields ?? {})).toEqual([field]);
  });

  it.each([
    ['//evil.example/universities?page=99999999999999999999', '/universities?page=99999999999999999999'],
    ['/\\evil.example/universities?page=99999999999999999999', '/universities?page=99999999999999999999'],
    ['//evil.example', '/'],
  ])('the address %s, which a browser would read as another host, is sent to %s on this site', async (path, location) => {
    const res = await rawRequest(port, { path });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
    const next = await rawRequest(port, { path: location });
    expect(next.status).toBeLessThan(500);
    expect(next.body).not.toContain('data-part="app-error"');
  });

  it('an address spelled as another host and too long to echo in a redirect (a 14 KB query) is refused plainly, its answer short enough for any client to read', async () => {
    const res = await rawRequest(port, { path: `//evil.example/terms?q=${'a'.repeat(14_000)}` });
    expect(res.status).toBe(414);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toBe(ADDRESS_TOO_LONG);
    // Under the limit it is still sent to the page on this site.
    const short = await rawRequest(port, { path: `//evil.example/terms?q=${'a'.repeat(MAX_REDIRECT_TARGET - 20)}` });
    expect(short.status).toBe(301);
    expect(short.headers.location).toBe(`/terms?q=${'a'.repeat(MAX_REDIRECT_TARGET - 20)}`);
  });

  it.each([
    ['/api/v1/consultations', '['],
    ['/api/v1/contact', '['],
    ['/api/v1/consultations', '{"a":'],
  ])('a body nested 10,000 deep sent to %s is answered 400 naming the body, and nothing is stored', async (path, open) => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom(path.endsWith('contact') ? 'contact_messages' : 'bookings')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const deep = `${open.repeat(10_000)}1${(open === '[' ? ']' : '}').repeat(10_000)}`;
    for (const key of [undefined, 'deep-body-key-0001']) {
      const res = await rawRequest(port, {
        method: 'POST',
        path,
        body: deep,
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}`, ...(key ? { 'idempotency-key': key } : {}) },
      });
      expect(res.status, res.body).toBe(400);
      expect(JSON.parse(res.body).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { body: expect.stringMatching(/nested more than \d+ levels deep/) },
      });
    }
    expect(await count()).toBe(before);
  });

  it('the error page\'s "Reload the page" link is a path on this site, however the address was spelled', async () => {
    // A renderer that fails: the server answers its error page (a broken server may answer 500).
    const broken = await createTestApp({
      serve: { distDir: build.distDir, renderer: { ...build.renderer, render: () => Promise.reject(new Error('the render broke')) } },
    });
    try {
      await broken.app.listen({ port: 0, host: '127.0.0.1' });
      const brokenPort = (broken.app.server.address() as AddressInfo).port;
      for (const [path, reload] of [
        ['/.//evil.example/universities', '/evil.example/universities'],
        ['/./\\evil.example/universities', '/evil.example/universities'],
        ['/a/..//evil.example/', '/evil.example/'],
        ['/universities?q=%22%3E%3Cb%3E', '/universities?q=%22%3E%3Cb%3E'],
      ]) {
        const res = await rawRequest(brokenPort, { path });
        expect(res.status, path).toBe(500);
        expect(reloadLink(res.body), path).toBe(reload);
        for (const target of linkTargets(res.body)) expect(target, path).not.toMatch(/^[/\\]{2}/);
      }
    } finally {
      await broken.close();
    }
  });
});
