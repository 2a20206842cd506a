// @vitest-environment node
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SOCIAL_NETWORKS } from '../../src/domain/settings';
import { API_PREFIX } from '../../server/app';
import { missingSchemas, requireRouteSchemas, validateWithZod } from '../../server/plugins/schemas';
import { ADMIN, booking, createTestApp, type TestApp } from './harness';
import { proposeBuiltInCorrections, releaseBuiltIns } from '../../server/db/built-in-corrections';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface MediaSchema {
  content?: Record<string, { schema?: Json }>;
}
interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Json }>;
  requestBody?: MediaSchema;
  responses: Record<string, MediaSchema>;
}
interface OpenApiDocument {
  [key: string]: unknown;
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** One request sent to an operation: the path's values filled in, the query, the body, signed in or not. */
interface Call {
  operation: string;
  url: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** A body sent as bytes (an image upload), not JSON. */
  raw?: Buffer;
  admin?: boolean;
  headers?: Record<string, string>;
}

describe('every API route declares its schemas', () => {
  it('a route without a schema stops the app from starting, naming the route', async () => {
    const app = Fastify();
    validateWithZod(app);
    requireRouteSchemas(app, '/api/v1');
    app.get('/api/v1/with', { schema: { params: z.object({ id: z.string() }), response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({ ok: true }));
    expect(() => app.get('/api/v1/things/:id', async () => ({ ok: true }))).toThrow(
      'GET /api/v1/things/:id declares no schema for a success response or its path parameters.',
    );
    await app.close();
  });

  it('a route with a success answer and its path parameters described is complete; one answering only errors is not', () => {
    expect(missingSchemas({ url: '/api/v1/a/:id', schema: { params: {}, response: { 200: {} } } })).toEqual([]);
    expect(missingSchemas({ url: '/api/v1/a', schema: { response: { '4xx': {} } } })).toEqual(['a success response']);
  });
});

describe('the OpenAPI description', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let resolved: OpenApiDocument;
  let routes: Array<{ method: string; path: string }>;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicWriteLimit: { max: 1000, windowMs: 60_000 }, statusLookupLimit: { max: 1000, windowMs: 60_000 } } });
    const res = await t.req({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    resolved = validator.resolveRefs() as unknown as OpenApiDocument;
    // Every route the app serves under the API, method by method, as Fastify prints its route tree.
    routes = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) =>
      t.app
        .printRoutes({ commonPrefix: false, method })
        .split('\n')
        .map((line) => line.replace(/^[\s│├└─]+/, '').replace(/ \(.*$/, ''))
        .filter((path) => path.startsWith(API_PREFIX))
        .map((path) => ({ method, path })),
    );
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and valid by a maintained validator (@seriousme/openapi-schema-validator)', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every route the API serves, each with its success answer', () => {
    const documented = new Map(Object.entries(doc.paths).map(([p, methods]) => [p.replace(/\{(\w+)\}/g, ':$1'), methods]));
    expect(routes.length).toBeGreaterThan(40);
    for (const { method, path } of routes) {
      const op = documented.get(path)?.[method.toLowerCase()];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(
        Object.keys(op?.responses ?? {}).some((status) => status.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true);
    }
  });

  it('the team reads it as a page: every operation, and a link to the JSON', async () => {
    const page = await t.req({ method: 'GET', url: `${API_PREFIX}/reference` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`href="${API_PREFIX}/openapi.json"`);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) expect(page.body).toContain(`${method.toUpperCase()} ${path}`);
    }
  });

