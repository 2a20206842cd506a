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

/** WCAG 2.5.5's target size, in CSS pixels each way. */
export const MIN_TARGET_PX = 44;

/**
 * Links inside a paragraph's sentence (words of the paragraph's own beside them) that are laid out as a
 * box instead of wrapping with the words (the 44 px rule for links that stand alone took them for one).
 * Runs in the page: self-contained.
 */
export function boxedSentenceLinks(): string[] {
  const boxed: string[] = [];
  for (const a of document.querySelectorAll('p a[href]')) {
    const p = a.parentElement;
    if (!p || p.tagName !== 'P' || !a.checkVisibility()) continue;
    const words = [...p.childNodes].some((n) => n !== a && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    if (words && getComputedStyle(a).display !== 'inline')
      boxed.push(`"${(a.textContent ?? '').trim().slice(0, 40)}" in "${(p.textContent ?? '').trim().slice(0, 60)}"`);
  }
  return boxed;
}

/**
 * Links and buttons that stand alone (in a list, a menu, the footer, a line of their own) and are
 * smaller than `min` CSS pixels either way. A link inside a sentence (an inline box with other text
 * of its block on its line) is exempt, as WCAG exempts it; so are boxes out of sight (a skip link
 * waiting for focus, a visually hidden control). Run in the page (page.evaluate).
 */
export function smallTargets(min: number): string[] {
  const blockOf = (el: Element): Element => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      const display = getComputedStyle(a).display;
      if (!display.startsWith('inline') && display !== 'contents') return a;
    }
    return document.body;
  };
  /** Is there text of the link's block, outside the link, on one of the link's lines? */
  const inSentence = (el: Element) => {
    const lines = [...el.getClientRects()];
    const texts = document.createTreeWalker(blockOf(el), NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (el.contains(node) || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const t of range.getClientRects()) {
        if (lines.some((l) => t.top < l.bottom - 1 && t.bottom > l.top + 1)) return true;
      }
    }
    return false;
  };
  const small: string[] = [];
  for (const el of document.querySelectorAll('a[href], button, [role="button"], summary')) {
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"], [inert]')) continue;
    const r = el.getBoundingClientRect();
    if (r.right <= 0 || (r.width <= 1 && r.height <= 1)) continue;
    if (r.width >= min - 0.5 && r.height >= min - 0.5) continue;
    if (getComputedStyle(el).display === 'inline' && inSentence(el)) continue;
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    small.push(`<${el.tagName.toLowerCase()}> "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  return small;
}
