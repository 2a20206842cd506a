import { Link } from 'wouter';
import styled from 'styled-components';
import { paths } from '../../config/routes';

/* A long e-mail address breaks where it must rather than widen a narrow phone's page. */
const Note = styled.p`
  overflow-wrap: anywhere;
`;

/**
 * The reference on the booking's confirmation, and where it is used. It says a confirmation e-mail
 * is on its way only when the server queued one for the address given (`emailedTo`); otherwise it
 * asks the visitor to note the reference, which no e-mail will bring them.
 */
export function BookingReferenceNote({ reference, emailedTo }: { reference?: string; emailedTo: string | null }) {
  if (!reference) return null;
  const statusLink = <Link href={paths.consultationStatus(reference)}>check your booking’s status</Link>;
  return emailedTo ? (
    <Note data-part="booking-reference">
      Your booking reference is <strong>{reference}</strong>. A confirmation with your reference is on its way to {emailedTo}. With the reference and your
      e-mail address you can {statusLink}.
    </Note>
  ) : (
    <Note data-part="booking-reference">
      Your booking reference is <strong>{reference}</strong>. Please note it down: we have not e-mailed it to you. With the reference and your e-mail address
      you can {statusLink}.
    </Note>
  );
}
