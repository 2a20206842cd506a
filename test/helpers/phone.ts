import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * A cheap phone in Chromium: the screen and touch (a browser context's options), and, through the
 * Chrome DevTools Protocol, a slow connection and a slower CPU. Shared by the end-to-end tests' phone
 * project and by `npm run bench:phone`.
 */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  screen: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export interface PhoneConditions {
  /** Added to every request, in milliseconds (null: the connection as it is). */
  latencyMs: number | null;
  /** Bytes per second each way. */
  throughput: number;
  /** How many times slower the CPU runs (1: as it is). */
  cpuSlowdown: number;
}

/** Slow 3G on a phone whose CPU is four times slower than this machine's: what the site is measured against. */
export const SLOW_PHONE: PhoneConditions = { latencyMs: 2000, throughput: 50 * 1024, cpuSlowdown: 4 };

/** The phone's CPU, on this machine's connection (for journeys where the network adds only waiting). */
export const SLOW_CPU: PhoneConditions = { latencyMs: null, throughput: -1, cpuSlowdown: 4 };

/** Applies the conditions to a page (before its navigation); they last as long as the page. */
export async function emulatePhone(page: Page, conditions: PhoneConditions = SLOW_PHONE) {
  const cdp = await page.context().newCDPSession(page);
  if (conditions.latencyMs !== null) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: conditions.latencyMs,
      downloadThroughput: conditions.throughput,
      uploadThroughput: conditions.throughput,
    });
  }
  if (conditions.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
  return cdp;
}

/**
 * Playwright's `test` on the phone: each test's page has the screen and touch of PHONE_CONTEXT (from
 * the project's `use`) and the CPU slowdown of SLOW_CPU; a test that needs the slow connection too
 * calls `emulatePhone(page, SLOW_PHONE)` before it navigates, the only place the network matters.
 */
export const phoneTest = base.extend<{ phone: (conditions?: PhoneConditions) => Promise<void> }>({
  page: async ({ page }, provide) => {
    await emulatePhone(page, SLOW_CPU);
    await provide(page);
  },
  phone: async ({ page }, provide) => {
    await provide(async (conditions = SLOW_PHONE) => {
      await emulatePhone(page, conditions);
    });
  },
});

/** The page does not scroll sideways (nothing is wider than the screen). */
export const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
