import { z } from './zod';
import { EXAM_NAMES } from './catalog';
import { email, id, imageRef, nonEmpty, webUrl } from './common';
import { reviewSummarySchema } from './review';
import { consultancyNoticeSchema } from './report';
import { publicLicenceSchema } from './licence';

/** Consultancy, every field of the directory (optional ones included; see docs/behaviours.md). */
export const branchSchema = z.object({
  name: nonEmpty(120),
  /** The address. */
  location: nonEmpty(120),
  phone: nonEmpty(40),
  email,
  /** The city or district the branch is in; when empty, the last part of its address. */
  city: z.string().trim().max(60).optional(),
  /**
   * The branch's own licence, when it holds one (a branch office may be licensed apart from its head
   * office): what visitors see of it, as the team checked it. Its badge is derived as the head
   * office's is; a sample listing's branches hold none.
   */
  licence: publicLicenceSchema.optional(),
});

export const consultancyInputSchema = z.object({
  name: nonEmpty(120),
  location: nonEmpty(120),
  phone: nonEmpty(40),
  email,
  website: webUrl,
  rating: z.number().min(0).max(5),
  logo: imageRef,
  coverImage: imageRef,
  specializations: z.array(nonEmpty(60)).min(1, 'Add at least one destination').max(30),
  studentsHelped: nonEmpty(30),
  experience: nonEmpty(30),
  successRate: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d+)?%$/, 'A percentage such as 95%'),
  services: z.array(nonEmpty(120)).max(40),
  established: z.union([z.number().int().min(1900).max(2100), z.literal('N/A')]).optional(),
  districtsCovered: z.array(nonEmpty(60)).max(80).optional(),
  testPreparation: z.array(z.enum(EXAM_NAMES)).max(7).optional(),
  branches: z.array(branchSchema).max(40).optional(),
  highlights: z.array(nonEmpty(200)).max(20).optional(),
  socialMedia: z.object({ facebook: webUrl.optional(), instagram: webUrl.optional() }).optional(),
  mission: z.string().trim().max(2000).optional(),
  vision: z.string().trim().max(2000).optional(),
});

/**
 * A stored consultancy: its fields, its id, and whether it is a sample record (seeded from the
 * built-in directory, invented; shown with a "Sample listing" label and no phone link). The server
 * sets `sample`: records an admin creates are not samples, and an edit keeps the flag as it was.
 * `verified` and `licence` are the server's too, never typed: `licence` is the public part of the
 * licence the team recorded, and `verified` is derived from it (licenceStatus in ./licence).
 */
export const consultancySchema = consultancyInputSchema.extend({
  id,
  sample: z.boolean(),
  verified: z.boolean(),
  licence: publicLicenceSchema.optional(),
  /** The mean and count of its approved reviews, kept by the server when a review is moderated; absent while there are none. */
  reviews: reviewSummarySchema.optional(),
  /** The team's public notice from a report it confirmed (kept by the server; absent when there is none). */
  notice: consultancyNoticeSchema.optional(),
});

export type ConsultancyInput = z.infer<typeof consultancyInputSchema>;
export type Consultancy = z.infer<typeof consultancySchema>;
export type Branch = z.infer<typeof branchSchema>;

export { branchCities, branchCity } from './branch';
