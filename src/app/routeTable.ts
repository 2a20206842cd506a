import { parse } from 'regexparam';
import { DESTINATION_PATHS, EXAM_PATHS, ROUTES } from '../config/routes';
import { localeOfPath, pathWithoutLocale, type Locale } from '../config/locale';
import type { ReadName } from '../common/firstData';
import type { PageKey } from './pageImports';

/** Every path under /admin: the admin area (its own chunk, with its own routes inside). */
export const ADMIN_AREA = /^\/admin(?:\/[\s\S]*)?$/;

/** A public page's route: its path (wouter's pattern), its page, and what it reads first, by name (none: []). */
export interface PublicRoute {
  path: string;
  page: PageKey;
  reads: readonly ReadName[];
}

/** What every public page reads besides its own reads: the footer's site settings. */
export const LAYOUT_READS: readonly ReadName[] = ['siteSettings'];

const route = (path: string, page: PageKey, reads: readonly ReadName[] = []): PublicRoute => ({ path, page, reads });

/**
 * The public pages in the order the router tries them (the first match wins). The one table of
 * routes: the router renders from it, the entry reads it to fetch the page's chunk early, the server
 * render reads each route's first data from it (src/common/firstData.ts), and the sitemap lists it.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  route(ROUTES.home, 'home', ['homeFeeds']),
  route(ROUTES.contact, 'contact'),
  route(ROUTES.consultation, 'consultation'),
  route(ROUTES.consultationStatus, 'consultationStatus'),
  route(ROUTES.consultationReview, 'consultationReview'),
  route(ROUTES.services, 'services'),
  route(ROUTES.testPreparation, 'serviceDetail'),
  route(ROUTES.visaAssistance, 'serviceDetail'),
  route(ROUTES.careerCounseling, 'serviceDetail'),
  route(ROUTES.courses, 'courses', ['courses']),
  route(ROUTES.universities, 'universities', ['universities']),
  route(ROUTES.consultancies, 'consultancies', ['consultancies']),
  route(ROUTES.consultancy, 'consultancy', ['consultancy', 'licensingAuthority']),
  ...DESTINATION_PATHS.map((p) => route(p, 'destination', ['pageFacts', 'exchangeRates', 'destinationCatalogue'])),
  ...EXAM_PATHS.map((p) => route(p, 'exam', ['pageFacts'])),
  route(ROUTES.blog, 'blog', ['blog']),
  route(ROUTES.blogArticle, 'blogArticle', ['blogArticle']),
  route(ROUTES.faqs, 'faqs', ['pageFacts', 'faqFacts']),
  route(ROUTES.terms, 'terms', ['licensingAuthority']),
  route(ROUTES.howWeVerify, 'howWeVerify', ['pageFacts']),
  route(ROUTES.privacy, 'privacy'),
  route(ROUTES.importantLinks, 'importantLinks'),
  route(ROUTES.costPlanner, 'costPlanner'),
  route(ROUTES.scholarships, 'scholarships', ['pageFacts']),
  route(ROUTES.advertise, 'advertise'),
  route(ROUTES.featured, 'featured'),
  route(ROUTES.events, 'events'),
  route(ROUTES.compare, 'compare', ['compare']),
  route(ROUTES.shortlist, 'shortlist'),
];

/**
 * The pages whose whole text is written in Nepali (in the catalogs). On every other page only the
 * heading, the title and the description are; its Nepali page shows the rest in English, under a note
 * in Nepali that says so (src/ui/pageLanguage.tsx).
 */
export const NEPALI_WRITTEN_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'home',
  'services',
  'serviceDetail',
  'exam',
  'faqs',
  'howWeVerify',
  'terms',
  'privacy',
  'destination',
  'consultancies',
  'consultancy',
  'consultation',
  'consultationStatus',
  'consultationReview',
  'contact',
  'scholarships',
  'importantLinks',
  'advertise',
  'featured',
  'events',
  'costPlanner',
  'universities',
  'courses',
  'blog',
  'blogArticle',
  'compare',
  'shortlist',
]);

const compiled = PUBLIC_ROUTES.map((r) => ({ ...parse(r.path), route: r }));

/** A parameter as written in the path, decoded (kept as written when it is not valid percent-encoding). */
function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The public route a path shows, in which language, and its parameters, matched as wouter matches
 * (regexparam), or null. Every route answers in English at its path and in Nepali under /ne.
 */
export function matchPublicRoute(pathname: string): { route: PublicRoute; params: Record<string, string | undefined>; locale: Locale; path: string } | null {
  const locale = localeOfPath(pathname);
  const path = pathWithoutLocale(pathname);
  for (const { pattern, keys, route: r } of compiled) {
    const m = pattern.exec(path);
    if (!m) continue;
    return { route: r, params: Object.fromEntries(keys.map((k, i) => [k, m[i + 1] ? decoded(m[i + 1]) : undefined])), locale, path };
  }
  return null;
}

/**
 * The lazily loaded page a path shows first, or null for a path whose screen is not a lazy page (the
 * /auth cards, redirects, not found).
 */
export function pageForPath(pathname: string): PageKey | null {
  if (ADMIN_AREA.test(pathname)) return 'adminArea';
  return matchPublicRoute(pathname)?.route.page ?? null;
}
