import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { ROUTES, isNavItemActive } from '../../config/routes';
import { SITE } from '../../config/site';
import { media } from '../../ui/theme';

export const ADMIN_NAV = [
  { name: 'Dashboard', href: ROUTES.adminDashboard },
  { name: 'Blogs', href: ROUTES.adminBlogs },
  { name: 'Universities', href: ROUTES.adminUniversities },
  { name: 'Consultancies', href: ROUTES.adminConsultancies },
  { name: 'Courses', href: ROUTES.adminCourses },
  { name: 'Bookings', href: ROUTES.adminConsultations },
  { name: 'Messages', href: ROUTES.adminMessages },
] as const;

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 1fr;
  ${media.md} { grid-template-columns: 220px 1fr; }
`;

const Side = styled.aside`
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.footerText};
  padding: ${({ theme }) => theme.space.md};
  a { color: ${({ theme }) => theme.colors.footerText}; text-decoration: none; display: block; padding: ${({ theme }) => theme.space.sm}; border-radius: ${({ theme }) => theme.radii.md}; }
  a[aria-current='page'] { background: rgba(255, 255, 255, 0.15); font-weight: 700; }
  ul { list-style: none; margin: 0; padding: 0; }
`;

const Content = styled.main`
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** The admin area's layout: a sidebar and the admin screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <Shell>
      <Side>
        <p>
          <strong>{SITE.name} Admin</strong>
        </p>
        <nav aria-label="Admin">
          <ul>
            {ADMIN_NAV.map((item) => {
              const active = isNavItemActive(item.href, pathname) || (item.href === ROUTES.adminDashboard && pathname === ROUTES.admin);
              return (
                <li key={item.href}>
                  <Link href={item.href} aria-current={active ? 'page' : undefined}>
                    {item.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </Side>
      <Content>{children}</Content>
    </Shell>
  );
}
