import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONSULTANCIES } from '../../src/data/consultancies';

/**
 * The JavaScript the home page loads before any interaction (every .js file fetched until the network
 * is idle), gzip -9: at most 111 KB. Measured at 102.3 KB: React, styled-components, the router, the
 * layout and the home page (and the service worker's registration, 0.3 KB). The statecharts (the header's search and menu, the compare tray, the
 * shortlist, the page loader) and XState load on first use, after hydration.
 */
export const FIRST_LOAD_BUDGET_KB = 111;

/** Text that only the header's search code carries: the modal, fuse.js (the matcher), the directory. */
const SEARCH_MARKERS = [
  'Search for consultancies, universities, or services...',
  'Pattern length exceeds max',
  ...CONSULTANCIES.slice(0, 3).map((c) => c.email),
];

test(`budget: the home page first load is at most ${FIRST_LOAD_BUDGET_KB} KB of gzip JavaScript, without the search code`, async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('main h1').first()).toBeVisible();

  let total = 0;
  const rows: string[] = [];
  for (const path of [...scripts].sort()) {
    const source = readFileSync(join('dist', path));
    const gz = gzipSync(source, { level: 9 }).length;
    total += gz;
    rows.push(`  ${path}  ${(gz / 1024).toFixed(1)} KB gzip`);
    const text = source.toString('utf8');
    for (const marker of SEARCH_MARKERS) {
      expect(text.includes(marker), `${path} carries search code (${marker})`).toBe(false);
    }
  }
  const kb = total / 1024;
  console.log(`Home page first-load JavaScript: ${kb.toFixed(1)} KB gzip in ${scripts.size} files (budget ${FIRST_LOAD_BUDGET_KB} KB)\n${rows.join('\n')}`);
  expect(kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);

  // Hovering the Search button prefetches the search code; only then does it load.
  const before = scripts.size;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Search', exact: true }).hover();
  await expect.poll(() => scripts.size).toBeGreaterThan(before);
});
