import { Link, useParams } from 'wouter';
import { bookingsApi } from '../../api/bookings';
import { useRemote } from '../../common/Remote';
import { NotFound } from '../../common/NotFoundPage';
import { ROUTES } from '../../config/routes';
import { Spinner, useDocumentTitle } from '../../ui/primitives';
import { Banner, PageTop } from './adminUi';
import { BookingEmails } from './BookingEmails';
import { BookingFacts } from './BookingFacts';

/**
 * /admin/consultations/{id}: one booking, where the team's e-mail about a new booking leads: its
 * details, its reference and its e-mails. The status is changed in the bookings list.
 */
export default function BookingDetailPage() {
  const { id } = useParams<{ id: string }>();
  const valid = /^[1-9]\d{0,9}$/.test(id ?? '');
  const { state, retry } = useRemote((signal) => (valid ? bookingsApi.get(id!, signal) : Promise.reject(new Error('not found'))), `admin-booking:${id}`);
  useDocumentTitle(state.status === 'success' ? `Booking from ${state.data.fullName} – Admin` : 'Booking – Admin');
  if (!valid || (state.status === 'failure' && state.error.status === 404))
    return <NotFound title="Booking not found" message="There is no booking with that number." />;
  if (state.status === 'loading') return <Spinner label="Loading the booking…" />;
  if (state.status === 'failure') {
    return (
      <Banner $tone="error" role="alert">
        Could not load the booking: {state.error.message}{' '}
        <button type="button" onClick={retry}>
          Try again
        </button>
      </Banner>
    );
  }
  const b = state.data;
  return (
    <section data-page="admin-booking" aria-labelledby="admin-booking-title">
      <PageTop>
        <h1 id="admin-booking-title">Booking from {b.fullName}</h1>
      </PageTop>
      <BookingFacts booking={b} />
      <BookingEmails booking={b} />
      <p>
        <Link href={ROUTES.adminConsultations}>All bookings</Link> (change the status there)
      </p>
    </section>
  );
}
