import { adminPages } from './adminPages';
import { lazyPage } from './lazyPage';
import { pageImports } from './pageImports';

/**
 * Every page, each its own chunk, loaded on demand through the page-loader statechart.
 * The chunk id names the page in the reload marker.
 */
export const pages = {
  home: lazyPage('home', pageImports.home),
  contact: lazyPage('contact', pageImports.contact),
  consultation: lazyPage('consultation', pageImports.consultation),
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
  privacy: lazyPage('privacy', pageImports.privacy),
  importantLinks: lazyPage('important-links', pageImports.importantLinks),
  costPlanner: lazyPage('cost-planner', pageImports.costPlanner),
  scholarships: lazyPage('scholarships', pageImports.scholarships),
  advertise: lazyPage('advertise', pageImports.advertise),
  featured: lazyPage('featured', pageImports.featured),
  events: lazyPage('events', pageImports.events),
  adminArea: lazyPage('admin-area', pageImports.adminArea),
  ...adminPages,
};
