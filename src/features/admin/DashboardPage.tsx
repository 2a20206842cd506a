import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { bookingsApi } from '../../api/bookings';
import { statsApi } from '../../api/stats';
import { ROUTES, paths } from '../../config/routes';
import type { AdminStats } from '../../domain/admin';
import type { Booking } from '../../domain/booking';
import { Spinner, useDocumentTitle } from '../../ui/primitives';
import { ActionLink, Banner, PageTop, Table, TableWrap, formatDate } from './adminUi';

export const LATEST_BOOKINGS = 5;

const Cards = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  li { background: ${({ theme }) => theme.colors.surface}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; padding: ${({ theme }) => theme.space.md}; }
  a { color: inherit; text-decoration: none; display: block; }
  .count { display: block; font-size: ${({ theme }) => theme.fontSizes.xxl}; font-weight: 700; color: ${({ theme }) => theme.colors.primary}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export default function DashboardPage() {
  useDocumentTitle('Dashboard – Admin');
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [latest, setLatest] = useState<Booking[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const fail = (e: { code?: string; message?: string }) => {
      if (e?.code !== 'CANCELED') setError(e?.message ?? 'Could not load the dashboard.');
    };
    statsApi.get(controller.signal).then(setStats, fail);
    bookingsApi.list({ limit: LATEST_BOOKINGS }, controller.signal).then((r) => setLatest(r.items), fail);
    return () => controller.abort();
  }, []);

  const cards = stats
    ? [
        { label: 'Blog posts', count: stats.blogs, href: ROUTES.adminBlogs },
        { label: 'Universities', count: stats.universities, href: ROUTES.adminUniversities },
        { label: 'Consultancies', count: stats.consultancies, href: ROUTES.adminConsultancies },
        { label: 'Courses', count: stats.courses, href: ROUTES.adminCourses },
        { label: 'New bookings', count: stats.newBookings, href: ROUTES.adminConsultations },
        { label: 'Bookings in all', count: stats.bookings, href: ROUTES.adminConsultations },
        { label: 'Unread messages', count: stats.unreadMessages, href: ROUTES.adminMessages },
        { label: 'Messages in all', count: stats.messages, href: ROUTES.adminMessages },
        { label: 'Facts due for review', count: stats.factsDue, href: paths.adminFactsDue() },
      ]
    : [];

  return (
    <section data-page="admin-dashboard">
      <PageTop>
        <h1>Dashboard</h1>
      </PageTop>
      {error ? (
        <Banner $tone="error" role="alert">
          {error}
        </Banner>
      ) : null}
      <h2>Create content</h2>
      <Actions>
        <ActionLink href={ROUTES.adminBlogNew}>New blog post</ActionLink>
        <ActionLink href={ROUTES.adminUniversityNew}>New university</ActionLink>
        <ActionLink href={ROUTES.adminConsultancyNew}>New consultancy</ActionLink>
        <ActionLink href={ROUTES.adminCourseNew}>New course</ActionLink>
      </Actions>
      <h2>At a glance</h2>
      {stats ? (
        <Cards data-part="stats">
          {cards.map((c) => (
            <li key={c.label}>
              <Link href={c.href}>
                <span className="count">{c.count}</span> {c.label}
              </Link>
            </li>
          ))}
        </Cards>
      ) : error ? null : (
        <Spinner label="Loading the counts…" />
      )}
      <h2>Latest bookings</h2>
      {latest === null ? (
        error ? null : <Spinner label="Loading the latest bookings…" />
      ) : latest.length === 0 ? (
        <p>No bookings yet.</p>
      ) : (
        <TableWrap>
          <Table>
            <caption>The {latest.length} most recent consultation bookings</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Destination</th>
                <th scope="col">Received</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {latest.map((b) => (
                <tr key={b.id}>
                  <th scope="row">{b.fullName}</th>
                  <td>{b.preferredDestination}</td>
                  <td>{formatDate(b.createdAt)}</td>
                  <td>{b.status}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      <p>
        <ActionLink href={ROUTES.adminConsultations} $variant="secondary">
          All bookings
        </ActionLink>
      </p>
    </section>
  );
}
