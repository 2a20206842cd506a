import { useId, useState } from 'react';
import styled from 'styled-components';
import { pageOf, visibleRows } from '../../../machines/admin-list/admin-list.machine';
import { bookingsApi } from '../../api/bookings';
import { BOOKING_STATUSES, type Booking, type BookingStatus } from '../../domain/booking';
import { Button, useDocumentTitle } from '../../ui/primitives';
import { Options } from '../../ui/fields';
import {
  ListAnnouncement,
  ListColumnHeads,
  ListFilterSelect,
  ListLoadState,
  ListTable,
  NEWEST_FIRST,
  RECEIVED,
  arrivalOrderText,
  shownSort,
  useAdminList,
} from './adminList';
import { PageTop, Toolbar } from './adminUi';
import { formatTeamTime } from '../../common/format';
import { BookingEmails } from './BookingEmails';
import { BookingFacts, STATUS_LABELS } from './BookingFacts';

const STATUS_CHOICES = BOOKING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const STATUS_OPTIONS = [{ value: '', label: 'All' }, ...STATUS_CHOICES];

const Details = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  h2 {
    margin-top: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  .status {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-end;
    flex-wrap: wrap;
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font: inherit;
  }
`;

/** /admin/consultations: every booking, newest first, filtered by status; open one to see it and move its status on. */
export default function BookingsPage() {
  useDocumentTitle('Bookings – Admin');
  const statusSelectId = useId();
  const { snapshot, send } = useAdminList(bookingsApi, {}, ['status']);
  const status = (snapshot.context.filters.status ?? '') as BookingStatus | '';
  const rows = visibleRows<Booking>(snapshot.context);
  const { page, totalPages } = pageOf(snapshot.context);
  const [openId, setOpenId] = useState<number | null>(null);
  const [nextStatus, setNextStatus] = useState<BookingStatus>('contacted');
  const [saving, setSaving] = useState(false);
  const open = rows.find((b) => b.id === openId) ?? null;

  const openBooking = (b: Booking) => {
    setOpenId(b.id);
    setNextStatus(b.status === 'new' ? 'contacted' : b.status === 'contacted' ? 'closed' : b.status);
  };

  const changeStatus = async () => {
    if (!open) return;
    setSaving(true);
    try {
      const updated = await bookingsApi.setStatus(open.id, nextStatus);
      send({
        type: 'ROW_ACTION.DONE',
        announcement: { tone: 'success', text: `Booking from ${updated.fullName} is now ${STATUS_LABELS[updated.status].toLowerCase()}.` },
      });
    } catch (e) {
      send({ type: 'ROW_ACTION.DONE', announcement: { tone: 'error', text: `Could not change the status: ${(e as Error).message}` } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section data-page="admin-bookings">
      <PageTop>
        <h1>Bookings</h1>
      </PageTop>
      <ListAnnouncement snapshot={snapshot} />
      <Toolbar>
        <ListFilterSelect snapshot={snapshot} send={send} name="status" label="Status" options={STATUS_OPTIONS} />
      </Toolbar>
      <ListLoadState snapshot={snapshot} send={send} loadingLabel="Loading bookings…" />
      <ListTable
        snapshot={snapshot}
        send={send}
        empty={<p>{status ? `No ${STATUS_LABELS[status].toLowerCase()} bookings.` : 'No bookings yet.'}</p>}
        caption={(total) =>
          `Bookings, ${arrivalOrderText(shownSort(snapshot, NEWEST_FIRST))}: ${total} ${status ? STATUS_LABELS[status].toLowerCase() : 'in all'}, page ${page} of ${totalPages}`
        }
        head={
          <ListColumnHeads
            snapshot={snapshot}
            send={send}
            byDefault={NEWEST_FIRST}
            columns={[
              { label: 'Name' },
              { label: 'Received', sortKey: RECEIVED },
              { label: 'Destination' },
              { label: 'Preferred date' },
              { label: 'Status' },
              { label: 'Details' },
            ]}
          />
        }
      >
        {rows.map((b) => (
          <tr key={b.id} data-id={b.id} data-highlighted={b.id === openId || undefined}>
            <th scope="row">{b.fullName}</th>
            <td>{formatTeamTime(b.createdAt)}</td>
            <td>{b.preferredDestination}</td>
            <td>{b.preferredDate}</td>
            <td data-part="status">{STATUS_LABELS[b.status]}</td>
            <td>
              <Button
                type="button"
                $variant="secondary"
                aria-expanded={b.id === openId}
                onClick={() => openBooking(b)}
                aria-label={`View booking from ${b.fullName}`}
              >
                View
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      {open ? (
        <Details aria-labelledby="booking-details-title" data-part="booking-details">
          <h2 id="booking-details-title">Booking from {open.fullName}</h2>
          <BookingFacts booking={open} withConsultancy />
          <BookingEmails booking={open} />
          <div className="status">
            <label htmlFor={statusSelectId}>
              Change status to
              <select id={statusSelectId} aria-label="Change status to" value={nextStatus} onChange={(e) => setNextStatus(e.target.value as BookingStatus)}>
                <Options options={STATUS_CHOICES} />
              </select>
            </label>
            <Button type="button" onClick={changeStatus} disabled={saving || nextStatus === open.status}>
              {saving ? 'Saving…' : 'Update status'}
            </Button>
            <Button type="button" $variant="ghost" onClick={() => setOpenId(null)}>
              Close details
            </Button>
          </div>
        </Details>
      ) : null}
    </section>
  );
}
