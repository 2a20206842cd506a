import { expect, type Page } from '@playwright/test';

/**
 * Resolves once React has attached to the server-rendered page's root: the app's code and the page's
 * chunk have arrived (it attaches only after both are in), and the app handles links and presses
 * itself, even if the server goes away. Hydration itself may still be going on (it runs in slices):
 * what a test types or presses from here on is what a visitor does in that moment, which the page
 * must keep (fields hand what they hold to their form; early presses are held and replayed).
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'))), {
      intervals: [50],
    })
    .toBe(true);
}

/** React's hydration failures: its development texts and, in the production build, its error numbers. */
export const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b|Minified React error #(418|419|421|422|423|425)\b/i;

/** Collects every hydration failure the page reports (console or uncaught), from now on. */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION_PROBLEM.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (HYDRATION_PROBLEM.test(e.message)) problems.push(e.message);
  });
  return problems;
}

/**
 * Resolves once the search's own code runs: the page's stand-in (src/app/earlySearch.ts) has handed
 * the search over to its statechart, which happens only when the header's code, the search dialog's
 * and the widgets' texts are all in (a chunk's download alone is not enough: it still has to run).
 */
export async function waitForSearchCode(page: Page) {
  await expect.poll(() => page.evaluate(() => !('__gantavyaEarlySearch' in window)), { intervals: [50] }).toBe(true);
}
