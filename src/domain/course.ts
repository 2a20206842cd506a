import { z } from './zod';
import { CURRENCIES, MONTHS, STUDY_LEVELS } from './catalog';
import { id, nonEmpty } from './common';

export const courseInputSchema = z.object({
  title: nonEmpty(200),
  level: z.enum(STUDY_LEVELS),
  field: nonEmpty(80),
  universityId: id,
  duration: nonEmpty(40),
  tuition: z.object({
    amount: z.number().int().min(0).max(10_000_000),
    currency: z.enum(CURRENCIES),
    per: z.enum(['year', 'course']),
  }),
  intakes: z.array(z.enum(MONTHS)).min(1, 'Add at least one intake').max(12),
  englishRequirements: z.object({
    ielts: z.number().min(0).max(9).multipleOf(0.5).nullable(),
    pte: z.number().int().min(10).max(90).nullable(),
    toefl: z.number().int().min(0).max(120).nullable(),
  }),
  description: z.string().trim().max(5000),
});

export const courseSchema = courseInputSchema.extend({ id });

export type CourseInput = z.infer<typeof courseInputSchema>;
export type Course = z.infer<typeof courseSchema>;
