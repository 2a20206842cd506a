import styled from 'styled-components';
import type { Booking, BookingStatus } from '../../domain/booking';
import { formatTeamTime } from '../../common/format';

export const STATUS_LABELS: Record<BookingStatus, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };

/**
 * What the team reads of one booking: status, when it came, how to reach the student and what they
 * asked for. The bookings list also shows the consultancy chosen (its page for one booking does not).
 */
/* A long e-mail address or message breaks where it must instead of pushing a phone's page sideways. */
const Facts = styled.dl`
  dd {
    overflow-wrap: anywhere;
  }
`;

export function BookingFacts({ booking: b, withConsultancy = false }: { booking: Booking; withConsultancy?: boolean }) {
  return (
    <Facts>
      <dt>Status</dt>
      <dd>{STATUS_LABELS[b.status]}</dd>
      <dt>Received</dt>
      <dd>{formatTeamTime(b.createdAt)}</dd>
      <dt>E-mail</dt>
      <dd>
        <a href={`mailto:${b.email}`}>{b.email}</a>
      </dd>
      <dt>Phone</dt>
      <dd>
        <a href={`tel:${b.phone}`}>{b.phone}</a>
      </dd>
      <dt>Destination</dt>
      <dd>{b.preferredDestination}</dd>
      <dt>Study level</dt>
      <dd>{b.studyLevel}</dd>
      <dt>Preferred date</dt>
      <dd>{b.preferredDate}</dd>
      <dt>Language</dt>
      <dd>{b.language === 'ne' ? 'Nepali (e-mails to the student in Nepali)' : 'English'}</dd>
      {withConsultancy ? (
        <>
          <dt>Consultancy</dt>
          <dd>{b.consultancyId ?? 'Any'}</dd>
        </>
      ) : null}
      <dt>Message</dt>
      <dd>{b.message || '—'}</dd>
    </Facts>
  );
}
