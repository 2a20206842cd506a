import { setupI18n, type I18n } from '@lingui/core';
import type { Locale } from '../config/locale';

/**
 * Each language's catalog, compiled ahead of time from src/locales/*.po by @lingui/vite-plugin, in a
 * chunk of its own: a page loads only the catalog of its language.
 */
const CATALOGS: Record<Locale, () => Promise<{ messages: I18n['messages'] }>> = {
  en: () => import('../locales/en.po'),
  ne: () => import('../locales/ne.po'),
};

/** An i18n instance with the language's catalog loaded and active (one per server render). */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const { messages } = await CATALOGS[locale]();
  return setupI18n({ locale, messages: { [locale]: messages } });
}