  it('a valid request to every operation is answered as its description says (admin operations signed in)', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const operations = Object.entries(resolved.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    const byKey = new Map(operations.map((o) => [o.key, o.op]));
    const cookie = await t.login();
    const sent = new Set<string>();

    /** Sends a call, checks its request and its answer against the description, and answers the body. */
    const send = async (call: Call): Promise<{ status: number; body: unknown }> => {
      const op = byKey.get(call.operation);
      expect(op, `${call.operation} is described`).toBeDefined();
      if (!op) throw new Error(call.operation);
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      if (call.body !== undefined) {
        expect(bodySchema, `${call.operation} describes its body`).toBeDefined();
        const valid = ajv.validate(bodySchema as object, call.body);
        expect(valid, `${call.operation} request body: ${ajv.errorsText()}`).toBe(true);
      }
      const url = call.query ? `${call.url}?${new URLSearchParams(call.query)}` : call.url;
      const [method] = call.operation.split(' ');
      const res = await t.req({
        method: method as 'GET',
        url,
        payload: call.raw ?? call.body,
        headers: { ...(call.admin ? { cookie } : {}), ...call.headers },
      });
      const status = String(res.statusCode);
      const documented = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses[`${status[0]}xx`];
      expect(documented, `${call.operation} answered ${status}, which it does not describe: ${res.body.slice(0, 300)}`).toBeDefined();
      expect(Number(status), `${call.operation}: ${res.body.slice(0, 300)}`).toBeLessThan(call.operation === 'POST /api/v1/exchange-rates/refresh' ? 600 : 300);
      const type = String(res.headers['content-type'] ?? 'application/json').split(';')[0];
      const schema = documented?.content?.[type]?.schema;
      if (res.body !== '') expect(schema, `${call.operation} describes its ${type} answer`).toBeDefined();
      const body: unknown = res.body === '' ? null : type === 'application/json' ? res.json() : res.body;
      if (schema !== undefined) {
        const valid = ajv.validate(schema as object, body);
        expect(valid, `${call.operation} answer ${status}: ${ajv.errorsText()}`).toBe(true);
      }
      sent.add(call.operation);
      return { status: res.statusCode, body };
    };
    const json = async (call: Call) => (await send(call)).body as Record<string, unknown>;
    const without = (record: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k)));
    const v = API_PREFIX;

    // Public reads.
    await send({ operation: `GET ${v}/health`, url: `${v}/health` });
    const items = {} as Record<string, Record<string, unknown>>;
    for (const resource of ['blogs', 'universities', 'courses', 'consultancies']) {
      await send({ operation: `GET ${v}/${resource}`, url: `${v}/${resource}`, query: { page: '1', limit: '5' } });
      items[resource] = await json({ operation: `GET ${v}/${resource}/{id}`, url: `${v}/${resource}/1` });
    }
    await send({
      operation: `GET ${v}/consultancy-list`,
      url: `${v}/consultancy-list`,
      query: { destination: 'Australia', exam: 'IELTS', sort: 'name', page: '2' },
    });
    await send({ operation: `GET ${v}/facts`, url: `${v}/facts`, query: { due: 'false' } });
    const fact = await json({ operation: `GET ${v}/facts/{id}`, url: `${v}/facts/1` });
    await send({ operation: `GET ${v}/exchange-rates`, url: `${v}/exchange-rates` });
    const manifest = await json({ operation: `GET ${v}/directory`, url: `${v}/directory` });
    await send({ operation: `GET ${v}/directory/{file}`, url: `${v}${String(manifest.file)}` });
    await send({ operation: `GET ${v}/openapi.json`, url: `${v}/openapi.json` });
    await send({ operation: `GET ${v}/reference`, url: `${v}/reference` });

    // Public writes.
    const receipt = await json({
      operation: `POST ${v}/consultations`,
      url: `${v}/consultations`,
      body: booking(),
      headers: { 'idempotency-key': 'openapi-test-key-0001' },
    });
    await send({
      operation: `POST ${v}/consultations/status`,
      url: `${v}/consultations/status`,
      body: { reference: String(receipt.reference), email: booking().email },
    });
    const message = await json({
      operation: `POST ${v}/contact`,
      url: `${v}/contact`,
      body: { name: 'Ram', email: 'ram@example.com', subject: 'Visa', message: 'A question' },
    });
    await send({ operation: `POST ${v}/auth/login`, url: `${v}/auth/login`, body: { ...ADMIN } });

