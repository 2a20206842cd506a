import { z } from './zod';
import { id, isoDateTime, limitedText } from './common';
import { ratingText } from './rating';

/**
 * Reviews come only from students who booked: a closed booking with a consultancy gets a review link
 * whose token is random and kept hashed on the server. One review per booking, a rating from 1 to 5 and
 * a text; it waits for the team's moderation before anyone sees it.
 */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_RATINGS = ['1', '2', '3', '4', '5'] as const;

/** A review link's token: 32 random bytes in base64url (43 characters). */
export const REVIEW_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const REVIEW_LINK_INVALID =
  'This review link is not valid. Open the whole link from your e-mail, or look your booking up on the status page for a new one.';
export const reviewToken = z.string().max(100, REVIEW_LINK_INVALID).regex(REVIEW_TOKEN_RE, REVIEW_LINK_INVALID);

/** The answer to a second review of one booking (also what the form shows). */
export const REVIEW_ALREADY_GIVEN = 'This booking already has a review: each booking can be reviewed once. Thank you for yours.';

export const reviewTextSchema = limitedText(REVIEW_TEXT_MAX).min(REVIEW_TEXT_MIN, `Write at least ${REVIEW_TEXT_MIN} characters about your experience`);

/** What the review form holds (the rating as the radio buttons give it: '' until one is chosen). */
export const reviewFormSchema = z.object({
  rating: z.enum(REVIEW_RATINGS, { error: 'Choose a rating from 1 to 5' }),
  text: reviewTextSchema,
});
export type ReviewFormValues = { rating: string; text: string };

/** What the form sends: the link's token, the rating and the text. */
export const reviewInputSchema = z.object({
  token: reviewToken,
  rating: z.number().int().min(1, 'Choose a rating from 1 to 5').max(5, 'Choose a rating from 1 to 5'),
  text: reviewTextSchema,
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** What a review link opens: whose booking, with which consultancy, and whether it was reviewed already. */
export const reviewInvitationSchema = z.object({
  consultancyId: id,
  consultancyName: z.string(),
  firstName: z.string(),
  reviewed: z.boolean(),
});
export type ReviewInvitation = z.infer<typeof reviewInvitationSchema>;
export const reviewInvitationLookupSchema = z.object({ token: reviewToken });

export const reviewReceiptSchema = z.object({ id, status: z.literal('pending') });
export type ReviewReceipt = z.infer<typeof reviewReceiptSchema>;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review as visitors see it: the student's first name and the month, never their e-mail. */
export const publicReviewSchema = z.object({
  id,
  rating: z.number().int(),
  text: z.string(),
  firstName: z.string(),
  /** YYYY-MM: the month the review was written. */
  month: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A consultancy's rating from its approved reviews (kept on the record; absent while there are none). */
export const reviewSummarySchema = z.object({ average: z.number().min(1).max(5), count: z.number().int().min(1) });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const consultancyReviewsSchema = z.object({ summary: reviewSummarySchema.nullable(), items: z.array(publicReviewSchema) });
export type ConsultancyReviews = z.infer<typeof consultancyReviewsSchema>;
/** The most approved reviews a consultancy's page lists (newest first). */
export const PUBLIC_REVIEWS_SHOWN = 50;

/** A review as the team moderates it. */
export const adminReviewSchema = publicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  /** Why it was rejected: for the team only. */
  reason: z.string().nullable(),
  consultancyId: id,
  consultancyName: z.string(),
  bookingReference: z.string(),
  email: z.string(),
  createdAt: isoDateTime,
  moderatedAt: isoDateTime.nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const REVIEW_REASON_MAX = 1000;
export const reviewModerationSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('approved') }),
  z.object({ status: z.literal('hidden') }),
  z.object({ status: z.literal('rejected'), reason: limitedText(REVIEW_REASON_MAX).min(1, 'Say why it is rejected (only the team sees this)') }),
]);
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;

/** "March 2026" from YYYY-MM. */
export function reviewMonthText(month: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The first word of a name as typed (the whole of it when it has one word). */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** A summary as visitors read it: "4.3 out of 5 from 3 reviews", or that there are none yet (the rule in ./rating). */
export const reviewSummaryText = (s: ReviewSummary | null | undefined) => ratingText({ sample: false, rating: 0, reviews: s ?? undefined });
export { NO_REVIEWS_YET } from './rating';

export { REVIEW_PAGE_PATH, reviewPagePath } from './reviewPath';
