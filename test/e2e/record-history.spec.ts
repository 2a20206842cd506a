import { expect, test } from '@playwright/test';

/**
 * A record the admins edit keeps its history under its editor: an edit of a university shows there
 * (who, when, old → new), and "Restore the old version" puts the old name back, on the public list too.
 */
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';
const RUN = Date.now().toString(36);

test('an admin renames a university, sees the change in its history, and restores the old name in one step', async ({ page, request }) => {
  const universities = (await (await request.get('/api/v1/universities?limit=5')).json()).items as Array<{ id: number; name: string }>;
  const university = universities[universities.length - 1];
  const renamed = `${university.name} (renamed in run ${RUN})`;

  await page.goto(`/admin/universities/edit/${university.id}`);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const name = page.getByLabel(/^Name/);
  await expect(name).toHaveValue(university.name);
  await name.fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Saved “${renamed}”.`)).toBeVisible();

  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Reload the history' }).click();
  const change = history.getByRole('listitem').filter({ hasText: `Name: ${university.name} → ${renamed}` });
  await expect(change.getByRole('heading', { name: new RegExp(`^Edited by ${EMAIL.replace(/[.]/g, '\\.')}`) })).toBeVisible();
  await change.getByRole('button', { name: 'Restore the old version' }).click();
  await expect(history.getByText(/^Restored the version from before the change of/)).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue(university.name);
  await expect(history.getByRole('heading', { name: /^Restored an earlier version by/ }).first()).toBeVisible();
  const after = (await (await request.get(`/api/v1/universities/${university.id}`)).json()) as { name: string };
  expect(after.name).toBe(university.name);
});
