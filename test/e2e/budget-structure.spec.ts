import { expect, test } from '@playwright/test';
import AUDIT_PATHS from '../../scripts/audit-paths.json' with { type: 'json' };

// What makes a page paint early and does not move with the machine's load: checked on the pages
// the Lighthouse benchmark measures.

test.describe('budget: no render-blocking script in the head', () => {
  for (const path of AUDIT_PATHS) {
    test(`every script in the head of ${path} is a module, async or deferred`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const scripts = [...head.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
      for (const attrs of scripts) {
        const deferred = /\btype=["']?module\b/.test(attrs) || /\b(async|defer)\b/.test(attrs) || /\btype=["']?application\/(ld\+)?json\b/.test(attrs);
        expect(deferred, `render-blocking <script${attrs}> in the head of ${path}`).toBe(true);
      }
    });
  }
});

test.describe('budget: the LCP image, where a page has one, is requested early', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const path of AUDIT_PATHS) {
    test(`the largest paint on ${path} is not a lazy image, and an image there is fetched with high priority`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('main h1').first()).toBeVisible();
      const lcp = await page.evaluate(
        () =>
          new Promise<{ tag: string; loading: string | null; fetchPriority: string | null; url: string } | null>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[];
              const last = entries[entries.length - 1];
              const el = last?.element ?? null;
              resolve(el ? { tag: el.tagName, loading: el.getAttribute('loading'), fetchPriority: el.getAttribute('fetchpriority'), url: last.url } : null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(lcp, `no largest-contentful-paint entry on ${path}`).not.toBeNull();
      if (lcp!.tag === 'IMG' || lcp!.url) {
        expect(lcp!.loading, `the LCP image on ${path} (${lcp!.url}) is lazy-loaded`).not.toBe('lazy');
        if (lcp!.tag === 'IMG') expect(lcp!.fetchPriority, `the LCP image on ${path} (${lcp!.url}) lacks fetchpriority=high`).toBe('high');
      }
    });
  }
});
