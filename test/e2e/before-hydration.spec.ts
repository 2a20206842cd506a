import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, waitForSearchCode } from '../helpers/hydration';
import { expectNoAxeViolations } from '../helpers/axe';

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

/** The search's own text box, once its code runs (in the search's dialog; the stand-in's is in a dialog of its own). */
const searchCombobox = (page: Page) => page.locator('#search-dialog').getByRole('combobox', { name: /^Search consultancies by name/ });

test.describe('the search before its code has arrived', () => {
  test('Search pressed before the page hydrated opens the search at once, with focus in its text box; what is typed there is in the search dialog when its code arrives, with suggestions', async ({
    page,
  }) => {
    // Whether the stand-in's text box and the search dialog's were ever both on the page (after any change to it).
    await page.addInitScript(() => {
      const w = window as unknown as { __bothSearchBoxes: boolean };
      w.__bothSearchBoxes = false;
      new MutationObserver(() => {
        if (document.getElementById('early-search-input') && document.getElementById('search-input')) w.__bothSearchBoxes = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.setViewportSize({ width: 360, height: 740 });
    const releaseApp = await holdHydration(page);
    const releaseWidgets = await holdWidgetCode(page);
    // The home page's first load holds none of the widgets' code.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    const trigger = page.locator('#header-search-button');
    await trigger.click();
    const standIn = page.getByRole('dialog', { name: 'Search' });
    await expect(standIn).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).not.toHaveAttribute('aria-busy', 'true');
    const box = standIn.getByRole('combobox', { name: /^Search consultancies by name/ });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', 'Search for consultancies, universities, or services...');
    await expect(standIn.getByRole('group', { name: 'Quick search' }).getByRole('link')).toHaveText([
      'Consultancies',
      'Universities',
      'Courses',
      'Scholarships',
    ]);
    await page.keyboard.type('ka');
    releaseApp();
    await waitForHydration(page);
    // Still the stand-in until the search's own code is in: typing goes on there.
    await page.keyboard.type('th');
    await expect(box).toHaveValue('kath');
    releaseWidgets();
    await waitForSearchCode(page);
    await expect(searchCombobox(page)).toBeFocused();
    await expect(searchCombobox(page)).toHaveValue('kath');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // The dialog closed the stand-in as it took over: no one met two search boxes.
    expect(await page.evaluate(() => (window as unknown as { __bothSearchBoxes: boolean }).__bothSearchBoxes)).toBe(false);
    // The statechart drives it now: the caret is at the end, and Escape closes the list, then the dialog.
    await page.keyboard.type('m');
    await expect(searchCombobox(page)).toHaveValue('kathm');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('the search opened before its code arrived suggests as the text is typed (the server’s suggestions), moves through them with the arrow keys, and a pick goes to the consultancy list, which spotlights it once its code is in', async ({
    page,
  }) => {
    // Every consultancy card that is ever highlighted on the page the pick opens.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __highlighted: string[] }).__highlighted = []);
      new MutationObserver((records) => {
        for (const r of records)
          if (r.target instanceof Element && r.target.hasAttribute('data-highlighted') && r.target.id.startsWith('consultancy-')) seen.push(r.target.id);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-highlighted'] });
    });
    await page.setViewportSize({ width: 360, height: 740 });
    const releaseApp = await holdHydration(page);
    const releaseWidgets = await holdWidgetCode(page);
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.locator('#header-search-button').click();
    const standIn = page.locator('#early-search');
    const box = standIn.getByRole('combobox', { name: /^Search consultancies by name/ });
    await expect(box).toBeFocused();
    await page.keyboard.type('kathmandu');
    const options = standIn.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(standIn.getByRole('status')).toHaveText(`${count} suggestions. Use the arrow keys to choose one.`);
    await expectNoAxeViolations(page, 'the search’s stand-in with suggestions');
    // Still the page as the server sent it.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(false);
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const picked = options.nth(1);
    await expect(box).toHaveAttribute('aria-activedescendant', (await picked.getAttribute('id'))!);
    const id = await picked.getAttribute('data-consultancy-id');
    const name = (await picked.locator('.name').textContent())!.trim();
    // Escape closes the list and leaves the search open; typing brings it back.
    await page.keyboard.press('Escape');
    await expect(options).toHaveCount(0);
    await expect(standIn).toBeVisible();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('u');
    await expect(box).toHaveValue('kathmandu');
    await expect(options).toHaveCount(count);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/consultancies?search=${encodeURIComponent(name)}`);
    releaseApp();
    releaseWidgets();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __highlighted: string[] }).__highlighted)).toContain(`consultancy-${id}`);
  });

  test("Search used before the home page's code has arrived starts loading the search's code once its first suggestions are in, not after the page's", async ({
    page,
  }) => {
    await holdHydration(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    // The light home page does not ask for it before it is live.
    expect(requested.filter((p) => /\/SearchModal-[^/]+\.js$/.test(p))).toEqual([]);
    const dialogCode = page.waitForRequest(/\/assets\/SearchModal-[^/]+\.js$/);
    const headerCode = page.waitForRequest(/\/assets\/widgets-[^/]+\.js$/);
    await page.locator('#header-search-button').click();
    await page.keyboard.type('ka');
    await Promise.all([dialogCode, headerCode]);
    // The question for suggestions went first.
    const first = (re: RegExp) => requested.findIndex((p) => re.test(p));
    expect(first(/^\/search-suggestions$/)).toBeGreaterThanOrEqual(0);
    expect(first(/^\/search-suggestions$/)).toBeLessThan(first(/\/SearchModal-[^/]+\.js$/));
    // The app's own chunk is still held back: the page has not hydrated.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(false);
  });

  test('the search opened before its code arrived, offline, says the connection is gone where its suggestions would be, and shows them when the connection is back', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await holdWidgetCode(page);
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.locator('#header-search-button').click();
    const standIn = page.locator('#early-search');
    await context.setOffline(true);
    await standIn.getByRole('combobox', { name: /^Search consultancies by name/ }).fill('kathmandu');
    // Shown where the suggestions would be (the live region, not shown, says it too).
    const note = standIn.locator('p').filter({ hasText: 'You are offline. Suggestions will show here when the connection is back.' });
    await expect(note).toBeVisible();
    await expect(standIn.getByRole('status')).toHaveText('You are offline. Suggestions will show here when the connection is back.');
    await expectNoAxeViolations(page, 'the search’s stand-in offline');
    await context.setOffline(false);
    await expect(standIn.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    await expect(note).toBeHidden();
    await expect(standIn.getByRole('status')).toHaveText(/^\d+ suggestions\. Use the arrow keys to choose one\.$/);
  });

  test('Enter in the search opened before its code arrived goes to the consultancy list with the trimmed text; blank text goes nowhere', async ({ page }) => {
    await holdHydration(page);
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.locator('#header-search-button').click();
    const box = page.locator('#early-search').getByRole('combobox', { name: /^Search consultancies by name/ });
    await box.fill('   ');
    await box.press('Enter');
    await expect(box).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/blog');
    await box.fill('  Kathmandu  ');
    await box.press('Enter');
    await expect(page).toHaveURL('/consultancies?search=Kathmandu');
  });

  test('the search opened before its code arrived closes with Escape, its close button or a press outside it, and focus goes back to the button that opened it', async ({
    page,
  }) => {
    await holdHydration(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    const standIn = page.getByRole('dialog', { name: 'Search' });
    const trigger = page.locator('#header-search-button');
    await trigger.click();
    await expect(standIn).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(standIn).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The home page's own search entry opens it too.
    const entry = page.locator('#home-search-entry');
    await entry.click();
    await expect(standIn).toBeVisible();
    await standIn.getByRole('button', { name: 'Close search' }).click();
    await expect(standIn).toBeHidden();
    await expect(entry).toBeFocused();
    await trigger.click();
    await page.mouse.click(5, 5);
    await expect(standIn).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('on a Nepali page the search opened before its code arrives reads in Nepali and searches the Nepali consultancy list; a quick link is followed', async ({
    page,
  }) => {
    await holdHydration(page);
    await page.goto('/ne/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.locator('#header-search-button').click();
    const standIn = page.locator('#early-search');
    await expect(standIn).toBeVisible();
    await expect(standIn.locator('h2')).toHaveText(/[\u0900-\u097F]/);
    await standIn.locator('input').fill('Pokhara');
    await standIn.locator('input').press('Enter');
    await expect(page).toHaveURL('/ne/consultancies?search=Pokhara');
    await page.locator('#header-search-button').click();
    await standIn.locator('a[href="/ne/consultancies?category=universities"]').click();
    await expect(page).toHaveURL('/ne/consultancies?category=universities');
  });
});