    // The admins' writes of content: a copy of a stored record, changed, then removed.
    const inputs: Record<string, Record<string, unknown>> = {
      blogs: { ...without(items.blogs, 'id', 'publishedAt', 'createdAt', 'updatedAt'), slug: 'openapi-test-article' },
      universities: without(items.universities, 'id'),
      courses: without(items.courses, 'id'),
      consultancies: without(items.consultancies, 'id', 'sample', 'verified', 'licence'),
    };
    for (const [resource, input] of Object.entries(inputs)) {
      const made = await json({ operation: `POST ${v}/${resource}`, url: `${v}/${resource}`, body: input, admin: true });
      await send({ operation: `PUT ${v}/${resource}/{id}`, url: `${v}/${resource}/${String(made.id)}`, body: input, admin: true });
      const changes = (await json({ operation: `GET ${v}/${resource}/{id}/history`, url: `${v}/${resource}/${String(made.id)}/history`, admin: true })) as {
        items: Array<{ id: number }>;
      };
      await send({
        operation: `POST ${v}/${resource}/{id}/history/{changeId}/restore`,
        url: `${v}/${resource}/${String(made.id)}/history/${String(changes.items[0]!.id)}/restore`,
        admin: true,
      });
      if (resource === 'consultancies') {
        // Its licence record: recorded, read, listed when due, removed.
        const licence = `${v}/admin/consultancies/${String(made.id)}/licence`;
        const body = {
          number: 'ECS-1',
          authority: 'federal',
          validUntil: '2026-01-20',
          checkedOn: '2025-12-01',
          method: 'phone',
          sourceUrl: '',
          privateNote: 'called',
        };
        await send({ operation: `PUT ${v}/admin/consultancies/{id}/licence`, url: licence, body, admin: true });
        await send({ operation: `GET ${v}/admin/consultancies/{id}/licence`, url: licence, admin: true });
        await send({ operation: `GET ${v}/admin/licences/due`, url: `${v}/admin/licences/due`, admin: true });
        // The certificate's scan: kept, downloaded, removed.
        const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]).toString('base64');
        await send({
          operation: `PUT ${v}/admin/consultancies/{id}/licence/scan`,
          url: `${licence}/scan`,
          body: { name: 'certificate.png', data: png },
          admin: true,
        });
        await send({ operation: `GET ${v}/admin/consultancies/{id}/licence/scan`, url: `${licence}/scan`, admin: true });
        await send({ operation: `DELETE ${v}/admin/consultancies/{id}/licence/scan`, url: `${licence}/scan`, admin: true });
        await send({ operation: `DELETE ${v}/admin/consultancies/{id}/licence`, url: licence, admin: true });
        // Its history, and the removed licence restored from it.
        const licenceChanges = (await json({ operation: `GET ${v}/admin/consultancies/{id}/licence/history`, url: `${licence}/history`, admin: true })) as {
          items: Array<{ id: number }>;
        };
        await send({
          operation: `POST ${v}/admin/consultancies/{id}/licence/history/{changeId}/restore`,
          url: `${licence}/history/${String(licenceChanges.items[0]!.id)}/restore`,
          admin: true,
        });
      }
      await send({ operation: `DELETE ${v}/${resource}/{id}`, url: `${v}/${resource}/${String(made.id)}`, admin: true });
    }
    const factInput = { ...without(fact, 'id', 'updatedAt'), key: 'openapi.test.fact' };
    const madeFact = await json({ operation: `POST ${v}/facts`, url: `${v}/facts`, body: factInput, admin: true });
    await send({ operation: `PUT ${v}/facts/{id}`, url: `${v}/facts/${String(madeFact.id)}`, body: factInput, admin: true });
    await send({ operation: `POST ${v}/facts/{id}/review`, url: `${v}/facts/${String(madeFact.id)}/review`, admin: true });
    const history = (await json({ operation: `GET ${v}/facts/{id}/history`, url: `${v}/facts/${String(madeFact.id)}/history`, admin: true })) as {
      items: Array<{ id: number }>;
    };
    await send({
      operation: `POST ${v}/facts/{id}/history/{changeId}/restore`,
      url: `${v}/facts/${String(madeFact.id)}/history/${String(history.items[0]!.id)}/restore`,
      admin: true,
    });
    await send({ operation: `DELETE ${v}/facts/{id}`, url: `${v}/facts/${String(madeFact.id)}`, admin: true });
    const settings = { phone: '', email: '', address: 'Putalisadak, Kathmandu', social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) };
    await send({ operation: `PUT ${v}/settings`, url: `${v}/settings`, body: settings, admin: true });
    await send({ operation: `GET ${v}/settings`, url: `${v}/settings` });
    const settingsChanges = (await json({ operation: `GET ${v}/settings/history`, url: `${v}/settings/history`, admin: true })) as {
      items: Array<{ id: number }>;
    };
    await send({
      operation: `POST ${v}/settings/history/{changeId}/restore`,
      url: `${v}/settings/history/${String(settingsChanges.items[0]!.id)}/restore`,
      admin: true,
    });
    await send({
      operation: `PUT ${v}/exchange-rates/{currency}`,
      url: `${v}/exchange-rates/usd`,
      body: { nprPerUnit: 133.5, note: 'Checked at the bank' },
      admin: true,
    });
    await send({ operation: `DELETE ${v}/exchange-rates/{currency}/override`, url: `${v}/exchange-rates/USD/override`, admin: true });
    const rateChanges = (await json({ operation: `GET ${v}/exchange-rates/{currency}/history`, url: `${v}/exchange-rates/USD/history`, admin: true })) as {
      items: Array<{ id: number }>;
    };
    await send({
      operation: `POST ${v}/exchange-rates/{currency}/history/{changeId}/restore`,
      url: `${v}/exchange-rates/USD/history/${String(rateChanges.items[0]!.id)}/restore`,
      admin: true,
    });
    // A release's corrections of two built-in facts: one accepted, one rejected.
    await proposeBuiltInCorrections(t.database.db, t.clock.now);
    const release = releaseBuiltIns();
    const corrected = release.facts.slice(0, 2).map((f) => f.key);
    await proposeBuiltInCorrections(t.database.db, t.clock.now, {
      ...release,
      facts: release.facts.map((f) => (corrected.includes(f.key) ? { ...f, label: `${f.label} (corrected)` } : f)),
    });
    const proposals = (await json({ operation: `GET ${v}/corrections`, url: `${v}/corrections`, query: { status: 'open' }, admin: true })) as {
      items: Array<{ id: number }>;
    };
    await send({ operation: `POST ${v}/corrections/{id}/accept`, url: `${v}/corrections/${String(proposals.items[0]!.id)}/accept`, admin: true });
    await send({ operation: `POST ${v}/corrections/{id}/reject`, url: `${v}/corrections/${String(proposals.items[1]!.id)}/reject`, admin: true });
    // Fetching from the bank is turned off in tests: the described 502 with the copy kept.
    await send({ operation: `POST ${v}/exchange-rates/refresh`, url: `${v}/exchange-rates/refresh`, admin: true });

    // An image upload: the file's bytes as the body.
    const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    await send({
      operation: `POST ${v}/images`,
      url: `${v}/images`,
      query: { kind: 'logo' },
      raw: image,
      headers: { 'content-type': 'application/octet-stream' },
      admin: true,
    });

    // The inbox, the dashboard and the account.
    await send({ operation: `GET ${v}/consultations`, url: `${v}/consultations`, query: { status: 'new' }, admin: true });
    await send({ operation: `GET ${v}/consultations/{id}`, url: `${v}/consultations/${String(receipt.id)}`, admin: true });
    await send({ operation: `GET ${v}/consultations/{id}/emails`, url: `${v}/consultations/${String(receipt.id)}/emails`, admin: true });
    await send({ operation: `PATCH ${v}/consultations/{id}`, url: `${v}/consultations/${String(receipt.id)}`, body: { status: 'contacted' }, admin: true });
    await send({ operation: `GET ${v}/contact`, url: `${v}/contact`, query: { read: 'false' }, admin: true });
    await send({ operation: `PATCH ${v}/contact/{id}`, url: `${v}/contact/${String(message.id)}`, body: { read: true }, admin: true });
    await send({ operation: `GET ${v}/admin/stats`, url: `${v}/admin/stats`, admin: true });

    // Reviews: a closed booking with a consultancy, its link from the status lookup, a review, its moderation.
    const booked = await json({
      operation: `POST ${v}/consultations`,
      url: `${v}/consultations`,
      body: booking({ consultancyId: 1 }),
      headers: { 'idempotency-key': 'openapi-test-key-0002' },
    });
    await send({ operation: `PATCH ${v}/consultations/{id}`, url: `${v}/consultations/${String(booked.id)}`, body: { status: 'closed' }, admin: true });
    const status = await json({
      operation: `POST ${v}/consultations/status`,
      url: `${v}/consultations/status`,
      body: { reference: String(booked.reference), email: booking().email },
    });
    await send({ operation: `POST ${v}/reviews/link`, url: `${v}/reviews/link`, body: { token: status.reviewToken } });
    const reviewed = await json({
      operation: `POST ${v}/reviews`,
      url: `${v}/reviews`,
      body: { token: status.reviewToken, rating: 4, text: 'Clear advice and every fee in writing.' },
      headers: { 'idempotency-key': 'openapi-test-key-0003' },
    });
    await send({ operation: `GET ${v}/reviews`, url: `${v}/reviews`, query: { status: 'pending' }, admin: true });
    await send({ operation: `PATCH ${v}/reviews/{id}`, url: `${v}/reviews/${String(reviewed.id)}`, body: { status: 'approved' }, admin: true });
    await send({ operation: `GET ${v}/consultancies/{id}/reviews`, url: `${v}/consultancies/1/reviews` });

    // Problem reports: one with a PNG as evidence, read, updated, and its file downloaded.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64');
    const reported = await json({
      operation: `POST ${v}/reports`,
      url: `${v}/reports`,
      body: { consultancyId: 1, whatHappened: 'A fee was asked in cash without a receipt.', contact: '', files: [{ name: 'receipt.png', data: png }] },
      headers: { 'idempotency-key': 'openapi-test-key-0004' },
    });
    await send({ operation: `GET ${v}/reports`, url: `${v}/reports`, query: { status: 'new' }, admin: true });
    const fullReport = await json({ operation: `GET ${v}/reports/{id}`, url: `${v}/reports/${String(reported.id)}`, admin: true });
    await send({
      operation: `PATCH ${v}/reports/{id}`,
      url: `${v}/reports/${String(reported.id)}`,
      body: { status: 'looking', note: 'Calling them', confirmed: false, publicNotice: '' },
      admin: true,
    });
    const fileId = (fullReport.files as Array<{ id: number }>)[0]!.id;
    await send({ operation: `GET ${v}/reports/{id}/files/{fileId}`, url: `${v}/reports/${String(reported.id)}/files/${fileId}`, admin: true });
    await send({ operation: `GET ${v}/auth/me`, url: `${v}/auth/me`, admin: true });
    // Bulk export and import: a template imported as one new university.
    const bulk = `${v}/admin/bulk/{resource}`;
    await send({ operation: `GET ${bulk}/export.csv`, url: `${v}/admin/bulk/courses/export.csv`, admin: true });
    await send({ operation: `GET ${bulk}/duplicates`, url: `${v}/admin/bulk/consultancies/duplicates`, admin: true });
    const template = (await send({ operation: `GET ${bulk}/template.csv`, url: `${v}/admin/bulk/universities/template.csv`, admin: true })).body as string;
    const plan = await json({ operation: `POST ${bulk}/preview`, url: `${v}/admin/bulk/universities/preview`, body: { csv: template }, admin: true });
    await send({
      operation: `POST ${bulk}/apply`,
      url: `${v}/admin/bulk/universities/apply`,
      body: { csv: template, token: String(plan.token), overwriteConflicts: false },
      admin: true,
    });
    await send({
      operation: `POST ${v}/auth/password`,
      url: `${v}/auth/password`,
      body: { currentPassword: ADMIN.password, newPassword: 'a far better passphrase for tests' },
      admin: true,
    });
    await send({ operation: `POST ${v}/auth/logout`, url: `${v}/auth/logout`, admin: true });

    // Nothing described was left out.
    expect([...byKey.keys()].filter((key) => !sent.has(key))).toEqual([]);
  });
});
