import { lazyPage } from './lazyPage';

/**
 * Every page, each its own chunk, loaded on demand through the page-loader statechart.
 * The chunk id names the page in the reload marker.
 */
export const pages = {
  home: lazyPage('home', () => import('../features/home/HomePage')),
  contact: lazyPage('contact', () => import('../features/contact/ContactPage')),
  consultation: lazyPage('consultation', () => import('../features/booking/ConsultationPage')),
  services: lazyPage('services', () => import('../features/services/ServicesPage')),
  serviceDetail: lazyPage('service-detail', () => import('../features/services/ServiceDetailPage')),
  courses: lazyPage('courses', () => import('../features/courses/CoursesPage')),
  universities: lazyPage('universities', () => import('../features/universities/UniversitiesPage')),
  consultancies: lazyPage('consultancies', () => import('../features/consultancies/ConsultanciesPage')),
  consultancy: lazyPage('consultancy', () => import('../features/consultancies/ConsultancyDetailPage')),
  destination: lazyPage('destination', () => import('../features/destinations/DestinationPage')),
  exam: lazyPage('exam', () => import('../features/exams/ExamPage')),
  blog: lazyPage('blog', () => import('../features/blog/BlogListPage')),
  blogArticle: lazyPage('blog-article', () => import('../features/blog/BlogArticlePage')),
  faqs: lazyPage('faqs', () => import('../features/info/FaqsPage')),
  terms: lazyPage('terms', () => import('../features/info/TermsPage')),
  privacy: lazyPage('privacy', () => import('../features/info/PrivacyPage')),
  importantLinks: lazyPage('important-links', () => import('../features/info/ImportantLinksPage')),
  scholarships: lazyPage('scholarships', () => import('../features/info/ScholarshipsPage')),
  advertise: lazyPage('advertise', () => import('../features/info/AdvertisePage')),
  featured: lazyPage('featured', () => import('../features/info/FeaturedPage')),
  events: lazyPage('events', () => import('../features/info/EventsPage')),
  adminArea: lazyPage('admin-area', () => import('./AdminArea')),
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
  adminMessages: lazyPage('admin-messages', () => import('../features/admin/MessagesPage')),
};
