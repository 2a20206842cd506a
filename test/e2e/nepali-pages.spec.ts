import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchHydration } from '../helpers/hydration';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The script files the browser fetches from now on. */
function scriptRequests(page: Page) {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/[^/]*\.js$/.test(r.url())) fetched.push(r.url());
  });
  return fetched;
}

test.describe('the pages in Nepali', () => {
  test('switch to Nepali on /destinations/australia and stay on that guide, written in Nepali', async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto('/destinations/australia');
    await waitForHydration(page);
    await page.locator('[data-part="language-switch"]').first().click();
    await expect(page).toHaveURL(/\/ne\/destinations\/australia$/);
    await expect(page.locator('main h1')).toHaveText('अस्ट्रेलियामा पढाइ');
    await expect(page).toHaveTitle(DEVANAGARI);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.locator('main h2').first()).toHaveText(DEVANAGARI);
    await expect(page.locator('[data-part="english-only-note"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a page reached by a link from the Nepali home page shows its Nepali heading: its texts load with it, not with the home page', async ({ page }) => {
    const problems = watchHydration(page);
    const scripts = scriptRequests(page);
    await page.goto('/ne/');
    await waitForHydration(page);
    const beforeLink = scripts.length;
    await page.locator('header nav a[href="/ne/consultancies"]').first().click();
    await expect(page).toHaveURL(/\/ne\/consultancies$/);
    await expect(page.locator('main h1')).toHaveText('कन्सल्टेन्सीहरू');
    await expect(page).toHaveTitle(/^कन्सल्टेन्सीहरू/);
    // Scripts came with the link, after the home page was live: the page's chunk and its texts (the budget test holds the home page's first load without them).
    expect(scripts.length).toBeGreaterThan(beforeLink);
    expect(problems).toEqual([]);
  });

  test('/ne/faqs opened directly hydrates without a warning and keeps its Nepali heading and text once live', async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto('/ne/faqs');
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText('धेरैले सोध्ने प्रश्नहरू');
    // Written in Nepali: no note, and the questions in Nepali.
    await expect(page.locator('[data-part="english-only-note"]')).toHaveCount(0);
    await expect(page.locator('main h2').first()).toHaveText(DEVANAGARI);
    expect(problems).toEqual([]);
  });

  test('the not-found page in Nepali, opened directly or reached in the app, shows its Nepali text: its texts come with it', async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto('/ne/no-such-page');
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText('पृष्ठ भेटिएन');
    await expect(page.locator('main')).toContainText('तपाईंले खोजेको पृष्ठ यहाँ छैन');
    expect(problems).toEqual([]);

    // From the home page, whose first load does not carry those texts.
    await page.goto('/ne/');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/ne/another-missing-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('main h1')).toHaveText('पृष्ठ भेटिएन');
    await expect(page.locator('main')).toContainText('गृहपृष्ठमा जानुहोस्');
  });
});
