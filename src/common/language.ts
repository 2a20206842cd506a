import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, localeOfPath, pathInLocale, rememberedLocale, type Locale } from '../config/locale';

/**
 * The language a visitor chose with the switch, kept in a cookie for the next visit. A visit that
 * starts (from another site, a bookmark, a typed address) on a page in the other language moves to
 * the same page in the chosen one. Search engines keep no cookies, so they are never moved: each
 * language's pages answer as themselves.
 */
export function followRememberedLanguage(location: Location, document: Document): boolean {
  const chosen = rememberedLocale(document.cookie);
  if (chosen === null || chosen === localeOfPath(location.pathname)) return false;
  if (document.referrer !== '' && new URL(document.referrer).origin === location.origin) return false;
  location.replace(`${pathInLocale(location.pathname, chosen)}${location.search}${location.hash}`);
  return true;
}

/** Remembers the language a visitor switched to. */
export function rememberLanguage(document: Document, locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
