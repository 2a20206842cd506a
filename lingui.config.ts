import { defineConfig } from '@lingui/conf';

/** Data whose texts only their own pages show (the services, the FAQs and their NOC guide, the exam and destination guides, the scholarships, the important links, the cost planner's visa fee labels, the licensing record's built-in wording, the catalogue lists' shared words). */
const PAGE_DATA = ['services', 'faqs', 'noc', 'exams', 'destinations', 'scholarships', 'important-links', 'cost-planner', 'licensing', 'catalogueText'].map(
  (file) => `<rootDir>/src/data/${file}.ts`,
);
/** Shared code only pages other than the home page show (the consultancy list on the guides and the featured page, the licence badge, the compare and save toggles, the forms' known texts and the API's refusals they know, the exchange-rates note, the words around a fact in a text, the not-found page, loaded with its texts: src/app/AppRoutes.tsx). */
const PAGE_PARTS = [
  'DirectoryConsultancies.tsx',
  'LicenceBadge.tsx',
  'compare/CompareToggle.tsx',
  'shortlist/SaveToggle.tsx',
  'formKnownText.ts',
  'apiKnownText.ts',
  'facts/FactNotes.tsx',
  'facts/FactMarkdown.tsx',
  'NotFoundPage.tsx',
].map((file) => `<rootDir>/src/common/${file}`);
/** The note on a page whose Nepali text is not yet written (the home page always is). */
const PAGE_UI = ['<rootDir>/src/ui/pageLanguage.tsx'];
/** The pages' own code (every page but the home page): its texts are in the second catalog. */
const PAGE_CODE = ['<rootDir>/src/features/**', ...PAGE_DATA, ...PAGE_PARTS, ...PAGE_UI];
/**
 * The guides' long texts (the destination and exam guides with their data, the scholarships, the cost
 * planner): their texts are in a catalog of their own, loaded only with the pages that show them
 * (GUIDE_TEXT_PAGES in src/app/i18n.ts), so that the directory's pages and the forms do not carry them.
 */
export const GUIDE_CODE = [
  ...['destinations', 'exams', 'scholarships', 'cost-planner'].map((file) => `<rootDir>/src/data/${file}.ts`),
  ...['destinations', 'exams', 'cost-planner'].map((dir) => `<rootDir>/src/features/${dir}/**`),
];
/** The code every page shares. */
const SHARED_CODE = ['app', 'common', 'config', 'data', 'domain', 'ui'].map((dir) => `<rootDir>/src/${dir}/**`);
/** The features every page shows (the layout's header and footer) and the home page: their texts are in the first. */
const LAYOUT_FEATURES = ['<rootDir>/src/features/home/**', '<rootDir>/src/features/header/**', '<rootDir>/src/features/footer/**'];
/** The header's widgets that load only when used (the search dialog, whose texts its server-rendered stand-in shares): their texts are in a third, small catalog loaded with their code. */
const WIDGETS = [
  '<rootDir>/src/features/header/SearchModal.tsx',
  '<rootDir>/src/features/header/searchDialogParts.ts',
  '<rootDir>/src/features/header/suggestionParts.tsx',
];

/**
 * The interface's message catalogs, English (the source) and Nepali, written by
 * `npm run messages:extract` from the messages the code names, four per language:
 * - src/locales/{locale}.po: the layout's, the home page's and the shared code's texts, loaded with every page;
 * - src/locales/pages/{locale}.po: the other pages' texts, loaded with those pages only, so that the
 *   home page's first load does not carry them (src/app/i18n.ts);
 * - src/locales/guides/{locale}.po: the guides' long texts (GUIDE_CODE), loaded only with the pages that show them;
 * - src/locales/widgets/{locale}.po: the texts of the header's widgets loaded on use (the search
 *   dialog), loaded with their code on every page, the home page included.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ne'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: [...SHARED_CODE, ...LAYOUT_FEATURES], exclude: [...PAGE_DATA, ...PAGE_PARTS, ...PAGE_UI, ...WIDGETS] },
    { path: '<rootDir>/src/locales/pages/{locale}', include: PAGE_CODE, exclude: [...LAYOUT_FEATURES, ...GUIDE_CODE] },
    { path: '<rootDir>/src/locales/guides/{locale}', include: GUIDE_CODE },
    { path: '<rootDir>/src/locales/widgets/{locale}', include: WIDGETS },
  ],
  orderBy: 'messageId',
  formatOptions: { lineNumbers: false },
});
