import { z } from './zod';
import { CURRENCIES, MONTHS, STUDY_LEVELS } from './catalog';
import { id, imageRef, nonEmpty, webUrl } from './common';

export const tuitionRangeSchema = z
  .object({
    min: z.number().int().min(0).max(10_000_000),
    max: z.number().int().min(0).max(10_000_000),
    currency: z.enum(CURRENCIES),
  })
  .refine((t) => t.max >= t.min, { message: 'Maximum must not be below minimum', path: ['max'] });

export const universityInputSchema = z.object({
  name: nonEmpty(200),
  country: nonEmpty(60),
  city: nonEmpty(80),
  logo: imageRef,
  website: webUrl,
  ranking: z.number().int().min(1).max(5000).nullable().optional(),
  tuition: tuitionRangeSchema,
  intakes: z.array(z.enum(MONTHS)).min(1, 'Add at least one intake').max(12),
  levels: z.array(z.enum(STUDY_LEVELS)).min(1, 'Add at least one level').max(5),
  description: z.string().trim().max(5000),
  scholarshipsAvailable: z.boolean(),
});

export const universitySchema = universityInputSchema.extend({ id });

export type UniversityInput = z.infer<typeof universityInputSchema>;
export type University = z.infer<typeof universitySchema>;
