import { expect, test } from '@playwright/test';
import { waitForHydration } from '../helpers/hydration';

/**
 * A widget's code that fails to load while the connection is up (a server fault, a proxy that drops a
 * file): the press is not lost, the page says what happened and offers Try again, which loads the code
 * again and then carries the press out. The home page's first load holds none of the widgets' code.
 */
test("the Search pressed while the header's code fails to load (online) says so with Try again, and Try again opens the search", async ({ page }) => {
  // The script that carries the header's statechart (its spotlight's delay is named nowhere else).
  let failing = true;
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (failing && body.includes('highlightDuration')) await route.abort('failed');
    else await route.fulfill({ response, body });
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  const search = page.locator('#header-search-button');
  await search.click();
  const notice = page.getByRole('alert').filter({ hasText: 'Part of this page could not be loaded. Check your connection and try again.' });
  await expect(notice).toBeVisible();
  await expect(search).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  failing = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
