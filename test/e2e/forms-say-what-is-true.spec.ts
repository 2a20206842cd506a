import { expect, test, type Page } from '@playwright/test';

/**
 * The public forms in Chromium against the real server (with the SMTP server scripts/e2e.mjs starts):
 * a paste over a limit is kept whole and refused with a field error, never cut; a name needs a letter;
 * the confirmation says an e-mail is on its way only while one is.
 */
const RUN = Date.now().toString(36);

async function fillBooking(page: Page, name: string, address: string) {
  await page.goto('/consultation');
  const form = page.locator('form').filter({ has: page.getByLabel('Full name') });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('E-mail').fill(address);
  await form.getByLabel('Phone').fill('9841234567');
  await form.getByLabel('Preferred destination').selectOption({ label: 'Canada' });
  await form.getByLabel('Study level').selectOption('Bachelor');
  await form.getByLabel('Preferred date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  return form;
}

test.describe('the public forms say only what is true', () => {
  test('a 5,000-character message pasted into the booking form is kept whole, counted and refused with a field error', async ({ page }) => {
    const form = await fillBooking(page, `Paste Student ${RUN}`, `paste-${RUN}@example.com`);
    const message = form.getByLabel('Message (optional)');
    await message.focus();
    // A real paste: the text on the clipboard, then Ctrl+V (a maxlength attribute would cut it to 2,000).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'x'.repeat(5000));
    await page.keyboard.press('ControlOrMeta+V');
    // Compared by length, so a failure prints a number rather than the whole text.
    await expect.poll(async () => (await message.inputValue()).length).toBe(5000);
    await expect(form.getByText('3,000 characters too many')).toBeVisible();
    await form.getByRole('button', { name: 'Book free consultation' }).click();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(/At most 2,000 characters: this has 5,000\. Shorten it by 3,000\./);
    expect((await message.inputValue()).length).toBe(5000);
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toHaveCount(0);
  });

  test('a name of two emoji is refused with a clear message; a Devanagari name books and the page says the confirmation is on its way', async ({ page }) => {
    const address = `devanagari-${RUN}@example.com`;
    const form = await fillBooking(page, '😀😀', address);
    await form.getByRole('button', { name: 'Book free consultation' }).click();
    await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Write your name with at least one letter');
    await form.getByLabel('Full name').fill('सीता शर्मा');
    await form.getByRole('button', { name: 'Book free consultation' }).click();
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
    await expect(page.locator('[data-part="booking-reference"]')).toContainText(`A confirmation with your reference is on its way to ${address}.`);
  });

  test("past the day's confirmations for one address, the booking is still made and the page says no e-mail was sent", async ({ page }) => {
    const address = `capped-${RUN}@example.com`;
    const says: string[] = [];
    for (let i = 0; i < 4; i++) {
      const form = await fillBooking(page, `Capped Student ${i}`, address);
      await form.getByRole('button', { name: 'Book free consultation' }).click();
      await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
      says.push((await page.locator('[data-part="booking-reference"]').textContent())!);
    }
    for (const text of says.slice(0, 3)) expect(text).toContain('is on its way');
    expect(says[3]).toContain('we have not e-mailed it to you');
    expect(says[3]).not.toContain('on its way');
  });
});
