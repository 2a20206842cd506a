import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';

/**
 * Reviews only from students who booked, end to end in Chromium against the real server, whose e-mail
 * goes to the SMTP server scripts/e2e.mjs starts (E2E_MAIL_DIR): a booking with a real consultancy is
 * closed, the review link in the student's e-mail opens the form, the team approves the review, and
 * the consultancy's rating, count and JSON-LD change.
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

const mailTo = (address: string): CaughtMail[] =>
  readdirSync(MAIL_DIR!)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MAIL_DIR!, f), 'utf8')) as CaughtMail)
    .filter((m) => m.to.includes(address));

/** A message's text as sent (quoted-printable soft breaks and escapes undone). */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function signIn(page: Page, next: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A list keeps its question in the address (for the reviews: the status shown).
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, '\\$&')}(\\?[^#]*)?$`));
}

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);

test.describe('reviews only from students who booked', () => {
  test.beforeAll(() => {
    if (!MAIL_DIR) throw new Error('This spec needs the SMTP server that scripts/e2e.mjs starts: run it with `node scripts/e2e.mjs`.');
  });

  test('a closed booking’s e-mailed review link leads to the form; approved, the review changes the rating, the count and the JSON-LD; a second review is refused', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const student = `Review Student ${RUN}`;
    const address = `review-${RUN}@example.com`;
    const name = `Honest Reviews Consultancy ${RUN}`;

    // The team lists a real (not sample) consultancy.
    await signIn(page, '/admin/reviews');
    await expectNoAxeViolations(page, '/admin/reviews');
    const { id: _id, sample: _sample, ...fields } = await (await page.request.get('/api/v1/consultancies/1')).json();
    const created = await page.request.post('/api/v1/consultancies', { data: { ...fields, name }, headers: { origin: baseURL! } });
    expect(created.status()).toBe(201);
    const consultancyId = (await created.json()).id as number;
    await page.goto(`/consultancies/${consultancyId}`);
    await expect(page.locator('[data-part="rating"]')).toHaveText('No reviews yet');
    expect((await jsonLd(page)).find((d) => d['@type'] === 'EducationalOrganization')).not.toHaveProperty('aggregateRating');

    // A student books with it.
    await page.goto(`/consultation?consultancy=${consultancyId}`);
    const form = page.locator('form').filter({ has: page.getByLabel('Full name') });
    await form.getByLabel('Full name').fill(student);
    await form.getByLabel('E-mail').fill(address);
    await form.getByLabel('Phone').fill('9841234567');
    await form.getByLabel('Preferred destination').selectOption({ label: 'Canada' });
    await form.getByLabel('Study level').selectOption('Bachelor');
    await form.getByLabel('Preferred date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await form.getByRole('button', { name: 'Book free consultation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Thank you, ${student}.` })).toBeVisible();

    // The team closes the booking: the student's status e-mail carries the review link.
    await page.goto('/admin/consultations');
    await page.getByRole('button', { name: `View booking from ${student}` }).click();
    const details = page.getByRole('region', { name: `Booking from ${student}` });
    await details.getByLabel('Change status to').selectOption('closed');
    await details.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText(`Booking from ${student} is now closed.`)).toBeVisible();
    await expect
      .poll(() => mailTo(address).filter((m) => m.subject.endsWith('is now closed')).length, { message: 'the status e-mail reaches the SMTP server' })
      .toBe(1);
    const mail = decoded(mailTo(address).find((m) => m.subject.endsWith('is now closed'))!.raw);
    const link = /https?:\/\/\S+\/consultation\/review\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
    expect(link, 'the review link in the e-mail').toBeTruthy();

    // The link leads to the review form.
    const review = new URL(link!);
    await page.goto(`${review.pathname}${review.search}`);
    await expect(page.getByRole('heading', { name: `Your review of ${name}` })).toBeVisible();
    await expectNoAxeViolations(page, 'the review form');
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 fields need your attention.' })).toBeVisible();
    await expectNoAxeViolations(page, 'the review form with its errors');
    await page.getByRole('radio', { name: '5 ★' }).check();
    await page.getByLabel(/Your experience/).fill('Every fee was written down for us, and the visa file was checked twice.');
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your review was sent.' })).toBeVisible();

    // Waiting for moderation: nothing public yet.
    await page.goto(`/consultancies/${consultancyId}`);
    await expect(page.locator('[data-part="rating"]')).toHaveText('No reviews yet');

    // The team approves it.
    await page.goto('/admin/reviews');
    await page.getByRole('button', { name: `Open the review by Review of ${name}` }).click();
    const opened = page.locator('[data-part="review"]');
    await expect(opened).toContainText(address);
    await opened.getByRole('button', { name: 'Approve' }).click();
    await expect(opened.locator('[data-part="review-status"]')).toHaveText('Approved');

    // The consultancy's rating and count change, and its JSON-LD gains an AggregateRating.
    await page.goto(`/consultancies/${consultancyId}`);
    await expect(page.locator('[data-part="rating"]')).toHaveText('5.0 out of 5 from 1 review');
    await expect(page.getByRole('region', { name: 'Reviews' })).toContainText(
      `Review, ${new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
    );
    await expect(page.getByRole('region', { name: 'Reviews' })).not.toContainText(address);
    const org = (await jsonLd(page)).find((d) => d['@type'] === 'EducationalOrganization');
    expect(org?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 });
    // Its card on the list shows the same rating and count (never the typed one), and sorting by rating puts it first.
    await page.goto(`/consultancies?sort=rating`);
    const card = page.locator(`#consultancy-${consultancyId}`);
    await expect(card.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toHaveText('★ 5.0 (1 review)');
    await expect(page.locator('article[id^="consultancy-"]').first()).toHaveAttribute('id', `consultancy-${consultancyId}`);

    // A second review for the same booking is refused, with a clear message.
    await page.goto(`${review.pathname}${review.search}`);
    await expect(page.getByRole('status').filter({ hasText: 'This booking already has a review: each booking can be reviewed once.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send review' })).toHaveCount(0);
  });
});
