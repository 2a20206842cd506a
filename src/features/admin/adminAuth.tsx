import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { adminAuthMachine, type AdminSessionUser, type Credentials } from '../../../machines/admin-auth/admin-auth.machine';
import { authApi } from '../../api/auth';
import { onApiUnauthorized } from '../../api/client';

/** The admin-auth statechart with the real API calls. Tests provide their own actors instead. */
export const liveAdminAuthMachine = adminAuthMachine.provide({
  actors: {
    checkSession: fromPromise<AdminSessionUser>(({ signal }) => authApi.me(signal)),
    signIn: fromPromise<AdminSessionUser, Credentials>(({ input, signal }) => authApi.login(input, signal)),
    signOut: fromPromise<void>(({ signal }) => authApi.logout(signal)),
  },
});

type AdminAuthLogic = typeof adminAuthMachine;
export type AdminAuthActor = ActorRefFrom<AdminAuthLogic>;
export type AdminAuthSnapshot = SnapshotFrom<AdminAuthLogic>;

const AdminAuthContext = createContext<AdminAuthActor | null>(null);

/** Calls to these never mean "the session expired": they are how a session is checked or started. */
const SESSION_PATHS = ['/auth/login', '/auth/me', '/auth/logout'];

/**
 * Holds the one admin-auth actor above every /admin route (the sign-in page and the layout),
 * and turns any 401 answered while signed in into "session expired" with the current page.
 */
export function AdminAuthProvider({ children, logic = liveAdminAuthMachine }: { children: ReactNode; logic?: AdminAuthLogic }) {
  const actor = useActorRef(logic);
  const [location] = useLocation();
  const search = useSearch();
  const here = useRef('');
  useEffect(() => {
    here.current = search ? `${location}?${search}` : location;
  }, [location, search]);

  useEffect(
    () =>
      onApiUnauthorized((_error, url) => {
        if (SESSION_PATHS.some((p) => url.endsWith(p))) return;
        const snapshot = actor.getSnapshot();
        if (snapshot.matches('signedIn') || snapshot.matches('passwordChangeRequired')) actor.send({ type: 'API.UNAUTHORIZED', path: here.current });
      }),
    [actor],
  );

  return <AdminAuthContext.Provider value={actor}>{children}</AdminAuthContext.Provider>;
}

export function useAdminAuthActor(): AdminAuthActor {
  const actor = useContext(AdminAuthContext);
  if (!actor) throw new Error('useAdminAuthActor must be used inside <AdminAuthProvider>');
  return actor;
}

/** The admin-auth actor when there is one (editors also render in tests without the provider). */
export function useOptionalAdminAuthActor(): AdminAuthActor | null {
  return useContext(AdminAuthContext);
}

export function useAdminAuth<T>(selector: (snapshot: AdminAuthSnapshot) => T): T {
  return useSelector(useAdminAuthActor(), selector);
}
