import { expect, test } from '@playwright/test';
import { waitForHydration, watchHydration } from '../helpers/hydration';
import { readingTest } from '../helpers/sharedPage';

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
/** "२०८३ मंसिर ११ (27 November 2026)": the BS day in Devanagari digits, then the Gregorian date. */
const NEPALI_DAY = new RegExp(`^[०-९]{4} \\S+ [०-९]{1,2} \\(\\d{1,2} ${MONTH} \\d{4}\\)$`);
/** "२०८२ असार–साउन (July 2025)": the BS months a Gregorian month spans, then that month. */
const NEPALI_MONTH = `[०-९]{4} \\S+–(?:[०-९]{4} )?\\S+ \\(${MONTH} \\d{4}\\)`;

test.describe('dates on Nepali pages', () => {
  readingTest(
    '/ne/blog: each article date is in Bikram Sambat with the Gregorian date beside it, from the server and after hydration, without a hydration warning',
    async ({ page }) => {
      const problems = watchHydration(page);
      const html = await (await page.request.get('/ne/blog')).text();
      const fromServer = [...html.matchAll(/<time dateTime="[^"]+"[^>]*>([^<]*)<\/time>/gi)].map(([, text]) => text);
      expect(fromServer.length).toBeGreaterThan(0);
      for (const text of fromServer) expect(text).toMatch(NEPALI_DAY);
      expect(html).toContain('<script type="application/json" id="bs-dates">');

      await page.goto('/ne/blog', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await expect(page.locator('main time').first()).toBeVisible();
      expect(await page.locator('main time').allTextContents()).toEqual(fromServer);
      expect(problems).toEqual([]);
    },
  );

  readingTest("/blog: an English page's article dates read as before, and it carries no BS days", async ({ page }) => {
    const html = await (await page.request.get('/blog')).text();
    expect(html).not.toContain('id="bs-dates"');
    await page.goto('/blog');
    await waitForHydration(page);
    const texts = await page.locator('main time').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(new RegExp(`^\\d{1,2} ${MONTH} \\d{4}$`));
  });

  readingTest(
    "/ne/destinations/australia: each fact's month is in Bikram Sambat with the Gregorian month beside it, without a hydration warning",
    async ({ page }) => {
      const problems = watchHydration(page);
      await page.goto('/ne/destinations/australia', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      const notes = await page.locator('[data-part="source-note"]').allTextContents();
      expect(notes.length).toBeGreaterThan(0);
      for (const note of notes) expect(note).toMatch(new RegExp(`^${NEPALI_MONTH} सम्मको जानकारी · स्रोत:`));
      expect(problems).toEqual([]);
    },
  );

  readingTest(
    'a Nepali page reached by a link in the browser shows its dates in Bikram Sambat too (the converter loads after the first page hydrated)',
    async ({ page }) => {
      await page.goto('/ne/destinations/australia');
      await waitForHydration(page);
      await page.evaluate(() => {
        window.history.pushState(null, '', '/ne/blog');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.locator('main time').first()).toHaveText(NEPALI_DAY);
    },
  );
});
