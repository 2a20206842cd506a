import type { PageModule } from './pageModule';

/**
 * How each page's chunk is fetched: plain dynamic imports, nothing else, so that the entry can
 * start the current page's chunk before React and the rest of the app have arrived.
 */
export const pageImports = {
  home: () => import('../features/home/HomePage'),
  contact: () => import('../features/contact/ContactPage'),
  consultation: () => import('../features/booking/ConsultationPage'),
  consultationStatus: () => import('../features/booking/BookingStatusPage'),
  consultationReview: () => import('../features/booking/ReviewPage'),
  services: () => import('../features/services/ServicesPage'),
  serviceDetail: () => import('../features/services/ServiceDetailPage'),
  courses: () => import('../features/courses/CoursesPage'),
  universities: () => import('../features/universities/UniversitiesPage'),
  consultancies: () => import('../features/consultancies/ConsultanciesPage'),
  consultancy: () => import('../features/consultancies/ConsultancyDetailPage'),
  destination: () => import('../features/destinations/DestinationPage'),
  exam: () => import('../features/exams/ExamPage'),
  blog: () => import('../features/blog/BlogListPage'),
  blogArticle: () => import('../features/blog/BlogArticlePage'),
  faqs: () => import('../features/info/FaqsPage'),
  terms: () => import('../features/info/TermsPage'),
  howWeVerify: () => import('../features/info/HowWeVerifyPage'),
  privacy: () => import('../features/info/PrivacyPage'),
  importantLinks: () => import('../features/info/ImportantLinksPage'),
  costPlanner: () => import('../features/cost-planner/CostPlannerPage'),
  scholarships: () => import('../features/info/ScholarshipsPage'),
  advertise: () => import('../features/info/AdvertisePage'),
  featured: () => import('../features/info/FeaturedPage'),
  events: () => import('../features/info/EventsPage'),
  compare: () => import('../features/compare/ComparePage'),
  shortlist: () => import('../features/shortlist/ShortlistPage'),
  adminArea: () => import('./AdminArea'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageKey = keyof typeof pageImports;
