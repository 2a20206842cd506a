import type { Message } from '../../config/routes';
import { useT } from '../../ui/i18n';
import { DATE_NOT_READ_TO_SWITCH } from '../../../machines/booking/booking.machine';
import { LOOKUP_FAILED } from '../../../machines/booking-status/booking-status.machine';
import { SUBMIT_FAILED_TEXT } from '../../../machines/submission/attempt';
import { BOOKING_REFERENCE_LENGTH, BOOKING_STATUS_NOT_FOUND } from '../../domain/booking';
import { REVIEW_ALREADY_GIVEN, REVIEW_LINK_INVALID, REVIEW_TEXT_MIN } from '../../domain/review';
import { BS_MONTHS_EN, BS_MONTHS_NE } from '../../domain/bsText';

/**
 * The texts the public forms (booking, status, review, contact) show that are written in English by
 * code shared with the server (the schemas in src/domain, the statecharts in machines/, the API client,
 * src/ui/fields' attentionText): on a Nepali page, each known text is shown as its message's Nepali
 * text. The table is keyed by the English text as that code writes it (its constant where it has one),
 * so the English stays one source; a text not in the table (the server's own words, a text changed
 * since) is shown as it is.
 */
export const KNOWN_TEXTS: readonly (readonly [english: string, message: Message])[] = [
  [SUBMIT_FAILED_TEXT, /*i18n*/ { id: 'forms.known.submitFailed', message: 'Something went wrong. Please try again.' }],
  [
    'Cannot reach the server. Check your connection and try again.',
    /*i18n*/ { id: 'forms.known.network', message: 'Cannot reach the server. Check your connection and try again.' },
  ],
  [
    'The server took too long to answer. Please try again.',
    /*i18n*/ { id: 'forms.known.timeout', message: 'The server took too long to answer. Please try again.' },
  ],
  ['Required', /*i18n*/ { id: 'forms.known.required', message: 'Required' }],
  ['Enter a valid e-mail address', /*i18n*/ { id: 'forms.known.email', message: 'Enter a valid e-mail address' }],
  ['Write your name with at least one letter', /*i18n*/ { id: 'forms.known.nameLetter', message: 'Write your name with at least one letter' }],
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
  ['One field needs your attention.', /*i18n*/ { id: 'forms.known.oneField', message: 'One field needs your attention.' }],
];

/**
 * The known texts with numbers in them: the English text's pattern (its numbers captured, in the order
 * of `names`) and the message, whose placeholders are those names.
 */
const num = '([\\d,]+)';
export const KNOWN_PATTERNS: readonly { pattern: RegExp; names: readonly string[]; message: Message }[] = [
  {
    pattern: new RegExp(`^At most ${num} characters: this has ${num}\\. Shorten it by ${num}\\.$`),
    names: ['max', 'length', 'over'],
    message: /*i18n*/ { id: 'forms.known.tooLong', message: 'At most {max} characters: this has {length}. Shorten it by {over}.' },
  },
  {
    pattern: new RegExp(`^${num} fields need your attention\\.$`),
    names: ['count'],
    message: /*i18n*/ { id: 'forms.known.fields', message: '{count} fields need your attention.' },
  },
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

/**
 * A text from the shared code in the page's language: on English pages exactly as written; on Nepali
 * pages a known text's Nepali message (its numbers in Devanagari, a BS month by its Nepali name), any
 * other text as it is.
 */
export function useKnownText() {
  const { t, locale, digits } = useT();
  return (text: string): string => {
    if (locale === 'en') return text;
    const known = KNOWN_TEXTS.find(([english]) => english === text);
    if (known) return t(known[1]);
    for (const { pattern, names, message } of KNOWN_PATTERNS) {
      const m = pattern.exec(text);
      if (!m) continue;
      const values = Object.fromEntries(
        names.map((name, i) => {
          const value = m[i + 1] ?? '';
          const month = BS_MONTHS_EN.indexOf(value as (typeof BS_MONTHS_EN)[number]);
          return [name, name === 'month' && month >= 0 ? BS_MONTHS_NE[month] : digits(value)];
        }),
      );
      return t(message, values);
    }
    return text;
  };
}
