import { expect, test } from '@playwright/test';
import { ROUTE_SWEEP, SWEPT_PATHS } from '../helpers/publicPaths';
import { readingTest } from '../helpers/sharedPage';

test.describe('every route shows its screen in Chromium', () => {
  for (const path of SWEPT_PATHS) {
    readingTest(`${path} renders its page in the public layout`, { tag: ROUTE_SWEEP }, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  readingTest('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [path, text] of [
    ['/auth/login', 'Login Page (Coming Soon)'],
    ['/auth/register', 'Register Page (Coming Soon)'],
  ]) {
    readingTest(`${path} shows "${text}" in a card titled Gantavya`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Gantavya' })).toBeVisible();
      await expect(page.getByText('Your Gateway to Global Education')).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
    });
  }
});

test.describe('the header in Chromium', () => {
  readingTest('desktop: sticky header, nav with the active item, Book Consultation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Book Consultation', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /menu/ })).toBeHidden();
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('banner')).toBeInViewport();
    expect(await page.getByRole('banner').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  });

  readingTest('mobile at 375 px: the menu toggle opens the nav, which closes on navigation and on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Free Consultation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Consultation', exact: true })).toBeHidden();
    await mobile.getByRole('link', { name: 'Universities' }).click();
    await expect(page).toHaveURL(/\/universities$/);
    await expect(mobile).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobile).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  readingTest('fits a 320 px wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await expect(page.locator('main h1').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('a lazily loaded page that fails to load reloads', () => {
  test('a failing chunk reloads the page once, then shows the error screen; Try again recovers', async ({ page }) => {
    let loads = 0;
    page.on('load', () => loads++);
    let failing = true;
    await page.route(/\/assets\/FaqsPage-[^/]+\.js$/, (route) => (failing ? route.abort('failed') : route.continue()));
    await page.goto('/faqs');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    expect(loads).toBe(2); // the first load and exactly one reload
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});

test('smooth scrolling unless the user prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/terms');
  // The app's global style arrives with the app: wait for the page to be there.
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
});
