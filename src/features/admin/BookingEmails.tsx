import styled from 'styled-components';
import { bookingsApi } from '../../api/bookings';
import { useRemote } from '../../common/Remote';
import { CONFIRMATION_CAPPED, EMAIL_NOT_CONFIGURED, type Booking, type BookingEmail, type EmailKind } from '../../domain/booking';
import { Button } from '../../ui/primitives';
import { Banner } from './adminUi';
import { formatTeamTime } from '../../common/format';

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  'booking-confirmation': 'Confirmation to the student',
  'booking-team-notice': 'Notice to the team',
  'booking-status-change': 'Status change to the student',
  'report-team-notice': 'Problem report to the team',
};

/** What the admin reads for an e-mail's state. */
export function emailStateText(email: BookingEmail, configured: boolean): string {
  switch (email.status) {
    case 'sent':
      return `sent ${formatTeamTime(email.sentAt)}`;
    case 'failed':
      return `failed after ${email.attempts} attempts: ${email.lastError ?? 'unknown error'}`;
    case 'sending':
      return 'being sent';
    case 'pending':
      if (!configured) return EMAIL_NOT_CONFIGURED;
      return email.attempts === 0
        ? 'waiting to be sent'
        : `not sent yet (attempt ${email.attempts} failed: ${email.lastError ?? 'unknown error'}); next try ${formatTeamTime(email.nextAttemptAt)}`;
  }
}

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

/** A booking's reference and the e-mails written for it, each with its delivery state. */
export function BookingEmails({ booking }: { booking: Pick<Booking, 'id' | 'reference' | 'status'> }) {
  const { state, retry } = useRemote((signal) => bookingsApi.emails(booking.id, signal), `booking-emails:${booking.id}:${booking.status}`);
  return (
    <Box aria-labelledby={`booking-emails-${booking.id}`} data-part="booking-emails">
      <p>
        Reference: <strong data-part="booking-reference">{booking.reference}</strong>
      </p>
      <h3 id={`booking-emails-${booking.id}`}>E-mails</h3>
      {state.status === 'loading' && <p>Loading the e-mails…</p>}
      {state.status === 'failure' && <Banner $tone="error">Could not load the e-mails: {state.error.message}</Banner>}
      {state.status === 'success' && (
        <>
          {state.data.items.length === 0 ? (
            <p>No e-mails for this booking.</p>
          ) : (
            <ul>
              {/* Every booking writes its confirmation with it unless the cap per address held it back. */}
              {!state.data.items.some((e) => e.kind === 'booking-confirmation') && <li data-part="no-confirmation">{CONFIRMATION_CAPPED}</li>}
              {state.data.items.map((e) => (
                <li key={e.id} data-status={e.status}>
                  {EMAIL_KIND_LABELS[e.kind]} to {e.to}: <span data-part="email-state">{emailStateText(e, state.data.configured)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Button type="button" $variant="secondary" onClick={retry}>
        Refresh e-mails
      </Button>
    </Box>
  );
}
