import { parse } from 'regexparam';
import { DESTINATION_PATHS, EXAM_PATHS, ROUTES } from '../config/routes';
import type { PageKey } from './pageImports';

/** Every path under /admin: the admin area (its own chunk, with its own routes inside). */
export const ADMIN_AREA = /^\/admin(?:\/.*)?$/;

/**
 * The public pages in the order the router tries them (the first match wins), each with its page.
 * The router renders from this table, and the entry reads it to fetch the page's chunk early.
 */
export const PUBLIC_PAGE_ROUTES: ReadonlyArray<readonly [path: string, page: PageKey]> = [
  [ROUTES.home, 'home'],
  [ROUTES.contact, 'contact'],
  [ROUTES.consultation, 'consultation'],
  [ROUTES.consultationStatus, 'consultationStatus'],
  [ROUTES.services, 'services'],
  [ROUTES.testPreparation, 'serviceDetail'],
  [ROUTES.visaAssistance, 'serviceDetail'],
  [ROUTES.careerCounseling, 'serviceDetail'],
  [ROUTES.courses, 'courses'],
  [ROUTES.universities, 'universities'],
  [ROUTES.consultancies, 'consultancies'],
  [ROUTES.consultancy, 'consultancy'],
  ...DESTINATION_PATHS.map((p) => [p, 'destination'] as const),
  ...EXAM_PATHS.map((p) => [p, 'exam'] as const),
  [ROUTES.blog, 'blog'],
  [ROUTES.blogArticle, 'blogArticle'],
  [ROUTES.faqs, 'faqs'],
  [ROUTES.terms, 'terms'],
  [ROUTES.privacy, 'privacy'],
  [ROUTES.importantLinks, 'importantLinks'],
  [ROUTES.costPlanner, 'costPlanner'],
  [ROUTES.scholarships, 'scholarships'],
  [ROUTES.advertise, 'advertise'],
  [ROUTES.featured, 'featured'],
  [ROUTES.events, 'events'],
  [ROUTES.compare, 'compare'],
  [ROUTES.shortlist, 'shortlist'],
];

const compiled = PUBLIC_PAGE_ROUTES.map(([path, page]) => ({ pattern: parse(path).pattern, page }));

/**
 * The lazily loaded page a path shows first, matched as wouter matches (regexparam), or null for
 * a path whose screen is not a lazy page (the /auth cards, redirects, not found).
 */
export function pageForPath(pathname: string): PageKey | null {
  if (ADMIN_AREA.test(pathname)) return 'adminArea';
  return compiled.find((r) => r.pattern.test(pathname))?.page ?? null;
}
