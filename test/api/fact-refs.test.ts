// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fact } from '../../src/domain/fact';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(() => t.close());

const blog = (body: string) => ({
  slug: 'facts-in-an-article',
  title: 'Facts in an article',
  excerpt: 'Short summary.',
  body,
  coverImage: '/images/covers/cover-1.svg',
  author: 'Editor',
  tags: ['news'],
  status: 'draft',
});

describe('API: articles embed facts by key', () => {
  it('saving an article that embeds an unknown fact is refused with a field error on the body, and saves nothing', async () => {
    const before = (await t.req({ method: 'GET', url: '/api/v1/blogs?limit=1&status=draft', headers: { cookie } })).json().total;
    const r = await t.req({
      method: 'POST',
      url: '/api/v1/blogs',
      headers: { cookie },
      payload: blog('Funds: {{fact destination.uk.visa-funds}}; fee: {{fact no.such-fact}}; {{fact Bad_Key}}.'),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.fields.body).toBe(
      'Unknown facts: no.such-fact, Bad_Key. Insert facts by their key from the facts list, e.g. {{fact destination.uk.visa-funds}}.',
    );
    expect((await t.req({ method: 'GET', url: '/api/v1/blogs?limit=1&status=draft', headers: { cookie } })).json().total).toBe(before);
  });

  it('an article embedding known facts saves, and an edit that adds an unknown one is refused', async () => {
    const created = await t.req({ method: 'POST', url: '/api/v1/blogs', headers: { cookie }, payload: blog('Funds: {{fact destination.uk.visa-funds}}.') });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const edit = await t.req({ method: 'PUT', url: `/api/v1/blogs/${id}`, headers: { cookie }, payload: blog('Now {{fact gone.fact}}.') });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields.body).toMatch(/^Unknown fact: gone\.fact\./);
    expect((await t.req({ method: 'GET', url: `/api/v1/blogs/${id}`, headers: { cookie } })).json().body).toBe('Funds: {{fact destination.uk.visa-funds}}.');
  });

  it('GET /facts?keys= reads the facts with those keys; a malformed list is refused', async () => {
    const r = (await t.req({ method: 'GET', url: '/api/v1/facts?limit=100&keys=destination.uk.visa-funds,destination.uk.visa-fee,no.such-fact' })).json();
    expect(r.items.map((f: Fact) => f.key).sort()).toEqual(['destination.uk.visa-fee', 'destination.uk.visa-funds']);
    expect((await t.req({ method: 'GET', url: '/api/v1/facts?keys=Bad_Key' })).statusCode).toBe(400);
  });
});
