// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { rankConsultancies } from '../../src/common/ConsultancyList';
import { browseDirectory, directoryQueryFrom } from '../../src/domain/directoryQuery';
import { decodeDirectory, encodeDirectory, toDirectoryEntry } from '../../src/domain/directory';
import { NO_REVIEWS_YET, byRating, ratingOrderKey, ratingShortText, ratingText, shownRating } from '../../src/domain/rating';
import type { Consultancy } from '../../src/domain/consultancy';

const base = CONSULTANCIES[0];
const reviewed: Consultancy = { ...base, id: 801, name: 'Reviewed', sample: false, verified: false, rating: 4.9, reviews: { average: 4.3, count: 3 } };
const moreReviews: Consultancy = { ...reviewed, id: 802, name: 'Reviewed More', reviews: { average: 4.3, count: 12 } };
const oneReview: Consultancy = { ...reviewed, id: 803, name: 'One Review', reviews: { average: 2, count: 1 } };
const unrated: Consultancy = { ...base, id: 804, name: 'Unrated', sample: false, verified: false, rating: 4.9 };
const invented: Consultancy = { ...base, id: 805, name: 'Invented', sample: true, verified: false, rating: 4.8, reviews: { average: 1, count: 1 } };

describe('the rating visitors see (one rule for every place)', () => {
  it('a real record is rated by its approved reviews with their count, or has no reviews yet; a sample by its invented rating, labelled', () => {
    expect(shownRating(reviewed)).toEqual({ kind: 'reviews', average: 4.3, count: 3 });
    expect(ratingText(reviewed)).toBe('4.3 out of 5 from 3 reviews');
    expect(ratingText(oneReview)).toBe('2.0 out of 5 from 1 review');
    expect(ratingShortText(reviewed)).toBe('★ 4.3 (3 reviews)');
    expect(shownRating(unrated)).toEqual({ kind: 'none' });
    expect(ratingText(unrated)).toBe(NO_REVIEWS_YET);
    expect(ratingShortText(unrated)).toBe(NO_REVIEWS_YET);
    // A sample is never rated by reviews, and its rating always says it is invented.
    expect(shownRating(invented)).toEqual({ kind: 'sample', rating: 4.8 });
    expect(ratingText(invented)).toBe('4.8 out of 5 (sample rating, invented)');
    expect(ratingShortText(invented)).toBe('★ 4.8 sample');
  });

  it('orders reviewed records by mean then count, then real records with no reviews yet, then samples; an invented rating never ranks above a real record', () => {
    const sorted = [invented, unrated, oneReview, reviewed, moreReviews].sort(byRating);
    expect(sorted.map((c) => c.name)).toEqual(['Reviewed More', 'Reviewed', 'One Review', 'Unrated', 'Invented']);
    expect(ratingOrderKey({ sample: true, rating: 5 })).toBeLessThan(ratingOrderKey(unrated));
    expect(ratingOrderKey({ sample: false, rating: 0, reviews: { average: 1, count: 1 } })).toBeGreaterThan(ratingOrderKey(unrated));
  });

  it('the list rule in plain code and the featured lists rank by it', () => {
    const records = [invented, unrated, oneReview, reviewed];
    expect(browseDirectory(records, directoryQueryFrom(new URLSearchParams('sort=rating'))).items.map((c) => c.id)).toEqual([801, 803, 804, 805]);
    expect(rankConsultancies(records).map((c) => c.name)).toEqual(['Reviewed', 'One Review', 'Unrated', 'Invented']);
  });

  it("the search's directory file carries the rating visitors see and never a real record's typed rating", () => {
    const entries = [reviewed, unrated, invented].map(toDirectoryEntry);
    expect(entries.map((e) => [e.rating, e.reviews])).toEqual([
      [0, { average: 4.3, count: 3 }],
      [0, undefined],
      [4.8, undefined],
    ]);
    const file = encodeDirectory(entries);
    expect(JSON.stringify(file)).not.toContain('4.9');
    expect(decodeDirectory(JSON.parse(JSON.stringify(file)))).toEqual(entries);
    expect(entries.map((c) => ratingText(c))).toEqual(['4.3 out of 5 from 3 reviews', NO_REVIEWS_YET, '4.8 out of 5 (sample rating, invented)']);
  });
});
