import { PLAN_PARAMS } from '../domain/costPlan';
import { DIRECTORY_QUERY_PARAMS } from '../domain/directoryQuery';
import { TUITION_PARAMS } from '../data/catalogueQuery';
import type { PageKey } from './pageImports';
import { pageForPath } from './routeTable';

/** The catalogue lists' query: the search text, the sort, the tuition range, the page and the open item (their filters beside). */
const CATALOGUE_QUERY = ['q', 'sort', TUITION_PARAMS.min, TUITION_PARAMS.max, 'page', 'id'] as const;

/**
 * The query parameters each page reads (every other one changes nothing it shows). The server keeps
 * one rendered copy per path and these parameters, so `?utm_source=…` or `?x=…` never makes a new page.
 */
export const PAGE_QUERY_PARAMS: Record<PageKey, readonly string[]> = {
  home: [],
  contact: [],
  consultation: ['consultancy'],
  consultationStatus: ['reference'],
  // The review link's token changes nothing the server renders (the form opens it in the browser).
  consultationReview: [],
  services: [],
  serviceDetail: [],
  courses: ['country', 'level', 'field', 'universityId', ...CATALOGUE_QUERY],
  universities: ['country', 'level', ...CATALOGUE_QUERY],
  consultancies: DIRECTORY_QUERY_PARAMS,
  consultancy: [],
  destination: [],
  exam: [],
  blog: ['page'],
  blogArticle: [],
  faqs: [],
  terms: [],
  howWeVerify: [],
  privacy: [],
  importantLinks: [],
  costPlanner: Object.values(PLAN_PARAMS),
  scholarships: [],
  advertise: [],
  featured: [],
  events: [],
  compare: ['ids'],
  shortlist: [],
  adminArea: ['next', 'due'],
};

/**
 * The address as its page reads it: the path and only the query parameters the page reads, each once
 * (its first value), in the order the address gives them. Two addresses with the same page address
 * show the same page.
 */
export function pageAddress(url: string): string {
  // Split by hand: the path is kept exactly as sent (nothing here may throw on an odd address).
  const mark = url.indexOf('?');
  const pathname = mark < 0 ? url : url.slice(0, mark);
  const page = pageForPath(pathname);
  const read = page ? PAGE_QUERY_PARAMS[page] : [];
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1))) if (read.includes(name) && !kept.has(name)) kept.set(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
