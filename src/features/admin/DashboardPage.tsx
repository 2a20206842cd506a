import styled from 'styled-components';
import { Link } from 'wouter';
import { bookingsApi } from '../../api/bookings';
import { statsApi } from '../../api/stats';
import { ROUTES, paths } from '../../config/routes';
import type { AdminStats } from '../../domain/admin';
import { useDocumentTitle } from '../../ui/primitives';
import { Remote, useRemote } from '../../common/Remote';
import { ActionLink, ColumnHeads, PageTop, Table, TableWrap } from './adminUi';
import { formatTeamTime } from '../../common/format';
import { licencesApi } from '../../api/licences';
import { formatDay } from '../../data/facts';
import { LICENCE_CHECK_VALID_MONTHS, type LicenceDue } from '../../domain/licence';

export const LATEST_BOOKINGS = 5;

/** Why a licence is on the dashboard, in words. */
const LICENCE_DUE_TEXT: Record<LicenceDue['reason'], string> = {
  'check-due': 'Check due (the last check stops counting)',
  expired: 'Licence expired',
  'expires-soon': 'Licence expires soon',
};

const Cards = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  li {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space.md};
  }
  a {
    color: inherit;
    text-decoration: none;
    display: block;
  }
  .count {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The counts at a glance, each linking to where its items are. */
const cardsOf = (counts: AdminStats) => [
  { label: 'Blog posts', count: counts.blogs, href: ROUTES.adminBlogs },
  { label: 'Universities', count: counts.universities, href: ROUTES.adminUniversities },
  { label: 'Consultancies', count: counts.consultancies, href: ROUTES.adminConsultancies },
  { label: 'Courses', count: counts.courses, href: ROUTES.adminCourses },
  { label: 'New bookings', count: counts.newBookings, href: ROUTES.adminConsultations },
  { label: 'Bookings in all', count: counts.bookings, href: ROUTES.adminConsultations },
  { label: 'Unread messages', count: counts.unreadMessages, href: ROUTES.adminMessages },
  { label: 'Messages in all', count: counts.messages, href: ROUTES.adminMessages },
  { label: 'Facts due for review', count: counts.factsDue, href: paths.adminFactsDue() },
  { label: 'Corrections from a release to decide', count: counts.correctionsOpen, href: ROUTES.adminCorrections },
];

export default function DashboardPage() {
  useDocumentTitle('Dashboard – Admin');
  const stats = useRemote((signal) => statsApi.get(signal), 'admin-dashboard:stats');
  const due = useRemote((signal) => licencesApi.due(signal), 'admin-dashboard:licences-due');
  const latest = useRemote((signal) => bookingsApi.list({ limit: LATEST_BOOKINGS }, signal).then((r) => r.items), 'admin-dashboard:latest-bookings');

  return (
    <section data-page="admin-dashboard">
      <PageTop>
        <h1>Dashboard</h1>
      </PageTop>
      <h2>Create content</h2>
      <Actions>
        <ActionLink href={ROUTES.adminBlogNew}>New blog post</ActionLink>
        <ActionLink href={ROUTES.adminUniversityNew}>New university</ActionLink>
        <ActionLink href={ROUTES.adminConsultancyNew}>New consultancy</ActionLink>
        <ActionLink href={ROUTES.adminCourseNew}>New course</ActionLink>
      </Actions>
      <h2>At a glance</h2>
      <Remote state={stats.state} retry={stats.retry} loading="Loading the counts…" failure="We could not load the counts.">
        {(counts) => (
          <Cards data-part="stats">
            {cardsOf(counts).map((c) => (
              <li key={c.label}>
                <Link href={c.href}>
                  <span className="count">{c.count}</span> {c.label}
                </Link>
              </li>
            ))}
          </Cards>
        )}
      </Remote>
      <h2>Licences due for a check or expired</h2>
      <Remote state={due.state} retry={due.retry} loading="Loading the licences…" failure="We could not load the licences.">
        {(items) =>
          items.length === 0 ? (
            <p>No licence is due for a check, and none has expired.</p>
          ) : (
            <TableWrap labelledBy="licences-due-caption">
              <Table>
                <caption id="licences-due-caption">
                  Licences to check again (a check counts for {LICENCE_CHECK_VALID_MONTHS} months) and licences that expired
                </caption>
                <ColumnHeads labels={['Consultancy', 'What', 'On']} />
                <tbody>
                  {items.map((d) => (
                    <tr key={`${d.consultancyId}:${d.branch ?? ''}`} data-reason={d.reason}>
                      <th scope="row">
                        <Link href={paths.adminEdit('consultancies', d.consultancyId)}>{d.name}</Link>
                        {d.branch ? <>, its branch {d.branch}</> : null}
                      </th>
                      <td>{LICENCE_DUE_TEXT[d.reason]}</td>
                      <td>{formatDay(d.on)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
          )
        }
      </Remote>
      <h2>Latest bookings</h2>
      <Remote state={latest.state} retry={latest.retry} loading="Loading the latest bookings…" failure="We could not load the latest bookings.">
        {(bookings) =>
          bookings.length === 0 ? (
            <p>No bookings yet.</p>
          ) : (
            <TableWrap labelledBy="recent-bookings-caption">
              <Table>
                <caption id="recent-bookings-caption">The {bookings.length} most recent consultation bookings</caption>
                <ColumnHeads labels={['Name', 'Destination', 'Received', 'Status']} />
                <tbody>
                  {bookings.map((b) => (
                    <tr key={b.id}>
                      <th scope="row">{b.fullName}</th>
                      <td>{b.preferredDestination}</td>
                      <td>{formatTeamTime(b.createdAt)}</td>
                      <td>{b.status}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
          )
        }
      </Remote>
      <p>
        <ActionLink href={ROUTES.adminConsultations} $variant="secondary">
          All bookings
        </ActionLink>
      </p>
    </section>
  );
}
