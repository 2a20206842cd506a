import { expect, test, type Page } from '@playwright/test';

/**
 * Dated facts end to end in Chromium against the real API server and a fresh database: an admin edits a
 * fact and a visitor sees it on the public page, marks another "still correct, checked today", and the
 * dashboard's count of facts due for review goes down with each.
 */
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';
const RUN = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

async function dueCount(page: Page): Promise<number> {
  await page.goto('/admin/dashboard');
  const card = page.getByRole('link', { name: /Facts due for review/ });
  await expect(card).toBeVisible();
  return Number((await card.textContent())!.match(/\d+/)![0]);
}

test.describe('facts the team edits', () => {
  let page: Page;
  let due = 0;
  const newFee = `GBP 524 application fee (checked in run ${RUN}) plus the Immigration Health Surcharge`;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await page.goto('/admin/facts');
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Facts' })).toBeVisible();
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('the dashboard shows how many facts are due for review', async () => {
    due = await dueCount(page);
    expect(due).toBeGreaterThan(0);
  });

  test('an admin edits a fact and a visitor sees it on the public page, dated this month', async ({ browser }) => {
    await page.goto('/admin/facts');
    await page.getByRole('combobox', { name: 'Page' }).selectOption({ label: 'Study in UK' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('visa fee');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'Edit UK: visa fee' }).click();
    const text = page.getByLabel(/^Text/);
    await expect(text).toHaveValue(/GBP/);
    await text.fill(newFee);
    await page.getByRole('button', { name: 'Checked this month' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved “UK: visa fee”.')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/destinations/uk');
    const visa = visitor.getByRole('region', { name: /The student visa/ });
    await expect(visa.getByText(newFee)).toBeVisible();
    const month = new Date().toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    await expect(visa.locator('[data-part="source-note"]').filter({ hasText: `As of ${month}` })).toBeVisible();
    await visitor.context().close();

    await expect.poll(() => dueCount(page)).toBe(due - 1);
    due -= 1;
  });

  test('"still correct, checked today" takes one click and the due count goes down', async () => {
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /Facts due for review/ }).click();
    await expect(page).toHaveURL(/\/admin\/facts\?due=true$/);
    await expect(page.getByRole('combobox', { name: 'Review' })).toHaveValue('true');
    const firstRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Still correct, checked today: / }) })
      .first();
    const label = (await firstRow.getByRole('rowheader').textContent())!;
    await firstRow.getByRole('button', { name: `Still correct, checked today: ${label}` }).click();
    await expect(page.getByText(`“${label}” marked as checked in`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: label, exact: true })).toHaveCount(0);
    await expect.poll(() => dueCount(page)).toBe(due - 1);
  });
});
