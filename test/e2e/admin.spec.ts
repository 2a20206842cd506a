import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';

/**
 * The admin area end to end in Chromium against the real API server with a fresh database.
 * playwright.config.ts starts `tsx server/main.ts` with ADMIN_EMAIL/ADMIN_PASSWORD; the same values
 * come in here through E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD.
 */
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';
const RUN = Date.now().toString(36);

async function signIn(page: Page, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The sidebar collapses below 768 px: open it when its toggle shows. */
async function openSidebar(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
}

test.describe.configure({ mode: 'serial' });

test.describe('the admin area against the real server', () => {
  let page: Page;
  const blogTitle = `Studying in Canada ${RUN}`;
  const editedTitle = `Studying in Canada, updated ${RUN}`;
  const consultancyName = `Everest Pathways ${RUN}`;
  const student = `Sita Sharma ${RUN}`;
  let blogId = '';

  test.beforeAll(async ({ browser }) => {
    // One context for the whole story (the session cookie carries on); axe needs a context of its own.
    const context = await browser.newContext();
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('a guarded URL sends a signed-out visitor to sign in', async () => {
    await page.goto('/admin/consultancies');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fconsultancies$/);
    await expect(page.getByRole('heading', { name: /admin sign in/i })).toBeVisible();
  });

  test('a wrong password shows the error', async () => {
    await signIn(page, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expectNoAxeViolations(page, '/admin/login with an error');
  });

  test('signing in returns to the guarded page', async () => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/consultancies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultancies' })).toBeVisible();
    await openSidebar(page);
    await expect(page.getByText(EMAIL)).toBeVisible();
  });

  test('creating a published blog post that then appears on /blog and at /blog/{id}', async () => {
    await page.goto('/admin/blogs/new');
    await page.getByLabel(/^Title/).fill(blogTitle);
    await page.getByRole('button', { name: 'Make from title' }).click();
    await page.getByLabel(/^Author/).fill('Asha Rai');
    await page.getByLabel(/^Excerpt/).fill('What to prepare before you apply.');
    await page.getByLabel(/^Body/).fill('## Documents\n\nBring your **transcripts**.');
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Documents' })).toBeVisible();
    await page.getByRole('switch', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Create blog post' }).click();
    await expect(page.getByText(`Saved “${blogTitle}”.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blogs\/edit\/\d+$/);
    blogId = page.url().match(/edit\/(\d+)$/)![1];

    await page.goto('/blog');
    await expect(page.getByText(blogTitle).first()).toBeVisible();
    await page.goto(`/blog/${blogId}`);
    await expect(page.getByRole('heading', { level: 1, name: blogTitle })).toBeVisible();
    await expect(page.getByText('transcripts')).toBeVisible();
  });

  test('editing it changes the public article', async () => {
    await page.goto(`/admin/blogs/edit/${blogId}`);
    const title = page.getByLabel(/^Title/);
    await expect(title).toHaveValue(blogTitle);
    await title.fill(editedTitle);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Saved “${editedTitle}”.`)).toBeVisible();
    await page.goto(`/blog/${blogId}`);
    await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible();
  });

  test('leaving an edited form asks first in a dialog: Stay keeps the changes, Leave goes on', async () => {
    await page.goto(`/admin/blogs/edit/${blogId}`);
    const title = page.getByLabel(/^Title/);
    await expect(title).toHaveValue(editedTitle);
    await title.fill(`${editedTitle} (unsaved)`);
    await page.getByRole('link', { name: 'Back to the list' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await expect(dialog).toContainText('You have unsaved changes. Leave this page and lose them?');
    await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/blogs/edit/${blogId}$`));
    await expect(title).toHaveValue(`${editedTitle} (unsaved)`);
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.getByRole('alertdialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  });

  test('deleting it, after a confirmation that names it', async () => {
    await page.goto('/admin/blogs');
    await page.getByRole('searchbox', { name: 'Search' }).fill(RUN);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Delete ${editedTitle}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete “${editedTitle}”?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Deleted “${editedTitle}”.`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: editedTitle })).toHaveCount(0);
    await page.goto('/blog');
    await expect(page.getByText(editedTitle)).toHaveCount(0);
  });

  test('creating a consultancy that appears on /consultancies', async () => {
    await page.goto('/admin/consultancies/new');
    await page.getByLabel(/^Name/).fill(consultancyName);
    await page.getByLabel(/^Location/).fill('Putalisadak, Kathmandu');
    await page.getByLabel(/^Rating/).fill('4.6');
    await page.getByLabel(/^Phone/).fill('01-4411223');
    await page.getByLabel(/^E-mail/).fill(`hello-${RUN}@everest.example`);
    await page.getByLabel(/^Students helped/).fill('1200+');
    await page.getByLabel(/^Experience/).fill('8+ years');
    await page.getByLabel(/^Success rate/).fill('96%');
    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByLabel('Destination 1', { exact: true }).fill('Japan');
    await page.getByRole('button', { name: 'Add service' }).click();
    await page.getByLabel('Service 1', { exact: true }).fill('Visa guidance');
    await page.getByRole('button', { name: 'Create consultancy' }).click();
    await expect(page.getByText(`Saved “${consultancyName}”.`)).toBeVisible();

    await page.goto(`/consultancies?search=${encodeURIComponent(consultancyName)}`);
    await expect(page.getByText(consultancyName).first()).toBeVisible();
  });

  test('a booking made on /consultation appears in Bookings and its status changes', async () => {
    await page.goto('/consultation');
    const form = page.locator('form').filter({ has: page.getByLabel('Full name') });
    await form.getByLabel('Full name').fill(student);
    await form.getByLabel('E-mail').fill(`sita-${RUN}@example.com`);
    await form.getByLabel('Phone').fill('9841234567');
    await form.getByLabel('Preferred destination').selectOption({ label: 'Canada' });
    await form.getByLabel('Study level').selectOption('Bachelor');
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Preferred date').fill(inAWeek);
    await form.getByLabel(/^Message/).fill('Please call after 5 pm.');
    await form.getByRole('button', { name: 'Book free consultation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Thank you, ${student}.` })).toBeVisible();

    await page.goto('/admin/consultations');
    await expect(page.getByRole('rowheader', { name: student })).toBeVisible();
    // Newest first (the other worker may be booking too, so the order is checked, not the first row).
    const ids = await page.locator('tbody tr[data-id]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await page.getByRole('button', { name: `View booking from ${student}` }).click();
    const details = page.getByRole('region', { name: `Booking from ${student}` });
    await expect(details).toContainText('Please call after 5 pm.');
    await details.getByLabel('Change status to').selectOption('contacted');
    await details.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText(`Booking from ${student} is now contacted.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(student) }).getByText('Contacted')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('contacted');
    await expect(page.getByRole('rowheader', { name: student })).toBeVisible();
  });

  test('the admin screens pass axe (WCAG 2.2 A and AA), the editors with their errors showing', async () => {
    for (const path of ['/admin', '/admin/blogs', '/admin/consultancies', '/admin/consultations', '/admin/messages']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      await expectNoAxeViolations(page, path);
    }
    for (const [path, submit] of [
      ['/admin/blogs/new', 'Create blog post'],
      ['/admin/universities/new', 'Create university'],
      ['/admin/consultancies/new', 'Create consultancy'],
      ['/admin/courses/new', 'Create course'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: submit }).click();
      await expect(page.getByText(/Please correct the \d+ fields? marked below/)).toBeVisible();
      await expectNoAxeViolations(page, `${path} with errors`);
    }
  });

  test('signing out, then a guarded URL sends the visitor to sign in and back after it', async () => {
    await page.goto('/admin');
    await openSidebar(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/consultations');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fconsultations$/);
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/consultations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  });

  test('the admin area is usable at 360 px wide: the sidebar collapses behind a toggle', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/blogs');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Bookings' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Bookings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
