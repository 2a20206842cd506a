import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { setupI18n, type I18n } from '@lingui/core';
import { TextsProvider } from '../ui/TextsProvider';
import { Router, type BaseLocationHook, type SsrContext } from 'wouter';
import { theme } from '../ui/theme';
import { GlobalStyle } from '../ui/GlobalStyle';
import { FirstDataContext, type FirstState } from '../ui/serverPage';
import { AppRoutes } from './AppRoutes';
import { installScrollRestoration } from './scrollRestoration';
import { NavigationHold, useHoldingLocation } from './heldNavigation';

/** Where the server renders: the request's path and query (no browser location there). */
export interface ServerLocation {
  path: string;
  search: string;
  context: SsrContext;
}

/**
 * English without a loaded catalog: the messages' own English texts, for tests that render the app
 * alone (the browser and the server always pass the catalog of the page's language).
 */
const sourceI18n = setupI18n({ locale: 'en', messages: { en: {} } });

/**
 * The whole app; tests pass a memory location hook (wouter/memory-location), the server its
 * location, and a page rendered on the server hydrates with the data it was rendered with.
 */
export function App({
  hook,
  searchHook,
  server,
  firstData,
  i18n = sourceI18n,
}: {
  hook?: BaseLocationHook;
  searchHook?: () => string;
  server?: ServerLocation;
  firstData?: Map<string, FirstState>;
  /** The interface's texts in the page's language (src/app/i18n.ts). */
  i18n?: I18n;
}) {
  // In the browser's own location (not a test's memory location, not the server): scroll as a browser does,
  // and a link followed offline to a page not on this device keeps the page being read (heldNavigation.tsx).
  const browserLocation = !hook && !server;
  useEffect(() => (browserLocation ? installScrollRestoration(window) : undefined), [browserLocation]);
  const routerProps = server ? { ssrPath: server.path, ssrSearch: server.search, ssrContext: server.context } : {};
  return (
    <TextsProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Router {...(hook ? { hook } : browserLocation ? { hook: useHoldingLocation } : {})} {...(searchHook ? { searchHook } : {})} {...routerProps}>
          <FirstDataContext.Provider value={firstData ?? null}>
            {browserLocation ? (
              <NavigationHold>
                <AppRoutes />
              </NavigationHold>
            ) : (
              <AppRoutes />
            )}
          </FirstDataContext.Provider>
        </Router>
      </ThemeProvider>
    </TextsProvider>
  );
}
