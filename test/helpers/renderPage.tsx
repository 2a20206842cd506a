import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/ui/theme';
import { SavedListsProvider } from '../../src/common/SavedLists';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

/** English without a loaded catalog: each message's own English text, as the app's tests see it. */
const english = setupI18n({ locale: 'en', messages: { en: {} } });

/** The interface's texts in English, for a test that renders a component alone (the app provides them itself). */
export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}

/**
 * Renders one page component at a path (with its query string), themed, with an in-memory location and
 * the visitor's browser lists (compare tray, shortlist) as the public layout provides them. With
 * `locale: 'ne'` the page is a Nepali page (its path as the nested router gives it, without /ne; the
 * messages without a catalog, so each shows its English text: for what a page does in Nepali, not its words);
 * with `i18n` (`await loadI18n('ne', EVERY_PAGE)`), in that language's own words.
 */
export function renderPage(ui: ReactElement, path = '/', { locale = 'en', i18n }: { locale?: 'en' | 'ne'; i18n?: I18n } = {}) {
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <I18nProvider i18n={i18n ?? (locale === 'en' ? english : setupI18n({ locale, messages: { [locale]: {} } }))}>
      <ThemeProvider theme={theme}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SavedListsProvider>{ui}</SavedListsProvider>
        </Router>
      </ThemeProvider>
    </I18nProvider>,
  );
  return { ...utils, location };
}
