import { expect, test } from '@playwright/test';
import sharp from 'sharp';

/**
 * An admin uploads a PNG logo in the consultancy editor; the public card shows it as WebP from the
 * database, at a content-hashed address cached as immutable.
 */
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';
const RUN = Date.now().toString(36);

test('an uploaded PNG logo shows on the consultancy card as WebP', async ({ page }) => {
  const name = `Annapurna Logos ${RUN}`;
  await page.goto('/admin/consultancies/new');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel(/^Name/)).toBeVisible();

  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Location/).fill('Lakeside, Pokhara');
  await page.getByLabel(/^Rating/).fill('4.4');
  await page.getByLabel(/^Phone/).fill('061-465000');
  await page.getByLabel(/^E-mail/).fill(`hello-${RUN}@annapurna.example`);
  await page.getByLabel(/^Students helped/).fill('800+');
  await page.getByLabel(/^Experience/).fill('6+ years');
  await page.getByLabel(/^Success rate/).fill('94%');
  await page.getByRole('button', { name: 'Add destination' }).click();
  await page.getByLabel('Destination 1', { exact: true }).fill('Australia');

  // A 400 × 400 PNG from the admin's disk, chosen with the file picker.
  const png = await sharp({ create: { width: 400, height: 400, channels: 4, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  await page.getByLabel('Upload a file for the logo').setInputFiles({ name: 'annapurna-logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('status', { name: 'Logo upload' })).toHaveText(/Uploaded annapurna-logo\.png: 256 × 256 pixels, WebP/);
  const logo = await page.getByRole('textbox', { name: 'Logo' }).inputValue();
  expect(logo).toMatch(/^\/media\/[0-9a-f]{32}\/256\.webp$/);
  await expect(page.getByRole('img', { name: 'Preview of the logo' })).toHaveJSProperty('complete', true);

  await page.getByRole('button', { name: 'Create consultancy' }).click();
  await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();

  await page.goto(`/consultancies?search=${encodeURIComponent(name)}`);
  const card = page.locator('[aria-labelledby$="-name"]').filter({ has: page.getByRole('heading', { name }) });
  const img = card.locator('header img');
  await expect(img).toHaveAttribute('src', logo);
  await expect(img).toHaveAttribute('srcset', /64\.webp 64w, .*128\.webp 128w, .*256\.webp 256w/);
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc))
    .toMatch(/\/media\/[0-9a-f]{32}\/(64|128|256)\.webp$/);
  const shown = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  const res = await page.request.get(shown);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/webp');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
