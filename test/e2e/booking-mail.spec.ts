import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * A booking that is answered, end to end in Chromium against the real server, whose e-mail goes
 * to a real SMTP server (scripts/e2e.mjs starts it and says where its messages are: E2E_MAIL_DIR).
 */
const MAIL_DIR = process.env.E2E_MAIL_DIR;
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';
const RUN = Date.now().toString(36);

interface CaughtMail {
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
}

const caught = (): CaughtMail[] =>
  readdirSync(MAIL_DIR!)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MAIL_DIR!, f), 'utf8')) as CaughtMail);

const mailTo = (address: string) => caught().filter((m) => m.to.includes(address));

async function book(page: Page, student: string, address: string) {
  await page.goto('/consultation');
  const form = page.locator('form').filter({ has: page.getByLabel('Full name') });
  await form.getByLabel('Full name').fill(student);
  await form.getByLabel('E-mail').fill(address);
  await form.getByLabel('Phone').fill('9841234567');
  await form.getByLabel('Preferred destination').selectOption({ label: 'Canada' });
  await form.getByLabel('Study level').selectOption('Bachelor');
  await form.getByLabel('Preferred date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Book free consultation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Thank you, ${student}.` })).toBeVisible();
  const reference = (await page.locator('[data-part="booking-reference"] strong').textContent())!.trim();
  expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  return reference;
}

test.describe('a booking that is answered by e-mail', () => {
  // Run without the test SMTP server (outside scripts/e2e.mjs), this spec fails loudly rather than skip.
  test.beforeAll(() => {
    if (!MAIL_DIR) throw new Error('This spec needs the SMTP server that scripts/e2e.mjs starts: run it with `node scripts/e2e.mjs`.');
  });

  test('book a consultation and find the confirmation in the SMTP server; change its status in the admin and find the second e-mail', async ({ page }) => {
    const student = `Mail Student ${RUN}`;
    const address = `mail-${RUN}@example.com`;
    const reference = await book(page, student, address);

    await expect.poll(() => mailTo(address).length, { message: 'the confirmation reaches the SMTP server' }).toBe(1);
    const [confirmation] = mailTo(address);
    expect(confirmation.subject).toBe(`Your consultation request ${reference}`);
    expect(confirmation.raw).toContain(reference);
    await expect.poll(() => mailTo('team@gantavya.example').filter((m) => m.subject.includes(reference)).length, { message: "the team's notice" }).toBe(1);

    // The student checks the status with the reference and the address.
    await page.getByRole('link', { name: 'check your booking’s status' }).click();
    await expect(page.getByLabel('Booking reference')).toHaveValue(reference);
    await page.getByLabel('E-mail address').fill(address);
    await page.getByRole('button', { name: 'Check status' }).click();
    await expect(page.locator('[data-part="status-result"]')).toContainText('Received');

    await page.goto('/admin/login?next=%2Fadmin%2Fconsultations');
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/consultations$/);
    await page.getByRole('button', { name: `View booking from ${student}` }).click();
    const details = page.getByRole('region', { name: `Booking from ${student}` });
    await expect(details.locator('[data-part="booking-reference"]')).toHaveText(reference);
    await expect(details.getByRole('listitem').filter({ hasText: 'Confirmation to the student' })).toContainText(`to ${address}: sent`);
    await details.getByLabel('Change status to').selectOption('contacted');
    await details.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText(`Booking from ${student} is now contacted.`)).toBeVisible();

    await expect.poll(() => mailTo(address).length, { message: 'the status e-mail reaches the SMTP server' }).toBe(2);
    const second = mailTo(address)[1];
    expect(second.subject).toBe(`Your consultation request ${reference} is now contacted`);
    expect(second.messageId).not.toBe(confirmation.messageId);
  });
});
