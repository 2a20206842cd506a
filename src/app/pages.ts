import { lazyPage } from './lazyPage';
import { pageImports } from './pageImports';

/**
 * Every page, each its own chunk, loaded on demand through the page-loader statechart.
 * The chunk id names the page in the reload marker. The pages inside the admin area are in
 * adminPages.ts, reached only through the admin area's own chunk (never in a public page's first load).
 */
export const pages = {
  home: lazyPage('home', pageImports.home),
  contact: lazyPage('contact', pageImports.contact),
  consultation: lazyPage('consultation', pageImports.consultation),
  consultationStatus: lazyPage('consultationStatus', pageImports.consultationStatus),
  consultationReview: lazyPage('consultation-review', pageImports.consultationReview),
  services: lazyPage('services', pageImports.services),
  serviceDetail: lazyPage('service-detail', pageImports.serviceDetail),
  courses: lazyPage('courses', pageImports.courses),
  universities: lazyPage('universities', pageImports.universities),
  consultancies: lazyPage('consultancies', pageImports.consultancies),
  consultancy: lazyPage('consultancy', pageImports.consultancy),
  destination: lazyPage('destination', pageImports.destination),
  exam: lazyPage('exam', pageImports.exam),
  blog: lazyPage('blog', pageImports.blog),
  blogArticle: lazyPage('blog-article', pageImports.blogArticle),
  faqs: lazyPage('faqs', pageImports.faqs),
  terms: lazyPage('terms', pageImports.terms),
  howWeVerify: lazyPage('how-we-verify', pageImports.howWeVerify),
  privacy: lazyPage('privacy', pageImports.privacy),
  importantLinks: lazyPage('important-links', pageImports.importantLinks),
  costPlanner: lazyPage('cost-planner', pageImports.costPlanner),
  scholarships: lazyPage('scholarships', pageImports.scholarships),
  advertise: lazyPage('advertise', pageImports.advertise),
  featured: lazyPage('featured', pageImports.featured),
  events: lazyPage('events', pageImports.events),
  compare: lazyPage('compare', pageImports.compare),
  shortlist: lazyPage('shortlist', pageImports.shortlist),
  adminArea: lazyPage('admin-area', pageImports.adminArea),
};
