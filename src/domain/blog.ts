import { z } from './zod';
import { id, imageRef, isoDateTime, limitedText, nonEmpty } from './common';

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** The message on a field of a Nepali version that is given in part. */
export const NEPALI_VERSION_INCOMPLETE = 'Required for the Nepali version: fill in its title, excerpt and body, or leave all three empty';

/**
 * An article's Nepali version: its title, excerpt and body (Markdown, with the same `{{fact KEY}}`
 * markers as the English), with the English limits. All three, or no version at all.
 */
export const blogNepaliSchema = z.object({
  title: limitedText(200).min(1, NEPALI_VERSION_INCOMPLETE),
  excerpt: limitedText(500).min(1, NEPALI_VERSION_INCOMPLETE),
  body: z.string().trim().min(1, NEPALI_VERSION_INCOMPLETE).max(100_000),
});

export const blogInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens'),
  title: nonEmpty(200),
  excerpt: nonEmpty(500),
  body: z.string().trim().min(1, 'Required').max(100_000),
  coverImage: imageRef,
  author: nonEmpty(120),
  tags: z.array(nonEmpty(40)).max(20),
  status: z.enum(BLOG_STATUSES),
  /**
   * The Nepali version, shown on the Nepali pages instead of the English; null or left out when there is
   * none. An update stores the article as sent: an update without it leaves the article without one.
   */
  ne: blogNepaliSchema.nullable().optional(),
});

export const blogSchema = blogInputSchema.extend({
  id,
  publishedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

export type BlogInput = z.infer<typeof blogInputSchema>;
export type BlogNepali = z.infer<typeof blogNepaliSchema>;
export type Blog = z.infer<typeof blogSchema>;
