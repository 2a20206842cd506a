import { Redirect, Route, Switch, useLocation } from 'wouter';
import { DESTINATION_PATHS, EXAM_PATHS, ROUTES } from '../config/routes';
import { LoginPage, RegisterPage } from '../features/auth/AuthPage';
import NotFoundPage from '../features/errors/NotFoundPage';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';
import { PublicLayout } from '../features/layout/PublicLayout';
import { pages } from './pages';

const ADMIN_AREA = /^\/admin(?:\/.*)?$/;

function PublicRoutes() {
  return (
    <PublicLayout>
      <Switch>
        <Route path={ROUTES.home} component={pages.home} />
        <Route path={ROUTES.contact} component={pages.contact} />
        <Route path={ROUTES.consultation} component={pages.consultation} />
        <Route path={ROUTES.services} component={pages.services} />
        <Route path={ROUTES.testPreparation} component={pages.serviceDetail} />
        <Route path={ROUTES.visaAssistance} component={pages.serviceDetail} />
        <Route path={ROUTES.careerCounseling} component={pages.serviceDetail} />
        <Route path={ROUTES.courses} component={pages.courses} />
        <Route path={ROUTES.universities} component={pages.universities} />
        <Route path={ROUTES.consultancies} component={pages.consultancies} />
        <Route path={ROUTES.consultancy} component={pages.consultancy} />
        {DESTINATION_PATHS.map((p) => (
          <Route key={p} path={p} component={pages.destination} />
        ))}
        {EXAM_PATHS.map((p) => (
          <Route key={p} path={p} component={pages.exam} />
        ))}
        <Route path={ROUTES.blog} component={pages.blog} />
        <Route path={ROUTES.blogArticle} component={pages.blogArticle} />
        <Route path={ROUTES.faqs} component={pages.faqs} />
        <Route path={ROUTES.terms} component={pages.terms} />
        <Route path={ROUTES.privacy} component={pages.privacy} />
        <Route path={ROUTES.importantLinks} component={pages.importantLinks} />
        <Route path={ROUTES.scholarships} component={pages.scholarships} />
        <Route path={ROUTES.advertise} component={pages.advertise} />
        <Route path={ROUTES.featured} component={pages.featured} />
        <Route path={ROUTES.events} component={pages.events} />
        <Route path={ROUTES.login}>
          <Redirect to={ROUTES.authLogin} replace />
        </Route>
        <Route path={ROUTES.register}>
          <Redirect to={ROUTES.authRegister} replace />
        </Route>
        <Route path={ROUTES.profile}>
          <Redirect to={ROUTES.authLogin} replace />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </PublicLayout>
  );
}

/** Every route of SPEC section 2. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <AppErrorBoundary resetKey={location}>
      <Switch>
        <Route path={ADMIN_AREA} component={pages.adminArea} />
        <Route path={ROUTES.authLogin} component={LoginPage} />
        <Route path={ROUTES.authRegister} component={RegisterPage} />
        <Route component={PublicRoutes} />
      </Switch>
    </AppErrorBoundary>
  );
}
