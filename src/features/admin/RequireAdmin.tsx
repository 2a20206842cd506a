import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ROUTES, paths } from '../../config/routes';
import { Spinner } from '../../ui/primitives';
import { useAdminAuth } from './adminAuth';

/**
 * The guard around every /admin route but the sign-in page: only a signed-in admin sees it; anyone
 * else goes to /admin/login?next=<this page>. After a session expired, `next` is the page the admin was on.
 * An admin who must change a generated password sees only the change-password screen.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const state = useAdminAuth((s) =>
    s.matches('checking')
      ? 'checking'
      : s.matches('signedIn')
        ? 'signedIn'
        : s.matches('passwordChangeRequired')
          ? 'passwordChangeRequired'
          : s.matches('signingOut')
            ? 'signingOut'
            : 'out',
  );
  const returnTo = useAdminAuth((s) => s.context.returnTo);
  const signedOutByAdmin = useAdminAuth((s) => s.context.signedOutByAdmin);
  const [location] = useLocation();
  const search = useSearch();
  if (state === 'checking') return <Spinner label="Checking your session…" />;
  if (state === 'passwordChangeRequired' && location !== ROUTES.adminPassword) return <Redirect to={ROUTES.adminPassword} replace />;
  if (state === 'passwordChangeRequired') return <>{children}</>;
  if (state === 'signedIn' || state === 'signingOut') return <>{children}</>;
  if (signedOutByAdmin) return <Redirect to={ROUTES.adminLogin} replace />;
  const here = search ? `${location}?${search}` : location;
  return <Redirect to={paths.adminLoginNext(returnTo ?? here)} replace />;
}
