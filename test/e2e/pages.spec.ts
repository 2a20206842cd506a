import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { paths } from '../../src/config/routes';
import { DESTINATION_COUNTRY, DESTINATIONS, EXAM_NAMES, EXAMS } from '../../src/domain/catalog';
import { ROUTE_SWEEP, SWEPT_PATHS } from '../helpers/publicPaths';
import { readingTest } from '../helpers/sharedPage';

/** The h1 of each page that shows no record (the document title is "<h1> | Gantavya", the home page's is the site's). */
const HEADINGS: Record<string, string> = {
  '/': 'Study abroad with confidence',
  '/contact': 'Contact Us',
  '/consultation': 'Book a Free Consultation',
  '/services': 'Our Services',
  '/test-preparation': 'Test preparation',
  '/visa-assistance': 'Visa assistance',
  '/career-counseling': 'Career counselling',
  '/courses': 'Courses',
  '/universities': 'Universities',
  '/consultancies': 'Consultancies',
  ...Object.fromEntries(DESTINATIONS.map((d) => [paths.destination(d), `Study in ${DESTINATION_COUNTRY[d]}`])),
  ...Object.fromEntries(EXAMS.map((e, i) => [paths.exam(e), `${EXAM_NAMES[i]} exam guide`])),
  '/blog': 'Blog',
  '/faqs': 'Frequently Asked Questions',
  '/terms': 'Terms of Use',
  '/privacy': 'Privacy Policy',
  '/how-we-verify': 'How we verify consultancies',
  '/important-links': 'Important Links',
  '/scholarships': 'Scholarships',
  '/advertise': 'Advertise with Us',
  '/featured': 'Featured',
  '/events': 'Events',
  '/compare': 'Compare consultancies',
  '/shortlist': 'My shortlist',
  '/consultation/status': 'Check your booking',
  '/consultation/review': 'Review your consultation',
  '/cost-planner': 'Study-cost planner',
};

/** A page that shows a record has that record's name or title as its h1 (read from the API). */
const RECORD_HEADINGS: Record<string, (api: APIRequestContext) => Promise<string>> = {
  '/consultancies/1': async (api) => (await (await api.get('/api/v1/consultancies/1')).json()).name,
  '/blog/1': async (api) => (await (await api.get('/api/v1/blogs/1')).json()).title,
};

const ARTICLE = {
  id: 41,
  slug: 'prepare-for-your-f1-interview',
  title: 'Prepare for your F-1 interview in Kathmandu',
  excerpt: 'What the consular officer asks, and how to answer in your own words.',
  body: '## Before the day\n\nBring your **I-20**, SEVIS receipt and financial documents.\n\n<script>window.__xss = true</script>',
  coverImage: '',
  author: 'Anita Gurung',
  tags: ['usa', 'visa'],
  status: 'published',
  publishedAt: '2026-03-05T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};

const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The read API of these pages, answered in the browser so the test does not depend on seeded content. */
async function stubReads(page: Page) {
  await page.route(/\/api\/v1\/(universities|courses)(\?.*)?$/, (route) => json(route, { items: [], total: 0, page: 1, limit: 12 }));
  await page.route(/\/api\/v1\/blogs(\?.*)?$/, (route) => json(route, { items: [ARTICLE], total: 1, page: 1, limit: 9 }));
  await page.route(/\/api\/v1\/blogs\/\d+$/, (route) =>
    route.request().url().endsWith(`/${ARTICLE.id}`) ? json(route, ARTICLE) : json(route, { error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
  );
}

test.describe('every public page renders in Chromium with its h1 and title', () => {
  for (const path of SWEPT_PATHS) {
    readingTest(`${path} shows its h1, and its title and description`, { tag: ROUTE_SWEEP }, async ({ page, request }) => {
      const heading = HEADINGS[path] ?? (await RECORD_HEADINGS[path]?.(request));
      expect(heading, `the h1 expected on ${path}`).toBeTruthy();
      await stubReads(page);
      await page.goto(path);
      const h1 = page.locator('main h1');
      await expect(h1).toHaveText(heading!);
      await expect(h1).toHaveCount(1);
      await expect(page).toHaveTitle(path === '/' ? /^Gantavya/ : `${heading} | Gantavya`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    });
  }
});

readingTest('a booking from the form to the confirmation, with the server failing the first attempt', async ({ page, request }) => {
  const hasServer = (await request.get('/api/v1/health').catch(() => null))?.ok() ?? false;
  const keys: string[] = [];
  let failing = true;
  await page.route('**/api/v1/consultations', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (failing) return route.abort('connectionrefused');
    if (hasServer) return route.fallback();
    const input = route.request().postDataJSON();
    return json(route, { ...input, id: 501, status: 'new', createdAt: new Date().toISOString() }, 201);
  });
  const date = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await page.goto('/consultation');
  await page.getByLabel('Full name').fill('Sita Sharma');
  await page.getByLabel('E-mail').fill('sita@example.com');
  await page.getByLabel('Phone').fill('9841234567');
  await page.getByLabel('Preferred destination').selectOption('Australia');
  await page.getByLabel('Study level').selectOption('Master');
  await page.getByLabel('Preferred date').fill(date);
  await page.getByLabel('Message (optional)').fill('Nursing, February intake');
  await page.getByRole('button', { name: 'Book free consultation' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Your booking was not sent' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Full name')).toHaveValue('Sita Sharma');

  // The unsent form survives a reload.
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Sita Sharma');
  await expect(page.getByLabel('Preferred date')).toHaveValue(date);

  failing = false;
  await page.getByRole('button', { name: 'Book free consultation' }).click();
  await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Sita Sharma', { exact: false }).first()).toBeVisible();
  // Every request of this booking, the failed ones and the one that worked, carried the same key.
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/.{8,}/);
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

readingTest('a blog article from the list, rendered from sanitized Markdown', async ({ page }) => {
  await stubReads(page);
  // The first page arrives rendered by the server; the blog is reached in the browser, which reads the
  // (stubbed) API.
  await page.goto('/faqs', { waitUntil: 'networkidle' });
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Blogs' }).click();
  await page.getByRole('link', { name: ARTICLE.title }).click();
  await expect(page).toHaveURL(`/blog/${ARTICLE.id}`);
  await expect(page.locator('main h1')).toHaveText(ARTICLE.title);
  await expect(page.getByRole('heading', { level: 2, name: 'Before the day' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).toBeUndefined();
  await page.goto('/blog/999');
  await expect(page.locator('main h1')).toHaveText('Article not found');
});

readingTest('the FAQ accordion works with the keyboard alone', async ({ page }) => {
  await page.goto('/faqs');
  const first = page.getByRole('button', { name: /Which country should I choose/ });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: /study gap/ })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: /When should I start applying/ })).toBeFocused();
});
