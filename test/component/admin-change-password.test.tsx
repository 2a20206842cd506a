import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { PASSWORD_TOO_SHORT } from '../../src/domain/admin';
import { CHANGE_PASSWORD_TITLE, ENTER_CURRENT, MUST_CHANGE_NOTICE, PASSWORD_CHANGED, REPEAT_MISMATCH } from '../../src/features/admin/ChangePasswordPage';
import { ADMIN, PASSWORD, installFakeApi, type FakeApi } from './support/fakeAdminApi';
import { currentPath, renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from './support/renderAdmin';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

const NEW = 'a fresh passphrase for 2026';

let fake: FakeApi;
afterEach(() => fake?.restore());

async function fill(user: ReturnType<typeof userEvent.setup>, values: { current?: string; next?: string; repeat?: string }) {
  if (values.current !== undefined) await user.type(screen.getByLabelText('Current password'), values.current);
  if (values.next !== undefined) await user.type(screen.getByLabelText('New password'), values.next);
  if (values.repeat !== undefined) await user.type(screen.getByLabelText('Repeat the new password'), values.repeat);
}

describe('/admin/password: an admin changes their own password', () => {
  it('V6.2.2 is reached from the admin menu and has three masked, labelled password fields with the right autocomplete', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { level: 1, name: CHANGE_PASSWORD_TITLE })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Repeat the new password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide passwords' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('V6.2.1 checks the form before sending: current password entered, at least 12 characters, the repeat matching; focus on the first error', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/password');
    const user = userEvent.setup();
    await screen.findByLabelText('New password');
    await fill(user, { next: 'short' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(ENTER_CURRENT);
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());

    await fill(user, { current: PASSWORD, next: ' and some more words', repeat: 'something else entirely' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(REPEAT_MISMATCH);
    await waitFor(() => expect(screen.getByLabelText('Repeat the new password')).toHaveFocus());
    expect(fake.calls.filter((c) => c.url === '/auth/password')).toHaveLength(0);
  });

  it('V6.2.3 a wrong current password shows the server message on that field and keeps what was typed', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/password');
    const user = userEvent.setup();
    await screen.findByLabelText('Current password');
    await fill(user, { current: 'not my password', next: NEW, repeat: NEW });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('That is not your current password.'));
    expect(screen.getByLabelText('New password')).toHaveValue(NEW);
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
  });

  it('V6.2.8 sends the passwords exactly as typed and confirms the change', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/password');
    const user = userEvent.setup();
    await screen.findByLabelText('Current password');
    const spaced = `  ${NEW}  `;
    await fill(user, { current: PASSWORD, next: spaced, repeat: spaced });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    const sent = fake.calls.filter((c) => c.url === '/auth/password');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ currentPassword: PASSWORD, newPassword: spaced });
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
  });

  it('V6.4.1 after signing in with a generated password, every admin page leads to the change-password screen until it is changed, then to the dashboard', async () => {
    fake = installFakeApi();
    fake.override('POST', /^\/auth\/login$/, () => {
      fake.db.signedIn = true;
      return { status: 200, data: { ...ADMIN, mustChangePassword: true } };
    });
    const { location } = renderApp('/admin/blogs');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: CHANGE_PASSWORD_TITLE })).toBeInTheDocument();
    expect(currentPath(location)).toBe('/admin/password');
    expect(screen.getByText(MUST_CHANGE_NOTICE)).toBeInTheDocument();
    // The menu's other pages lead back here.
    await user.click(within(screen.getByRole('navigation', { name: 'Admin', hidden: true })).getByRole('link', { name: 'Blogs', hidden: true }));
    await waitFor(() => expect(currentPath(location)).toBe('/admin/password'));

    await fill(user, { current: PASSWORD, next: NEW, repeat: NEW });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath(location)).toBe('/admin');
  });
});
