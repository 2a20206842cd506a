/**
 * The site's two languages and where each lives: English at the paths as they are, Nepali under
 * /ne (the Nepali home page is /ne/). The admin area is English only.
 */

export const LOCALES = ['en', 'ne'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where the Nepali pages live: /ne/ and /ne/consultancies for / and /consultancies. */
export const NEPALI_BASE = '/ne';

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ne: 'नेपाली' };

/** Open Graph's name of each language and region. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ne: 'ne_NP' };

/** The cookie that remembers a visitor's choice of language for the next visit (a year). */
export const LANGUAGE_COOKIE = 'gantavya-lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const NEPALI_PATH = /^\/ne(?=\/|$)/;

/** The language a path is in. */
export const localeOfPath = (pathname: string): Locale => (NEPALI_PATH.test(pathname) ? 'ne' : 'en');

/** A path without its language: /ne/consultancies is /consultancies, /ne and /ne/ are /. */
export const pathWithoutLocale = (pathname: string): string => pathname.replace(NEPALI_PATH, '') || '/';

/** A page's path in a language: /consultancies in Nepali is /ne/consultancies, / is /ne/. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  if (locale === 'en') return bare;
  return bare === '/' ? `${NEPALI_BASE}/` : `${NEPALI_BASE}${bare}`;
}

/** The choice the language cookie holds, or null (a `document.cookie` or Cookie header). */
export function rememberedLocale(cookieHeader: string): Locale | null {
  const m = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|ne)(?:;|$)`).exec(cookieHeader);
  return m ? (m[1] as Locale) : null;
}
