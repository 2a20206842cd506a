import { FORM_KNOWN_PATTERNS, FORM_KNOWN_TEXTS, useKnownText, type KnownPattern, type KnownText } from '../../common/formKnownText';
import { DATE_NOT_READ_TO_SWITCH } from '../../../machines/booking/booking.machine';
import { LOOKUP_FAILED } from '../../../machines/booking-status/booking-status.machine';
import { BOOKING_REFERENCE_LENGTH, BOOKING_STATUS_NOT_FOUND } from '../../domain/booking';
import { REVIEW_ALREADY_GIVEN, REVIEW_LINK_INVALID, REVIEW_TEXT_MIN } from '../../domain/review';
import { BS_MONTHS_EN } from '../../domain/bsText';

/**
 * The booking, status and review forms' known texts: every form's (src/common/formKnownText.ts) and
 * the ones written by these forms' own shared code (the schemas, the statecharts, the BS date reader).
 */
export const KNOWN_TEXTS: readonly KnownText[] = [
  ...FORM_KNOWN_TEXTS,
  [
    'Enter a Nepali mobile (98XXXXXXXX) or landline (01-4XXXXXX) number',
    /*i18n*/ { id: 'forms.known.phone', message: 'Enter a Nepali mobile (98XXXXXXXX) or landline (01-4XXXXXX) number' },
  ],
  ['Choose a study level', /*i18n*/ { id: 'forms.known.studyLevel', message: 'Choose a study level' }],
  ['Choose English or Nepali', /*i18n*/ { id: 'forms.known.language', message: 'Choose English or Nepali' }],
  ['Pick a date', /*i18n*/ { id: 'forms.known.pickDate', message: 'Pick a date' }],
  ['Pick a real date', /*i18n*/ { id: 'forms.known.realDate', message: 'Pick a real date' }],
  ['Pick today or a later date', /*i18n*/ { id: 'forms.known.todayOrLater', message: 'Pick today or a later date' }],
  [
    DATE_NOT_READ_TO_SWITCH,
    /*i18n*/ {
      id: 'forms.known.dateNotRead',
      message: 'We cannot read this date yet, so it cannot move to the other calendar: finish it, or clear it, then switch',
    },
  ],
  [
    'A Bikram Sambat month is 1 (Baisakh) to 12 (Chaitra)',
    /*i18n*/ { id: 'forms.known.bsMonth', message: 'A Bikram Sambat month is 1 (Baisakh) to 12 (Chaitra)' },
  ],
  [
    BOOKING_STATUS_NOT_FOUND,
    /*i18n*/ {
      id: 'forms.known.statusNotFound',
      message: 'We could not find a booking with that reference and e-mail address. Check both and try again.',
    },
  ],
  [LOOKUP_FAILED, /*i18n*/ { id: 'forms.known.lookupFailed', message: 'Could not check the status just now. Please try again.' }],
  [
    REVIEW_LINK_INVALID,
    /*i18n*/ {
      id: 'forms.known.reviewLinkInvalid',
      message: 'This review link is not valid. Open the whole link from your e-mail, or look your booking up on the status page for a new one.',
    },
  ],
  [
    REVIEW_ALREADY_GIVEN,
    /*i18n*/ { id: 'forms.known.reviewGiven', message: 'This booking already has a review: each booking can be reviewed once. Thank you for yours.' },
  ],
  ['Choose a rating from 1 to 5', /*i18n*/ { id: 'forms.known.rating', message: 'Choose a rating from 1 to 5' }],
];

export const KNOWN_PATTERNS: readonly KnownPattern[] = [
  ...FORM_KNOWN_PATTERNS,
  {
    pattern: new RegExp(`^Enter the (${BOOKING_REFERENCE_LENGTH})-character reference from your confirmation$`),
    names: ['length'],
    message: /*i18n*/ { id: 'forms.known.reference', message: 'Enter the {length}-character reference from your confirmation' },
  },
  {
    pattern: new RegExp(`^Write at least (${REVIEW_TEXT_MIN}) characters about your experience$`),
    names: ['min'],
    message: /*i18n*/ { id: 'forms.known.reviewMin', message: 'Write at least {min} characters about your experience' },
  },
  {
    pattern: /^We read Bikram Sambat dates from (\d+) to (\d+) BS$/,
    names: ['first', 'last'],
    message: /*i18n*/ { id: 'forms.known.bsYears', message: 'We read Bikram Sambat dates from {first} to {last} BS' },
  },
  {
    pattern: new RegExp(`^(${BS_MONTHS_EN.join('|')}) (\\d+) BS has (\\d+) days$`),
    names: ['month', 'year', 'days'],
    message: /*i18n*/ { id: 'forms.known.bsMonthLength', message: '{month} {year} BS has {days} days' },
  },
];

/** A text from the shared code in the page's language (see `useKnownText`), with these forms' known texts. */
export const useBookingKnownText = () => useKnownText(KNOWN_TEXTS, KNOWN_PATTERNS);
