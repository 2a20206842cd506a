import { Link } from 'wouter';
import { paths } from '../../config/routes';

/** The reference on the booking's confirmation, and where it is used. */
export function BookingReferenceNote({ reference }: { reference?: string }) {
  if (!reference) return null;
  return (
    <p data-part="booking-reference">
      Your booking reference is <strong>{reference}</strong>. We have e-mailed it to you; with it and your e-mail address you can{' '}
      <Link href={paths.consultationStatus(reference)}>check your booking’s status</Link>.
    </p>
  );
}
