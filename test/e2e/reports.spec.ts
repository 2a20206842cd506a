import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';

/**
 * Report a problem, end to end in Chromium against the real server: a report with an image reaches the
 * team's queue in the admin and the team's e-mail (the SMTP server scripts/e2e.mjs starts), and nothing
 * of it, nor a review's private parts, can be read without a session.
 */
const MAIL_DIR = process.env.E2E_MAIL_DIR;
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';
const RUN = Date.now().toString(36);
const TEAM = 'team@gantavya.example';

const mailTo = (address: string) =>
  readdirSync(MAIL_DIR!)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MAIL_DIR!, f), 'utf8')) as { to: string[]; subject: string; raw: string })
    .filter((m) => m.to.includes(address));

/** A small real PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.describe('report a problem', () => {
  test.beforeAll(() => {
    if (!MAIL_DIR) throw new Error('This spec needs the SMTP server that scripts/e2e.mjs starts: run it with `node scripts/e2e.mjs`.');
  });

  test('a report with an image reaches the admin queue and the team’s e-mail; the form has no axe violations', async ({ page }) => {
    test.setTimeout(120_000);
    const what = `They asked for a cash deposit without a receipt (${RUN}).`;
    await page.goto('/consultancies/2');
    const form = page.getByRole('form', { name: 'Report a problem' });
    await expect(form).toBeVisible();
    await page.waitForLoadState('networkidle');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(form.getByRole('status')).toHaveText('One field needs your attention.');
    await expectNoAxeViolations(page, 'the report form with an error');
    await form.getByLabel(/What happened/).fill(what);
    await form.getByLabel('Your e-mail or phone (optional)').fill(`reporter-${RUN}@example.com`);
    await form.getByLabel('Evidence (optional)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.locator('[data-part="report-files"]')).toContainText('receipt.png');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your report was sent.' })).toBeVisible();

    await expect.poll(() => mailTo(TEAM).filter((m) => m.raw.includes(RUN)).length, { message: 'the team’s e-mail about the report' }).toBe(1);
    const mail = mailTo(TEAM).find((m) => m.raw.includes(RUN))!;
    expect(mail.subject).toMatch(/^Problem report about /);
    expect(mail.raw).toContain('Evidence files: 1');

    await page.goto('/admin/login?next=%2Fadmin%2Freports');
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await page
      .getByRole('button', { name: /^Open the report about / })
      .first()
      .click();
    const report = page.locator('[data-part="report"]');
    await expect(report).toContainText(what);
    await expect(report).toContainText(`reporter-${RUN}@example.com`);
    await expect(report.getByRole('link', { name: 'receipt.png' })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/reports with a report open');
    const download = await page.request.get((await report.getByRole('link', { name: 'receipt.png' }).getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);
    await report.getByLabel('Status').selectOption('looking');
    await report.getByLabel('Internal note (only the team sees it)').fill('Called the office');
    await report.getByRole('button', { name: 'Save report' }).click();
    await expect(report.locator('[data-part="report-status-value"]')).toHaveText('Looking into it');
  });

  test('a visitor without a session can read no report, no evidence file, no review queue and no reviewer’s e-mail', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    for (const path of [
      '/api/v1/reports',
      '/api/v1/reports/1',
      '/api/v1/reports/1/files/1',
      '/api/v1/reviews',
      '/api/v1/reviews?status=rejected',
      '/admin/reports',
    ]) {
      const res = await visitor.get(path);
      const body = await res.text();
      if (path.startsWith('/api/')) expect(res.status(), path).toBe(401);
      expect(body, path).not.toContain('@example.com');
      expect(body, path).not.toContain('receipt');
    }
    await visitor.dispose();
  });
});
