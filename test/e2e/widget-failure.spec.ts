import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../helpers/hydration';

/**
 * The header's code (its statecharts, with XState) that fails to load while the connection is up (a
 * server fault, a proxy that drops a file). Until that code runs, the page's inline scripts answer the
 * menu toggle and Search with their stand-ins, so a failure leaves them at work: the visitor can still
 * open the menu and search, and the page says that part of it could not be loaded, with Try again. The
 * home page's first load holds none of the widgets' code. And code that failed as offline (the browser
 * may keep that failure for the page's life): the header's, and the HTTP client's.
 */
/** The dock's notice that a part of the page could not be loaded (it holds Try again). */
const failureNotice = (page: Page) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'Part of this page could not be loaded. Check your connection and try again.' });

test("with the header's code failing to load (online), Search still opens a search that searches, and the menu still opens", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  let failures = 0;
  // The widgets' chunk, which carries the header's statecharts (and XState).
  await page.route(/\/assets\/widgets-[^/]*\.js$/, (route) => {
    failures++;
    return route.abort('failed');
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The page asked for the widgets' code once it had hydrated, and did not get it.
  await expect.poll(() => failures).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  const search = page.locator('#header-search-button');
  await search.click();
  const box = page.locator('#early-search').getByRole('combobox', { name: /^Search consultancies by name/ });
  await expect(box).toBeFocused();
  await expect(search).not.toHaveAttribute('aria-busy', 'true');
  // Pointing at Search asked for the search's code, which could not be loaded: the page says so (behind the stand-in).
  await expect(failureNotice(page)).toHaveCount(1);
  await box.fill('Pokhara');
  await box.press('Enter');
  await expect(page).toHaveURL('/consultancies?search=Pokhara');
});

test("a widget's code that failed while the connection was gone (a browser that keeps that failure never asks for the file again): Try again loads the page afresh, and the search's own dialog opens", async ({
  page,
}) => {
  let served = 0;
  page.on('response', (response) => /\/assets\/SearchModal-[^/]+\.js$/.test(response.url()) && response.ok() && served++);
  let failing = true;
  // The failure a phone that lost its connection sees (net::ERR_INTERNET_DISCONNECTED), while our server still answers its checks.
  await page.route(/\/assets\/SearchModal-[^/]+\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/faqs');
  await waitForHydration(page);
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await search.click();
  const notice = failureNotice(page);
  await expect(notice).toHaveCount(1);
  await page.keyboard.press('Escape');
  failing = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  // The file is asked for again (the page loaded afresh, in Chromium 150), and the page is live.
  await expect.poll(() => served).toBeGreaterThan(0);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('#search-dialog').getByRole('combobox', { name: /^Search consultancies by name/ })).toBeFocused();
});

test("a Try again that loads the page afresh keeps what the visitor had typed into the page's form", async ({ page }) => {
  let failing = true;
  await page.route(/\/assets\/SearchModal-[^/]+\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/contact');
  await waitForHydration(page);
  const name = page.getByRole('textbox', { name: 'Name' });
  const message = page.getByRole('textbox', { name: 'Message' });
  await name.fill('सीता शर्मा');
  await message.fill('Which intake suits a student who finishes +2 in June?');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const notice = failureNotice(page);
  await expect(notice).toHaveCount(1);
  await page.keyboard.press('Escape');
  failing = false;
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await reloaded;
  await waitForHydration(page);
  await expect(name).toHaveValue('सीता शर्मा');
  await expect(message).toHaveValue('Which intake suits a student who finishes +2 in June?');
  // The form's state holds it too: the next keystroke adds to it, and it is not wiped by a render.
  await message.press('End');
  await message.pressSequentially(' Thanks.');
  await expect(message).toHaveValue('Which intake suits a student who finishes +2 in June? Thanks.');
  await expect(name).toHaveValue('सीता शर्मा');
});

test("what the visitor typed into a form comes back when they reload the page (a phone's pull to refresh), and is sent", async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('Ram Bahadur');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ram@example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Intakes');
  await page.getByRole('textbox', { name: 'Message' }).fill('When is the September intake for nursing in Sydney?');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('When is the September intake for nursing in Sydney?');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: 'Ram Bahadur',
    email: 'ram@example.com',
    subject: 'Intakes',
    message: 'When is the September intake for nursing in Sydney?',
  });
});

test("the HTTP client's code that failed as offline right after the page went live: the next call asks for it again at an address of its own, and a page's data comes from the API", async ({
  page,
}) => {
  let failed = 0;
  // Only the file's own address fails (a browser that kept that failure answers it so from then on).
  await page.route(/\/assets\/http-[^/?]+\.js$/, (route) => {
    failed++;
    return route.abort('internetdisconnected');
  });
  await page.goto('/faqs');
  await waitForHydration(page);
  // The page fetches the client's code beside its own (a prefetch: run on the first call).
  await expect.poll(() => failed).toBeGreaterThan(0);
  const listRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/blogs' && response.ok());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await listRead;
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first()).toBeVisible();
});
