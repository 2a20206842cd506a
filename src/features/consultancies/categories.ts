import type { Consultancy } from '../../domain/consultancy';

/**
 * The search modal's quick-search categories as filters of the consultancy list:
 * each maps to the services a consultancy must offer. One place for the mapping.
 */
export const CATEGORY_FILTERS = {
  universities: { label: 'University admissions', services: ['University admission'] },
  courses: { label: 'Course counselling', services: ['Course counselling'] },
  scholarships: { label: 'Scholarship guidance', services: ['Scholarship guidance'] },
} as const;

export type CategoryKey = keyof typeof CATEGORY_FILTERS;

export function isCategoryKey(value: string | null): value is CategoryKey {
  return value !== null && Object.hasOwn(CATEGORY_FILTERS, value);
}

export function offersCategory(c: Consultancy, category: CategoryKey): boolean {
  const wanted = CATEGORY_FILTERS[category].services.map((s) => s.toLowerCase());
  return c.services.some((s) => wanted.includes(s.toLowerCase()));
}
