import { z } from 'zod';
import { STUDY_LEVELS } from './catalog';
import { email, id, isoDateTime, nepalPhone, nonEmpty } from './common';

export const BOOKING_STATUSES = ['new', 'contacted', 'closed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** YYYY-MM-DD, and not before `today` (also YYYY-MM-DD) when given. */
export const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date').refine((v) => !Number.isNaN(Date.parse(v)), 'Pick a real date');

export const bookingInputSchema = z.object({
  fullName: nonEmpty(120),
  email,
  phone: nepalPhone,
  preferredDestination: nonEmpty(60),
  studyLevel: z.enum(STUDY_LEVELS, { error: 'Choose a study level' }),
  preferredDate: dateOnly,
  message: z.string().trim().max(2000),
  consultancyId: id.nullable().optional(),
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

export const bookingSchema = bookingInputSchema.extend({
  id,
  status: z.enum(BOOKING_STATUSES),
  createdAt: isoDateTime,
});

/**
 * What the booker gets back, the first time and on a replay of the same Idempotency-Key: the
 * reference and the status, never the personal data that was sent.
 */
export const bookingReceiptSchema = z.object({ id, status: z.enum(BOOKING_STATUSES) });

export const bookingStatusUpdateSchema = z.object({ status: z.enum(BOOKING_STATUSES) });

export type BookingInput = z.infer<typeof bookingInputSchema>;
export type Booking = z.infer<typeof bookingSchema>;
export type BookingReceipt = z.infer<typeof bookingReceiptSchema>;
