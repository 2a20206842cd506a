import { z } from './zod';
import { id, imageRef, isoDateTime, nonEmpty } from './common';

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

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
});

export const blogSchema = blogInputSchema.extend({
  id,
  publishedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

export type BlogInput = z.infer<typeof blogInputSchema>;
export type Blog = z.infer<typeof blogSchema>;
