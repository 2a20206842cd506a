import { expect, test, type Page } from '@playwright/test';

/**
 * Holds back the app's own chunk (React, the layout, the router), so the page stays as the server sent
 * it, painted but not hydrated, until `release` is called: a slow phone on a slow network, on demand.
 */
async function holdHydration(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('before the page has hydrated', () => {
  test('a button pressed before the page hydrated still does its work: the Search button opens the search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdHydration(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(page.url()).toMatch(/\/$/);
    release();
    await expect(page.getByRole('combobox', { name: /^Search consultancies by name/ })).toBeFocused();
  });

  test('what a visitor typed in the booking form before the page hydrated is booked with the rest', async ({ page }) => {
    const name = `Gita Rai ${Date.now().toString(36)}`;
    const release = await holdHydration(page);
    await page.goto('/consultation', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Preferred destination').selectOption({ label: 'Australia' });
    release();
    await page.getByLabel('E-mail').fill('gita@example.com');
    await page.getByLabel('Phone').fill('9841234567');
    await page.getByLabel('Study level').selectOption('Master');
    await page.getByLabel('Preferred date').fill(new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10));
    await expect(page.getByLabel('Full name')).toHaveValue(name);
    await page.getByRole('button', { name: 'Book free consultation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Thank you, ${name}.` })).toBeVisible();
    await expect(page.locator('[data-part="booking-confirmation"]')).toContainText('Australia');
  });

  test('the form sent before the page hydrated is not sent as a plain GET with the details in the address', async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/consultation', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full name').fill('Hari Karki');
    await page.getByLabel('E-mail').fill('hari@example.com');
    await page.getByRole('button', { name: 'Book free consultation' }).click();
    expect(new URL(page.url()).search).toBe('');
    release();
    // Live now: the held press reaches the form, which says what is missing.
    await expect(page.getByText(/fields? needs? your attention/)).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByLabel('Full name')).toHaveValue('Hari Karki');
  });
});
