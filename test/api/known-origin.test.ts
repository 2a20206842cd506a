// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, booking, type TestApp } from './harness';

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

const linksIn = async (t: TestApp) =>
  (await t.database.db.selectFrom('email_outbox').select('body').orderBy('id').execute()).flatMap((r) => r.body.match(/https?:\/\/[^\s]+/g) ?? []);

describe('links in e-mails are built from a known origin, never from the request', () => {
  it.each([
    ['PUBLIC_ORIGIN', { publicOrigin: 'https://gantavya.example' }, 'https://gantavya.example'],
    ['no PUBLIC_ORIGIN (local use)', { publicOrigin: null, port: 3000 }, 'http://localhost:3000'],
  ] as const)(
    "with %s, a booking sent with a stranger's Host header puts only that origin into the student's status link and the team's admin link",
    async (_name, config, origin) => {
      const t = await createTestApp({ config });
      apps.push(t);
      const host = 'gantavya-login.evil.example';
      const res = await t.req({
        method: 'POST',
        url: '/api/v1/consultations',
        payload: booking(),
        headers: { host, origin: undefined, 'x-forwarded-host': host },
      });
      expect(res.statusCode, res.body).toBe(201);
      const links = await linksIn(t);
      expect(links.some((l) => l.includes('/consultation/status?reference='))).toBe(true);
      expect(links.some((l) => l.includes('/admin/consultations/'))).toBe(true);
      for (const link of links) expect(link.startsWith(`${origin}/`), link).toBe(true);
      expect(links.join(' ')).not.toContain('evil.example');
    },
  );

  it("a status change sent with a stranger's Host header links the student to the configured origin", async () => {
    const t = await createTestApp({ config: { publicOrigin: 'https://gantavya.example' } });
    apps.push(t);
    const created = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking() });
    const cookie = await t.login();
    const host = 'gantavya-login.evil.example';
    const res = await t.req({
      method: 'PATCH',
      url: `/api/v1/consultations/${created.json().id}`,
      payload: { status: 'contacted' },
      headers: { cookie, host, origin: 'https://gantavya.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const links = await linksIn(t);
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(links.join(' ')).not.toContain('evil.example');
  });
});
