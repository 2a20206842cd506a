import { expect, test, type Browser, type Page } from '@playwright/test';
import { CONSULTANCIES } from '../../src/data/consultancies';

/**
 * One directory, end to end in Chromium against the real server: what an admin keeps is what a new
 * visitor searches, picks, sees highlighted and books. The records renamed and deleted here are
 * seeded ones that the other end-to-end specs do not open (they visit /consultancies/1), so the
 * specs can run side by side on one server.
 */
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';
const RUN = Date.now().toString(36);
const ADDED = `Directory Added Education ${RUN}`;
const RENAMED = `Renamed Study Link ${RUN}`;
const RENAMED_RECORD = CONSULTANCIES[1]; // seeded, id 2
const DELETED_RECORD = CONSULTANCIES[2]; // seeded, id 3
const STUDENT = `Maya Gurung ${RUN}`;

test.describe.configure({ mode: 'serial' });

async function signedInAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/consultancies');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultancies' })).toBeVisible();
  return page;
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox', { name: /^Search consultancies by name/ });
  await expect(input).toBeFocused();
  return input;
}

const option = (page: Page, id: number) => page.locator(`[role="option"][data-consultancy-id="${id}"]`);

test.describe('one directory: the admins keep it, visitors search it', () => {
  let admin: Page;
  let addedId = 0;

  test.beforeAll(async ({ browser }) => {
    admin = await signedInAdmin(browser);
  });
  test.afterAll(async () => {
    await admin.context().close();
  });

  test('an admin adds a consultancy, renames one and deletes another', async () => {
    await admin.goto('/admin/consultancies/new');
    await admin.getByLabel(/^Name/).fill(ADDED);
    await admin.getByLabel(/^Location/).fill('Baneshwor, Kathmandu');
    await admin.getByLabel(/^Rating/).fill('4.7');
    await admin.getByLabel(/^Phone/).fill('01-4411223');
    await admin.getByLabel(/^E-mail/).fill(`hello-${RUN}@added.example`);
    await admin.getByLabel(/^Students helped/).fill('800+');
    await admin.getByLabel(/^Experience/).fill('6+ years');
    await admin.getByLabel(/^Success rate/).fill('94%');
    await admin.getByRole('button', { name: 'Add destination' }).click();
    await admin.getByLabel('Destination 1', { exact: true }).fill('Australia');
    await admin.getByRole('button', { name: 'Add service' }).click();
    await admin.getByLabel('Service 1', { exact: true }).fill('Visa guidance');
    await admin.getByRole('button', { name: 'Create consultancy' }).click();
    await expect(admin.getByText(`Saved “${ADDED}”.`)).toBeVisible();
    await expect(admin).toHaveURL(/\/admin\/consultancies\/edit\/\d+$/);
    addedId = Number(new URL(admin.url()).pathname.split('/').pop());
    expect(addedId).toBeGreaterThan(CONSULTANCIES.length);

    await admin.goto(`/admin/consultancies/edit/${RENAMED_RECORD.id}`);
    const name = admin.getByLabel(/^Name/);
    await expect(name).toHaveValue(RENAMED_RECORD.name);
    await name.fill(RENAMED);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText(`Saved “${RENAMED}”.`)).toBeVisible();

    const res = await admin.request.delete(`/api/v1/consultancies/${DELETED_RECORD.id}`, { headers: { origin: new URL(admin.url()).origin } });
    expect(res.status()).toBe(204);
  });

  test('a new visitor is suggested the new name, a pick scrolls to and highlights its card, the deleted one is not suggested', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    let input = await openSearch(page);

    await input.fill(ADDED);
    await expect(option(page, addedId)).toBeVisible();
    await expect(option(page, addedId)).not.toContainText('Sample listing'); // an admin's record is not a sample

    // The deleted record is gone from the suggestions, though the built-in list still has it.
    await input.fill(DELETED_RECORD.name);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible(); // the firm's other office remains
    await expect(option(page, DELETED_RECORD.id)).toHaveCount(0);

    // The old name no longer finds the renamed record; the new one does, and a pick goes to its card.
    await input.fill(RENAMED_RECORD.name);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expect(option(page, RENAMED_RECORD.id)).toHaveCount(0);
    await input.fill(RENAMED);
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    await expect(option(page, RENAMED_RECORD.id)).toContainText('Sample listing');
    await option(page, RENAMED_RECORD.id).click();
    await expect(page).toHaveURL(`/consultancies?search=${encodeURIComponent(RENAMED)}`);
    const card = page.locator(`#consultancy-${RENAMED_RECORD.id}`);
    await expect(card).toHaveAttribute('data-highlighted', '', { timeout: 2000 });
    await expect(card).toContainText(RENAMED);
    // The list of one card is too short to bring it to the middle: the card is wholly in view (centring
    // on a long list is the scrolling journey's to check).
    await expect(card).toBeInViewport({ ratio: 1 });

    // The search again: the added record, picked, is the card highlighted.
    input = await openSearch(page);
    await input.fill(ADDED);
    await option(page, addedId).click();
    await expect(page.locator(`#consultancy-${addedId}`)).toHaveAttribute('data-highlighted', '', { timeout: 2000 });
    await context.close();
  });

  test("a booking started from a card stores that consultancy's id", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`/consultancies?search=${encodeURIComponent(ADDED)}`);
    await page
      .locator(`#consultancy-${addedId}`)
      .getByRole('link', { name: `Book a free consultation with ${ADDED}, Baneshwor, Kathmandu` })
      .click();
    await expect(page).toHaveURL(`/consultation?consultancy=${addedId}`);
    await expect(page.locator('[data-part="booking-consultancy"]')).toContainText(ADDED);
    const form = page.locator('form').filter({ has: page.getByLabel('Full name') });
    await form.getByLabel('Full name').fill(STUDENT);
    await form.getByLabel('E-mail').fill(`maya-${RUN}@example.com`);
    await form.getByLabel('Phone').fill('9841234567');
    await form.getByLabel('Preferred destination').selectOption({ label: 'Australia' });
    await form.getByLabel('Study level').selectOption('Master');
    await form.getByLabel('Preferred date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await form.getByRole('button', { name: 'Book free consultation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Thank you, ${STUDENT}.` })).toBeVisible();
    await expect(page.locator('[data-part="booking-confirmation"]')).toContainText(ADDED);
    await context.close();

    const bookings = await (await admin.request.get('/api/v1/consultations?limit=100')).json();
    const mine = bookings.items.find((b: { fullName: string }) => b.fullName === STUDENT);
    expect(mine?.consultancyId).toBe(addedId);
  });
});
