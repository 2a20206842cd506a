import { lazyPage } from './lazyPage';

/**
 * The pages inside the admin area, each its own chunk, loaded through the page-loader statechart like
 * the public pages. Kept apart from pageImports.ts: the admin area is itself a lazily loaded page, and
 * its routes import these, so listing them there would make an import cycle.
 */
export const adminPages = {
  adminLogin: lazyPage('admin-login', () => import('../features/admin/AdminLoginPage')),
  adminDashboard: lazyPage('admin-dashboard', () => import('../features/admin/DashboardPage')),
  adminBlogs: lazyPage('admin-blogs', () => import('../features/admin/BlogsListPage')),
  adminBlogEditor: lazyPage('admin-blog-editor', () => import('../features/admin/BlogEditorPage')),
  adminUniversities: lazyPage('admin-universities', () => import('../features/admin/UniversitiesListPage')),
  adminUniversityEditor: lazyPage('admin-university-editor', () => import('../features/admin/UniversityEditorPage')),
  adminConsultancies: lazyPage('admin-consultancies', () => import('../features/admin/ConsultanciesListPage')),
  adminConsultancyEditor: lazyPage('admin-consultancy-editor', () => import('../features/admin/ConsultancyEditorPage')),
  adminCourses: lazyPage('admin-courses', () => import('../features/admin/CoursesListPage')),
  adminCourseEditor: lazyPage('admin-course-editor', () => import('../features/admin/CourseEditorPage')),
  adminBookings: lazyPage('admin-bookings', () => import('../features/admin/BookingsPage')),
  adminBooking: lazyPage('admin-booking', () => import('../features/admin/BookingDetailPage')),
  adminMessages: lazyPage('admin-messages', () => import('../features/admin/MessagesPage')),
  adminReviews: lazyPage('admin-reviews', () => import('../features/admin/ReviewsPage')),
  adminReports: lazyPage('admin-reports', () => import('../features/admin/ReportsPage')),
  adminFacts: lazyPage('admin-facts', () => import('../features/admin/FactsListPage')),
  adminFactEditor: lazyPage('admin-fact-editor', () => import('../features/admin/FactEditorPage')),
  adminRates: lazyPage('admin-rates', () => import('../features/admin/ExchangeRatesPage')),
  adminCorrections: lazyPage('admin-corrections', () => import('../features/admin/CorrectionsPage')),
  adminPassword: lazyPage('admin-password', () => import('../features/admin/ChangePasswordPage')),
  adminSettings: lazyPage('admin-settings', () => import('../features/admin/SiteSettingsPage')),
  adminImport: lazyPage('admin-import', () => import('../features/admin/ImportPage')),
};
