import type { BookingInput, BookingStatus, EmailKind } from '../../src/domain/booking';
import { TEAM_REPLIES_WITHIN } from '../../src/domain/common';
import { reviewPagePath } from '../../src/domain/review';

/** An e-mail as the outbox keeps it: plain text, one recipient. */
export interface OutgoingEmail {
  kind: EmailKind;
  to: string;
  subject: string;
  body: string;
}

/** The words each status reads as in an e-mail to the student. */
const STATUS_WORDS: Record<BookingStatus, string> = {
  new: 'received, waiting for a counsellor',
  contacted: 'in progress: a counsellor has contacted you or will shortly',
  closed: 'closed',
};

export const STATUS_PAGE_PATH = '/consultation/status';
/** The status page with the reference filled in. */
export const statusPageUrl = (origin: string, reference: string) => `${origin}${STATUS_PAGE_PATH}?reference=${encodeURIComponent(reference)}`;
/** The booking's own page in the admin. */
export const adminBookingUrl = (origin: string, id: number) => `${origin}/admin/consultations/${id}`;

const summary = (b: BookingInput) =>
  [
    `Name: ${b.fullName}`,
    `Destination: ${b.preferredDestination}`,
    `Study level: ${b.studyLevel}`,
    `Preferred date: ${b.preferredDate}`,
    `Phone: ${b.phone}`,
    `Message: ${b.message || '(none)'}`,
  ].join('\n');

/**
 * To the student, at once: their reference, the date and level they chose, and where to check the
 * status. It goes to whatever address was typed, so it carries nothing else a stranger could have
 * typed there for someone else to read (no message, destination or phone): only the name as given.
 */
export function bookingConfirmation(b: BookingInput, reference: string, origin: string): OutgoingEmail {
  return {
    kind: 'booking-confirmation',
    to: b.email,
    subject: `Your consultation request ${reference}`,
    body: [
      `Namaste ${b.fullName},`,
      '',
      'Thank you for booking a free consultation with Gantavya. We have received your request.',
      '',
      `Your reference: ${reference}`,
      `Preferred date: ${b.preferredDate}`,
      `Study level: ${b.studyLevel}`,
      '',
      `A counsellor will contact you ${TEAM_REPLIES_WITHIN} to confirm the time. You can check the status of your booking`,
      `with your reference and this e-mail address at ${statusPageUrl(origin, reference)}`,
      '',
      'If you did not book a consultation, someone typed your address by mistake: you can ignore this e-mail.',
      '',
      'Gantavya',
    ].join('\n'),
  };
}

/** To the team: a new booking and the link to it in the admin. */
export function bookingTeamNotice(b: BookingInput, reference: string, bookingId: number, origin: string, teamAddress: string): OutgoingEmail {
  return {
    kind: 'booking-team-notice',
    to: teamAddress,
    subject: `New consultation booking ${reference} from ${b.fullName}`,
    body: ['A new consultation was booked.', '', `Reference: ${reference}`, `E-mail: ${b.email}`, summary(b), '', `Open it in the admin: ${adminBookingUrl(origin, bookingId)}`].join('\n'),
  };
}

/** A review link: the review form with its token. */
export const reviewPageUrl = (origin: string, token: string) => `${origin}${reviewPagePath(token)}`;

/**
 * To the student when an admin moves the booking's status on. A closed booking with a consultancy
 * carries a review link (`reviewToken`), made for this e-mail.
 */
export function bookingStatusChange(b: BookingInput, reference: string, status: BookingStatus, origin: string, reviewToken: string | null = null): OutgoingEmail {
  return {
    kind: 'booking-status-change',
    to: b.email,
    subject: `Your consultation request ${reference} is now ${status}`,
    body: [
      `Namaste ${b.fullName},`,
      '',
      `Your consultation request ${reference} is now ${STATUS_WORDS[status]}.`,
      '',
      `See its status at any time: ${statusPageUrl(origin, reference)}`,
      ...(reviewToken
        ? ['', 'How was your consultation? Tell other students: you can review the consultancy you booked with, once, at', reviewPageUrl(origin, reviewToken)]
        : []),
      '',
      'Gantavya',
    ].join('\n'),
  };
}

/** The report's page in the admin. */
export const adminReportUrl = (origin: string, id: number) => `${origin}/admin/reports?open=${id}`;

/**
 * To the team: a problem report about a consultancy. It says what was reported and where to read it;
 * the evidence stays in the admin (never attached to an e-mail).
 */
export function reportTeamNotice(r: { id: number; consultancyName: string; whatHappened: string; contact: string; files: number }, origin: string, teamAddress: string): OutgoingEmail {
  return {
    kind: 'report-team-notice',
    to: teamAddress,
    subject: `Problem report about ${r.consultancyName}`,
    body: [
      `A visitor reported a problem with ${r.consultancyName}.`,
      '',
      `What happened: ${r.whatHappened}`,
      `Contact: ${r.contact || '(none given)'}`,
      `Evidence files: ${r.files}`,
      '',
      `Open it in the admin: ${adminReportUrl(origin, r.id)}`,
    ].join('\n'),
  };
}
