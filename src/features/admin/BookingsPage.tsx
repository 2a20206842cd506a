import { useDocumentTitle } from '../../ui/primitives';

export default function BookingsPage() {
  useDocumentTitle('Bookings – Admin');
  return (
    <section data-page="admin-bookings">
      <h1>Bookings</h1>
    </section>
  );
}
