import type { CSSProperties } from 'react';
import { RATING_TEXT, ratingShortText, ratingText, shownRating, type Rated } from '../domain/rating';
import { useSay, useT } from '../ui/i18n';

/** The badges' own text. */
export const BADGE_TEXT = {
  licenceChecked: /*i18n*/ { id: 'badge.licenceChecked', message: 'Licence checked' },
};

/**
 * Small signs drawn with a character (a tick, a star, "+N") and read out as words: each is an image
 * (`role="img"`) with its name in aria-label, since a screen reader may skip aria-label on a plain span.
 */

/** A consultancy whose licence the team checked within the last 12 months (derived; never on a sample record). */
export function VerifiedTick({ style }: { style?: CSSProperties }) {
  const { t } = useT();
  return (
    <span role="img" aria-label={t(BADGE_TEXT.licenceChecked)} title={t(BADGE_TEXT.licenceChecked)} data-part="verified" style={style}>
      ✓
    </span>
  );
}

/**
 * A consultancy's rating as visitors see it (the rule in domain/rating): the mean of its approved
 * reviews with their count, a sample's invented rating labelled so, or "No reviews yet".
 */
export function RatingBadge({ c }: { c: Rated }) {
  const { t } = useT();
  const say = useSay();
  if (shownRating(c).kind === 'none') return <span data-part="rating">{t(RATING_TEXT.none)}</span>;
  return (
    <span role="img" aria-label={t(RATING_TEXT.rated, { rating: ratingText(c, say) })} data-part="rating">
      {ratingShortText(c, say)}
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
