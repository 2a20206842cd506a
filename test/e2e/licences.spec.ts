import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { readingTest } from '../helpers/sharedPage';

/**
 * A licence record end to end against the real server: an admin records a consultancy's licence and its
 * page shows the badge with the day and the authority; the check moved back 13 months takes it away.
 */
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';
const RUN = Date.now().toString(36);

const day = (d: Date) => d.toISOString().slice(0, 10);
const inWords = (d: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);

async function createConsultancy(page: Page, name: string): Promise<number> {
  return page.evaluate(async (n) => {
    const res = await fetch('/api/v1/consultancies', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: n,
        location: 'Putalisadak, Kathmandu',
        phone: '01-4000000',
        email: 'info@licensed-e2e.com.np',
        website: '',
        rating: 4,
        logo: '',
        coverImage: '',
        specializations: ['Australia'],
        studentsHelped: '100+',
        experience: '3+ years',
        successRate: '90%',
        services: [],
      }),
    });
    if (res.status !== 201) throw new Error(`create answered ${res.status}`);
    return ((await res.json()) as { id: number }).id;
  }, name);
}

async function saveLicence(page: Page, id: number, checkedOn: string) {
  await page.goto(`/admin/consultancies/edit/${id}`);
  const section = page.locator('[data-part="admin-licence"]');
  await expect(section.getByRole('button', { name: 'Save licence' })).toBeVisible();
  await section.getByLabel('Licence or registration number').fill('ECS-2081-0042');
  await section.getByLabel('Issued by').selectOption({ label: 'Bagmati Province' });
  await section.getByLabel('Valid until').fill('2099-12-31');
  await section.getByLabel('Checked on').fill(checkedOn);
  await section.getByLabel('How it was checked').selectOption({ label: 'Register page' });
  await section.getByRole('button', { name: 'Save licence' }).click();
  // The licence form's own status (the scan below it has its own).
  await expect(section.locator('form').getByRole('status')).toContainText('Licence saved');
}

test('an admin records a licence: the consultancy shows the badge with the day and the authority; a check 13 months old removes it', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const name = `Licensed Pathways ${RUN}`;
  const id = await createConsultancy(page, name);

  const today = new Date();
  await saveLicence(page, id, day(today));
  await page.goto(`/consultancies/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const badge = page.getByRole('link', { name: `Licence checked on ${inWords(today)} with Bagmati Province` }).first();
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('href', '/how-we-verify');

  const older = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 13, Math.min(today.getUTCDate(), 28)));
  await saveLicence(page, id, day(older));
  await page.goto(`/consultancies/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Licence not checked' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Licence checked on/ })).toHaveCount(0);
  await expect((await page.request.get(`/api/v1/consultancies/${id}`)).json()).resolves.toMatchObject({ verified: false });

  // The dashboard lists it as due for a check.
  await page.goto('/admin');
  await expect(page.getByRole('table', { name: /Licences to check again/ }).getByRole('link', { name })).toBeVisible();
});

test("an admin records a branch's own licence in the editor: the consultancy's page shows its badge under that branch, on a phone too, with no axe violation", async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const name = `Branching Pathways ${RUN}`;
  const id = await createConsultancy(page, name);
  await page.goto(`/admin/consultancies/edit/${id}`);
  await page.getByRole('button', { name: 'Add branch' }).click();
  await page.getByLabel(/^Branch 1 name/).fill(`${name} – Pokhara`);
  await page.getByLabel(/^Branch 1 location/).fill('Lakeside, Pokhara');
  await page.getByLabel(/^Branch 1 phone/).fill('061-4100001');
  await page.getByLabel(/^Branch 1 e-mail/).fill('pokhara@licensed-e2e.com.np');
  await page.getByLabel(/^Branch 1 licence number/).fill('GP-2082-0007');
  await page.getByLabel(/^Branch 1 licence issued by/).selectOption({ label: 'Gandaki Province' });
  await page.getByLabel(/^Branch 1 licence valid until/).fill('2099-12-31');
  const today = new Date();
  await page.getByLabel(/^Branch 1 licence checked on/).fill(day(today));
  await page.getByLabel(/^Branch 1 licence: how it was checked/).selectOption({ label: 'Document seen' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The editor's own confirmation: /saved/i would also match its "Unsaved changes" before the save is done.
  await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/consultancies/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const branch = page.locator('[data-part="branch"]');
  await expect(branch.getByRole('link', { name: `Licence checked on ${inWords(today)} with Gandaki Province` })).toBeVisible();
  await expect(branch).toContainText('No. GP-2082-0007, issued by Gandaki Province');
  // The head office has no licence on record: its own badge says so, whatever its branch holds.
  await expect(page.getByRole('link', { name: 'Licence not checked' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await branch.screenshot({ path: test.info().outputPath('branch-licence-360.png') });
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'a branch with its licence at 360 px');
});

readingTest('/how-we-verify explains the checks in plain words, with no axe violation', async ({ page }) => {
  await page.goto('/how-we-verify');
  await expect(page.getByRole('heading', { level: 1, name: 'How we verify consultancies' })).toBeVisible();
  await expect(page).toHaveTitle(/How we verify consultancies/);
  for (const h of [
    'What a licence check is',
    'Who issues the licences',
    'How often we check, and what the badge says',
    'Where reviews come from',
    'What happens when you report a problem',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
  }
  await expect(page.locator('[data-part="licensing-authority"]')).toContainText('Could not be checked on 26 November 2026');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'How We Verify' })).toHaveAttribute('href', '/how-we-verify');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, '/how-we-verify');
});

test('an admin keeps a scan of the certificate from the licence form and downloads it; a visitor without a session can never read it; the form has no axe violation', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const id = await createConsultancy(page, `Scanned Licence ${RUN}`);
  await saveLicence(page, id, day(new Date()));
  const scan = page.getByRole('region', { name: 'Certificate scan (private to the team)' });
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);
  await scan.getByLabel('Scan of the certificate').setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: png });
  await scan.getByRole('button', { name: 'Keep scan' }).click();
  await expect(scan.getByRole('status')).toContainText('Scan kept: certificate.png');
  await expect(scan.getByRole('link', { name: 'Download certificate.png' })).toBeVisible();
  await expectNoAxeViolations(page, 'the licence form', '[data-part="admin-licence"]');

  const url = `/api/v1/admin/consultancies/${id}/licence/scan`;
  const download = await page.request.get(url);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="certificate.png"/);
  expect(Buffer.from(await download.body()).equals(png)).toBe(true);

  // A visitor's browser, with no session: every way to the scan answers 401, and no public page names it.
  const visitor = await browser.newContext({ baseURL });
  try {
    for (const method of ['get', 'delete'] as const) expect((await visitor.request[method](url)).status()).toBe(401);
    expect((await visitor.request.put(url, { data: { name: 'x.png', data: png.toString('base64') } })).status()).toBe(401);
    expect((await visitor.request.get(`/api/v1/admin/consultancies/${id}/licence`)).status()).toBe(401);
    for (const path of [`/consultancies/${id}`, `/api/v1/consultancies/${id}`]) {
      const res = await visitor.request.get(path);
      expect(res.status()).toBe(200);
      expect(await res.text()).not.toContain('certificate.png');
    }
  } finally {
    await visitor.close();
  }
});
