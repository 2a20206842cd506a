import { expect, test } from '@playwright/test';
import { ROUTE_SWEEP, SWEPT_PATHS } from '../helpers/publicPaths';
import { readingTest } from '../helpers/sharedPage';
import { readFileSync } from 'node:fs';
import { waitForHydration, watchHydration } from '../helpers/hydration';

/** The pages the Lighthouse audit measures (scripts/audit-paths.json). */
const AUDIT_PATHS = JSON.parse(readFileSync('scripts/audit-paths.json', 'utf8')) as string[];

test.describe('server rendering and hydration', () => {
  for (const path of SWEPT_PATHS) {
    readingTest(`${path} arrives rendered and hydrates without a hydration warning`, { tag: ROUTE_SWEEP }, async ({ page }) => {
      const problems = watchHydration(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(await response?.text()).toContain('data-rendered="server"');
      await waitForHydration(page);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  // The server renders and keeps each page for the query parameters its page reads; the browser still has the whole address.
  for (const path of [
    '/blog?utm_source=newsletter&fbclid=abc',
    '/consultancies?ref=mail&search=Kathmandu&x=1',
    '/consultancies?category=universities&utm_medium=social',
    '/universities?country=Australia&gclid=1&page=1',
    '/cost-planner?x=1&destination=australia&level=Master&years=2',
  ]) {
    readingTest(`${path}: a page opened with query parameters it does not read hydrates without a hydration warning`, async ({ page }) => {
      const problems = watchHydration(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(page.url()).toContain(path);
      expect(problems).toEqual([]);
    });
  }

  test('the API-backed pages hydrate from the data in the page, without asking the API for it again', async ({ page }) => {
    // The content the server rendered the page with (dated facts, rates and site settings still load after).
    const CONTENT = /^\/api\/v1\/(consultancies|blogs|universities|courses)(\/|$)/;
    for (const path of [
      '/',
      '/consultancies',
      '/consultancies/1',
      '/blog',
      '/blog/1',
      '/universities',
      '/courses',
      '/destinations/australia',
      '/compare?ids=1,2,3',
    ]) {
      const apiCalls: string[] = [];
      const onRequest = (r: { url: () => string }) => {
        if (CONTENT.test(new URL(r.url()).pathname)) apiCalls.push(r.url());
      };
      page.on('request', onRequest);
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      page.off('request', onRequest);
      expect(apiCalls, `API requests while ${path} hydrated`).toEqual([]);
    }
  });

  test("the home page's sections below the fold keep the HTML the server rendered when a catalog arrives after the page went live", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The search's catalog (its texts load with its code, right after hydration), held until the page is live.
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const catalog = manifest['src/locales/widgets/en.po'].file;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${catalog}`, async (route) => {
      await held;
      await route.continue();
    });
    // The latest articles as the server wrote them, marked before any script runs.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const list = document.querySelector('[data-page="home"] [aria-label="Latest articles"]');
        if (list) (list as HTMLElement & { serverRendered?: boolean }).serverRendered = true;
      }),
    );
    await page.goto('/');
    await waitForHydration(page);
    release();
    // The catalog is in: the search's own dialog shows its texts.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.locator('#search-dialog').getByRole('combobox', { name: /^Search consultancies by name/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#search-dialog')).toBeHidden();
    // The section comes near: its code loads and it hydrates.
    await page.locator('#home-blog').scrollIntoViewIfNeeded();
    const list = page.locator('[data-page="home"] [aria-label="Latest articles"]');
    await expect.poll(() => list.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), { intervals: [50] }).toBe(true);
    expect(await list.evaluate((el) => (el as HTMLElement & { serverRendered?: boolean }).serverRendered === true)).toBe(true);
  });

  test('a client-side navigation after the first page still loads its data from the API', async ({ page }) => {
    await page.goto('/consultancies/1', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const listRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/blogs');
    await page.getByRole('banner').getByRole('link', { name: 'Blogs' }).click();
    await listRequest;
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('the largest paint comes from the first response', () => {
  for (const path of AUDIT_PATHS) {
    test(`${path}: the element of the largest contentful paint is in the HTML the server sent`, async ({ page, browser }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // The browser's own record of the largest paint, and what that element is.
      const lcp = await page.evaluate(
        () =>
          new Promise<{ tag: string; text: string; src: string | null } | null>((done) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              const el = entries.at(-1)?.element;
              done(el ? { tag: el.tagName.toLowerCase(), text: (el.textContent ?? '').trim().slice(0, 60), src: el.getAttribute('src') } : null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(lcp, `the largest paint on ${path} names an element still in the page`).not.toBeNull();
      // The same page as the server sent it, without any script run.
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const bare = await context.newPage();
        await bare.goto(path);
        const same = lcp!.src ? bare.locator(`${lcp!.tag}[src="${lcp!.src}"]`) : bare.locator(lcp!.tag).filter({ hasText: lcp!.text });
        expect(await same.count(), `${lcp!.tag} "${lcp!.src ?? lcp!.text}" in the server's HTML of ${path}`).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    });
  }
});

test.describe('real status codes', () => {
  for (const [path, heading] of [
    ['/no-such-page', 'Page not found'],
    ['/consultancies/99999', 'Consultancy not found'],
    ['/blog/99999', 'Article not found'],
  ] as const) {
    test(`${path} answers 404 with the not-found page rendered`, async ({ request, page }) => {
      const r = await request.get(path);
      expect(r.status()).toBe(404);
      expect(await r.text()).toContain(`<h1>${heading}</h1>`);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('the admin area is rendered by the browser and never stored by caches', async ({ request }) => {
    const r = await request.get('/admin/blogs');
    expect(r.status()).toBe(200);
    expect(r.headers()['cache-control']).toBe('no-store');
    expect(await r.text()).not.toContain('data-rendered="server"');
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of SWEPT_PATHS) {
    readingTest(`${path} shows its content`, { tag: ROUTE_SWEEP }, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main h1').first()).not.toHaveText('');
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('links work: the header, a list item and the footer lead to their pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Consultancies' }).first().click();
    await expect(page).toHaveURL(/\/consultancies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultancies' })).toBeVisible();
    await page.locator('main a[href^="/consultancies/"]').first().click();
    await expect(page).toHaveURL(/\/consultancies\/\d+$/);
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
});
