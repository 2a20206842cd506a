/** Plain lists of the domain (no zod here, so the first page load stays small). */
/** The five destination countries with pages of their own. */
export const DESTINATIONS = ['australia', 'canada', 'usa', 'uk', 'new-zealand'] as const;
export type DestinationSlug = (typeof DESTINATIONS)[number];
/** Each destination's country as a message of the interface (its id in the catalogs, its English name). */
export const DESTINATION_COUNTRY_TEXT: Record<DestinationSlug, { id: string; message: string }> = {
  australia: /*i18n*/ { id: 'country.australia', message: 'Australia' },
  canada: /*i18n*/ { id: 'country.canada', message: 'Canada' },
  usa: /*i18n*/ { id: 'country.usa', message: 'USA' },
  uk: /*i18n*/ { id: 'country.uk', message: 'UK' },
  'new-zealand': /*i18n*/ { id: 'country.newZealand', message: 'New Zealand' },
};
export const DESTINATION_COUNTRY = Object.fromEntries(DESTINATIONS.map((d) => [d, DESTINATION_COUNTRY_TEXT[d].message])) as Record<DestinationSlug, string>;

/** The seven exams with pages of their own. */
export const EXAMS = ['ielts', 'pte', 'sat', 'gre', 'gmat', 'toefl', 'duolingo'] as const;
export type ExamSlug = (typeof EXAMS)[number];
export const EXAM_NAMES = ['IELTS', 'PTE', 'SAT', 'GRE', 'GMAT', 'TOEFL', 'Duolingo'] as const;
export type ExamName = (typeof EXAM_NAMES)[number];

export const STUDY_LEVELS = ['Diploma', 'Bachelor', 'Master', 'PhD', 'Certificate'] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];

export const CURRENCIES = ['AUD', 'CAD', 'USD', 'GBP', 'NZD', 'EUR', 'NPR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
