import { Link } from 'wouter';
import styled from 'styled-components';
import { Trans } from '@lingui/react';
import { paths } from '../../config/routes';
import { CONSULTATION_TEXT as TEXT } from './text';

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
  const components = { 0: <strong />, 1: <Link href={paths.consultationStatus(reference)} /> };
  const text = emailedTo ? TEXT.referenceEmailed : TEXT.referenceNotEmailed;
  return (
    <Note data-part="booking-reference">
      <Trans id={text.id} message={text.message} values={{ reference, email: emailedTo ?? '' }} components={components} />
    </Note>
  );
}
