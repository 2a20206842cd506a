import { z } from './zod';
import { id, isoDateTime } from './common';

/**
 * A release's correction of a built-in record (a fact, or an article's title, excerpt and body) that
 * reaches a site set up earlier as a proposal: the site's value now, the release's value, and the
 * admins' decision. It is never applied until an admin accepts it.
 */
export const CORRECTION_KINDS = ['fact', 'article'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];
/** open: waiting; accepted: applied; rejected: kept the site's value (the same value is not proposed again); superseded: a later release proposed another. */
export const CORRECTION_STATUSES = ['open', 'accepted', 'rejected', 'superseded'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** The fields of a built-in article a release may correct. */
export const ARTICLE_CORRECTED_FIELDS = ['title', 'excerpt', 'body'] as const;

export const correctionSchema = z.object({
  id,
  kind: z.enum(CORRECTION_KINDS),
  /** A fact's key, an article's slug. */
  key: z.string(),
  /** What the admin list names it by (the fact's label, the article's title). */
  label: z.string(),
  /** The record on this site (null when the site has no such record: a fact new in this release). */
  recordId: z.number().int().nullable(),
  /** The site's value now (null: none). */
  current: z.record(z.string(), z.unknown()).nullable(),
  /** The release's value. */
  builtIn: z.record(z.string(), z.unknown()),
  /** Whether the site's value is the admins' own (they edited the record), not a built-in one. */
  adminEdited: z.boolean(),
  status: z.enum(CORRECTION_STATUSES),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  decidedBy: z.string().nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;

export const correctionListQuery = z.object({ status: z.enum(['open', 'decided']).default('open') });
