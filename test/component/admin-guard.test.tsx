import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { http } from '../../src/api/http';
import { ADMIN, PASSWORD, installFakeApi, sampleBlog, type FakeApi } from './support/fakeAdminApi';
import { currentPath, renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from './support/renderAdmin';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => fake?.restore());

async function signIn(email = ADMIN.email, password = PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the admin guard (every /admin route but /admin/login shows only to a signed-in admin)', () => {
  it('sends a signed-out visitor of /admin/blogs to /admin/login?next=/admin/blogs, and back there after signing in', async () => {
    fake = installFakeApi({ blogs: [sampleBlog(1, { title: 'Visa tips' })] });
    const { location } = renderApp('/admin/blogs');
    expect(await screen.findByRole('heading', { name: /admin sign in/i })).toBeInTheDocument();
    expect(currentPath(location)).toBe('/admin/login?next=%2Fadmin%2Fblogs');
    expect(screen.queryByRole('navigation', { name: 'Admin', hidden: true })).not.toBeInTheDocument();
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(currentPath(location)).toBe('/admin/blogs');
    expect(await screen.findByRole('rowheader', { name: 'Visa tips' })).toBeInTheDocument();
  });

  it('keeps the query string of the guarded page in next', async () => {
    fake = installFakeApi();
    const { location } = renderApp('/admin/consultations?status=new');
    await screen.findByRole('heading', { name: /admin sign in/i });
    expect(currentPath(location)).toBe(`/admin/login?next=${encodeURIComponent('/admin/consultations?status=new')}`);
  });

  it.each([['//evil.example/admin'], ['https://evil.example/'], ['/blog'], ['/admin/login']])(
    'ignores a next that is not an admin path of this app (%s): signing in goes to /admin',
    async (next) => {
      fake = installFakeApi();
      const { location } = renderApp(`/admin/login?next=${encodeURIComponent(next)}`);
      await signIn();
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(currentPath(location)).toBe('/admin');
    },
  );

  it('sends a signed-in visitor of /admin/login on to /admin', async () => {
    fake = installFakeApi({ signedIn: true });
    const { location } = renderApp('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath(location)).toBe('/admin');
  });

  it('shows a signed-in admin the page, the sidebar with every section, the e-mail and Sign out', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    for (const name of ['Dashboard', 'Blogs', 'Universities', 'Consultancies', 'Courses', 'Bookings', 'Messages']) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(ADMIN.email)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('the sidebar collapses behind a Menu toggle with aria-expanded', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('data-state', 'closed');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-state', 'open');
  });

  it('signing out ends the session and shows the sign-in page', async () => {
    fake = installFakeApi({ signedIn: true });
    const { location } = renderApp('/admin/blogs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: /admin sign in/i })).toBeInTheDocument();
    expect(currentPath(location)).toBe('/admin/login');
    expect(fake.db.signedIn).toBe(false);
    expect(fake.calls.some((c) => c.method === 'POST' && c.url === '/auth/logout')).toBe(true);
  });

  it('a 401 while signed in means the session expired: back to sign-in with a notice, then back to the page', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1, { title: 'Visa tips' })] });
    const { location } = renderApp('/admin/blogs');
    await screen.findByRole('rowheader', { name: 'Visa tips' });
    fake.db.signedIn = false; // the server forgot the session
    await userEvent.setup().click(screen.getByRole('button', { name: /delete visa tips/i }));
    await userEvent.setup().click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/your session has expired/i)).toBeInTheDocument();
    expect(currentPath(location)).toBe('/admin/login?next=%2Fadmin%2Fblogs');
    await signIn();
    expect(await screen.findByRole('rowheader', { name: 'Visa tips' })).toBeInTheDocument();
    expect(currentPath(location)).toBe('/admin/blogs');
  });

  it('an edit whose save meets an expired session is kept and offered back after signing in again', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(3, { title: 'Visa tips' })] });
    const { location } = renderApp('/admin/blogs/edit/3');
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Visa tips for 2027');
    fake.db.signedIn = false;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/your session has expired/i)).toBeInTheDocument();
    expect(currentPath(location)).toBe('/admin/login?next=%2Fadmin%2Fblogs%2Fedit%2F3');
    await signIn();
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Visa tips');
    await user.click(await screen.findByRole('button', { name: 'Restore them' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Visa tips for 2027');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “Visa tips for 2027”.')).toBeInTheDocument();
    expect(fake.db.blogs[0].title).toBe('Visa tips for 2027');
    expect(Object.keys(sessionStorage).filter((k) => k.includes('admin-draft'))).toEqual([]);
  });

  it('keeps the public pages free of the admin session check', async () => {
    fake = installFakeApi();
    renderApp('/faqs');
    await waitFor(() => expect(document.querySelector('[data-page]')).not.toBeNull());
    expect(fake.calls.filter((c) => c.url === '/auth/me')).toHaveLength(0);
    expect(http.defaults.adapter).toBeTypeOf('function');
  });
});
