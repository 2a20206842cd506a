import { expect, test, type Page } from '@playwright/test';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { CONSULTANCY_PAGE_SIZE } from '../../src/domain/directoryQuery';

/** Resolves once React has attached to the server-rendered root. */
async function waitForHydration(page: Page) {
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(true);
}

const cardIds = (page: Page) => page.locator('main article[id^="consultancy-"]').evaluateAll((els) => els.map((el) => el.id));

test.describe('the consultancy list in Chromium', () => {
  test('filter by Australia and IELTS, sort by rating, go to page 2; the address opens the same page in a new context, even without JavaScript', async ({
    page,
    browser,
  }) => {
    const listReads: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/v1/consultanc')) listReads.push(r.url());
    });
    await page.goto('/consultancies');
    await waitForHydration(page);
    const form = page.getByRole('search', { name: 'Filter consultancies' });
    await form.getByRole('combobox', { name: 'Destination' }).selectOption('Australia');
    await expect(page).toHaveURL('/consultancies?destination=Australia');
    await form.getByRole('combobox', { name: 'Exam preparation' }).selectOption('IELTS');
    await expect(page).toHaveURL('/consultancies?destination=Australia&exam=IELTS');
    await form.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
    await expect(page).toHaveURL('/consultancies?destination=Australia&exam=IELTS&sort=name');
    await form.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
    await expect(page).toHaveURL('/consultancies?destination=Australia&exam=IELTS');
    await expect(page.getByRole('status').filter({ hasText: /consultancies, page 1 of/ })).toBeVisible();

    await page.getByRole('navigation', { name: 'Consultancy pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/consultancies?destination=Australia&exam=IELTS&page=2');
    await expect(page.getByRole('navigation', { name: 'Consultancy pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/consultancies, page 2 of/)).toBeVisible();
    const shown = await cardIds(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(CONSULTANCY_PAGE_SIZE);
    // Every card is an Australian consultancy preparing for IELTS (the seeded records, or ones added since).
    for (const id of shown) {
      const seeded = CONSULTANCIES.find((c) => `consultancy-${c.id}` === id);
      if (seeded) expect(seeded.specializations).toContain('Australia');
    }
    // Only the pages asked for were read: never the whole table.
    expect(listReads.every((url) => new URL(url).pathname === '/api/v1/consultancy-list')).toBe(true);
    expect(listReads.some((url) => /limit=100/.test(url))).toBe(false);

    const address = page.url();
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, serviceWorkers: 'block' });
      try {
        const other = await context.newPage();
        await other.goto(address);
        await expect(other.getByRole('navigation', { name: 'Consultancy pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(other.getByRole('combobox', { name: 'Destination' })).toHaveValue('Australia');
        await expect(other.getByRole('combobox', { name: 'Exam preparation' })).toHaveValue('IELTS');
        await expect(other.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
        expect(await cardIds(other)).toEqual(shown);
      } finally {
        await context.close();
      }
    }
  });

  test('without JavaScript the filter form still works: a GET form that lands on the filtered list', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto('/consultancies');
      const form = page.getByRole('search', { name: 'Filter consultancies' });
      await form.getByRole('combobox', { name: 'Destination' }).selectOption('Australia');
      await form.getByRole('checkbox', { name: /^Verified only/ }).check();
      await form.getByRole('button', { name: 'Show consultancies' }).click();
      await expect(page).toHaveURL(/\/consultancies\?search=&destination=Australia&city=&exam=&service=&verified=1&sort=rating$/);
      await expect(page.getByText('Destination: Australia')).toBeVisible();
      await expect(page.getByText('Verified only', { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a consultancy picked in the search is on the page shown, highlighted', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/consultancies?sort=name&page=3');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox', { name: /^Search consultancies by name/ });
    await expect(input).toBeFocused();
    await input.fill('tansen');
    const option = page.getByRole('listbox').getByRole('option').first();
    await expect(option).toBeVisible();
    await input.press('ArrowDown');
    await input.press('Enter');
    const picked = CONSULTANCIES.find((c) => c.name === 'Tansen Hills Education')!;
    await expect(page).toHaveURL(`/consultancies?search=${encodeURIComponent(picked.name)}`);
    const card = page.locator(`#consultancy-${picked.id}`);
    await expect(card).toHaveAttribute('data-highlighted', '');
    await expect(card).toBeInViewport();
  });
});
