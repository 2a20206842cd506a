import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../helpers/hydration';
import { OFFLINE_HEADING, OFFLINE_SAVED_HEADING } from '../../worker/offlinePage';
import { CACHE_NAMES, CACHE_PREFIX, SERVICE_WORKER_URL, shellCacheName } from '../../worker/protocol';

/**
 * Offline reading with the service worker (worker/sw.ts) in Chromium against the production server: a
 * visitor reads a guide and a consultancy, saves the consultancy and makes a cost plan; then the
 * connection drops. Reloading and moving around, what was read still reads, the shortlist and the plan
 * show; a page never opened says the connection is gone and links to the kept pages; the admin area is
 * never served from a cache.
 */
test.use({ serviceWorkers: 'allow' });

const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';

/** Every address kept in the worker's caches. */
const keptUrls = (page: Page) =>
  page.evaluate(async (prefix) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return urls;
  }, CACHE_PREFIX);

/** The worker controls the page, and has kept the page's own address. */
async function waitForWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const path = new URL(page.url()).pathname;
  await expect.poll(() => keptUrls(page)).toContain(path);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('pages read before the connection dropped read offline, with the shortlist and the cost plan; a page never opened shows the offline page', async ({
      page,
      context,
    }) => {
      // A guide, opened from its address (the server renders it).
      await page.goto('/destinations/australia');
      await waitForHydration(page);
      const guideHeading = await page.getByRole('heading', { level: 1 }).innerText();
      await waitForWorker(page);

      // A consultancy, reached inside the app, and saved to the shortlist.
      await page.goto('/consultancies');
      await waitForHydration(page);
      await page
        .getByRole('link', { name: /^Details of / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/consultancies\/\d+$/);
      const consultancyUrl = page.url();
      // The page's heading names the consultancy once its details are in (its Save button with them).
      await expect(page.getByRole('button', { name: /^Save / }).first()).toBeVisible();
      const name = await page.getByRole('heading', { level: 1 }).innerText();
      await page
        .getByRole('button', { name: `Save ${name}` })
        .first()
        .click();
      await expect(page.getByRole('button', { name: `Save ${name}` }).first()).toHaveAttribute('aria-pressed', 'true');

      // The shortlist, opened inside the app, lists it.
      await page.goto('/shortlist');
      await waitForHydration(page);
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

      // A cost plan, made with the planner's form (the address then holds the plan).
      await page.goto('/cost-planner');
      await waitForHydration(page);
      await page.getByLabel('Destination').selectOption('australia');
      await page.getByLabel('Study level').selectOption('masters');
      await page.getByLabel('Years of study').fill('2');
      await page.getByLabel('Years of study').press('Enter');
      await expect(page).toHaveURL(/destination=australia/);
      const plan = page.locator('[data-part="plan"]');
      await expect(plan).toBeVisible();
      const planText = await plan.innerText();

      await context.setOffline(true);

      // Reloaded offline, the plan shows again.
      await page.reload();
      await expect(page.locator('[data-part="plan"]')).toBeVisible();
      await expect.poll(() => page.locator('[data-part="plan"]').innerText()).toBe(planText);

      // The shortlist, opened from its address: the saved consultancy is listed; its link (inside the app)
      // opens the consultancy read before.
      await page.goto('/shortlist');
      await waitForHydration(page);
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(consultancyUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

      // The guide, opened from its address: the page read before, and it comes alive (hydrates) offline.
      await page.goto('/destinations/australia');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guideHeading);
      await waitForHydration(page);

      // A page never opened: the offline page, with links to the pages kept.
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_HEADING);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(OFFLINE_SAVED_HEADING);
      await expect(page.locator('main a[href="/destinations/australia"]')).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport.width);

      // Back online, the same address opens the real page.
      await context.setOffline(false);
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(OFFLINE_HEADING);
    });
  });
}

test('the admin area and its API answers are never kept, and offline the admin shows the offline page, not a copy', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  await waitForWorker(page);
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin(\/dashboard)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/admin/consultations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const kept = await keptUrls(page);
  expect(kept.filter((url) => /^\/admin(\/|$)|^\/api\/v\d+\/(admin|auth|consultations|contact)(\/|$)/.test(url))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/admin/consultations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_HEADING);
});

test("a new release takes over an open page without breaking it: the old release's chunks stay within reach, offline too", async ({ page, context }) => {
  const workerFile = `dist${SERVICE_WORKER_URL}`;
  const released = readFileSync(workerFile, 'utf8');
  // The server sends the precompressed copies the build made beside the script: a release replaces all three.
  const copies = [`${workerFile}.br`, `${workerFile}.gz`].filter((f) => existsSync(f)).map((f) => [f, readFileSync(f)] as const);
  const publish = (code: string) => {
    writeFileSync(workerFile, code);
    for (const [f] of copies) writeFileSync(f, f.endsWith('.br') ? brotliCompressSync(code) : gzipSync(code));
  };
  const shell = JSON.parse(/^var __SHELL__=(.*);$/m.exec(released)![1]) as { version: string; files: string[] };
  // The next release: another version, and the search's chunk under another name (its old file is gone from the new shell).
  const searchChunk = shell.files.find((f) => /\/SearchModal-[^/]+\.js$/.test(f))!;
  expect(searchChunk).toBeTruthy();
  const next = { version: 'nextrelease1', files: shell.files.filter((f) => f !== searchChunk) };
  try {
    await page.goto('/consultancies');
    await waitForHydration(page);
    await waitForWorker(page);
    expect(await page.evaluate(() => caches.keys())).toContain(shellCacheName(shell.version));

    publish(released.replace(/^var __SHELL__=.*;$/m, `var __SHELL__=${JSON.stringify(next)};`));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    // The new worker takes over at once; the old shell's cache is gone, its hashed files kept in the assets cache.
    await expect.poll(() => page.evaluate(() => caches.keys())).toContain(shellCacheName(next.version));
    await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(shellCacheName(shell.version));
    const assets = await page.evaluate(
      (name) =>
        caches
          .open(name)
          .then((c) => c.keys())
          .then((keys) => keys.map((k) => new URL(k.url).pathname)),
      CACHE_NAMES.assets,
    );
    expect(assets).toContain(searchChunk);

    // The open page still works: a link inside the app, and, offline, the old release's search chunk still loads.
    await page
      .getByRole('link', { name: /^Details of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/consultancies\/\d+$/);
    await context.setOffline(true);
    expect(await page.evaluate((url) => fetch(url).then((r) => r.status), searchChunk)).toBe(200);
  } finally {
    writeFileSync(workerFile, released);
    for (const [f, bytes] of copies) writeFileSync(f, bytes);
  }
});
