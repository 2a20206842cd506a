import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { waitForHydration } from '../helpers/hydration';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the window to `y` (instantly: the page scrolls smoothly otherwise) and waits until it is there. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/**
 * Presses a link and returns the scroll position the page had at that moment (read in the same task: the
 * browser's scroll anchoring may still move the page while cards above the view are laid out).
 */
const pressReadingScroll = (link: Locator) =>
  link.evaluate((a: HTMLElement) => {
    const y = window.scrollY;
    a.click();
    return y;
  });

/** The vertical distance from the element's middle to the middle of the view. */
const offCentre = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return Math.abs(r.top + r.height / 2 - window.innerHeight / 2);
  });

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test.describe(`scrolling on navigation at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('"View details" low on /consultancies opens the detail page at the top; Back returns to the card where it was', async ({ page }) => {
      await page.goto('/consultancies');
      await waitForHydration(page);
      const details = page.getByRole('link', { name: /^Details of / }).nth(10);
      await details.scrollIntoViewIfNeeded();
      const name = await page.locator('article h2 a').nth(10).textContent();
      const left = await pressReadingScroll(details);
      expect(left).toBeGreaterThan(1000);
      await expect(page).toHaveURL(/\/consultancies\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
      await expect.poll(() => scrollY(page)).toBe(0);
      // Focus lost with the pressed link starts again at the new page's content.
      await expect(page.locator('main')).toBeFocused();

      await page.goBack();
      await expect(page).toHaveURL('/consultancies');
      await expect.poll(() => scrollY(page)).toBe(left);
      await expect(page.getByRole('link', { name: /^Details of / }).nth(10)).toBeInViewport();

      await page.goForward();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
      await expect.poll(() => scrollY(page)).toBe(0);
    });

    test('a link with a hash opens its page at that element, below the sticky header; Back restores the old position', async ({ page }) => {
      await page.goto('/destinations/canada');
      await waitForHydration(page);
      const link = page.getByRole('link', { name: 'read our NOC guide' });
      await link.scrollIntoViewIfNeeded();
      const left = await pressReadingScroll(link);
      expect(left).toBeGreaterThan(0);
      await expect(page).toHaveURL('/faqs#noc-guide');
      const heading = page.getByRole('heading', { level: 2, name: /No Objection Certificate/ });
      await expect(heading).toBeInViewport();
      const headerBottom = await page.locator('[data-part="header"]').evaluate((el) => el.getBoundingClientRect().bottom);
      await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(Math.round(headerBottom));
      expect(await scrollY(page)).toBeGreaterThan(0);
      await expect(heading).toBeFocused();

      await page.goBack();
      await expect(page).toHaveURL('/destinations/canada');
      await expect.poll(() => scrollY(page)).toBe(left);
    });

    test('the menu or header links and "Book a free consultation" open their pages at the top', async ({ page }) => {
      await page.goto(`/consultancies/${CONSULTANCIES[0].id}`);
      await waitForHydration(page);
      const book = page.getByRole('link', { name: /Book a free consultation/i }).last();
      await book.scrollIntoViewIfNeeded();
      await scrollTo(page, Math.max(await scrollY(page), 400));
      await book.click();
      await expect(page).toHaveURL(/\/consultation/);
      await expect.poll(() => scrollY(page)).toBe(0);

      await scrollTo(page, 300);
      if (viewport.width < 768) {
        await page.getByRole('button', { name: /menu/i }).click();
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Universities' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Universities' }).click();
      }
      await expect(page).toHaveURL('/universities');
      await expect.poll(() => scrollY(page)).toBe(0);
    });

    test('a search pick from low on /consultancies still centres and highlights the picked card', async ({ page }) => {
      await page.goto('/consultancies');
      await waitForHydration(page);
      await scrollTo(page, 2500);
      const picked = CONSULTANCIES.find((c) => c.location.toLowerCase().includes('pokhara'))!;
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const input = page.getByRole('combobox', { name: /^Search consultancies by name/ });
      await expect(input).toBeFocused();
      await input.fill(picked.name);
      await page
        .getByRole('option', { name: new RegExp(picked.name) })
        .first()
        .click();
      await expect(page).toHaveURL(`/consultancies?search=${encodeURIComponent(picked.name)}`);
      const card = `#consultancy-${picked.id}`;
      await expect(page.locator(card)).toHaveAttribute('data-highlighted', '');
      await expect.poll(() => offCentre(page, card)).toBeLessThan(60);
    });
  });
}
