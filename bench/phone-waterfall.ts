/**
 * npm run bench:waterfall [-- --pages /,/consultancies] [-- --block-sw]: where a slow phone's first load
 * spends its time. The production build on BENCH_PORT (or E2E_PORT), opened once per page in Chromium with
 * the phone of bench:phone (360x740, Slow 3G: 2 s a request, 50 KB/s; a 4x slower CPU); prints every
 * request with its start and end (seconds from the first request) and its size, for a first load
 * with a tap on Search at 2.5 s (as bench:phone's) and "ka" typed once the dialog is open. Figures only.
 */
import { chromium } from '@playwright/test';
import CHROMIUM_FLAGS from '../scripts/chromium-flags.json' with { type: 'json' };
import { startProductionServer } from '../scripts/serve-prod.mjs';
import { PHONE_CONTEXT, SLOW_PHONE, emulatePhone } from '../test/helpers/phone';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const PAGES = (arg('pages') ?? '/,/consultancies,/destinations/australia').split(',');
/** --block-sw: no service worker (its downloads escape the emulated connection; see bench/phone.bench.ts). */
const BLOCK_SW = process.argv.includes('--block-sw');
const PORT = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 4399);

const server = await startProductionServer(PORT);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
try {
  for (const path of PAGES) {
    const context = await browser.newContext({ ...PHONE_CONTEXT, ...(BLOCK_SW ? { serviceWorkers: 'block' as const } : {}) });
    const page = await context.newPage();
    const cdp = await emulatePhone(page, SLOW_PHONE);
    const rows = new Map<string, { url: string; start: number; end: number | null; bytes: number; priority: string }>();
    let t0 = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!t0) t0 = e.timestamp;
      rows.set(e.requestId, { url: e.request.url.replace(server.url, ''), start: e.timestamp - t0, end: null, bytes: 0, priority: e.request.initialPriority });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const row = rows.get(e.requestId);
      if (row) Object.assign(row, { end: e.timestamp - t0, bytes: e.encodedDataLength });
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
    while ((await page.evaluate(() => performance.now())) < 2500) await new Promise((r) => setTimeout(r, 50));
    await page.locator('#header-search-button').tap({ force: true });
    await page.locator('#search-input').waitFor({ state: 'visible', timeout: 60_000 });
    const openAt = await page.evaluate(() => performance.now());
    await page.locator('#search-input').pressSequentially('ka');
    await page
      .locator('[role="option"]')
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 })
      .catch(() => undefined);
    const doneAt = await page.evaluate(() => performance.now());
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    const s = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
    console.log(`\n${path}: first text ${s(fcp)}, a tap on Search at 2.5 s opened the dialog at ${s(openAt)}, "ka" showed suggestions at ${s(doneAt)}`);
    for (const r of [...rows.values()].sort((a, b) => a.start - b.start))
      console.log(
        `  ${r.start.toFixed(2).padStart(6)} → ${r.end === null ? '   ...' : r.end.toFixed(2).padStart(6)}  ${String(Math.round(r.bytes / 1024)).padStart(4)} KB  ${r.priority.padEnd(8)} ${r.url.slice(0, 90)}`,
      );
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
