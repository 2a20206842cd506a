import { expect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtInHash } from '../../server/db/built-in-corrections';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/serverProcess';

/**
 * A site set up with the previous release receives this release's correction of a built-in fact as a
 * proposal: a server of this spec's own is started once (it seeds this release), its database is
 * turned into the previous release's (the fact's older value, remembered as what it was seeded
 * from), and the server is started again on it, as an upgrade would.
 */
const EMAIL = 'admin@gantavya.example';
const PASSWORD = 'correct-horse-battery';
const KEY = 'destination.usa.arrival';
const OLD_TEXT = 'up to 120 days before the program start date (the previous release)';
const dataDir = mkdtempSync(join(tmpdir(), 'gantavya-corrections-'));
let server: ServerProcess | null = null;
let base = '';

async function startServer() {
  server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, SMTP_URL: '' });
  base = server.base;
  await server.ready(120_000);
}

async function stopServer() {
  if (!server) return;
  const s = server;
  server = null;
  await stopServerProcess(s);
}

/** The database as the previous release left it: the fact holds its older value, and that is the built-in version it remembers. */
function makePreviousRelease() {
  const db = new SQLite(join(dataDir, 'gantavya.sqlite'));
  try {
    const row = db.prepare('select data from facts where key = ?').get(KEY) as { data: string };
    const previous = { ...JSON.parse(row.data), value: { kind: 'text', text: OLD_TEXT } };
    db.prepare('update facts set data = ? where key = ?').run(JSON.stringify(previous), KEY);
    const seeded = db
      .prepare("update built_in_seeds set hash = ?, value = ? where kind = 'fact' and key = ?")
      .run(builtInHash(previous), JSON.stringify(previous), KEY);
    expect(seeded.changes).toBe(1);
  } finally {
    db.close();
  }
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  await startServer();
  await stopServer();
  makePreviousRelease();
  await startServer();
});
test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test('an upgraded site shows a corrected built-in fact as a proposal (old value, new value, source), changes nothing until an admin accepts it, then shows the new value at once', async ({
  page,
  request,
}) => {
  const fact = (await (await request.get(`${base}/api/v1/facts?keys=${KEY}`)).json()).items[0] as { value: { text: string }; sourceName: string };
  // Not overwritten by the start: the site still says the previous release's value.
  expect(fact.value.text).toBe(OLD_TEXT);
  const blogs = (await (await request.get(`${base}/api/v1/blogs?limit=20`)).json()).items as Array<{ id: number; slug: string }>;
  const article = blogs.find((b) => b.slug === 'pre-departure-checklist')!;
  await page.goto(`${base}/blog/${article.id}`);
  await expect(page.locator(`[data-fact="${KEY}"]`).first()).toContainText(OLD_TEXT);

  await page.goto(`${base}/admin/corrections`);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corrections from a release' })).toBeVisible();
  const proposal = page.getByRole('article', { name: 'USA: earliest entry' });
  await expect(proposal.getByRole('listitem').filter({ hasText: `Value: ${OLD_TEXT} → up to 30 days before the program start date` })).toBeVisible();
  await expect(proposal.getByRole('link', { name: 'U.S. Department of State, student visa' }).first()).toBeVisible();
  await proposal.getByRole('button', { name: 'Accept the correction' }).click();
  await expect(page.getByRole('status').getByText('Accepted the correction of “USA: earliest entry”')).toBeVisible();
  await expect(page.getByText('No correction is waiting.')).toBeVisible();
  await expect(page.locator('[data-part="decided"]')).toContainText(`USA: earliest entry (fact ${KEY}): Accepted by ${EMAIL}`);

  await page.goto(`${base}/blog/${article.id}`);
  await expect(page.locator(`[data-fact="${KEY}"]`).first()).toContainText('up to 30 days before the program start date');
  await expect(page.getByText(OLD_TEXT)).toHaveCount(0);
});
