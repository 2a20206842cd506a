import { Redirect, Route, Switch, useLocation } from 'wouter';
import { DESTINATION_PATHS, EXAM_PATHS, ROUTES } from '../config/routes';
import { LoginPage, RegisterPage } from '../features/auth/AuthPage';
import NotFoundPage from '../features/errors/NotFoundPage';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';
import { PublicLayout } from '../features/layout/PublicLayout';
import { AdminLayout } from '../features/admin/AdminLayout';
import { pages } from './pages';

const ADMIN_AREA = /^\/admin(?:\/.*)?$/;

function AdminRoutes() {
  return (
    <AdminLayout>
      <Switch>
        <Route path={ROUTES.admin} component={pages.adminDashboard} />
        <Route path={ROUTES.adminDashboard} component={pages.adminDashboard} />
        <Route path={ROUTES.adminBlogs} component={pages.adminBlogs} />
        <Route path={ROUTES.adminBlogNew} component={pages.adminBlogEditor} />
        <Route path={ROUTES.adminBlogEdit} component={pages.adminBlogEditor} />
        <Route path={ROUTES.adminUniversities} component={pages.adminUniversities} />
        <Route path={ROUTES.adminUniversityNew} component={pages.adminUniversityEditor} />
        <Route path={ROUTES.adminUniversityEdit} component={pages.adminUniversityEditor} />
        <Route path={ROUTES.adminConsultancies} component={pages.adminConsultancies} />
        <Route path={ROUTES.adminConsultancyNew} component={pages.adminConsultancyEditor} />
        <Route path={ROUTES.adminConsultancyEdit} component={pages.adminConsultancyEditor} />
        <Route path={ROUTES.adminCourses} component={pages.adminCourses} />
        <Route path={ROUTES.adminCourseNew} component={pages.adminCourseEditor} />
        <Route path={ROUTES.adminCourseEdit} component={pages.adminCourseEditor} />
        <Route path={ROUTES.adminConsultations} component={pages.adminBookings} />
        <Route path={ROUTES.adminMessages} component={pages.adminMessages} />
        <Route component={NotFoundPage} />
      </Switch>
    </AdminLayout>
  );
}

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
        <Route path={ROUTES.adminLogin} component={pages.adminLogin} />
        <Route path={ADMIN_AREA} component={AdminRoutes} />
        <Route path={ROUTES.authLogin} component={LoginPage} />
        <Route path={ROUTES.authRegister} component={RegisterPage} />
        <Route component={PublicRoutes} />
      </Switch>
    </AppErrorBoundary>
  );
}
