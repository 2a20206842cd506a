import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { ROUTES, isNavItemActive } from '../../config/routes';
import { SITE } from '../../config/site';
import { Button } from '../../ui/primitives';
import { media } from '../../ui/theme';
import { useAdminAuth, useAdminAuthActor } from './adminAuth';
import { LeaveGuardProvider, useRequestLeave } from './leaveGuard';
import { devanagariFontCss } from '../../config/fonts';

export const ADMIN_NAV = [
  { name: 'Dashboard', href: ROUTES.adminDashboard },
  { name: 'Blogs', href: ROUTES.adminBlogs },
  { name: 'Universities', href: ROUTES.adminUniversities },
  { name: 'Consultancies', href: ROUTES.adminConsultancies },
  { name: 'Courses', href: ROUTES.adminCourses },
  { name: 'Bookings', href: ROUTES.adminConsultations },
  { name: 'Messages', href: ROUTES.adminMessages },
  { name: 'Reviews', href: ROUTES.adminReviews },
  { name: 'Reports', href: ROUTES.adminReports },
  { name: 'Facts', href: ROUTES.adminFacts },
  { name: 'Corrections', href: ROUTES.adminCorrections },
  { name: 'Exchange rates', href: ROUTES.adminRates },
  { name: 'Site settings', href: ROUTES.adminSettings },
] as const;

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  /* On a phone the bar is as tall as its contents; the page takes the rest of the screen. */
  grid-template-rows: auto 1fr;
  ${media.md} {
    grid-template-columns: 230px minmax(0, 1fr);
    grid-template-rows: auto;
  }
`;

const Side = styled.aside`
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.footerText};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ${media.md} {
    padding: ${({ theme }) => theme.space.md};
    min-height: 100vh;
  }
  a {
    color: ${({ theme }) => theme.colors.footerText};
    text-decoration: none;
    display: block;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a[aria-current='page'] {
    background: rgba(255, 255, 255, 0.15);
    font-weight: 700;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const MenuToggle = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  background: transparent;
  color: inherit;
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  ${media.md} {
    display: none;
  }
`;

const Collapsible = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  ${media.md} {
    display: block;
  }
`;

const Account = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  button {
    width: 100%;
    background: transparent;
    color: inherit;
    border-color: rgba(255, 255, 255, 0.5);
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 50;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:focus {
    left: ${({ theme }) => theme.space.sm};
    top: ${({ theme }) => theme.space.sm};
  }
`;

const Content = styled.main`
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  ${media.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const ADMIN_DEVANAGARI_CSS = devanagariFontCss('body');

/** The admin area's layout: a sidebar (collapsible below 768 px) and the admin screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <LeaveGuardProvider>
      <AdminShell>{children}</AdminShell>
    </LeaveGuardProvider>
  );
}

function AdminShell({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const actor = useAdminAuthActor();
  const email = useAdminAuth((s) => s.context.user?.email ?? '');
  const signingOut = useAdminAuth((s) => s.matches('signingOut'));
  const requestLeave = useRequestLeave();

  return (
    <Shell data-part="admin-layout">
      {/* The Nepali versions the team types and previews are drawn in the site's Devanagari face. */}
      <style>{ADMIN_DEVANAGARI_CSS}</style>
      <SkipLink href="#admin-main">Skip to the content</SkipLink>
      <Side>
        <Bar>
          <strong>{SITE.name} Admin</strong>
          <MenuToggle type="button" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((o) => !o)}>
            {menuOpen ? 'Close menu' : 'Menu'}
          </MenuToggle>
        </Bar>
        <Collapsible id={menuId} $open={menuOpen} data-state={menuOpen ? 'open' : 'closed'}>
          <nav aria-label="Admin">
            <ul>
              {ADMIN_NAV.map((item) => {
                const active = isNavItemActive(item.href, pathname) || (item.href === ROUTES.adminDashboard && pathname === ROUTES.admin);
                return (
                  <li key={item.href}>
                    <Link href={item.href} aria-current={active ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
                      {item.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <Account>
            <p>
              Signed in as <strong data-part="admin-email">{email}</strong>
            </p>
            <p>
              <Link href={ROUTES.adminPassword} aria-current={pathname === ROUTES.adminPassword ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
                Change password
              </Link>
            </p>
            <Button
              type="button"
              $variant="secondary"
              disabled={signingOut}
              onClick={() => {
                // An editor on screen answers first (and signs out once nothing is lost or the admin agrees).
                if (!requestLeave({ kind: 'signOut' })) actor.send({ type: 'SIGN_OUT.CLICK' });
              }}
            >
              {signingOut ? 'Signing out…' : 'Sign out'}
            </Button>
          </Account>
        </Collapsible>
      </Side>
      <Content id="admin-main" tabIndex={-1}>
        {children}
      </Content>
    </Shell>
  );
}
