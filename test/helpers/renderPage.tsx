import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/ui/theme';
import { SavedListsProvider } from '../../src/common/SavedLists';

/**
 * Renders one page component at a path (with its query string), themed, with an in-memory location and
 * the visitor's browser lists (compare tray, shortlist) as the public layout provides them.
 */
export function renderPage(ui: ReactElement, path = '/') {
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <ThemeProvider theme={theme}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SavedListsProvider>{ui}</SavedListsProvider>
      </Router>
    </ThemeProvider>,
  );
  return { ...utils, location };
}
