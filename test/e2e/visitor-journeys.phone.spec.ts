import { expect, type Locator, type Page } from '@playwright/test';
import { paths, ROUTES } from '../../src/config/routes';
import { SCROLL_HINT } from '../../src/ui/scrollHint';
import { waitForHydration } from '../helpers/hydration';
import { SLOW_PHONE, phoneTest as test, scrollsSideways } from '../helpers/phone';
import { offsetFromCentre } from '../helpers/viewport';
import { LOADING_TEXT } from '../../src/common/loadingText';

/**
 * The visitor's key journeys on a cheap phone (the phone project: 360x740, touch, a 4x slower CPU, and
 * Slow 3G where the network is what the journey is about). Every press is a tap made as soon as the
 * control shows, hydrated or not: none may be lost. Each journey checks that nothing scrolls sideways,
 * and the scroll position where a navigation sets it (a new page at its top, Back where it was left).
 * They assert behaviour only, never a time.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The element is inside the window (its box overlaps the visible part of the page). */
const inView = (el: Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight;
  });

const expectNothingSideways = async (page: Page) => expect(await scrollsSideways(page)).toBe(false);

test.describe('the key journeys on a phone', () => {
  test('search and pick: tapped as soon as the page shows, the search opens, and the pick lands on its consultancy, centred and highlighted', async ({
    page,
  }) => {
    await page.goto(ROUTES.home, { waitUntil: 'commit' });
    await page.locator('#header-search-button').tap();
    const input = page.getByRole('combobox', { name: /^Search consultancies by name/ });
    await expect(input).toBeVisible();
    await input.fill('pokhara');
    const option = page.getByRole('option').first();
    await expect(option).toBeVisible();
    await expectNothingSideways(page);
    await option.tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/consultancies\?search=/);
    const card = page.locator('[data-highlighted]');
    await expect(card).toHaveCount(1);
    // The pick's own scroll: the card in the middle of the screen (the search's rule), not the page's top.
    await expect.poll(() => offsetFromCentre(card)).toBeLessThan(60);
    await expectNothingSideways(page);
  });

  test('book a consultation from a consultancy: the booking page starts at its top, and the confirmation is in view', async ({ page }) => {
    await page.goto(paths.consultancy(1), { waitUntil: 'commit' });
    const book = page.getByRole('link', { name: 'Book a free consultation' }).first();
    await book.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await book.tap();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.consultation}`));
    const form = page.locator('form').filter({ has: page.getByLabel('Full name') });
    await expect(form).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expectNothingSideways(page);

    await form.getByLabel('Full name').tap();
    await form.getByLabel('Full name').fill('Anjali Shrestha');
    await form.getByLabel('E-mail').fill('anjali.shrestha@example.com');
    await form.getByLabel('Phone').fill('9841234567');
    await form.getByLabel('Preferred destination').selectOption({ label: 'Canada' });
    await form.getByLabel('Study level').selectOption('Bachelor');
    await form.getByLabel('Preferred date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await form.getByRole('button', { name: 'Book free consultation' }).tap();
    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, Anjali Shrestha.' });
    await expect(confirmation).toBeVisible();
    await expect.poll(() => inView(confirmation)).toBe(true);
    await expectNothingSideways(page);
  });

  test('compare two consultancies: both taps are kept, the table scrolls in its own region, and Back returns to the list where it was left', async ({
    page,
  }) => {
    await page.goto(paths.consultancySearch('Kathmandu'), { waitUntil: 'commit' });
    const toggles = page.getByRole('button', { name: /^Compare / });
    for (const n of [0, 1]) {
      await toggles.nth(n).scrollIntoViewIfNeeded();
      await toggles.nth(n).tap();
    }
    for (const n of [0, 1]) await expect(toggles.nth(n)).toHaveAttribute('aria-pressed', 'true');
    const tray = page.getByRole('region', { name: 'Compare tray (2 of 4)' });
    await expect(tray).toBeVisible();
    await expectNothingSideways(page);
    const left = await scrollY(page);

    // Tapped where it shows (a locator's tap would first scroll the sticky tray's link "into view").
    const box = (await tray.getByRole('link', { name: 'Compare (2)' }).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
    const table = page.getByRole('table', { name: 'Consultancies side by side' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Consultancies side by side' })).toHaveAttribute('tabindex', '0');
    await expect(page.getByText(SCROLL_HINT)).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expectNothingSideways(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/consultancies\?search=Kathmandu$/);
    await expect.poll(() => scrollY(page)).toBe(left);
  });

  test('save to the shortlist on Slow 3G: a Save tapped before its code has arrived shows it was taken, is kept, and the shortlist reads it', async ({
    page,
    phone,
  }) => {
    await phone(SLOW_PHONE);
    await page.goto(ROUTES.universities, { waitUntil: 'commit' });
    const save = page.getByRole('button', { name: /^Save / }).first();
    await expect(save).toBeVisible({ timeout: 60_000 });
    const name = ((await save.getAttribute('aria-label')) ?? '').replace(/^Save /, '');
    await save.tap();
    // Taken at once (busy, or already done), and done once the code is in.
    await expect(save).toHaveAttribute('aria-pressed', 'true', { timeout: 80_000 });
    await expectNothingSideways(page);

    await page.locator('[data-part="shortlist-link"]').tap();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.shortlist}$`));
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => scrollY(page)).toBe(0);
    await expectNothingSideways(page);
  });

  test('plan a cost: the plan shows for the choices made, its table scrolls in its own region, and the page does not', async ({ page }) => {
    await page.goto(ROUTES.costPlanner, { waitUntil: 'commit' });
    await waitForHydration(page);
    await page.getByLabel('Destination').selectOption('uk');
    await page.getByLabel('Study level').selectOption('masters');
    await page.getByLabel('Years of study').fill('2');
    await page.getByRole('button', { name: 'Show the plan' }).tap();
    await expect(page).toHaveURL(/destination=uk&level=masters&years=2/);
    const plan = page.getByRole('region', { name: /^Costs in / });
    await expect(plan).toBeVisible();
    await expect(plan).toHaveAttribute('tabindex', '0');
    await expect(page.locator('[data-part="plan"]').getByText(SCROLL_HINT)).toBeVisible();
    await expectNothingSideways(page);
  });
});

test.describe('a guide read offline after a visit', () => {
  test.use({ serviceWorkers: 'allow' });

  test('opened again offline it reads and comes alive; a link to a page never opened keeps the guide on screen, where it was, and says why', async ({
    page,
    context,
  }) => {
    await page.goto('/destinations/australia');
    await waitForHydration(page);
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    // The worker controls the page once it has kept it.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await waitForHydration(page);
    await expectNothingSideways(page);

    const planLink = page.getByRole('link', { name: /^Plan your costs for / });
    await planLink.scrollIntoViewIfNeeded();
    // Where the link is on the screen: what the visitor sees stays where it was (the browser's scroll
    // anchoring may move scrollY when a part above the screen changes height, and keeps this in place).
    const onScreen = () => planLink.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const at = await onScreen();
    await planLink.tap();
    await expect(page.getByText(LOADING_TEXT.offlineKept.message)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(new URL(page.url()).pathname).toBe('/destinations/australia');
    expect(await onScreen()).toBe(at);
    await expectNothingSideways(page);

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/cost-planner\?destination=australia/);
    await expect(page.getByText(LOADING_TEXT.offlineKept.message)).toHaveCount(0);
  });
});
