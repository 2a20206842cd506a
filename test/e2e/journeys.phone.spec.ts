import { expect } from '@playwright/test';
import { waitForHydration, waitForSearchCode } from '../helpers/hydration';
import { SLOW_PHONE, phoneTest as test, scrollsSideways } from '../helpers/phone';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { LOADING_TEXT } from '../../src/common/loadingText';

const BUILT_IN_NAME = CONSULTANCIES[0]!.name;

/** Marks the document: a reload (the browser's "no internet" page or a fresh one) loses the mark. */
const markDocument = (page: import('@playwright/test').Page) => page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
const documentKept = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);

test.describe('on a phone with a slow connection', () => {
  test('no tap is lost: Search tapped as soon as the page shows, before its code has arrived, opens the search at once; what is typed there is searched when the code arrives', async ({
    page,
    phone,
  }) => {
    await phone(SLOW_PHONE);
    await page.goto('/consultancies', { waitUntil: 'commit' });
    const search = page.locator('#header-search-button');
    await expect(search).toBeVisible();
    // Still no app code on Slow 3G: the page's inline script answers the tap with the search's stand-in.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(false);
    await search.tap();
    const standIn = page.locator('#early-search').getByRole('combobox', { name: /^Search consultancies by name/ });
    await expect(standIn).toBeFocused();
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(false);
    await page.keyboard.type('ka');
    expect(await scrollsSideways(page)).toBe(false);
    // The search's own dialog takes over with the text, and suggests.
    const combobox = page.locator('#search-dialog').getByRole('combobox', { name: /^Search consultancies by name/ });
    await expect(combobox).toHaveValue('ka', { timeout: 80_000 });
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 60_000 });
    await expect(search).not.toHaveAttribute('aria-busy', 'true');
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test.describe('the mobile menu on a phone with a slow connection', () => {
  test('tapped as soon as the page shows, before any of its code has arrived, the menu opens, and its links are there to follow', async ({ page, phone }) => {
    await phone(SLOW_PHONE);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(false);
    await toggle.tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // Still the page as the server sent it: the menu did not wait for the app.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(false);
    await expect(menu.getByRole('link', { name: 'Blogs' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test.describe('on a phone that loses its connection after the page has loaded', () => {
  test('tapping "View details" on /consultancies keeps the page being read on screen (same address, no reload), says the connection is gone, and opens the details when it is back', async ({
    page,
    context,
  }) => {
    await page.goto('/consultancies');
    await waitForHydration(page);
    await markDocument(page);
    const details = page.getByRole('link', { name: /^Details of / }).nth(3);
    await details.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await context.setOffline(true);
    const name = ((await details.getAttribute('aria-label')) ?? '').replace(/^Details of /, '').split(',')[0];
    await details.tap();
    await expect(page.getByText(LOADING_TEXT.offlineKept.message)).toBeVisible();
    // The list is still there, where it was, at its own address.
    expect(new URL(page.url()).pathname).toBe('/consultancies');
    await expect(details).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expect(page.getByText(LOADING_TEXT.offline.message)).toHaveCount(0);
    expect(await documentKept(page)).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    await context.setOffline(false);
    // Back online, the details open: in this document where the browser fetches a failed import again,
    // or loaded afresh where it keeps the failure (Chromium 150 does; the page was not thrown away while
    // the connection was gone, and what the visitor asked for is what opens).
    await expect(page.locator('main h1')).toHaveText(name);
    expect(new URL(page.url()).pathname).toMatch(/^\/consultancies\/./);
    await expect(page.getByText(LOADING_TEXT.offlineKept.message)).toHaveCount(0);
    // A new page starts at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('offline, "Stay on this page" drops the link that could not open: the connection coming back opens nothing', async ({ page, context }) => {
    await page.goto('/consultancies');
    await waitForHydration(page);
    await context.setOffline(true);
    await page
      .getByRole('link', { name: /^Details of / })
      .first()
      .tap();
    await page.getByRole('button', { name: 'Stay on this page' }).tap();
    await expect(page.getByText(LOADING_TEXT.offlineKept.message)).toHaveCount(0);
    await context.setOffline(false);
    // Online again, a link still opens its page, and the dropped one did not open on its own before it.
    await expect(page.locator('main h1')).toHaveText('Consultancies');
    expect(new URL(page.url()).pathname).toBe('/consultancies');
  });

  test('a page already opened opens again offline, at once (its code is in)', async ({ page, context }) => {
    // A built-in record: records other tests make and remove meanwhile can lead the list.
    await page.goto(`/consultancies?q=${encodeURIComponent(BUILT_IN_NAME)}`);
    await waitForHydration(page);
    const details = page.getByRole('link', { name: new RegExp(`^Details of ${BUILT_IN_NAME}`) }).first();
    const name = ((await details.getAttribute('aria-label')) ?? '').replace(/^Details of /, '').split(',')[0];
    await details.tap();
    await expect(page.locator('main h1')).toHaveText(name);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Consultancies');
    await expect(page.getByRole('link', { name: `Details of ${name}`, exact: false }).first()).toBeVisible();
    await context.setOffline(true);
    await page
      .getByRole('link', { name: `Details of ${name}`, exact: false })
      .first()
      .tap();
    await expect(page.locator('main h1')).toHaveText(name);
    await expect(page.getByText(LOADING_TEXT.offlineKept.message)).toHaveCount(0);
  });

  for (const path of ['/consultancies', '/destinations/canada']) {
    test(`tapping Search on ${path} offline opens the search (its code came in right after the page hydrated), and the page stays`, async ({
      page,
      context,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      // The widgets' code loads right after the page has hydrated, with no tap asking for it: the search's code runs.
      await waitForSearchCode(page);
      await markDocument(page);
      await context.setOffline(true);
      await page.locator('#header-search-button').tap();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('combobox', { name: /^Search consultancies by name/ }).fill('ka');
      // The search dialog's own suggestions (the page's filter has options of its own).
      await expect(page.locator('#search-dialog').getByRole('option').first()).toBeVisible();
      expect(await documentKept(page)).toBe(true);
    });
  }
});

test.describe('on a phone whose service worker keeps the pages it has seen, offline after the page has loaded', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a link inside a page\'s text ("All services" on a service page) followed offline keeps the page being read, says the connection is gone, and opens when it is back', async ({
    page,
    context,
  }) => {
    await page.goto('/visa-assistance');
    await waitForHydration(page);
    // The worker controls the page once it has kept it.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
    await markDocument(page);
    const heading = (await page.locator('main h1').textContent()) ?? '';
    await context.setOffline(true);
    await page.locator('main').getByRole('link', { name: 'All services', exact: true }).tap();
    await expect(page.getByText(LOADING_TEXT.offlineKept.message)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/visa-assistance');
    await expect(page.locator('main h1')).toHaveText(heading);
    await expect(page.getByText('Loading page…')).toHaveCount(0);
    expect(await documentKept(page)).toBe(true);
    await context.setOffline(false);
    // In this document, or loaded afresh where the browser keeps the failed import (as above).
    await expect(page.locator('main h1')).toHaveText('Our Services');
    expect(new URL(page.url()).pathname).toBe('/services');
  });
});
