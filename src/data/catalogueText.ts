import type { Message } from '../config/routes';
import type { CatalogueSort } from './catalogueQuery';
import { STUDY_LEVELS } from '../domain/catalog';
import { COUNTRY_OPTIONS, type PagerText } from '../common/listKit';
import type { FilterSelect, ListKitText } from '../common/listPage';

/**
 * The texts the two catalogue lists (universities, courses) share: the filter bar's, the results' and
 * the detail panel's words that do not name the list (each page names its own: src/features/universities,
 * src/features/courses). Here, not in src/common/listPage.tsx, so that they are in the pages' catalog (PAGE_DATA in lingui.config.ts).
 */
export const CATALOGUE_TEXT = {
  country: /*i18n*/ { id: 'catalogue.text.country', message: 'Country' },
  allCountries: /*i18n*/ { id: 'catalogue.text.allCountries', message: 'All countries' },
  level: /*i18n*/ { id: 'catalogue.text.level', message: 'Level' },
  allLevels: /*i18n*/ { id: 'catalogue.text.allLevels', message: 'All levels' },
  sortBy: /*i18n*/ { id: 'catalogue.text.sortBy', message: 'Sort by' },
  search: /*i18n*/ { id: 'catalogue.text.search', message: 'Search' },
  rule: /*i18n*/ { id: 'catalogue.text.rule', message: "Tuition in other currencies is compared in rupees at Nepal Rastra Bank's rates of {month}." },
  clearFilters: /*i18n*/ { id: 'catalogue.text.clearFilters', message: 'Clear filters' },
  details: /*i18n*/ { id: 'catalogue.text.details', message: 'Details' },
  detailsOf: /*i18n*/ { id: 'catalogue.text.detailsOf', message: 'Details of {name}' },
  closeDetails: /*i18n*/ { id: 'catalogue.text.closeDetails', message: 'Close details' },
  tryAgain: /*i18n*/ { id: 'catalogue.text.tryAgain', message: 'Try again' },
  save: /*i18n*/ { id: 'catalogue.text.save', message: 'Save' },
  saveName: /*i18n*/ { id: 'catalogue.text.saveName', message: 'Save {name}' },
  previousPage: /*i18n*/ { id: 'catalogue.text.previousPage', message: 'Previous page' },
  nextPage: /*i18n*/ { id: 'catalogue.text.nextPage', message: 'Next page' },
  pageOf: /*i18n*/ { id: 'catalogue.text.pageOf', message: 'Page {page} of {pages}' },
  /** "NPR 14.9 lakh": the unit of an NPR estimate. */
  lakh: /*i18n*/ { id: 'catalogue.text.lakh', message: 'lakh' },
  officialWebsite: /*i18n*/ { id: 'catalogue.text.officialWebsite', message: 'Official website' },
  location: /*i18n*/ { id: 'catalogue.text.location', message: 'Location' },
  tuition: /*i18n*/ { id: 'catalogue.text.tuition', message: 'Tuition' },
  intakes: /*i18n*/ { id: 'catalogue.text.intakes', message: 'Intakes' },
};

export const SORT_TEXT: Record<CatalogueSort, Message> = {
  name: /*i18n*/ { id: 'catalogue.sort.name', message: 'Name (A to Z)' },
  tuition: /*i18n*/ { id: 'catalogue.sort.tuition', message: 'Tuition (lowest first)' },
  newest: /*i18n*/ { id: 'catalogue.sort.newest', message: 'Newest listed first' },
};

/** Pagination's words (src/common/listKit.tsx), for the pages written in Nepali. */
export const PAGER_TEXT: PagerText = { previous: CATALOGUE_TEXT.previousPage, next: CATALOGUE_TEXT.nextPage, pageOf: CATALOGUE_TEXT.pageOf };

/** The study levels (src/domain/catalog.ts) as the page's language names them; the address keeps the English. */
export const LEVEL_TEXT: Record<(typeof STUDY_LEVELS)[number], Message> = {
  Diploma: /*i18n*/ { id: 'catalogue.level.diploma', message: 'Diploma' },
  Bachelor: /*i18n*/ { id: 'catalogue.level.bachelor', message: 'Bachelor' },
  Master: /*i18n*/ { id: 'catalogue.level.master', message: 'Master' },
  PhD: /*i18n*/ { id: 'catalogue.level.phd', message: 'PhD' },
  Certificate: /*i18n*/ { id: 'catalogue.level.certificate', message: 'Certificate' },
};

/** The countries of the filter (src/common/listKit.tsx) as the page's language names them. */
export const COUNTRY_TEXT: Record<string, Message> = {
  Australia: /*i18n*/ { id: 'catalogue.country.australia', message: 'Australia' },
  Canada: /*i18n*/ { id: 'catalogue.country.canada', message: 'Canada' },
  USA: /*i18n*/ { id: 'catalogue.country.usa', message: 'USA' },
  UK: /*i18n*/ { id: 'catalogue.country.uk', message: 'UK' },
  'New Zealand': /*i18n*/ { id: 'catalogue.country.newZealand', message: 'New Zealand' },
  Ireland: /*i18n*/ { id: 'catalogue.country.ireland', message: 'Ireland' },
  Germany: /*i18n*/ { id: 'catalogue.country.germany', message: 'Germany' },
};

/** A known English value's message (a level, a country, a field), else the value as it is. */
export const knownText = (table: Record<string, Message>, t: (m: Message) => string) => (value: string) => (table[value] ? t(table[value]) : value);

/** The two filters both catalogue lists have. */
export const COUNTRY_SELECT: FilterSelect = {
  name: 'country',
  label: CATALOGUE_TEXT.country,
  allLabel: CATALOGUE_TEXT.allCountries,
  options: COUNTRY_OPTIONS,
  optionText: COUNTRY_TEXT,
};
export const LEVEL_SELECT: FilterSelect = {
  name: 'level',
  label: CATALOGUE_TEXT.level,
  allLabel: CATALOGUE_TEXT.allLevels,
  options: STUDY_LEVELS,
  optionText: LEVEL_TEXT,
};

/** The shared words of the list kit (src/common/listPage.tsx), with a page's own (`own`). */
export const listKitText = (own: Pick<ListKitText, Exclude<keyof ListKitText, keyof typeof SHARED>>): ListKitText => ({ ...SHARED, ...own });

const SHARED = {
  sortBy: CATALOGUE_TEXT.sortBy,
  search: CATALOGUE_TEXT.search,
  sorts: SORT_TEXT,
  rule: CATALOGUE_TEXT.rule,
  clearFilters: CATALOGUE_TEXT.clearFilters,
  details: CATALOGUE_TEXT.details,
  detailsOf: CATALOGUE_TEXT.detailsOf,
  closeDetails: CATALOGUE_TEXT.closeDetails,
  tryAgain: CATALOGUE_TEXT.tryAgain,
  save: CATALOGUE_TEXT.save,
  saveName: CATALOGUE_TEXT.saveName,
  pager: PAGER_TEXT,
};
