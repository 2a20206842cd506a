import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/ui/theme';

/** Renders one page component at a path (with its query string), themed, with an in-memory location. */
export function renderPage(ui: ReactElement, path = '/') {
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <ThemeProvider theme={theme}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </ThemeProvider>,
  );
  return { ...utils, location };
}
