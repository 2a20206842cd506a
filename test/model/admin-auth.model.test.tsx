import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EventFromLogic, type SnapshotFrom } from 'xstate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuthMachine } from '../../machines/admin-auth/admin-auth.machine';
import { api } from '../../src/api/client';
import { pages } from '../../src/app/pages';
import { adminPages } from '../../src/app/adminPages';
import { ADMIN, PASSWORD, installFakeApi, sampleBlog, type FakeApi, type FakeResponse } from '../component/support/fakeAdminApi';
import { renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from '../component/support/renderAdmin';
import { CHANGE_PASSWORD_TITLE, MUST_CHANGE_NOTICE } from '../../src/features/admin/ChangePasswordPage';
import { modelWalks } from '../helpers/modelPaths';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

/**
 * Model-based tests of the admin session: paths generated from the admin-auth statechart
 * (the shortest path to every state, then every transition out of it), replayed against the real
 * app with a fake API whose answers the test releases one by one, so each step of a path can be seen.
 */
type Snapshot = SnapshotFrom<typeof adminAuthMachine>;
type AuthEvent = EventFromLogic<typeof adminAuthMachine> | { type: string; [k: string]: unknown };

const LOCKOUT_SECONDS = 2;
const events: AuthEvent[] = [
  { type: 'LOGIN.SUBMIT', email: ADMIN.email, password: PASSWORD },
  { type: 'SIGN_OUT.CLICK' },
  { type: 'API.UNAUTHORIZED', path: '/admin/blogs' },
  { type: 'xstate.done.actor.checkSession', output: ADMIN },
  { type: 'xstate.error.actor.checkSession', error: { code: 'UNAUTHORIZED', message: 'Not signed in' } },
  { type: 'xstate.done.actor.signIn', output: ADMIN },
  { type: 'xstate.done.actor.signIn', output: { ...ADMIN, mustChangePassword: true } },
  { type: 'PASSWORD.CHANGED', user: ADMIN },
  { type: 'xstate.error.actor.signIn', error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } },
  { type: 'xstate.error.actor.signIn', error: { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts', retryAfterSeconds: LOCKOUT_SECONDS } },
  { type: 'xstate.done.actor.signOut' },
  { type: 'xstate.error.actor.signOut', error: { code: 'UNAVAILABLE', message: 'Down' } },
];

const serialize = (s: Snapshot) => JSON.stringify({ value: s.value, left: s.context.lockoutSecondsLeft, signedOutByAdmin: s.context.signedOutByAdmin });
/** The shortest path to every state, then each of those extended by every event that changes the state. */
const { paths, tours } = modelWalks(adminAuthMachine, { events, serialize });

/** Pending answers of the fake API, released by the path's done/error steps. */
function holdAuthCalls(fake: FakeApi) {
  const pending: Record<string, ((r: FakeResponse) => void)[]> = { me: [], login: [], logout: [] };
  const hold = (name: string) => () => new Promise<FakeResponse>((resolve) => pending[name].push(resolve));
  fake.override('GET', /^\/auth\/me$/, hold('me'));
  fake.override('POST', /^\/auth\/login$/, hold('login'));
  fake.override('POST', /^\/auth\/logout$/, hold('logout'));
  const release = (name: string, response: FakeResponse) => {
    const next = pending[name].shift();
    if (!next) throw new Error(`no pending ${name} call to answer`);
    // The fake server's session follows what it answered.
    if (name !== 'logout' && response.status === 200) fake.db.signedIn = true;
    if (name === 'logout') fake.db.signedIn = false;
    next(response);
  };
  /** The server forgets the session (it expired). */
  const endSession = () => {
    fake.db.signedIn = false;
  };
  return { release, endSession };
}

async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/** What the admin sees in each state of the statechart; `page` is the h1 of the page the admin is on or returns to. */
function expectUiFor(state: Snapshot, page: string) {
  const value = state.value as string;
  const signInButton = () => screen.getByRole('button', { name: /^Sign(ing)? in/ });
  switch (value) {
    case 'checking':
      expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
      break;
    case 'signedOut':
      expect(signInButton()).toBeEnabled();
      expect(screen.getByRole('alert')).toHaveTextContent('');
      expect(screen.queryByText(/your session has expired/i)).toBeNull();
      break;
    case 'signingIn':
      expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
      break;
    case 'failed':
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
      expect(signInButton()).toBeEnabled();
      break;
    case 'lockedOut': {
      const n = state.context.lockoutSecondsLeft;
      expect(screen.getByRole('alert')).toHaveTextContent(`Try again in ${n} ${n === 1 ? 'second' : 'seconds'}.`);
      expect(signInButton()).toBeDisabled();
      break;
    }
    case 'signedIn':
      // Back on the guarded page; after signing out on purpose and in again, or after a required
      // password change, on the dashboard.
      expect(screen.getByRole('heading', { level: 1, name: page })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Admin', hidden: true })).toBeInTheDocument();
      expect(screen.getByText(ADMIN.email)).toBeInTheDocument();
      break;
    case 'signingOut':
      expect(screen.getByRole('button', { name: 'Signing out…', hidden: true })).toBeDisabled();
      break;
    case 'passwordChangeRequired':
      expect(screen.getByRole('heading', { level: 1, name: CHANGE_PASSWORD_TITLE })).toBeInTheDocument();
      expect(screen.getByText(MUST_CHANGE_NOTICE)).toBeInTheDocument();
      break;
    case 'expired':
      expect(screen.getByText(/your session has expired/i)).toBeInTheDocument();
      expect(signInButton()).toBeEnabled();
      break;
    default:
      throw new Error(`no UI check for state ${value}`);
  }
}

let fake: FakeApi;
beforeAll(async () => {
  // Load the lazy chunks up front: the replay runs on fake timers.
  await Promise.all([
    pages.adminArea.preload(),
    adminPages.adminLogin.preload(),
    adminPages.adminBlogs.preload(),
    adminPages.adminDashboard.preload(),
    adminPages.adminPassword.preload(),
  ]);
});
afterEach(() => {
  fake?.restore();
  vi.useRealTimers();
});

describe('admin-auth statechart, model-based (sign-in, the guard, a required password change)', () => {
  it('covers every state and every transition of the statechart', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value as string)));
    expect([...states].sort()).toEqual([
      'checking',
      'expired',
      'failed',
      'lockedOut',
      'passwordChangeRequired',
      'signedIn',
      'signedOut',
      'signingIn',
      'signingOut',
    ]);
    expect(paths.length).toBeGreaterThanOrEqual(15);
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    vi.useFakeTimers();
    fake = installFakeApi({ blogs: [sampleBlog(1)] });
    const { release, endSession } = holdAuthCalls(fake);
    renderApp('/admin/blogs');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await settle();
    let page = 'Blogs';

    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'xstate.init':
          break;
        case 'LOGIN.SUBMIT': {
          const email = screen.getByLabelText('E-mail');
          await user.clear(email);
          await user.type(email, ADMIN.email);
          const password = screen.getByLabelText('Password');
          await user.clear(password);
          await user.type(password, PASSWORD);
          await user.click(screen.getByRole('button', { name: 'Sign in' }));
          break;
        }
        case 'SIGN_OUT.CLICK':
          await user.click(screen.getByRole('button', { name: 'Menu' }));
          await user.click(screen.getByRole('button', { name: 'Sign out' }));
          break;
        case 'API.UNAUTHORIZED':
          endSession();
          await act(async () => {
            await api.get('/admin/stats').catch(() => undefined);
          });
          break;
        case 'xstate.done.actor.checkSession':
          release('me', { status: 200, data: ADMIN });
          break;
        case 'xstate.error.actor.checkSession':
          release('me', fake.error(401, 'UNAUTHORIZED', 'Not signed in'));
          break;
        case 'xstate.done.actor.signIn':
          release('login', { status: 200, data: (event as unknown as { output: typeof ADMIN }).output });
          break;
        case 'PASSWORD.CHANGED': {
          await user.type(screen.getByLabelText('Current password'), PASSWORD);
          await user.type(screen.getByLabelText('New password'), 'a fresh passphrase for 2026');
          await user.type(screen.getByLabelText('Repeat the new password'), 'a fresh passphrase for 2026');
          await user.click(screen.getByRole('button', { name: 'Change password' }));
          break;
        }
        case 'xstate.error.actor.signIn': {
          const error = (event as unknown as { error: { code: string; message: string; retryAfterSeconds?: number } }).error;
          release(
            'login',
            error.code === 'TOO_MANY_REQUESTS'
              ? fake.error(429, error.code, error.message, undefined, { 'retry-after': String(error.retryAfterSeconds) })
              : fake.error(401, error.code, error.message),
          );
          break;
        }
        case 'xstate.done.actor.signOut':
          release('logout', { status: 204 });
          break;
        case 'xstate.error.actor.signOut':
          release('logout', fake.error(409, 'CONFLICT', 'Could not sign out'));
          break;
        default:
          if (event.type.startsWith('xstate.after.countdownTick')) {
            await act(async () => {
              await vi.advanceTimersByTimeAsync(1000);
            });
            break;
          }
          throw new Error(`no way to send ${event.type} through the UI`);
      }
      await settle();
      if (event.type === 'SIGN_OUT.CLICK' || event.type === 'PASSWORD.CHANGED') page = 'Dashboard';
      if (state.matches('passwordChangeRequired')) page = CHANGE_PASSWORD_TITLE;
      expectUiFor(state, page);
    }
  });
});
