import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { formatCountdown } from '../../src/features/admin/AdminLoginPage';
import { ADMIN, PASSWORD, installFakeApi, type FakeApi } from './support/fakeAdminApi';
import { currentPath, renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from './support/renderAdmin';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => {
  fake?.restore();
  vi.useRealTimers();
});

describe('/admin/login: the sign-in form', () => {
  it('formats the lockout countdown', () => {
    expect([1, 2, 59, 60, 61, 905].map(formatCountdown)).toEqual(['1 second', '2 seconds', '59 seconds', '1 min 00 s', '1 min 01 s', '15 min 05 s']);
  });

  it('is standalone (no public header or admin sidebar) with labelled e-mail and password fields', async () => {
    fake = installFakeApi();
    renderApp('/admin/login');
    expect(await screen.findByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('navigation', { name: 'Admin', hidden: true })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows or hides the password', async () => {
    fake = installFakeApi();
    renderApp('/admin/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('validates inline: errors tied to the fields, focus on the first, and no request sent', async () => {
    fake = installFakeApi();
    renderApp('/admin/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, such as name@example.com or admin@localhost');
    // The first admin's default address, on a local domain with no dot, is an address.
    await user.clear(email);
    await user.type(email, 'admin@localhost');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.clear(email);
    await user.type(email, ADMIN.email);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(fake.calls.filter((c) => c.url === '/auth/login')).toHaveLength(0);
  });

  it('a wrong password shows the server message, announced (role=alert)', async () => {
    fake = installFakeApi();
    renderApp('/admin/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('keeps the submit button disabled while signing in', async () => {
    fake = installFakeApi();
    let release!: () => void;
    fake.override('POST', /^\/auth\/login$/, () => new Promise((resolve) => (release = () => resolve({ status: 200, data: ADMIN }))));
    const { location } = renderApp('/admin/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    fake.db.signedIn = true;
    await act(async () => release());
    await waitFor(() => expect(currentPath(location)).toBe('/admin'));
  });

  it('after too many attempts (429 with Retry-After) it locks out with a countdown, then allows another try', async () => {
    vi.useFakeTimers();
    fake = installFakeApi();
    fake.override('POST', /^\/auth\/login$/, () => fake.error(429, 'TOO_MANY_REQUESTS', 'Too many attempts', undefined, { 'retry-after': '3' }));
    renderApp('/admin/login');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('E-mail'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 3 seconds.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Try again in 2 seconds.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
