import { expect, type Page } from '@playwright/test';

/**
 * Resolves once React has attached to the server-rendered page's root: the app's code and the page's
 * chunk have arrived (it attaches only after both are in), and the app handles links and presses
 * itself, even if the server goes away. Hydration itself may still be going on (it runs in slices):
 * what a test types or presses from here on is what a visitor does in that moment, which the page
 * must keep (fields hand what they hold to their form; early presses are held and replayed).
 */
export async function waitForHydration(page: Page) {
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(true);
}
