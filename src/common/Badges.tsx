import type { CSSProperties } from 'react';

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

export function RatingStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} data-part="rating">
      ★ {rating.toFixed(1)}
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
