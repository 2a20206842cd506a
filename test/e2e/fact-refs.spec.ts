import { expect, test } from '@playwright/test';
import { waitForHydration, watchHydration } from '../helpers/hydration';

/**
 * An article cites fact records: the server renders the figure with its month and source, the page
 * hydrates without a mismatch, and an admin's change to the fact shows in the article at once.
 */
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';
const RUN = Date.now().toString(36);

test("the funds article shows the New Zealand funds record with its month and source, an admin's edit of the record at once, and the record restored from its history", async ({
  page,
  request,
}) => {
  const blogs = (await (await request.get('/api/v1/blogs?limit=20')).json()).items as Array<{ id: number; slug: string }>;
  const article = blogs.find((b) => b.slug === 'showing-funds-for-a-student-visa');
  expect(article).toBeTruthy();
  const problems = watchHydration(page);
  const response = await page.goto(`/blog/${article!.id}`, { waitUntil: 'networkidle' });
  const html = await response!.text();
  // Rendered on the server from the record: its value, month and linked source.
  expect(html).toContain('Show NZD 20,000 a year for living costs');
  expect(html).toMatch(/as of November 2025, <a href="https:\/\/www\.immigration\.govt\.nz\/process-to-apply/);
  await waitForHydration(page);
  expect(problems).toEqual([]);
  await expect(page.getByRole('link', { name: 'Immigration New Zealand' }).first()).toBeVisible();

  // An admin changes the record; the article shows the new value.
  await page.goto('/admin/facts');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('new-zealand.visa-funds');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: 'Edit New Zealand: funds to show for the visa' }).click();
  const newText = `Show NZD 20,000 a year for living costs (edited in run ${RUN}).`;
  await page.getByLabel(/^Text/).fill(newText);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved “New Zealand: funds to show for the visa”.')).toBeVisible();
  const editor = page.url();
  await page.goto(`/blog/${article!.id}`, { waitUntil: 'networkidle' });
  await expect(page.getByText(`edited in run ${RUN}`)).toBeVisible();
  await expect(page.locator('[data-fact="destination.new-zealand.visa-funds"]').first()).toContainText(`edited in run ${RUN}`);

  // The fact's history shows the change; restoring the old version restores it, in the article too.
  await page.goto(editor);
  const history = page.getByRole('region', { name: 'History' });
  const change = history
    .getByRole('listitem')
    .filter({ hasText: `edited in run ${RUN}` })
    .first();
  await expect(change.getByRole('heading', { name: new RegExp(`^Edited by ${EMAIL.replace(/[.]/g, '\\.')}`) })).toBeVisible();
  await change.getByRole('button', { name: 'Restore the old version' }).click();
  await expect(history.getByText(/^Restored the version from before the change of/)).toBeVisible();
  await expect(page.getByLabel(/^Text/)).not.toHaveValue(newText);
  await expect(history.getByRole('heading', { name: /^Restored an earlier version by/ }).first()).toBeVisible();
  await page.goto(`/blog/${article!.id}`, { waitUntil: 'networkidle' });
  await expect(page.locator('[data-fact="destination.new-zealand.visa-funds"]').first()).toContainText('Show NZD 20,000 a year for living costs');
  await expect(page.getByText(`edited in run ${RUN}`)).toHaveCount(0);
});
