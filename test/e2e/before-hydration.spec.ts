import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../helpers/hydration';

/** Holds back the chunks whose address matches until `release` is called: a slow phone on a slow network, on demand. */
async function holdBack(page: Page, chunks: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunks, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds back the app's own chunk (React, the layout, the router), so the page stays as the server sent it, painted but not hydrated. */
const holdHydration = (page: Page) => holdBack(page, /\/assets\/app-[^/]*\.js$/);

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

test.describe('a filter chosen before the list hydrated', () => {
  test('a destination chosen on the consultancies list before the page hydrated is applied once it has, not reset', async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/consultancies', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('search', { name: 'Filter consultancies' });
    await form.getByRole('combobox', { name: 'Destination' }).selectOption('Australia');
    await form.getByRole('checkbox', { name: /Verified only/ }).check();
    expect(new URL(page.url()).search).toBe('');
    release();
    await waitForHydration(page);
    await expect(page).toHaveURL('/consultancies?destination=Australia&verified=1');
    await expect(form.getByRole('combobox', { name: 'Destination' })).toHaveValue('Australia');
    await expect(form.getByRole('checkbox', { name: /Verified only/ })).toBeChecked();
  });

  test('a country chosen on the universities list before the page hydrated is applied once it has, not reset', async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/universities', { waitUntil: 'domcontentloaded' });
    await page.getByRole('combobox', { name: 'Country' }).selectOption('Australia');
    release();
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/universities\?country=Australia$/);
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Australia');
  });
});

/** Holds back the widgets' code (the header's statecharts, with XState). */
const holdWidgetCode = (page: Page) => holdBack(page, /\/assets\/widgets-[^/]*\.js$/);

/** The menu's stand-in (src/app/earlyMenu.ts) has handed the menu to its statechart. */
const menuHandedOver = (page: Page) => page.evaluate(() => !('__gantavyaEarlyMenu' in window));

test.describe('the mobile menu before its code has arrived', () => {
  test('a tap on the menu before the page hydrated opens it at once; it stays open while the code arrives, and the statechart then closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const releaseApp = await holdHydration(page);
    const releaseWidgets = await holdWidgetCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Close menu' })).not.toHaveAttribute('aria-busy', 'true');
    releaseApp();
    await waitForHydration(page);
    await expect(menu).toBeVisible();
    releaseWidgets();
    await expect.poll(() => menuHandedOver(page)).toBe(true);
    await expect(menu).toBeVisible();
    // The statechart holds the menu open now: one press closes it, the next opens it, Escape closes it.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('on a Nepali page the menu opened before the code arrives names its toggle in Nepali, and a link in it is followed', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const releaseApp = await holdHydration(page);
    await page.goto('/ne/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    const toggle = page.locator('#header-menu-toggle');
    await expect(toggle).toHaveAttribute('aria-label', 'मेनु खोल्नुहोस्');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-label', 'मेनु बन्द गर्नुहोस्');
    const menu = page.locator('#mobile-nav');
    await menu.locator('a[href="/ne/blog"]').click();
    await expect(page).toHaveURL(/\/ne\/blog$/);
    releaseApp();
    await expect(page.locator('#mobile-nav')).toBeHidden();
  });
});
