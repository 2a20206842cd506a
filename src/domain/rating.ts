/*
 * A consultancy's rating as visitors see it and sort by it, in one place. A real record's rating is
 * the mean of its approved reviews with their count (students who booked through Gantavya), and
 * "No reviews yet" while there are none; the rating typed into a record is shown only on a sample
 * record, labelled as a sample's, and never goes into structured data. No zod here: page chunks use it.
 */

import { inEnglish as english, type Say } from './say';

/** What the rule reads of a record (a full record, a list row or a directory entry): its sample flag, typed rating and review summary. */
export interface Rated {
  sample?: boolean;
  rating: number;
  reviews?: { average: number; count: number } | null;
}

export type ShownRating = { kind: 'reviews'; average: number; count: number } | { kind: 'sample'; rating: number } | { kind: 'none' };

/** The rule's texts, in the catalogs every page loads (a rating shows on the home page's list). */
export const RATING_TEXT = {
  none: /*i18n*/ { id: 'rating.none', message: 'No reviews yet' },
  oneReview: /*i18n*/ { id: 'rating.oneReview', message: '{average} out of 5 from 1 review' },
  reviews: /*i18n*/ { id: 'rating.reviews', message: '{average} out of 5 from {count} reviews' },
  sample: /*i18n*/ { id: 'rating.sample', message: '{rating} out of 5 (sample rating, invented)' },
  shortOneReview: /*i18n*/ { id: 'rating.short.oneReview', message: '★ {average} (1 review)' },
  shortReviews: /*i18n*/ { id: 'rating.short.reviews', message: '★ {average} ({count} reviews)' },
  shortSample: /*i18n*/ { id: 'rating.short.sample', message: '★ {rating} sample' },
  rated: /*i18n*/ { id: 'rating.rated', message: 'Rated {rating}' },
};

export const NO_REVIEWS_YET = RATING_TEXT.none.message;

/** The rating a visitor is shown for a record. */
export function shownRating(c: Rated): ShownRating {
  if (c.sample) return { kind: 'sample', rating: c.rating };
  return c.reviews && c.reviews.count > 0 ? { kind: 'reviews', average: c.reviews.average, count: c.reviews.count } : { kind: 'none' };
}

/** The rating in words: "4.3 out of 5 from 3 reviews", "4.5 out of 5 (sample rating, invented)" or "No reviews yet". */
export function ratingText(c: Rated, say: Say = english): string {
  const r = shownRating(c);
  if (r.kind === 'reviews') return say(r.count === 1 ? RATING_TEXT.oneReview : RATING_TEXT.reviews, { average: r.average.toFixed(1), count: String(r.count) });
  if (r.kind === 'sample') return say(RATING_TEXT.sample, { rating: r.rating.toFixed(1) });
  return say(RATING_TEXT.none, {});
}

/** The rating short, for a card or a suggestion row: "★ 4.3 (3 reviews)", "★ 4.5 sample" or "No reviews yet". */
export function ratingShortText(c: Rated, say: Say = english): string {
  const r = shownRating(c);
  if (r.kind === 'reviews')
    return say(r.count === 1 ? RATING_TEXT.shortOneReview : RATING_TEXT.shortReviews, { average: r.average.toFixed(1), count: String(r.count) });
  if (r.kind === 'sample') return say(RATING_TEXT.shortSample, { rating: r.rating.toFixed(1) });
  return say(RATING_TEXT.none, {});
}

/**
 * The key of the rating order, highest first (the list's `rating` column holds it): records rated by
 * reviews first, by their mean and then by how many reviews; then real records with no reviews yet;
 * then sample records, by their invented rating. An invented record never ranks above a real one.
 */
export function ratingOrderKey(c: Rated): number {
  const r = shownRating(c);
  if (r.kind === 'reviews') return 10 + r.average + Math.min(r.count, 9_999) / 100_000;
  if (r.kind === 'none') return 6;
  return r.rating;
}

/** The rating order as a comparison: the better-rated record first (0 when they rank the same). */
export const byRating = (a: Rated, b: Rated) => ratingOrderKey(b) - ratingOrderKey(a);
