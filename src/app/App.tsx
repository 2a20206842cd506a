import { useEffect, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router, useLocation, type BaseLocationHook, type SsrContext } from 'wouter';
import { theme } from '../ui/theme';
import { GlobalStyle } from '../ui/GlobalStyle';
import { FirstDataContext, type FirstState } from '../features/info/firstData';
import { AppRoutes } from './AppRoutes';

/** Where the server renders: the request's path and query (no browser location there). */
export interface ServerLocation {
  path: string;
  search: string;
  context: SsrContext;
}

/** The first page's data serves that page only: the first navigation lets it go. */
function ForgetFirstDataOnNavigation({ firstData }: { firstData: Map<string, FirstState> }) {
  const [location] = useLocation();
  const [first] = useState(location);
  useEffect(() => {
    if (location !== first) firstData.clear();
  }, [location, first, firstData]);
  return null;
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
          {firstData && !server && <ForgetFirstDataOnNavigation firstData={firstData} />}
          <AppRoutes />
        </FirstDataContext.Provider>
      </Router>
    </ThemeProvider>
  );
}
