import type { CSSProperties } from 'react';
import { NO_REVIEWS_YET, ratingShortText, ratingText, shownRating, type Rated } from '../domain/rating';

/**
 * Small signs drawn with a character (a tick, a star, "+N") and read out as words: each is an image
 * (`role="img"`) with its name in aria-label, since a screen reader may skip aria-label on a plain span.
 */

/** A consultancy whose licence the team checked within the last 12 months (derived; never on a sample record). */
export function VerifiedTick({ style }: { style?: CSSProperties }) {
  return (
    <span role="img" aria-label="Licence checked" title="Licence checked" data-part="verified" style={style}>
      ✓
    </span>
  );
}

/**
 * A consultancy's rating as visitors see it (the rule in domain/rating): the mean of its approved
 * reviews with their count, a sample's invented rating labelled so, or "No reviews yet".
 */
export function RatingBadge({ c }: { c: Rated }) {
  if (shownRating(c).kind === 'none') return <span data-part="rating">{NO_REVIEWS_YET}</span>;
  return (
    <span role="img" aria-label={`Rated ${ratingText(c)}`} data-part="rating">
      {ratingShortText(c)}
    </span>
  );
}

export function MoreCount({ count, className }: { count: number; className?: string }) {
  return (
    <span role="img" aria-label={`and ${count} more`} className={className} data-part="more-count">
      +{count}
    </span>
  );
}
