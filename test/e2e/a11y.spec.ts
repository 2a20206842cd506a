import { expect, test } from '@playwright/test';
import { ROUTE_SWEEP, SWEPT_PATHS } from '../helpers/publicPaths';
import { readingTest } from '../helpers/sharedPage';
import { expectNoAxeViolations } from '../helpers/axe';
import { MENU_IDS } from '../../machines/header-menu/header-menu.connect';
import { pathInLocale } from '../../src/config/locale';

/** The public routes of the sweep in both languages (every one between `npm test` and `npm run test:sweeps`). */
const SWEPT_ROUTES = [...SWEPT_PATHS, ...SWEPT_PATHS.map((path) => pathInLocale(path, 'ne'))];

/** States of those pages with what an address asks for, and the screens outside the route table: not found and the /auth cards. */
const OTHER_SCREENS = [
  '/ne/compare?ids=1,2,3',
  '/ne/cost-planner?destination=uk&level=masters&years=1',
  '/compare?ids=1,2,3',
  '/cost-planner?destination=uk&level=masters&years=1',
  '/cost-planner?destination=mars&level=masters&years=12',
  '/no-such-page',
  '/auth/login',
  '/auth/register',
];

test.describe('accessibility: axe WCAG 2.2 A/AA on every public route', () => {
  test.setTimeout(90_000);
  const checkScreen = (path: string, details: { tag?: string } = {}) =>
    readingTest(`${path} has no axe violations (mobile and desktop)`, details, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `${path} at 1280 px`);
      await page.setViewportSize({ width: 375, height: 740 });
      // The page takes its new width a moment after the window does: nothing is read before it has (a
      // scan of the wide layout in a 375 px window is the likely cause of a footer once measured at low
      // contrast in CI).
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(375);
      // Every page with the site's header has the menu; its toggle is found by its id, as its name is
      // in the page's language.
      if (await page.getByRole('banner').count()) {
        await page.locator(`#${MENU_IDS.trigger}`).click();
        await expect(page.locator(`#${MENU_IDS.content}`)).toBeVisible();
        // Anything still moving is let finish: axe reads the colours as they are drawn.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
              .map((a) => a.finished.catch(() => undefined)),
          ),
        );
      }
      await expectNoAxeViolations(page, `${path} at 375 px with the menu open`);
    });
  for (const path of SWEPT_ROUTES) checkScreen(path, { tag: ROUTE_SWEEP });
  for (const path of OTHER_SCREENS) checkScreen(path);
});

readingTest('the open search modal with suggestions showing has no axe violations', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: /^Search consultancies by name/ }).fill('kathmandu');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.getByRole('combobox', { name: /^Search consultancies by name/ }).press('ArrowDown');
  await expectNoAxeViolations(page, 'the search modal with suggestions');
});

readingTest('the axe check fails a page with a violation: an image without a text alternative, a field without a label', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><img src="data:,"><input type="text"></main></html>');
  await expect(expectNoAxeViolations(page, 'a broken page')).rejects.toThrow(/image-alt[\s\S]*label/);
});
