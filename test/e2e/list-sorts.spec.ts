import { expect, test } from '@playwright/test';

/**
 * Sorting and filtering lists on the server, in Chromium against the real server: the course list's
 * tuition range and sort as a GET form that works without JavaScript, and an admin list whose sort and
 * page are its address (Back from an editor returns to the same rows).
 */
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';

test('without JavaScript, /courses filters by a tuition range in lakh of rupees and sorts by tuition', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto('/courses');
    const form = page.getByRole('search', { name: 'Filter courses' });
    await expect(form.getByText(/compared in rupees at Nepal Rastra Bank's rates of/)).toBeVisible();
    await form.getByLabel('Tuition up to (lakh NPR)').fill('30');
    await form.getByLabel('Sort by').selectOption('tuition');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/courses\?.*tuitionMax=30.*&sort=tuition/);
    await expect(page.getByRole('search', { name: 'Filter courses' }).getByLabel('Sort by')).toHaveValue('tuition');
    await expect(page.getByRole('search', { name: 'Filter courses' }).getByLabel('Tuition up to (lakh NPR)')).toHaveValue('30');
    const estimates = await page.locator('main article [data-figure="record"]').allTextContents();
    expect(estimates.length).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

test('an admin list sorts on the server with its sort and page in the address; Back from an editor shows the same rows', async ({ page }) => {
  await page.goto('/admin/courses');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const title = page.getByRole('columnheader', { name: /^Title/ });
  await title.getByRole('button').click();
  await expect(title).toHaveAttribute('aria-sort', 'ascending');
  await title.getByRole('button').click();
  await expect(title).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/\/admin\/courses\?sort=-title$/);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\?sort=-title&page=2$/);
  await expect(page.getByRole('table', { name: /page 2 of \d+, sorted by title \(descending\)/ })).toBeVisible();
  const rows = await page.getByRole('rowheader').allTextContents();
  const lower = rows.map((r) => r.toLowerCase());
  expect(lower).toEqual([...lower].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  await page.getByRole('link', { name: `Edit ${rows[0]}` }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/edit\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/courses\?sort=-title&page=2$/);
  await expect(page.getByRole('table', { name: /page 2 of \d+, sorted by title \(descending\)/ })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveText(rows);
  await expect(page.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'descending');
});
