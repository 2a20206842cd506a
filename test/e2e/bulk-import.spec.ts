import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatCsv, parseCsv } from '../../server/bulk/csv';
import { expectNoAxeViolations } from '../helpers/axe';

/**
 * The admin's CSV round trip in Chromium against the real server: export the consultancies, change one
 * row's rating and break another's e-mail, import the file: the preview shows the changed row and the
 * rejected one with its line and reason, and the import writes the change.
 */
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';

test('an exported CSV with one changed row and one bad row imports the change and rejects the bad row with its line and reason', async ({ page }) => {
  await page.goto('/admin/consultancies');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultancies' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export the consultancies as CSV' }).click()]);
  const parsed = parseCsv(readFileSync(await download.path(), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.reason);
  const [header, ...rows] = parsed.records.map((r) => r.cells);
  const col = (name: string) => header.indexOf(name);
  // Two records far from the ones the other admin specs edit.
  const changed = [...rows[40]];
  const bad = [...rows[41]];
  const rating = changed[col('rating')] === '4.1' ? '4.2' : '4.1';
  changed[col('rating')] = rating;
  bad[col('email')] = 'not-an-email';
  const file = join(mkdtempSync(join(tmpdir(), 'gantavya-e2e-import-')), 'consultancies.csv');
  writeFileSync(file, formatCsv([header, changed, bad]));
  const written = parseCsv(readFileSync(file, 'utf8'));
  const badLine = written.ok ? written.records[2].line : -1;

  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import consultancies' })).toBeVisible();
  await page.getByLabel('CSV file', { exact: true }).setInputFiles(file);
  await expect(page.getByRole('heading', { name: /^2\. Check the preview of consultancies\.csv/ })).toBeFocused();
  await expect(page.getByTestId('import-counts')).toHaveText('New: 0 · Changed: 1 · Unchanged: 0 · Conflict: 0 · Rejected: 1');
  const rejected = page.getByRole('row', { name: new RegExp(`^${badLine} Rejected `) });
  await expect(rejected).toContainText('email: Enter a valid e-mail address');
  await expect(page.getByRole('row', { name: /Changed/ })).toContainText('Changes rating');
  await expectNoAxeViolations(page, 'the import preview');

  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByText('Imported: 0 added, 1 updated, 0 unchanged, 1 rejected row left out.')).toBeFocused();
  const record = await page.request.get(`/api/v1/consultancies/${changed[0]}`);
  expect((await record.json()).rating).toBe(Number(rating));
});
