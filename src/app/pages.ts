import { lazyPage } from './lazyPage';
import { pageImports, type PageKey } from './pageImports';
import { loadPageMessages } from './i18n';
import type { PageModule } from './pageModule';

/** A page's chunk with its texts: the catalogs it needs come with it (i18n.ts). */
const withTexts = (page: PageKey) => (): Promise<PageModule> => Promise.all([pageImports[page](), loadPageMessages(page)]).then(([mod]) => mod);

/**
 * Every page, each its own chunk, loaded on demand through the page-loader statechart.
 * The chunk id names the page in the reload marker. The pages inside the admin area are in
 * adminPages.ts, reached only through the admin area's own chunk (never in a public page's first load).
 */
export const pages = {
  home: lazyPage('home', withTexts('home')),
  contact: lazyPage('contact', withTexts('contact')),
  consultation: lazyPage('consultation', withTexts('consultation')),
  consultationStatus: lazyPage('consultationStatus', withTexts('consultationStatus')),
  consultationReview: lazyPage('consultation-review', withTexts('consultationReview')),
  services: lazyPage('services', withTexts('services')),
  serviceDetail: lazyPage('service-detail', withTexts('serviceDetail')),
  courses: lazyPage('courses', withTexts('courses')),
  universities: lazyPage('universities', withTexts('universities')),
  consultancies: lazyPage('consultancies', withTexts('consultancies')),
  consultancy: lazyPage('consultancy', withTexts('consultancy')),
  destination: lazyPage('destination', withTexts('destination')),
  exam: lazyPage('exam', withTexts('exam')),
  blog: lazyPage('blog', withTexts('blog')),
  blogArticle: lazyPage('blog-article', withTexts('blogArticle')),
  faqs: lazyPage('faqs', withTexts('faqs')),
  terms: lazyPage('terms', withTexts('terms')),
  howWeVerify: lazyPage('how-we-verify', withTexts('howWeVerify')),
  privacy: lazyPage('privacy', withTexts('privacy')),
  importantLinks: lazyPage('important-links', withTexts('importantLinks')),
  costPlanner: lazyPage('cost-planner', withTexts('costPlanner')),
  scholarships: lazyPage('scholarships', withTexts('scholarships')),
  advertise: lazyPage('advertise', withTexts('advertise')),
  featured: lazyPage('featured', withTexts('featured')),
  events: lazyPage('events', withTexts('events')),
  compare: lazyPage('compare', withTexts('compare')),
  shortlist: lazyPage('shortlist', withTexts('shortlist')),
  adminArea: lazyPage('admin-area', withTexts('adminArea')),
};
