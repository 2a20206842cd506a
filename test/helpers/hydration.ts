import { expect, type Page } from '@playwright/test';

/**
 * Resolves once React has taken over the server-rendered page: the app's code and the page's chunk
 * have arrived and React has attached to the root (it does so only after both are in). From then on
 * the app handles links and presses itself, even if the server goes away.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'))))
    .toBe(true);
}
