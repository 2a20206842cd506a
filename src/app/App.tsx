import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
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
 * The whole app; tests pass a memory location hook (wouter/memory-location), the server its
 * location, and a page rendered on the server hydrates with the data it was rendered with.
 */
export function App({
  hook,
  searchHook,
  server,
  firstData,
}: {
  hook?: BaseLocationHook;
  searchHook?: () => string;
  server?: ServerLocation;
  firstData?: Map<string, FirstState>;
}) {
  // In the browser's own location (not a test's memory location, not the server): scroll as a browser does,
  // and a link followed offline to a page not on this device keeps the page being read (heldNavigation.tsx).
  const browserLocation = !hook && !server;
  useEffect(() => (browserLocation ? installScrollRestoration(window) : undefined), [browserLocation]);
  const routerProps = server ? { ssrPath: server.path, ssrSearch: server.search, ssrContext: server.context } : {};
  return (
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
  );
}
