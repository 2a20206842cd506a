import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchHydration } from '../helpers/hydration';
import { readingTest } from '../helpers/sharedPage';

/** What has the keyboard focus: its accessible label (or text) and whether it is a toggle button. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '', pressed: el?.getAttribute('aria-pressed') ?? null };
  });

test.describe('compare consultancies', () => {
  readingTest(
    'compare three consultancies from the list with the keyboard alone; the shared link shows the same table in a new browser context',
    async ({ page, browser }) => {
      await page.goto('/consultancies?search=Biratnagar');
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: /^Compare / }).first()).toBeVisible();

      // Tab through the page and press Space on the first three "Compare" toggles.
      const picked: string[] = [];
      for (let presses = 0; picked.length < 3 && presses < 200; presses++) {
        await page.keyboard.press('Tab');
        const f = await focused(page);
        if (f.pressed === 'false' && f.label.startsWith('Compare ')) {
          await page.keyboard.press('Space');
          picked.push(f.label.slice('Compare '.length));
        }
      }
      expect(picked).toHaveLength(3);
      // Names may repeat in the list (a firm and a namesake elsewhere): the three toggles pressed are the three picked.
      await expect(page.locator('[data-part="compare-toggle"][aria-pressed="true"]')).toHaveCount(3);
      const tray = page.getByRole('region', { name: 'Compare tray (3 of 4)' });
      await expect(tray).toBeVisible();
      await expect(tray.getByRole('listitem')).toHaveText(picked.map((n) => new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));

      // On to the tray's link, still with the keyboard.
      for (let presses = 0; presses < 200; presses++) {
        await page.keyboard.press('Tab');
        if ((await focused(page)).label === 'Compare (3)') break;
      }
      expect((await focused(page)).label).toBe('Compare (3)');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
      const table = page.getByRole('table', { name: 'Consultancies side by side' });
      for (const [n, name] of picked.entries())
        await expect(
          table
            .getByRole('columnheader')
            .nth(n + 1)
            .getByRole('link', { name, exact: true }),
        ).toBeVisible();
      await expect(table.getByRole('rowheader', { name: /^Location/ })).toBeVisible();
      const shown = await table.innerText();

      // The address shared with someone else: another browser context (no tray, no storage) sees the same table.
      const other = await browser.newContext();
      try {
        const friend = await other.newPage();
        const response = await friend.goto(page.url());
        expect(response?.status()).toBe(200);
        const theirs = friend.getByRole('table', { name: 'Consultancies side by side' });
        await expect(theirs).toBeVisible();
        await expect.poll(() => theirs.innerText()).toBe(shown);
        await expect(friend.getByRole('region', { name: /Compare tray/ })).toHaveCount(0);
      } finally {
        await other.close();
      }
    },
  );

  readingTest('a fifth pick is refused with a message that says why', async ({ page }) => {
    await page.goto('/consultancies?search=Kathmandu');
    await waitForHydration(page);
    const toggles = page.getByRole('button', { name: /^Compare / });
    for (let n = 0; n < 5; n++) await toggles.nth(n).click();
    const tray = page.getByRole('region', { name: 'Compare tray (4 of 4)' });
    await expect(tray.getByRole('status')).toContainText('holds at most 4 consultancies');
    await expect(toggles.nth(4)).toHaveAttribute('aria-pressed', 'false');
  });

  readingTest('on a 360 px screen the table scrolls sideways inside its labelled region, with the first column fixed', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/compare?ids=1,2,3,4');
    await waitForHydration(page);
    const region = page.getByRole('region', { name: 'Consultancies side by side' });
    await expect(region).toBeVisible();
    // The page itself does not scroll sideways; the region does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    const firstCell = region.getByRole('rowheader', { name: /^Location/ });
    const before = (await firstCell.boundingBox())!;
    // Keyboard scrolling: the region takes focus and the arrow keys move it.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    const after = (await firstCell.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
  });

  readingTest('unknown ids in the address are dropped with a note, never an error page', async ({ page }) => {
    const response = await page.goto('/compare?ids=1,99999,2');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('1 consultancy in the link is no longer listed.')).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  });
});

test.describe('shortlist', () => {
  test('shortlist a university in one tab and see it in another tab of the same browser', async ({ context }) => {
    const shortlistTab = await context.newPage();
    await shortlistTab.goto('/shortlist');
    await waitForHydration(shortlistTab);
    await expect(shortlistTab.getByText(/Your shortlist is empty/)).toBeVisible();

    const listTab = await context.newPage();
    await listTab.goto('/universities');
    await waitForHydration(listTab);
    const save = listTab.getByRole('button', { name: /^Save / }).first();
    const name = (await save.getAttribute('aria-label'))!.slice('Save '.length);
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(listTab.getByRole('link', { name: 'Shortlist (1)' })).toBeVisible();

    // The other tab follows without a reload.
    await expect(shortlistTab.getByRole('link', { name: 'Shortlist (1)' })).toBeVisible();
    await expect(shortlistTab.getByRole('region', { name: 'Universities (1)' }).getByRole('link', { name, exact: true })).toBeVisible();

    // Removing it there empties the list here too.
    await shortlistTab.getByRole('button', { name: `Remove ${name} from my shortlist` }).click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(listTab.getByRole('link', { name: 'Shortlist (0)' })).toBeVisible();
  });

  test('a shortlist saved earlier shows its count in the header of a page opened later, and its toggles pressed', async ({ context }) => {
    const listTab = await context.newPage();
    await listTab.goto('/universities');
    await waitForHydration(listTab);
    const save = listTab.getByRole('button', { name: /^Save / }).first();
    const label = (await save.getAttribute('aria-label'))!;
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await listTab.close();

    // A later visit: the page arrives with the count the server knows (none), then shows the saved one.
    const later = await context.newPage();
    await later.goto('/');
    await expect(later.getByRole('link', { name: 'Shortlist (1)' })).toBeVisible();
    await later.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Universities' }).click();
    await expect(later.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  });

  // The page and the header show what the browser holds only after hydrating: the server cannot know it,
  // so the first render in the browser must be the one the server made (else React's error #418).
  for (const path of ['/shortlist', '/consultancies', '/compare?ids=1,2']) {
    test(`${path} with a saved shortlist and a compare tray hydrates without a hydration error, then shows them`, async ({ page }) => {
      const problems = watchHydration(page);
      await page.addInitScript(() => {
        localStorage.setItem('gantavya.shortlist', JSON.stringify([{ kind: 'consultancy', id: 1, name: 'Saved Earlier Consultancy' }]));
        sessionStorage.setItem('gantavya.compare', JSON.stringify([{ id: 2, name: 'Picked Earlier Consultancy' }]));
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: 'Shortlist (1)' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Compare tray (1 of 4)' })).toBeVisible();
      if (path === '/shortlist') await expect(page.getByRole('button', { name: 'Remove Saved Earlier Consultancy from my shortlist' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
});
