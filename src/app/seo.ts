import { NAV_ITEMS, paths, ROUTES } from '../config/routes';
import { SITE } from '../config/site';
import type { Blog } from '../domain/blog';
import { articleText } from '../domain/articleText';
import type { Consultancy } from '../domain/consultancy';
import { shownRating } from '../domain/rating';
import { FAQ_GROUPS, faqAnswerMarkdown, faqEnglish, type FaqText } from '../data/faqs';
import { expandFactsText } from '../common/facts/factMarkdown';
import { builtInFactsByKey } from '../common/facts/usePageFacts';
import { scriptSafeJson } from './scriptSafeJson';
import { documentTitle } from '../ui/serverPage';
import type { PageKey } from './pageImports';
import { LOCALES, OG_LOCALES, pathInLocale, type Locale } from '../config/locale';

/** The preview image for pages without one of their own (1200×630 PNG: chat apps show no SVG). */
export const DEFAULT_OG_IMAGE = { path: '/og-default.png', width: 1200, height: 630, alt: `${SITE.name}: ${SITE.tagline}` };

/** The query parameters that make a different page (the rest only filter or sort what is shown). */
const CANONICAL_PARAMS = ['id', 'page'];

export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const k of CANONICAL_PARAMS) {
    const v = params.get(k);
    if (v && !(k === 'page' && v === '1')) kept.set(k, v);
  }
  const qs = kept.toString();
  return `${origin}${pathname}${qs ? `?${qs}` : ''}`;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const absolute = (origin: string, href: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`);

/** A cover chat apps can show (PNG or JPEG), or null. */
const shareableImage = (src: string | undefined) => (src && /\.(png|jpe?g)(\?.*)?$/i.test(src) ? src : null);

type JsonLd = Record<string, unknown>;

function breadcrumbs(origin: string, trail: Array<[name: string, path: string]>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: absolute(origin, path) })),
  };
}

export interface HeadInput {
  origin: string;
  pathname: string;
  search: string;
  page: PageKey | null;
  status: number;
  /** The page's own title (empty for the home page) and description, as the page declared them. */
  title: string;
  description: string | undefined;
  /** The record the page shows (an article, a consultancy), when it shows one. */
  record: unknown;
  /** The page's language (its path says which). */
  locale: Locale;
  /** A message in the page's language (the server render's catalogs); the English wording without it. */
  text?: FaqText;
}

/** The page in each language, and which one a visitor whose language is neither gets (English). */
export function alternateLinks(origin: string, pathname: string, search: string): string[] {
  const href = (locale: Locale) => canonicalUrl(origin, pathInLocale(pathname, locale), search);
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${escapeAttr(href(locale))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttr(href('en'))}" />`,
  ];
}

