import { assign, fromPromise, setup } from 'xstate';

/**
 * The admin session (Admin area in docs/behaviours.md):
 * checking (GET /auth/me) -> signedIn | passwordChangeRequired | signedOut;
 * signedOut -> signingIn -> signedIn | passwordChangeRequired (a generated password: the admin must
 * choose their own, PASSWORD.CHANGED) | failed (the server's message) | lockedOut (countdown from Retry-After);
 * signedIn -> signingOut -> signedOut; signedIn -> expired on any 401 (API.UNAUTHORIZED), remembering the
 * page so that signing in again returns to it.
 * The requests are actors provided by the caller; this file knows nothing of HTTP.
 */
export interface AdminSessionUser {
  id: number;
  email: string;
  /** The password was generated for them: they must change it before anything else. */
  mustChangePassword?: boolean;
}

export interface Credentials {
  email: string;
  password: string;
}

/** What a failed sign-in reports (the API client's ApiError fits). */
export interface SignInFailure {
  code?: string;
  message?: string;
  retryAfterSeconds?: number | null;
}

export interface AdminAuthContext {
  user: AdminSessionUser | null;
  /** The server's message after a failed attempt. */
  errorMessage: string | null;
  /** Seconds left before another attempt is allowed (locked out). */
  lockoutSecondsLeft: number;
  /** The page the admin was on when the session expired. */
  returnTo: string | null;
  /** The admin signed out on purpose (the sign-in page then needs no `next`). */
  signedOutByAdmin: boolean;
}

export type AdminAuthEvent =
  | { type: 'LOGIN.SUBMIT'; email: string; password: string }
  | { type: 'SIGN_OUT.CLICK' }
  | { type: 'PASSWORD.CHANGED'; user: AdminSessionUser }
  | { type: 'API.UNAUTHORIZED'; path: string };

/** When the server gives no Retry-After with its 429. */
export const DEFAULT_LOCKOUT_SECONDS = 60;
export const COUNTDOWN_TICK_MS = 1000;
export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Sign in again to continue where you were.';
export const LOCKED_OUT_MESSAGE = 'Too many sign-in attempts.';

function failureOf(error: unknown): SignInFailure {
  return typeof error === 'object' && error !== null ? (error as SignInFailure) : {};
}

export const adminAuthMachine = setup({
  types: {
    context: {} as AdminAuthContext,
    events: {} as AdminAuthEvent,
  },
  actors: {
    /** GET /auth/me: resolves with the admin, rejects when there is no session. */
    checkSession: fromPromise<AdminSessionUser>(() => Promise.reject(new Error('checkSession is not provided'))),
    /** POST /auth/login. */
    signIn: fromPromise<AdminSessionUser, Credentials>(() => Promise.reject(new Error('signIn is not provided'))),
    /** POST /auth/logout. */
    signOut: fromPromise<void>(() => Promise.resolve()),
  },
  delays: {
    countdownTick: COUNTDOWN_TICK_MS,
  },
  guards: {
    isLockedOut: (_, params: { error: unknown }) => failureOf(params.error).code === 'TOO_MANY_REQUESTS',
    isLastSecondOfLockout: ({ context }) => context.lockoutSecondsLeft <= 1,
    mustChangePassword: (_, params: { user: AdminSessionUser }) => params.user.mustChangePassword === true,
  },
  actions: {
    setUser: assign({ user: (_, params: { user: AdminSessionUser }) => params.user, errorMessage: null, signedOutByAdmin: false }),
    clearUser: assign({ user: null, signedOutByAdmin: true }),
    setError: assign({
      errorMessage: (_, params: { error: unknown }) => failureOf(params.error).message || 'Could not sign in. Please try again.',
    }),
    startLockout: assign({
      lockoutSecondsLeft: (_, params: { error: unknown }) => {
        const s = failureOf(params.error).retryAfterSeconds;
        return typeof s === 'number' && s > 0 ? Math.ceil(s) : DEFAULT_LOCKOUT_SECONDS;
      },
      errorMessage: LOCKED_OUT_MESSAGE,
    }),
    tickLockout: assign({ lockoutSecondsLeft: ({ context }) => context.lockoutSecondsLeft - 1 }),
    endLockout: assign({ lockoutSecondsLeft: 0, errorMessage: null }),
    rememberPage: assign({ returnTo: (_, params: { path: string }) => params.path, user: null }),
    forgetPage: assign({ returnTo: null }),
  },
}).createMachine({
  id: 'adminAuth',
  context: { user: null, errorMessage: null, lockoutSecondsLeft: 0, returnTo: null, signedOutByAdmin: false },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'mustChangePassword', params: ({ event }) => ({ user: event.output }) },
            target: 'passwordChangeRequired',
            actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'signedIn', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: { 'LOGIN.SUBMIT': 'signingIn' },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          const e = event as Extract<AdminAuthEvent, { type: 'LOGIN.SUBMIT' }>;
          return { email: e.email, password: e.password };
        },
        onDone: [
          {
            guard: { type: 'mustChangePassword', params: ({ event }) => ({ user: event.output }) },
            target: 'passwordChangeRequired',
            actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'signedIn', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'isLockedOut', params: ({ event }) => ({ error: event.error }) },
            target: 'lockedOut',
            actions: { type: 'startLockout', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      on: { 'LOGIN.SUBMIT': 'signingIn' },
    },
    lockedOut: {
      after: {
        countdownTick: [
          { guard: 'isLastSecondOfLockout', target: 'signedOut', actions: 'endLockout' },
          { target: 'lockedOut', reenter: true, actions: 'tickLockout' },
        ],
      },
    },
    signedIn: {
      on: {
        'SIGN_OUT.CLICK': 'signingOut',
        'API.UNAUTHORIZED': { target: 'expired', actions: { type: 'rememberPage', params: ({ event }) => ({ path: event.path }) } },
        'PASSWORD.CHANGED': { actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) } },
      },
    },
    passwordChangeRequired: {
      on: {
        'PASSWORD.CHANGED': { target: 'signedIn', actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.user }) }, 'forgetPage'] },
        'SIGN_OUT.CLICK': 'signingOut',
        'API.UNAUTHORIZED': { target: 'expired', actions: { type: 'rememberPage', params: ({ event }) => ({ path: event.path }) } },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // Signed out either way: the cookie is the server's, and a failed call must not keep the UI signed in.
        onDone: { target: 'signedOut', actions: ['clearUser', 'forgetPage'] },
        onError: { target: 'signedOut', actions: ['clearUser', 'forgetPage'] },
      },
    },
    expired: {
      on: { 'LOGIN.SUBMIT': 'signingIn' },
    },
  },
});

export type AdminAuthMachine = typeof adminAuthMachine;
