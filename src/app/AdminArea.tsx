import { Route, Switch } from 'wouter';
import { ANY_PATH, ROUTES } from '../config/routes';
import NotFoundPage from '../common/NotFoundPage';
import { AdminAuthProvider } from '../features/admin/adminAuth';
import { AdminLayout } from '../features/admin/AdminLayout';
import { RequireAdmin } from '../features/admin/RequireAdmin';
import { adminPages as pages } from './adminPages';

function GuardedAdmin() {
  return (
    <RequireAdmin>
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
          <Route path={ROUTES.adminConsultation} component={pages.adminBooking} />
          <Route path={ROUTES.adminMessages} component={pages.adminMessages} />
          <Route path={ROUTES.adminReviews} component={pages.adminReviews} />
          <Route path={ROUTES.adminReports} component={pages.adminReports} />
          <Route path={ROUTES.adminFacts} component={pages.adminFacts} />
          <Route path={ROUTES.adminFactNew} component={pages.adminFactEditor} />
          <Route path={ROUTES.adminFactEdit} component={pages.adminFactEditor} />
          <Route path={ROUTES.adminRates} component={pages.adminRates} />
          <Route path={ROUTES.adminCorrections} component={pages.adminCorrections} />
          <Route path={ROUTES.adminSettings} component={pages.adminSettings} />
          <Route path={ROUTES.adminPassword} component={pages.adminPassword} />
          <Route path={ROUTES.adminImport} component={pages.adminImport} />
          <Route path={ANY_PATH} component={NotFoundPage} />
        </Switch>
      </AdminLayout>
    </RequireAdmin>
  );
}

/**
 * Every /admin route, its own lazily loaded chunk (so axios, zod and the admin code stay out of the
 * public first load). One admin-auth actor lives above both the sign-in page and the guarded layout.
 */
export default function AdminArea() {
  return (
    <AdminAuthProvider>
      <Switch>
        <Route path={ROUTES.adminLogin} component={pages.adminLogin} />
        <Route path={ANY_PATH} component={GuardedAdmin} />
      </Switch>
    </AdminAuthProvider>
  );
}
