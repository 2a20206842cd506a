import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { adToBs, formatBsIso } from '../../src/domain/bikramSambat';
import { toDevanagariDigits } from '../../src/domain/digits';
import { formatDate } from '../../src/common/format';
import { decodeHeader } from '../helpers/smtpServer';

/**
 * A booking made on a Nepali page, end to end in Chromium against the real server and the SMTP server
 * that scripts/e2e.mjs starts: the date typed in Bikram Sambat with Devanagari digits, the same day in
 * the Gregorian calendar in the admin, and the confirmation to the student in Nepali.
 */
const MAIL_DIR = process.env.E2E_MAIL_DIR;
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';
const RUN = Date.now().toString(36);

interface CaughtMail {
  to: string[];
  subject: string;
  raw: string;
}

/** A caught message's subject and text, decoded as a mail reader shows them. */
function read(mail: CaughtMail) {
  const split = mail.raw.indexOf('\r\n\r\n');
  const head = mail.raw.slice(0, split);
  const body = mail.raw.slice(split + 4);
  const text = /content-transfer-encoding:\s*base64/i.test(head) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { subject: decodeHeader(mail.subject), text };
}

const mailTo = (address: string) =>
  readdirSync(MAIL_DIR!)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MAIL_DIR!, f), 'utf8')) as CaughtMail)
    .filter((m) => m.to.includes(address));

test('book on a Nepali page with the date typed in Bikram Sambat and Devanagari digits; the admin shows the Gregorian day, the student gets a Nepali confirmation', async ({
  page,
}) => {
  if (!MAIL_DIR) throw new Error('This spec needs the SMTP server that scripts/e2e.mjs starts: run it with `node scripts/e2e.mjs`.');
  const student = `Nepali Student ${RUN}`;
  const address = `nepali-${RUN}@example.com`;
  const ad = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const typed = toDevanagariDigits(formatBsIso(adToBs(ad)!));

  await page.goto('/ne/consultation');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  // The form is written in Nepali; the values it sends stay English (the destination and the level).
  const form = page.locator('form').filter({ has: page.getByLabel('पूरा नाम') });
  await form.getByLabel('पूरा नाम').fill(student);
  await form.getByLabel('इमेल').fill(address);
  await form.getByLabel('फोन').fill('९८४१२३४५६७');
  await form.getByLabel('पढ्न जान चाहेको देश').selectOption({ label: 'क्यानडा' });
  await form.getByLabel('पढाइको तह').selectOption({ label: 'स्नातक (ब्याचलर)' });
  // On a Nepali page the date is typed in Bikram Sambat; the Gregorian day shows beside it as it is typed.
  await expect(form.getByRole('radio', { name: 'विक्रम संवत् (वि.सं.), टाइप गर्नुहोस्' })).toBeChecked();
  await form.getByLabel('परामर्शको मिति').fill(typed);
  await expect(form.locator('[data-part="date-beside"]')).toHaveText(`अर्थात् ई.सं. ${formatDate(ad)}।`);
  await form.getByRole('button', { name: 'निःशुल्क परामर्श बुक गर्नुहोस्' }).click();
  await expect(page.getByRole('status').filter({ hasText: `धन्यवाद, ${student}।` })).toBeVisible();
  const reference = (await page.locator('[data-part="booking-reference"] strong').textContent())!.trim();

  await expect.poll(() => mailTo(address).length, { message: 'the confirmation reaches the SMTP server' }).toBe(1);
  const confirmation = read(mailTo(address)[0]);
  expect(confirmation.subject).toBe(`तपाईंको परामर्श अनुरोध ${reference}`);
  expect(confirmation.text).toContain(`नमस्ते ${student},`);
  expect(confirmation.text).toContain(`(ई.सं. ${toDevanagariDigits(ad)})`);

  await page.goto('/admin/login?next=%2Fadmin%2Fconsultations');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/consultations$/);
  await page.getByRole('button', { name: `View booking from ${student}` }).click();
  const details = page.getByRole('region', { name: `Booking from ${student}` });
  await expect(details.locator('[data-part="booking-reference"]')).toHaveText(reference);
  await expect(details).toContainText(ad);
  await expect(details).toContainText('Nepali');
});
