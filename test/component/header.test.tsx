import { describe, expect, it, vi, beforeAll } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAV_ITEMS } from '../../src/config/routes';
import { renderApp, loadPageCode, PAGE_CODE_WAIT_MS } from '../helpers/renderApp';

// The pages' code is in before any test waits for what a page shows.
beforeAll(() => loadPageCode('/', '/courses'), PAGE_CODE_WAIT_MS);

// The published directory: the built-in list's records, as a freshly seeded database publishes them.
vi.mock('../../src/api/directory', async () => {
  const { CONSULTANCIES: records } = await import('../../src/data/consultancies');
  const { toDirectoryEntry } = await import('../../src/domain/directory');
  return { fetchPublishedDirectory: vi.fn(async () => records.map(toDirectoryEntry)) };
});

// jsdom matches no media query, so the desktop-only parts are display:none here (hidden: true reaches them);
// the end-to-end tests check what shows at each viewport in Chromium.
const mainNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;

describe('the header: the active item is highlighted', () => {
  const cases: Array<[string, string | null]> = [
    ['/', 'Home'],
    ['/universities', 'Universities'],
    ['/courses', 'Courses'],
    ['/consultancies', 'Consultancies'],
    ['/consultancies/3', 'Consultancies'],
    ['/blog', 'Blogs'],
    ['/blog/7', 'Blogs'],
    ['/contact', 'Contact Us'],
    ['/blogger', null],
    ['/faqs', null],
  ];
  it.each(cases)('at %s the active item is %s', async (path, expected) => {
    renderApp(path);
    const nav = mainNav();
    const current = within(nav)
      .getAllByRole('link', { hidden: true })
      .filter((a) => a.getAttribute('aria-current') === 'page')
      .map((a) => a.textContent);
    expect(current).toEqual(expected ? [expected] : []);
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(NAV_ITEMS.map((i) => i.name));
  });

  it.each(cases)('in the mobile menu at %s the active item is %s', async (path, expected) => {
    renderApp(path);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Mobile' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page')
      .map((a) => a.textContent);
    expect(current).toEqual(expected ? [expected] : []);
  });
});

describe('the header: buttons', () => {
  it('Book Consultation links to /consultation; on mobile the text is Book Free Consultation', async () => {
    renderApp('/');
    const desktop = document.querySelector('[data-part="book-consultation"]')!;
    expect(desktop).toHaveTextContent(/^Book Consultation$/);
    expect(desktop).toHaveAttribute('href', '/consultation');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute('href', '/consultation');
  });

  it('the Search button opens the search dialog and its close button closes it, focus back on Search', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: /search/i });
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });
});

describe('the header: the mobile menu', () => {
  it('the toggle opens and closes the collapsible nav (aria-expanded, aria-controls)', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const navId = toggle.getAttribute('aria-controls')!;
    expect(document.getElementById(navId)).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(navId)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.getElementById(navId)).not.toBeVisible();
  });

  it('closes on navigation', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(within(mobile).getByRole('link', { name: 'Courses' }));
    expect(location.history?.at(-1)).toBe('/courses');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(mobile).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    within(mobile).getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(mobile).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when navigation happens from elsewhere (history change)', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('button', { name: 'Close menu' });
    act(() => location.navigate('/faqs'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("clicking the current page's link in the mobile menu closes the menu (no navigation follows)", async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/courses');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    const current = within(mobile).getByRole('link', { name: 'Courses' });
    expect(current).toHaveAttribute('aria-current', 'page');
    await user.click(current);
    expect(location.history?.at(-1)).toBe('/courses');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(mobile).not.toBeVisible();
  });

  it('the toggle follows the disclosure pattern: a button controlling the nav, with data-state', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('data-state', 'closed');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('data-state', 'open');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAttribute('data-state', 'open');
  });

  it('opening the search closes the mobile menu', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
