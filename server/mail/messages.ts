import type { BookingInput, BookingStatus, EmailKind } from '../../src/domain/booking';
import { TEAM_REPLIES_WITHIN, TEAM_REPLIES_WITHIN_NE } from '../../src/domain/common';
import { adToBs, formatBs } from '../../src/domain/bikramSambat';
import { toDevanagariDigits } from '../../src/domain/digits';
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

/** The same in Nepali. */
const STATUS_WORDS_NE: Record<BookingStatus, string> = {
  new: 'प्राप्त भएको छ, परामर्शदाताको पालो पर्खंदै',
  contacted: 'अघि बढेको छ: परामर्शदाताले तपाईंलाई सम्पर्क गर्नुभएको छ वा छिट्टै गर्नुहुनेछ',
  closed: 'बन्द भएको छ',
};

export const STATUS_PAGE_PATH = '/consultation/status';
/** The status page with the reference filled in, in the booking's language (Nepali pages live under /ne). */
export const statusPageUrl = (origin: string, reference: string, language: BookingInput['language'] = 'en') =>
  `${origin}${language === 'ne' ? '/ne' : ''}${STATUS_PAGE_PATH}?reference=${encodeURIComponent(reference)}`;

/** "2026-12-16" as "वि.सं. २०८३ पुस १ (ई.सं. २०२६-१२-१६)": the day in Bikram Sambat first, as Nepal writes dates. */
function nepaliDate(iso: string): string {
  const bs = adToBs(iso);
  return bs ? `वि.सं. ${formatBs(bs, 'ne')} (ई.सं. ${toDevanagariDigits(iso)})` : `ई.सं. ${toDevanagariDigits(iso)}`;
}
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
    ...(b.language === 'ne' ? ['Language: Nepali (booked on a Nepali page; our e-mails to the student are in Nepali)'] : []),
  ].join('\n');

/**
 * To the student, at once: their reference, the date and level they chose, and where to check the
 * status. It goes to whatever address was typed, so it carries nothing else a stranger could have
 * typed there for someone else to read (no message, destination or phone): only the name as given.
 */
export function bookingConfirmation(b: BookingInput, reference: string, origin: string): OutgoingEmail {
  if (b.language === 'ne') {
    return {
      kind: 'booking-confirmation',
      to: b.email,
      subject: `तपाईंको परामर्श अनुरोध ${reference}`,
      body: [
        `नमस्ते ${b.fullName},`,
        '',
        'गन्तव्यमा निःशुल्क परामर्शका लागि अनुरोध गर्नुभएकोमा धन्यवाद। हामीले तपाईंको अनुरोध पाएका छौं।',
        '',
        `तपाईंको सन्दर्भ नम्बर: ${reference}`,
        `तपाईंले रोज्नुभएको मिति: ${nepaliDate(b.preferredDate)}`,
        `अध्ययनको तह: ${b.studyLevel}`,
        '',
        `समय पक्का गर्न एक परामर्शदाताले ${TEAM_REPLIES_WITHIN_NE} तपाईंलाई सम्पर्क गर्नुहुनेछ। आफ्नो सन्दर्भ नम्बर र यही इमेल ठेगानाले`,
        `तपाईं अनुरोधको अवस्था यहाँ हेर्न सक्नुहुन्छ: ${statusPageUrl(origin, reference, 'ne')}`,
        '',
        'तपाईंले परामर्श बुक गर्नुभएको होइन भने कसैले गल्तीले तपाईंको ठेगाना लेखेको हो: यो इमेल बेवास्ता गर्न सक्नुहुन्छ।',
        '',
        'गन्तव्य (Gantavya)',
      ].join('\n'),
    };
  }
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
    body: [
      'A new consultation was booked.',
      '',
      `Reference: ${reference}`,
      `E-mail: ${b.email}`,
      summary(b),
      '',
      `Open it in the admin: ${adminBookingUrl(origin, bookingId)}`,
    ].join('\n'),
  };
}

/** A review link: the review form with its token. */
export const reviewPageUrl = (origin: string, token: string) => `${origin}${reviewPagePath(token)}`;

/**
 * To the student when an admin moves the booking's status on. A closed booking with a consultancy
 * carries a review link (`reviewToken`), made for this e-mail.
 */
export function bookingStatusChange(
  b: BookingInput,
  reference: string,
  status: BookingStatus,
  origin: string,
  reviewToken: string | null = null,
): OutgoingEmail {
  if (b.language === 'ne') {
    return {
      kind: 'booking-status-change',
      to: b.email,
      subject: `तपाईंको परामर्श अनुरोध ${reference}: ${STATUS_WORDS_NE[status].split(',')[0].split(':')[0]}`,
      body: [
        `नमस्ते ${b.fullName},`,
        '',
        `तपाईंको परामर्श अनुरोध ${reference} ${STATUS_WORDS_NE[status]}।`,
        '',
        `यसको अवस्था जुनसुकै बेला हेर्नुहोस्: ${statusPageUrl(origin, reference, 'ne')}`,
        ...(reviewToken
          ? ['', 'परामर्श कस्तो रह्यो? अरू विद्यार्थीलाई बताउनुहोस्: तपाईंले बुक गर्नुभएको कन्सल्टेन्सीको समीक्षा एक पटक यहाँ लेख्न सक्नुहुन्छ:', reviewPageUrl(origin, reviewToken)]
          : []),
        '',
        'गन्तव्य (Gantavya)',
      ].join('\n'),
    };
  }
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
export function reportTeamNotice(
  r: { id: number; consultancyName: string; whatHappened: string; contact: string; files: number },
  origin: string,
  teamAddress: string,
): OutgoingEmail {
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
