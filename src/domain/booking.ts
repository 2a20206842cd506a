import { z } from './zod';
import { STUDY_LEVELS } from './catalog';
import { email, id, isoDateTime, limitedText, nepalPhone, nonEmpty, personName } from './common';
import { readTypedDate } from './bikramSambat';

export const BOOKING_STATUSES = ['new', 'contacted', 'closed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** YYYY-MM-DD, and not before `today` (also YYYY-MM-DD) when given. */
export const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Pick a real date');

/**
 * A date picked or typed: YYYY-MM-DD as the date picker gives it, or typed in Bikram Sambat or with
 * Devanagari digits (२०८३-०८-१०, 2083-08-10 BS), kept as the Gregorian YYYY-MM-DD.
 */
export const typedDate = z
  .string()
  .transform((typed, ctx) => {
    const read = readTypedDate(typed);
    if (read.ok) return read.iso;
    if (read.message !== null) ctx.addIssue({ code: 'custom', message: read.message });
    return read.message === null ? typed : z.NEVER;
  })
  .pipe(dateOnly);

/**
 * The languages a booking can be made in: the page's language, kept with the booking, so the e-mails
 * to the student are written in it (the team's stay in English). A booking without one is English.
 */
export const BOOKING_LANGUAGES = ['en', 'ne'] as const;
export type BookingLanguage = (typeof BOOKING_LANGUAGES)[number];

/** The longest message a booking may carry. */
export const BOOKING_MESSAGE_MAX = 2000;

export const bookingInputSchema = z.object({
  fullName: personName,
  email,
  phone: nepalPhone,
  preferredDestination: nonEmpty(60),
  studyLevel: z.enum(STUDY_LEVELS, { error: 'Choose a study level' }),
  preferredDate: typedDate,
  message: limitedText(BOOKING_MESSAGE_MAX),
  consultancyId: id.nullable().optional(),
  language: z.enum(BOOKING_LANGUAGES, { error: 'Choose English or Nepali' }).optional(),
});

const preferredDateOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'preferredDate' in value ? value.preferredDate : undefined;

/**
 * The booking input checked against today's date (the server passes its own clock). The date rule
 * runs whenever the date itself is well formed, so a past date is named together with every other
 * bad field, not only once the rest is right.
 */
export function bookingInputFor(today: string) {
  return bookingInputSchema.refine((b) => b.preferredDate >= today, {
    message: 'Pick today or a later date',
    path: ['preferredDate'],
    when: (payload) => dateOnly.safeParse(preferredDateOf(payload.value)).success,
  });
}

/**
 * A booking's reference: 8 characters of Crockford's base32 alphabet (digits and capitals without
 * I, L, O and U, so nothing reads as another character), made by the server from random bytes.
 */
export const BOOKING_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BOOKING_REFERENCE_LENGTH = 8;

/**
 * A reference as typed: spaces and hyphens dropped, lower case raised, and the letters that look
 * like digits read as those digits (I and L as 1, O as 0), as Crockford's decoding does.
 */
export function normaliseBookingReference(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

const REFERENCE_MESSAGE = `Enter the ${BOOKING_REFERENCE_LENGTH}-character reference from your confirmation`;
export const bookingReference = z
  .string()
  .max(40, REFERENCE_MESSAGE)
  .transform(normaliseBookingReference)
  .pipe(z.string().regex(new RegExp(`^[${BOOKING_REFERENCE_ALPHABET}]{${BOOKING_REFERENCE_LENGTH}}$`), REFERENCE_MESSAGE));

/** A status lookup: the reference and the e-mail address the booking was made with. */
export const bookingStatusLookupSchema = z.object({ reference: bookingReference, email });

/**
 * What a right pair learns: the status and the date asked for, and for a closed booking with a
 * consultancy a review link's token made for this answer (null when there is none to give, `reviewed`
 * when the booking has its review).
 */
export const bookingStatusAnswerSchema = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  preferredDate: dateOnly,
  reviewToken: z.string().nullable().optional(),
  reviewed: z.boolean().optional(),
});

/** The one answer to a wrong pair (an unknown reference and a wrong e-mail read the same). */
export const BOOKING_STATUS_NOT_FOUND = 'We could not find a booking with that reference and e-mail address. Check both and try again.';

export const bookingSchema = bookingInputSchema.extend({
  id,
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: isoDateTime,
});

/**
 * What the booker gets back, the first time and on a replay of the same Idempotency-Key: the
 * reference and the status, never the personal data that was sent; and whether a confirmation
 * e-mail is on its way to the address given (e-mail is set up on the server and that address has
 * not had its day's confirmations yet), so the page says so only when it is true.
 */
export const bookingReceiptSchema = z.object({ id, reference: z.string(), status: z.enum(BOOKING_STATUSES), confirmationEmailed: z.boolean() });

export const bookingStatusUpdateSchema = z.object({ status: z.enum(BOOKING_STATUSES) });

export type BookingInput = z.infer<typeof bookingInputSchema>;
export type Booking = z.infer<typeof bookingSchema>;
export type BookingReceipt = z.infer<typeof bookingReceiptSchema>;
export type BookingStatusLookup = z.infer<typeof bookingStatusLookupSchema>;
export type BookingStatusAnswer = z.infer<typeof bookingStatusAnswerSchema>;

/** The e-mails the outbox holds, by kind, and the states of one. */
export const EMAIL_KINDS = ['booking-confirmation', 'booking-team-notice', 'booking-status-change', 'report-team-notice'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** One e-mail of a booking as the admin sees it. */
export interface BookingEmail {
  id: number;
  kind: EmailKind;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

/** A booking's e-mails, and whether the server can send e-mail at all (SMTP_URL set). */
export interface BookingEmails {
  configured: boolean;
  items: BookingEmail[];
}

/** Shown beside an e-mail that waits because the server has no SMTP_URL. */
export const EMAIL_NOT_CONFIGURED = 'not sent: e-mail is not configured';

/**
 * How many booking confirmations one recipient address gets in 24 hours, whoever books: a stranger
 * who types someone else's address cannot make the site mail them more than this.
 */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;

/** Shown in the admin for a booking whose confirmation the cap held back. */
export const CONFIRMATION_CAPPED = `No confirmation to the student: their address had already had ${CONFIRMATIONS_PER_RECIPIENT_PER_DAY} booking confirmations in 24 hours. Reply to them by phone or e-mail as usual.`;
