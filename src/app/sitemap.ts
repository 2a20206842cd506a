import { paths, ROUTES } from '../config/routes';
import type { SitemapRecords } from '../domain/ssr';
import { PUBLIC_ROUTES } from './routeTable';
import { LOCALES, pathInLocale } from '../config/locale';

/** The public pages without parameters, from the route table, in its order. */
export const STATIC_PUBLIC_PATHS: readonly string[] = [...new Set(PUBLIC_ROUTES.map(({ path }) => path).filter((p) => !p.includes(':')))];

/** The public pages without parameters a search engine is given: not the review form, which only a booking's link opens. */
export const SITEMAP_PATHS: readonly string[] = STATIC_PUBLIC_PATHS.filter((p) => p !== ROUTES.consultationReview);

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public page and every published record, in each language, with its last change where it is known. */
export function sitemapXml(origin: string, records: SitemapRecords): string {
  const entries: Array<{ path: string; lastmod?: string }> = [
    ...SITEMAP_PATHS.map((path) => ({ path })),
    ...records.consultancies.map((c) => ({ path: paths.consultancy(c.id), lastmod: c.updatedAt })),
    ...records.universities.map((u) => ({ path: `${ROUTES.universities}?id=${u.id}`, lastmod: u.updatedAt })),
    ...records.blogs.map((b) => ({ path: paths.blogArticle(b.id), lastmod: b.updatedAt })),
  ];
  const urls = entries
    .flatMap((e) => LOCALES.map((locale) => ({ ...e, path: pathInLocale(e.path, locale) })))
    .map((e) => `  <url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the admin area, and where the sitemap is. */
export const robotsTxt = (origin: string) => `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
