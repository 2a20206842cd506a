import { expect, test, type Page } from '@playwright/test';
import { readingTest } from '../helpers/sharedPage';

/**
 * The study-cost planner in Chromium against the real server: a plan for a UK master's shows the UK
 * living-cost fact with its month; the URL holds the plan, so another browser opening it sees the
 * same figures; the plan prints on one A4 sheet.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const PLAN_URL = /\/cost-planner\?destination=uk&level=masters&years=1$/;
const LIVING_KEY = 'destination.uk.cost.living-costs-required-outside-london-9-months';

/** The rendered rows of the plan's table, as text. */
const planRows = (page: Page) => page.locator('[data-part="plan"] tr').allInnerTexts();

test.describe('the study-cost planner', () => {
  readingTest(
    "a UK master's plan shows the UK living-cost fact with its date and source, chosen with the keyboard from the UK page",
    async ({ page, request }) => {
      const facts = (await (await request.get('/api/v1/facts?limit=100&onPage=/destinations/uk')).json()).items as Array<{
        key: string;
        label: string;
        checkedOn: string;
        sourceName: string;
        value: { min: number };
      }>;
      const living = facts.find((f) => f.key === LIVING_KEY)!;
      expect(living).toBeTruthy();
      const [y, m] = living.checkedOn.split('-').map(Number);

      await page.goto('/destinations/uk', { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Plan your costs for UK' }).click();
      await expect(page).toHaveURL(/\/cost-planner\?destination=uk$/);
      await expect(page.getByLabel('Destination')).toHaveValue('uk');

      await page.getByLabel('Destination').focus();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Study level')).toBeFocused();
      await page.getByLabel('Study level').selectOption('masters');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Years of study')).toBeFocused();
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(PLAN_URL);
      const plan = page.getByRole('region', { name: "Your plan: Master's degree in UK, 1 year" });
      await expect(plan).toBeVisible();
      const row = plan.locator('[data-line="living"]');
      await expect(row).toContainText(living.label);
      await expect(row).toContainText(`GBP ${living.value.min.toLocaleString('en-US')}`);
      await expect(row).toContainText(/NPR [\d,]+/);
      await expect(row).toContainText(`As of ${MONTHS[m - 1]} ${y}`);
      await expect(row.getByRole('link', { name: new RegExp(living.sourceName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').slice(0, 20)) })).toBeVisible();
      await expect(plan.locator('[data-line="flight"]')).toContainText('No flight estimate from Kathmandu to UK is recorded yet');
      await expect(plan.locator('[data-part="funds"]')).toContainText(/NPR [\d,]+–[\d,]+/);
    },
  );

  readingTest('the URL shares the plan: a new browser context opening it shows the same figures', async ({ page, browser }) => {
    await page.goto('/cost-planner?destination=uk&level=masters&years=1', { waitUntil: 'networkidle' });
    await expect(page.locator('[data-part="plan"]')).toBeVisible();
    const rows = await planRows(page);
    expect(rows.join('\n')).toContain('GBP');

    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto(page.url(), { waitUntil: 'networkidle' });
      await expect(second.getByLabel('Study level')).toHaveValue('masters');
      await expect(second.getByLabel('Years of study')).toHaveValue('1');
      await expect.poll(() => planRows(second)).toEqual(rows);
    } finally {
      await other.close();
    }
  });

  readingTest('a link with an unknown destination and too many years gets clear messages, keeps the study level, and shows no plan', async ({ page }) => {
    await page.goto('/cost-planner?destination=mars&level=masters&years=12', { waitUntil: 'networkidle' });
    await expect(page.getByLabel('Destination')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('We have no figures for “mars”.')).toBeVisible();
    await expect(page.getByText(/Enter a number of years from 1 to 6, in whole or half years/).first()).toBeVisible();
    await expect(page.getByLabel('Study level')).toHaveValue('masters');
    await expect(page.locator('[data-part="plan"]')).toHaveCount(0);
  });

  for (const plan of ['destination=canada&level=diploma&years=2', 'destination=uk&level=bachelors&years=2.5']) {
    test(`the plan prints on exactly one A4 page, without the header, footer or form (${plan})`, async ({ page }) => {
      await page.goto(`/cost-planner?${plan}`, { waitUntil: 'networkidle' });
      await expect(page.locator('[data-part="plan"]')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('form', { name: 'Plan your costs' })).toBeHidden();
      await expect(page.locator('[data-part="plan"]')).toBeVisible();
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: false });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
      expect(pages).toHaveLength(1);
      // The sheet is A4: 595 x 842 points.
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0\s+0\s+59[45](?:\.\d+)?\s+84[12](?:\.\d+)?\s*\]/);
    });
  }
});
