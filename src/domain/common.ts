import { z } from 'zod';

/** The five destination countries with pages of their own (SPEC section 2). */
export const DESTINATIONS = ['australia', 'canada', 'usa', 'uk', 'new-zealand'] as const;
export type DestinationSlug = (typeof DESTINATIONS)[number];
export const DESTINATION_COUNTRY: Record<DestinationSlug, string> = {
  australia: 'Australia',
  canada: 'Canada',
  usa: 'USA',
  uk: 'UK',
  'new-zealand': 'New Zealand',
};

/** The seven exams with pages of their own (SPEC section 2). */
export const EXAMS = ['ielts', 'pte', 'sat', 'gre', 'gmat', 'toefl', 'duolingo'] as const;
export type ExamSlug = (typeof EXAMS)[number];
export const EXAM_NAMES = ['IELTS', 'PTE', 'SAT', 'GRE', 'GMAT', 'TOEFL', 'Duolingo'] as const;
export type ExamName = (typeof EXAM_NAMES)[number];

export const STUDY_LEVELS = ['Diploma', 'Bachelor', 'Master', 'PhD', 'Certificate'] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];

export const CURRENCIES = ['AUD', 'CAD', 'USD', 'GBP', 'NZD', 'EUR', 'NPR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export const id = z.number().int().positive();
/** A route parameter that must be a positive integer id. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const nonEmpty = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
export const isoDateTime = z.string().datetime({ offset: true });
/** A URL or a site-relative path such as /images/logos/1.svg. */
export const imageRef = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v), 'Must be a URL or a path starting with /');
export const webUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'Must start with http:// or https://');
export const email = z.string().trim().max(200).email('Enter a valid e-mail address');
/** Nepali mobile (98x/97x, 10 digits) or landline (0 + area code + number), optional +977. */
export const NEPAL_PHONE_RE = /^(?:\+?977[- ]?)?(?:9[678]\d{8}|0?\d{1,2}[- ]?\d{6,7})$/;
export const nepalPhone = z
  .string()
  .trim()
  .refine((v) => NEPAL_PHONE_RE.test(v.replace(/[\s-]/g, '')), 'Enter a Nepali mobile (98XXXXXXXX) or landline (01-4XXXXXX) number');
