/**
 * npm run bench:phone [-- --runs 5] [-- --pages /,/consultancies]: the site in the hand of a cheap phone on a
 * slow connection. The production build, served by the real server (a temp data dir) on BENCH_PORT (or
 * E2E_PORT, else a default), opened in Debian's Chromium at 360x740 with touch, Slow 3G (2 s latency,
 * 50 KB/s each way) and a 4x slower CPU (the phone fixture of the end-to-end tests, test/helpers/phone.ts).
 *
 * Each page is loaded twice per run, each time in a fresh context (an empty cache):
 * - load A: first text painted (first-contentful-paint); a tap on Search at 2.5 s after the navigation
 *   started: the time until the tap shows it was taken (the button busy or pressed, or the dialog open) and
 *   until the dialog is open; a visitor who sees nothing taps again every 3 s. Then "ka" is typed: search
 *   usable = the time, from the navigation start, at which the suggestions show.
 * - load B: from 6 s on, a tap on the menu toggle (until the menu is open), and then on Search (until the
 *   dialog is open).
 * Prints the median of the runs per page (and the slowest run) as a table; figures, never a verdict.
 * Budgets we aim at: first text <= 2.5 s, search usable <= 6 s, tap feedback <= 100 ms and completion
 * <= 6 s, menu and search from 6 s on <= 300 ms. On a shared machine:
 * `flock /tmp/gantavya-measure.lock npm run bench:phone`. With `-- --block-sw`, without the service worker (see BLOCK_SW);
 * with `-- --behind-nginx`, through nginx with TLS and HTTP/2 as deployed (see BEHIND_NGINX).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import CHROMIUM_FLAGS from '../scripts/chromium-flags.json' with { type: 'json' };
import { startProductionServer } from '../scripts/serve-prod.mjs';
import { PHONE_CONTEXT, SLOW_PHONE, emulatePhone } from '../test/helpers/phone';
import { startTlsProxy, type TlsProxy } from '../test/helpers/tlsProxy';
import { findNginx } from '../scripts/find-nginx';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 5);
/**
 * --block-sw: no service worker. The worker's own downloads (it precaches the search's and the widgets'
 * chunks after the page's load event) escape the page's emulated connection, so with it a chunk the page
 * asks for later may come from the worker's cache at full speed: figures a real slow phone would not see.
 */
const BLOCK_SW = process.argv.includes('--block-sw');
/**
 * --behind-nginx: the pages through a real nginx with TLS and HTTP/2, as docs/deploy/nginx.conf deploys
 * the site (test/helpers/tlsProxy.ts), instead of straight from the server over HTTP/1.1, where the
 * browser fetches six files at a time from a host.
 */
const BEHIND_NGINX = process.argv.includes('--behind-nginx');
const CONTEXT = { ...PHONE_CONTEXT, ...(BLOCK_SW ? { serviceWorkers: 'block' as const } : {}), ...(BEHIND_NGINX ? { ignoreHTTPSErrors: true } : {}) };
const PAGES = (arg('pages') ?? '/,/consultancies,/destinations/australia').split(',');
const PORT = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 4399);
const TAP_AT_MS = 2500;
const LATE_TAP_AT_MS = 6000;
const RETAP_EVERY_MS = 3000;
const GIVE_UP_MS = 60_000;

/**
 * Watches, inside the page from its first byte, for the answer to the last tap (times on the page's clock).
 * Plain JavaScript in a string: a function compiled by tsx would carry helpers the page does not have.
 */
const WATCH_TAPS = `(() => {
  window.__tap = null;
  const shown = (id) => {
    const el = document.getElementById(id);
    return !!el && el.getClientRects().length > 0;
  };
  const check = () => {
    const tap = window.__tap;
    if (!tap) return;
    const button = document.getElementById(tap.target);
    const open = tap.target === 'header-menu-toggle' ? shown('mobile-nav') : shown('search-input') || shown('early-search-input');
    const taken = open || (button && (button.getAttribute('aria-busy') === 'true' || button.getAttribute('aria-expanded') === 'true' || button.hasAttribute('data-pending')));
    const now = performance.now();
    if (taken && tap.feedback === null) tap.feedback = now;
    if (open && tap.done === null) tap.done = now;
  };
  document.addEventListener('pointerdown', (e) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (!button) return;
    // A second tap on the same control keeps the first one's clock: the visitor is still waiting.
    if (window.__tap && window.__tap.target === button.id && window.__tap.done === null) return;
    window.__tap = { at: performance.now(), target: button.id, feedback: null, done: null };
  }, true);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const tick = () => { check(); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();`;

type Tap = { at: number; target: string; feedback: number | null; done: number | null };
const readTap = (page: Page) => page.evaluate(() => (window as unknown as { __tap: Tap | null }).__tap);
const pageNow = (page: Page) => page.evaluate(() => performance.now());

async function waitUntilPageTime(page: Page, ms: number) {
  for (;;) {
    const now = await pageNow(page);
    if (now >= ms) return;
    await new Promise((r) => setTimeout(r, Math.min(100, ms - now)));
  }
}

