import { setupI18n, type I18n } from '@lingui/core';
import type { Locale } from '../config/locale';
import type { PageKey } from './pageImports';

type Catalog = () => Promise<{ messages: I18n['messages'] }>;

/**
 * Each language's catalogs, compiled ahead of time from src/locales by @lingui/vite-plugin, each in a
 * chunk of its own: a page loads only the catalogs of its language. The first holds the texts every
 * page shows (the layout's) and the home page's; the second the other pages' own texts, loaded with
 * those pages only, so that the home page's first load does not carry them; the third the guides'
 * long texts, loaded only with the pages that show them (lingui.config.ts).
 */
const CATALOGS: Record<Locale, Catalog> = {
  en: () => import('../locales/en.po'),
  ne: () => import('../locales/ne.po'),
};
const PAGE_CATALOGS: Record<Locale, Catalog> = {
  en: () => import('../locales/pages/en.po'),
  ne: () => import('../locales/pages/ne.po'),
};
/** The guides' long texts (lingui.config.ts's GUIDE_CODE), loaded only with the pages that show them. */
const GUIDE_CATALOGS: Record<Locale, Catalog> = {
  en: () => import('../locales/guides/en.po'),
  ne: () => import('../locales/guides/ne.po'),
};
/** The texts of the header's widgets that load on use (the search dialog), loaded with their code. */
const WIDGET_CATALOGS: Record<Locale, Catalog> = {
  en: () => import('../locales/widgets/en.po'),
  ne: () => import('../locales/widgets/ne.po'),
};

/** Whether a page's texts are in the pages' catalog (every public page but the home page; the admin has none). */
export const needsPageCatalog = (page: PageKey | null) => page !== null && page !== 'home' && page !== 'adminArea';

/**
 * The pages that show the guides' texts (their own, or a guide's data: an exam's or a destination's
 * name, a fact in an article): they load the guides' catalog too. A test checks the list against the
 * code each page imports.
 */
export const GUIDE_TEXT_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'destination',
  'exam',
  'costPlanner',
  'scholarships',
  'faqs',
  'howWeVerify',
  'blogArticle',
  'serviceDetail',
  'featured',
]);

/** Whether a page shows the guides' texts (GUIDE_TEXT_PAGES). */
export const needsGuideCatalog = (page: PageKey | null) => page !== null && GUIDE_TEXT_PAGES.has(page);

/** Every page's texts (the server, which renders any page, and tests). */
export const EVERY_PAGE = 'every page';

/**
 * An i18n instance with the language's catalog loaded and active, the catalogs a page's texts need
 * (the pages' and the guides', for `page`; every one for EVERY_PAGE), and the widgets' when asked (the
 * server asks for every catalog, one instance per server render: it renders the search's stand-in,
 * which shares the search dialog's texts).
 */
export async function loadI18n(locale: Locale, page: PageKey | null | typeof EVERY_PAGE, withWidgets = false): Promise<I18n> {
  const withPages = page === EVERY_PAGE || needsPageCatalog(page);
  const withGuides = page === EVERY_PAGE || needsGuideCatalog(page);
  const [{ messages }, pages, guides, widgets] = await Promise.all([
    CATALOGS[locale](),
    withPages ? PAGE_CATALOGS[locale]() : null,
    withGuides ? GUIDE_CATALOGS[locale]() : null,
    withWidgets ? WIDGET_CATALOGS[locale]() : null,
  ]);
  const i18n = setupI18n({ locale, messages: { [locale]: { ...messages, ...pages?.messages, ...guides?.messages, ...widgets?.messages } } });
  if (withPages) pagesLoaded.set(i18n, Promise.resolve());
  if (withGuides) guidesLoaded.set(i18n, Promise.resolve());
  return i18n;
}

/** The browser's i18n instance (boot.tsx): a page loaded later loads the pages' catalog into it. */
let browserI18n: I18n | null = null;
const pagesLoaded = new WeakMap<I18n, Promise<void>>();
const guidesLoaded = new WeakMap<I18n, Promise<void>>();
const widgetsLoaded = new WeakMap<I18n, Promise<void>>();

export function setBrowserI18n(i18n: I18n | null) {
  browserI18n = i18n;
}

/**
 * A catalog loaded into the browser's instance, once (a failed load is tried again by the next
 * caller). Where there is no browser instance (the server, a test), nothing to do.
 */
function loadInto(catalogs: Record<Locale, Catalog>, loaded: WeakMap<I18n, Promise<void>>): Promise<void> {
  const i18n = browserI18n;
  if (!i18n) return Promise.resolve();
  let loading = loaded.get(i18n);
  if (!loading) {
    loading = catalogs[i18n.locale as Locale]().then(
      ({ messages }) => i18n.load(i18n.locale, messages),
      (error: unknown) => {
        loaded.delete(i18n);
        throw error;
      },
    );
    loaded.set(i18n, loading);
  }
  return loading;
}

/** The catalogs a page's texts need (the pages', and the guides' for a page that shows them), loaded with the page. */
export const loadPageMessages = (page: PageKey) =>
  Promise.all([
    needsPageCatalog(page) ? loadInto(PAGE_CATALOGS, pagesLoaded) : null,
    needsGuideCatalog(page) ? loadInto(GUIDE_CATALOGS, guidesLoaded) : null,
  ]).then(() => undefined);
/** The pages' catalog alone: for the not-found page, which is no PageKey (src/app/AppRoutes.tsx). */
export const loadPagesCatalog = () => loadInto(PAGE_CATALOGS, pagesLoaded);
/** The widgets' catalog, loaded with the search dialog's code. */
export const loadWidgetMessages = () => loadInto(WIDGET_CATALOGS, widgetsLoaded);
