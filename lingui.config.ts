import { defineConfig } from '@lingui/conf';

/**
 * The interface's message catalogs: English (the source) and Nepali, one PO file each in
 * src/locales, written by `npm run messages:extract` from the messages the code names.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ne'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  orderBy: 'messageId',
  formatOptions: { lineNumbers: false },
});