/** Structured data (schema.org JSON-LD) for a page, where one fits. */
export function structuredData(input: HeadInput, canonical: string): JsonLd[] {
  const { origin, page, record, title } = input;
  const text = input.text ?? faqEnglish;
  if (input.status !== 200) return [];
  // A crumb's name and address in the page's language: on a Nepali page the header's Nepali word and the /ne/ path.
  const crumb = (english: string, nav: string, path: string): [string, string] => {
    const label = NAV_ITEMS.find((n) => n.label.id === nav)?.label;
    return input.locale === 'en' || !label ? [english, path] : [text(label), pathInLocale(path, input.locale)];
  };
  const home = crumb('Home', 'nav.home', ROUTES.home);
  switch (page) {
    case 'home':
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: SITE.name,
          url: `${origin}/`,
          logo: absolute(origin, '/favicon.svg'),
          email: SITE.email,
          address: { '@type': 'PostalAddress', addressLocality: 'Kathmandu', addressCountry: 'NP' },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE.name,
          url: `${origin}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${origin}${ROUTES.consultancies}?search={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        },
      ];
    case 'faqs':
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: FAQ_GROUPS.flatMap((g) => g.items).map((f) => ({
            '@type': 'Question',
            name: text(f.question),
            // The facts' values, months and sources as recorded (in English), in the answer's own words.
            acceptedAnswer: { '@type': 'Answer', text: expandFactsText(faqAnswerMarkdown(f, text), builtInFactsByKey) },
          })),
        },
      ];
    case 'blogArticle': {
      const b = record as Blog;
      // On a Nepali page, its Nepali title and excerpt when it has a Nepali version.
      const shown = articleText(b, input.locale);
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: shown.title,
          description: shown.excerpt,
          author: { '@type': 'Person', name: b.author },
          datePublished: b.publishedAt ?? b.createdAt,
          dateModified: b.updatedAt,
          image: absolute(origin, shareableImage(b.coverImage) ?? DEFAULT_OG_IMAGE.path),
          mainEntityOfPage: canonical,
          publisher: { '@type': 'Organization', name: SITE.name, url: `${origin}/` },
        },
        breadcrumbs(origin, [home, crumb('Blog', 'nav.blogs', ROUTES.blog), [shown.title, pathInLocale(paths.blogArticle(b.id), input.locale)]]),
      ];
    }
    case 'consultancy': {
      const c = record as Consultancy;
      const out: JsonLd[] = [
        breadcrumbs(origin, [
          home,
          crumb('Consultancies', 'nav.consultancies', ROUTES.consultancies),
          [c.name, pathInLocale(paths.consultancy(c.id), input.locale)],
        ]),
      ];
      // Invented sample records must not reach search engines as real organisations.
      if (!c.sample) {
        const rating = shownRating(c);
        out.push({
          '@context': 'https://schema.org',
          '@type': 'EducationalOrganization',
          name: c.name,
          url: c.website || canonical,
          email: c.email,
          telephone: c.phone,
          address: { '@type': 'PostalAddress', streetAddress: c.location, addressCountry: 'NP' },
          ...(c.logo && /^(https?:|\/)/.test(c.logo) ? { logo: absolute(origin, c.logo) } : {}),
          // Only from approved reviews of students who booked; the rating typed on a record never is.
          ...(rating.kind === 'reviews'
            ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } }
            : {}),
        });
      }
      return out;
    }
    case 'destination':
    case 'exam':
    case 'serviceDetail':
      return [breadcrumbs(origin, [home, [title, input.pathname]])];
    default:
      return [];
  }
}

/** The head tags of a server-rendered page: title, description, canonical URL, previews, structured data. */
export function headTags(input: HeadInput): string {
  const title = documentTitle(input.title);
  const description = input.description ?? SITE.blurb;
  const canonical = canonicalUrl(input.origin, input.pathname, input.search);
  const article = input.page === 'blogArticle' && input.status === 200 ? (input.record as Blog) : null;
  const ownImage = shareableImage(article?.coverImage);
  const image = ownImage
    ? { url: absolute(input.origin, ownImage), width: 0, height: 0, alt: articleText(article!, input.locale).title }
    : { ...DEFAULT_OG_IMAGE, url: absolute(input.origin, DEFAULT_OG_IMAGE.path) };
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeAttr(content)}" />`;
  const tags = [
    `<title>${escapeText(title)}</title>`,
    meta('name', 'description', description),
    ...(input.status === 200
      ? [`<link rel="canonical" href="${escapeAttr(canonical)}" />`, ...alternateLinks(input.origin, input.pathname, input.search)]
      : [meta('name', 'robots', 'noindex')]),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:title', input.title || title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', article ? 'article' : 'website'),
    meta('property', 'og:locale', OG_LOCALES[input.locale]),
    ...LOCALES.filter((l) => l !== input.locale).map((l) => meta('property', 'og:locale:alternate', OG_LOCALES[l])),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image.url),
    ...(image.width ? [meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height))] : []),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...structuredData(input, canonical).map((d) => `<script type="application/ld+json">${scriptSafeJson(d)}</script>`),
  ];
  return tags.join('\n    ');
}