/** Taps the control (again every RETAP_EVERY_MS while nothing shows) until it is open; its tap record. */
async function tapUntilOpen(page: Page, selector: string): Promise<Tap | null> {
  const started = Date.now();
  let lastTap = 0;
  for (;;) {
    const tap = await readTap(page);
    if (tap && tap.target && selector.includes(tap.target) && tap.done !== null) return tap;
    const nothingShown = !tap || tap.feedback === null;
    if (Date.now() - lastTap >= RETAP_EVERY_MS && (lastTap === 0 || nothingShown)) {
      lastTap = Date.now();
      await page
        .locator(selector)
        .first()
        .tap({ timeout: GIVE_UP_MS, force: true })
        .catch(() => undefined);
    }
    if (Date.now() - started > GIVE_UP_MS) return tap;
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Figures {
  firstText: number | null;
  tapFeedback: number | null;
  tapDone: number | null;
  searchUsable: number | null;
  menuLate: number | null;
  searchLate: number | null;
}

async function measure(url: string): Promise<Figures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const figures: Figures = { firstText: null, tapFeedback: null, tapDone: null, searchUsable: null, menuLate: null, searchLate: null };
    // Load A: first text, a tap on Search at 2.5 s, then typing.
    {
      const context = await browser.newContext(CONTEXT);
      await context.addInitScript(WATCH_TAPS);
      const page = await context.newPage();
      await emulatePhone(page, SLOW_PHONE);
      await page.goto(url, { waitUntil: 'commit' });
      await waitUntilPageTime(page, TAP_AT_MS);
      const tap = await tapUntilOpen(page, '#header-search-button');
      if (tap) {
        figures.tapFeedback = tap.feedback === null ? null : tap.feedback - tap.at;
        figures.tapDone = tap.done === null ? null : tap.done - tap.at;
      }
      if (tap?.done != null) {
        // Into the text box that has focus: the search's own, or its stand-in's (which hands the text over).
        await page.keyboard.type('ka');
        await page
          .locator('[role="option"]')
          .first()
          .waitFor({ state: 'visible', timeout: GIVE_UP_MS })
          .catch(() => undefined);
        if (await page.locator('[role="option"]').first().isVisible()) figures.searchUsable = await pageNow(page);
      }
      figures.firstText = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
      await context.close();
    }
    // Load B: from 6 s on, the menu, then the search.
    {
      const context = await browser.newContext(CONTEXT);
      await context.addInitScript(WATCH_TAPS);
      const page = await context.newPage();
      await emulatePhone(page, SLOW_PHONE);
      await page.goto(url, { waitUntil: 'commit' });
      await waitUntilPageTime(page, LATE_TAP_AT_MS);
      const menu = await tapUntilOpen(page, '#header-menu-toggle');
      if (menu?.done != null) figures.menuLate = menu.done - menu.at;
      if (menu?.done != null) {
        await page.locator('#header-menu-toggle').tap({ force: true });
        await page
          .locator('#mobile-nav')
          .waitFor({ state: 'hidden', timeout: GIVE_UP_MS })
          .catch(() => undefined);
      }
      const search = await tapUntilOpen(page, '#header-search-button');
      if (search?.done != null) figures.searchLate = search.done - search.at;
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (values: Array<number | null>, unit: 's' | 'ms') => {
  const got = values.filter((v): v is number => v !== null);
  if (got.length === 0) return 'never';
  const show = (v: number) => (unit === 's' ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
  const missed = values.length - got.length;
  return `${show(median(got))} (max ${show(Math.max(...got))})${missed ? ` ${missed} never` : ''}`;
};

if (!existsSync('dist-server/main.js')) {
  const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = await startProductionServer(PORT);
let proxy: TlsProxy | null = null;
try {
  if (BEHIND_NGINX) {
    const nginx = findNginx();
    if (!nginx.path) throw new Error(`--behind-nginx: ${nginx.missing}`);
    proxy = await startTlsProxy(nginx.path, PORT);
  }
  const base = proxy ? `https://localhost:${proxy.port}` : server.url;
  const rows: string[][] = [];
  for (const path of PAGES) {
    const all: Figures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const f = await measure(`${base}${path}`);
      console.error(`${path} run ${run}: ${JSON.stringify(Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v === null ? null : Math.round(v)])))}`);
      all.push(f);
    }
    const col = (k: keyof Figures) => all.map((f) => f[k]);
    rows.push([
      path,
      fmt(col('firstText'), 's'),
      fmt(col('searchUsable'), 's'),
      fmt(col('tapFeedback'), 'ms'),
      fmt(col('tapDone'), 's'),
      fmt(col('menuLate'), 'ms'),
      fmt(col('searchLate'), 'ms'),
    ]);
  }
  const head = ['page', 'first text', 'search usable', 'tap@2.5s feedback', 'tap@2.5s done', 'menu tap @6s+', 'search tap @6s+'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(
    `\nPhone (360x740, touch, Slow 3G 2 s / 50 KB/s, CPU 4x), median of ${RUNS} (max)${BLOCK_SW ? ', no service worker' : ''}, ${proxy ? 'through nginx (TLS, HTTP/2)' : 'straight from the server (HTTP/1.1)'}:`,
  );
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
} finally {
  await proxy?.stop();
  server.stop();
}
