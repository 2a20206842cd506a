import { ThemeProvider } from 'styled-components';
import { Router, type BaseLocationHook, type SsrContext } from 'wouter';
import { theme } from '../ui/theme';
import { GlobalStyle } from '../ui/GlobalStyle';
import { FirstDataContext, type FirstState } from '../ui/serverPage';
import { AppRoutes } from './AppRoutes';

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
  const routerProps = server ? { ssrPath: server.path, ssrSearch: server.search, ssrContext: server.context } : {};
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Router {...(hook ? { hook } : {})} {...(searchHook ? { searchHook } : {})} {...routerProps}>
        <FirstDataContext.Provider value={firstData ?? null}>
          <AppRoutes />
        </FirstDataContext.Provider>
      </Router>
    </ThemeProvider>
  );
}
