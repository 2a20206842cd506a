import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { waitForHydration } from '../helpers/hydration';
import { EARLY_SEARCH_IDS } from '../../src/common/header/earlySearchStandIn';

/**
 * The JavaScript the home page loads to become live (every .js file fetched until it has hydrated),
 * gzip -9: at most 111 KB. Measured at 109.5 KB (110.3 KB on /ne/): React, styled-components, the router, the layout, the
 * home page, the catalog of its language and the service worker's registration (0.3 KB), in five files (the entry, the app's chunk,
 * the page's, the catalog's and the bundler's runtime). The statecharts (the header's search and menu, the compare tray,
 * the shortlist, the page loader) and XState load after that, right after the page has hydrated
 * (src/app/warmWidgets.ts).
 */
export const FIRST_LOAD_BUDGET_KB = 111;

/**
 * The scripts a page's HTML names to become live (its entry and its modulepreload links), each once per
 * mention; not those held for later: the search's code, in a template of its own that its stand-in
 * releases only when it opens, and the HTTP client's, prefetched (fetched, not run, until its first call).
 */
const firstLoadScripts = (html: string) =>
  [
    ...html
      .replace(new RegExp(`<template id="${EARLY_SEARCH_IDS.preload}">[\\s\\S]*?</template>`), '')
      .replace(/<link rel="prefetch"[^>]*>/g, '')
      .matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g),
  ].map(([, path]) => path);

/** Text that only the header's search code carries: the modal, fuse.js (the matcher), the directory. */
const SEARCH_MARKERS = [
  'Search for consultancies, universities, or services...',
  'Pattern length exceeds max',
  ...CONSULTANCIES.slice(0, 3).map((c) => c.email),
];

/** The home page in each language: the Nepali one loads the Nepali catalog in place of the English one. */
for (const home of ['/', '/ne/'])
  test(`budget: the home page (${home}) first load is at most ${FIRST_LOAD_BUDGET_KB} KB of gzip JavaScript, without the search code`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    // What the page itself names to become live: its entry script and the modulepreload links of the
    // head and of its page-scripts template; every one of them is fetched before it hydrates.
    const html = await (await page.request.get(home)).text();
    const firstLoad = new Set(firstLoadScripts(html));
    await page.goto(home);
    await waitForHydration(page);
    for (const path of firstLoad) expect(scripts.has(path), `${path} was fetched`).toBe(true);
    await expect(page.locator('main h1').first()).toBeVisible();

    let total = 0;
    const rows: string[] = [];
    for (const path of [...firstLoad].sort()) {
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
    console.log(
      `Home page (${home}) first-load JavaScript: ${kb.toFixed(1)} KB gzip in ${firstLoad.size} files (budget ${FIRST_LOAD_BUDGET_KB} KB)\n${rows.join('\n')}`,
    );
    expect(kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);

    // Right after hydration, the search's code loads with no interaction at all.
    await expect.poll(() => [...scripts].some((path) => SEARCH_MARKERS.some((marker) => readFileSync(join('dist', path), 'utf8').includes(marker)))).toBe(true);
  });

/** Text that only the validation library's code carries (zod, set up in src/domain/zod.ts). */
const VALIDATION_MARKERS = ['jitless'];
/** Text that only the HTTP client's code carries (axios, loaded on the first API call: src/api/http.ts). */
const HTTP_CLIENT_MARKERS = ['ERR_BAD_OPTION_VALUE'];

/**
 * Pages without a form do not load the validation library (zod, 28 KB gzip with the form kit) to
 * become live: on a slow phone every kilobyte of the first load is 20 ms more at 50 KB/s before the page
 * answers a tap. The directory and a destination guide carry a card's licence badge, a field's counter
 * and embedded facts, whose rules live apart from their schemas. Nor do they load the HTTP client (axios,
 * 23 KB gzip with its retry rules): the server rendered them with their data, and it loads on the first
 * call to the API (a filter, a search, a form sent).
 */
for (const path of ['/consultancies', '/destinations/australia'])
  test(`budget: ${path} becomes live without the validation library and the HTTP client`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    const firstLoad = new Set(firstLoadScripts(html));
    expect(firstLoad.size).toBeGreaterThan(0);
    for (const file of firstLoad) {
      const text = readFileSync(join('dist', file), 'utf8');
      for (const marker of VALIDATION_MARKERS) expect(text.includes(marker), `${file} carries the validation library (${marker})`).toBe(false);
      for (const marker of HTTP_CLIENT_MARKERS) expect(text.includes(marker), `${file} carries the HTTP client (${marker})`).toBe(false);
    }
  });

/** Text that only the facts kit's chunk carries: the Markdown renderer (marked) and its sanitizer (DOMPurify). */
const FACTS_KIT_MARKERS = ['ALLOWED_URI_REGEXP', 'marked(): input parameter'];

/**
 * A page that uses none of the facts kit does not load it (the Markdown renderer and its sanitizer, the
 * built-in facts and the guides' data: 44 KB gzip, a second of Slow 3G) because of a small part the kit
 * uses too, such as a link; a guide still does.
 */
for (const [path, usesTheKit] of [
  ['/consultancies', false],
  ['/consultation', false],
  ['/privacy', false],
  ['/events', false],
  ['/destinations/australia', true],
] as const)
  test(`budget: ${path} ${usesTheKit ? 'loads' : 'does not load'} the facts kit to become live`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    const firstLoad = [...new Set(firstLoadScripts(html))];
    expect(firstLoad.length).toBeGreaterThan(0);
    const carrying = firstLoad.filter((file) => FACTS_KIT_MARKERS.every((marker) => readFileSync(join('dist', file), 'utf8').includes(marker)));
    expect(carrying.length > 0, `the facts kit among ${firstLoad.join(', ')}`).toBe(usesTheKit);
  });
