import { ThemeProvider } from 'styled-components';
import { Router, type BaseLocationHook } from 'wouter';
import { theme } from '../ui/theme';
import { GlobalStyle } from '../ui/GlobalStyle';
import { AppRoutes } from './AppRoutes';

/** The whole app; tests pass a memory location hook (wouter/memory-location). */
export function App({ hook, searchHook }: { hook?: BaseLocationHook; searchHook?: () => string }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Router {...(hook ? { hook } : {})} {...(searchHook ? { searchHook } : {})}>
        <AppRoutes />
      </Router>
    </ThemeProvider>
  );
}
