import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ANY_PATH, ROUTES } from '../config/routes';
import { NEPALI_BASE } from '../config/locale';
import { Suspense, lazy } from 'react';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';
import { PublicLayout } from './PublicLayout';
import { PageSpinner } from '../features/errors/OfflineNotice';
import { pages } from './pages';
import { loadPagesCatalog } from './i18n';
import { ADMIN_AREA, NEPALI_WRITTEN_PAGES, PUBLIC_ROUTES } from './routeTable';
import { PageBody } from '../ui/pageLanguage';

/**
 * A page loaded when visited, not in any other page's first load: the not-found page (a page the server
 * answered 404 keeps its HTML until the code arrives, then hydrates) and the sign-in placeholders.
 */
function loadedWhenVisited(load: Parameters<typeof lazy>[0]) {
  const Lazy = lazy(load);
  return function LoadedWhenVisited() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Lazy />
      </Suspense>
    );
  };
}

// Its texts are in the pages' catalog: they come with it (where they cannot, it shows its English).
const NotFoundPage = loadedWhenVisited(() => Promise.all([import('../common/NotFoundPage'), loadPagesCatalog().catch(() => undefined)]).then(([page]) => page));
const LoginPage = loadedWhenVisited(() => import('../features/auth/AuthPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = loadedWhenVisited(() => import('../features/auth/AuthPage').then((m) => ({ default: m.RegisterPage })));

function PublicRoutes() {
  return (
    <PublicLayout>
      <Switch>
        {PUBLIC_ROUTES.map(({ path, page }) => {
          const Page = pages[page];
          return (
            <Route key={path} path={path}>
              <PageBody written={NEPALI_WRITTEN_PAGES.has(page)}>
                <Page />
              </PageBody>
            </Route>
          );
        })}
        {/* The sign-in pages are outside the language's pages (~: from the site's root). */}
        <Route path={ROUTES.login}>
          <Redirect to={`~${ROUTES.authLogin}`} replace />
        </Route>
        <Route path={ROUTES.register}>
          <Redirect to={`~${ROUTES.authRegister}`} replace />
        </Route>
        <Route path={ROUTES.profile}>
          <Redirect to={`~${ROUTES.authLogin}`} replace />
        </Route>
        <Route path={ANY_PATH} component={NotFoundPage} />
      </Switch>
    </PublicLayout>
  );
}

/** Every route of the app (Routes in docs/behaviours.md). */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <AppErrorBoundary resetKey={location}>
      <Switch>
        <Route path={ADMIN_AREA} component={pages.adminArea} />
        <Route path={ROUTES.authLogin} component={LoginPage} />
        <Route path={ROUTES.authRegister} component={RegisterPage} />
        {/* The Nepali pages: the same routes under /ne, where every link stays in Nepali. */}
        <Route path={NEPALI_BASE} nest component={PublicRoutes} />
        <Route path={ANY_PATH} component={PublicRoutes} />
      </Switch>
    </AppErrorBoundary>
  );
}
