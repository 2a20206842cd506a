import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForHydration } from '../helpers/hydration';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/serverProcess';

/**
 * Faults survived: a server of this spec's own (so it can be stopped and started again on
 * the same data), and routes made to fail, while a visitor browses and books.
 */
// Not the suite's own server (E2E_PORT, 4310 unless set): a port set apart from it, whatever it is, so that
// stopping this one never finds the other still answering.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 20;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'gantavya-faults-'));
let server: ServerProcess | null = null;

async function startServer() {
  server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@gantavya.example', ADMIN_PASSWORD: 'correct-horse-battery' }, { port: PORT });
  await server.ready(120_000);
}

async function stopServer() {
  if (!server) return;
  const s = server;
  server = null;
  await stopServerProcess(s);
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });
test.beforeAll(startServer);
test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

async function countBookings(name: string): Promise<number> {
  const login = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@gantavya.example', password: 'correct-horse-battery' }),
  });
  const cookie = String(login.headers.get('set-cookie')).split(';')[0];
  const list = (await (await fetch(`${BASE}/api/v1/consultations?limit=100`, { headers: { cookie } })).json()) as { items: Array<{ fullName: string }> };
  return list.items.filter((b) => b.fullName === name).length;
}

async function fillBooking(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill('fault@example.com');
  await page.getByLabel('Phone').fill('9841234567');
  await page.getByLabel('Preferred destination').selectOption({ index: 1 });
  await page.getByLabel('Study level').selectOption({ index: 1 });
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Preferred date').fill(date);
}

test('a visitor browsing while the server is stopped sees error states with a retry, and recovers when it returns', async ({ page }) => {
  // The pages' code is already in the browser (a visitor who has been around); then the API goes away.
  await page.goto('/universities');
  await expect(page.locator('main h1')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await stopServer();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Universities' }).click();
  const error = page
    .locator('[role="alert"]')
    .filter({ hasText: /could not/i })
    .first();
  await expect(error).toBeVisible({ timeout: 30_000 });
  await startServer();
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[role="alert"]').filter({ hasText: /could not/i })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(/universit(y|ies)/i).first()).toBeVisible();
});

test('a booking made while the server is down keeps every field, and is stored exactly once when it returns', async ({ page }) => {
  const name = `Fault Booking ${Date.now()}`;
  await page.goto('/consultation');
  await waitForHydration(page);
  await fillBooking(page, name);
  await stopServer();
  await page.getByRole('button', { name: 'Book free consultation' }).click();
  await expect(page.getByText('Your booking was not sent.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Full name')).toHaveValue(name);
  await expect(page.getByLabel('Phone')).toHaveValue('9841234567');
  await startServer();
  // The unsent form also survives a reload.
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue(name, { timeout: 30_000 });
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  if (await tryAgain.count()) await tryAgain.click();
  else await page.getByRole('button', { name: 'Book free consultation' }).click();
  await expect(page.getByRole('button', { name: 'Book another consultation' })).toBeVisible({ timeout: 30_000 });
  expect(await countBookings(name)).toBe(1);
});

test('a booking whose first attempt fails on the route is retried with the same key and stored once', async ({ page }) => {
  const name = `Route Fault ${Date.now()}`;
  let posts = 0;
  await page.route('**/api/v1/consultations', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts++;
    // The first attempt reaches the server but its answer is lost on the way back.
    if (posts === 1) {
      await route.fetch();
      return route.abort('failed');
    }
    return route.continue();
  });
  await page.goto('/consultation');
  await fillBooking(page, name);
  await page.getByRole('button', { name: 'Book free consultation' }).click();
  await expect(page.getByRole('button', { name: 'Book another consultation' })).toBeVisible({ timeout: 30_000 });
  expect(posts).toBeGreaterThanOrEqual(2);
  expect(await countBookings(name)).toBe(1);
});

test('an admin editing while the server is stopped keeps the unsaved form, and saves it once the server returns', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('admin@gantavya.example');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin(\/dashboard)?$/);
  await page.goto('/admin/blogs/edit/1');
  const title = page.getByLabel(/^Title/);
  await expect(title).not.toHaveValue('');
  const edited = `Edited during an outage ${Date.now()}`;
  await title.fill(edited);
  await stopServer();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /not saved|could not|cannot reach/i })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(title).toHaveValue(edited);
  await startServer();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Saved “${edited}”.`)).toBeVisible({ timeout: 30_000 });
  const article = (await (await fetch(`${BASE}/api/v1/blogs/1`)).json()) as { title: string };
  expect(article.title).toBe(edited);
});
