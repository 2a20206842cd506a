import type { BulkResource } from '../domain/bulk';
import { DESTINATIONS, EXAMS, type DestinationSlug, type ExamSlug } from '../domain/catalog';
import { REVIEW_PAGE_PATH } from '../domain/reviewPath';

/** Every path of the app (Routes in docs/behaviours.md), and functions that build the ones with parameters. */
export const ROUTES = {
  home: '/',
  contact: '/contact',
  consultation: '/consultation',
  consultationStatus: '/consultation/status',
  consultationReview: REVIEW_PAGE_PATH,
  services: '/services',
  courses: '/courses',
  universities: '/universities',
  consultancies: '/consultancies',
  consultancy: '/consultancies/:id',
  destination: '/destinations/:slug',
  exam: '/exam/:slug',
  blog: '/blog',
  blogArticle: '/blog/:id',
  faqs: '/faqs',
  terms: '/terms',
  howWeVerify: '/how-we-verify',
  privacy: '/privacy',
  importantLinks: '/important-links',
  compare: '/compare',
  shortlist: '/shortlist',
  costPlanner: '/cost-planner',
  // Further pages, some of them linked from the footer.
  scholarships: '/scholarships',
  testPreparation: '/test-preparation',
  visaAssistance: '/visa-assistance',
  careerCounseling: '/career-counseling',
  events: '/events',
  login: '/login',
  register: '/register',
  profile: '/profile',
  notFound: '/404',
  // Linked from the footer.
  advertise: '/advertise',
  featured: '/featured',
  // Auth placeholders.
  authLogin: '/auth/login',
  authRegister: '/auth/register',
  // Admin.
  adminLogin: '/admin/login',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminBlogs: '/admin/blogs',
  adminBlogNew: '/admin/blogs/new',
  adminBlogEdit: '/admin/blogs/edit/:id',
  adminUniversities: '/admin/universities',
  adminUniversityNew: '/admin/universities/new',
  adminUniversityEdit: '/admin/universities/edit/:id',
  adminConsultancies: '/admin/consultancies',
  adminConsultancyNew: '/admin/consultancies/new',
  adminConsultancyEdit: '/admin/consultancies/edit/:id',
  adminCourses: '/admin/courses',
  adminCourseNew: '/admin/courses/new',
  adminCourseEdit: '/admin/courses/edit/:id',
  adminConsultations: '/admin/consultations',
  adminConsultation: '/admin/consultations/:id',
  adminMessages: '/admin/messages',
  adminReviews: '/admin/reviews',
  adminReports: '/admin/reports',
  adminFacts: '/admin/facts',
  adminFactNew: '/admin/facts/new',
  adminFactEdit: '/admin/facts/edit/:id',
  adminRates: '/admin/exchange-rates',
  adminCorrections: '/admin/corrections',
  adminSettings: '/admin/settings',
  adminPassword: '/admin/password',
  adminImport: '/admin/import/:resource',
} as const;

export const paths = {
  consultancy: (id: number | string) => `/consultancies/${id}`,
  consultancySearch: (text: string) => `/consultancies?search=${encodeURIComponent(text)}`,
  consultancyCategory: (category: string) => `/consultancies?category=${encodeURIComponent(category)}`,
  destination: (slug: DestinationSlug) => `/destinations/${slug}`,
  exam: (slug: ExamSlug) => `/exam/${slug}`,
  blogArticle: (id: number | string) => `/blog/${id}`,
  /** A university's or a course's details, opened on its list page. */
  universityDetail: (id: number) => `/universities?id=${id}`,
  courseDetail: (id: number) => `/courses?id=${id}`,
  /** The shareable comparison of these consultancies, in this order. */
  compare: (ids: readonly number[]) => (ids.length ? `/compare?ids=${ids.join(',')}` : '/compare'),
  consultation: (consultancyId?: number) => (consultancyId === undefined ? ROUTES.consultation : `/consultation?consultancy=${consultancyId}`),
  /** The status lookup, with a booking's reference filled in. */
  consultationStatus: (reference?: string) =>
    reference ? `${ROUTES.consultationStatus}?reference=${encodeURIComponent(reference)}` : ROUTES.consultationStatus,
  /** One booking in the admin (where the team's e-mail about a new booking leads). */
  adminBooking: (id: number | string) => `/admin/consultations/${id}`,
  adminEdit: (entity: 'blogs' | 'universities' | 'consultancies' | 'courses' | 'facts', id: number | string) => `/admin/${entity}/edit/${id}`,
  /** The CSV import of consultancies, universities or courses. */
  adminImport: (resource: BulkResource) => `/admin/import/${resource}`,
  /** The admin's facts list showing only those due for review. */
  adminFactsDue: () => '/admin/facts?due=true',
  /** The study-cost planner with a destination chosen. */
  costPlanner: (destination?: DestinationSlug) => (destination ? `/cost-planner?destination=${destination}` : '/cost-planner'),
  adminLoginNext: (next: string) => `/admin/login?next=${encodeURIComponent(next)}`,
} as const;

export const DESTINATION_PATHS = DESTINATIONS.map((d) => paths.destination(d));
export const EXAM_PATHS = EXAMS.map((e) => paths.exam(e));

/** A text of the interface: its catalog id and its English wording (src/locales has its translations). */
export interface Message {
  id: string;
  message: string;
}

export interface NavItem {
  name: string;
  href: string;
  /** The link's text in the message catalogs (its English wording is `name`). */
  label: Message;
}

/** A link whose text is a message: its name is the message's English wording. */
const navItem = (label: Message, href: string): NavItem => ({ name: label.message, href, label });

/** Header navigation. */
export const NAV_ITEMS: readonly NavItem[] = [
  navItem(/*i18n*/ { id: 'nav.home', message: 'Home' }, ROUTES.home),
  navItem(/*i18n*/ { id: 'nav.universities', message: 'Universities' }, ROUTES.universities),
  navItem(/*i18n*/ { id: 'nav.courses', message: 'Courses' }, ROUTES.courses),
  navItem(/*i18n*/ { id: 'nav.consultancies', message: 'Consultancies' }, ROUTES.consultancies),
  navItem(/*i18n*/ { id: 'nav.blogs', message: 'Blogs' }, ROUTES.blog),
  navItem(/*i18n*/ { id: 'nav.contact', message: 'Contact Us' }, ROUTES.contact),
];

/** Home is active only on an exact match; the others on their path or a path under it. */
export function isNavItemActive(href: string, pathname: string): boolean {
  if (href === ROUTES.home) return pathname === ROUTES.home;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The footer's groups of links, each under its heading. */
export const FOOTER_LINKS: ReadonlyArray<{ heading: Message; links: readonly NavItem[] }> = [
  {
    heading: /*i18n*/ { id: 'footer.quickLinks', message: 'Quick Links' },
    links: [
      navItem(/*i18n*/ { id: 'footer.universities', message: 'Universities' }, ROUTES.universities),
      navItem(/*i18n*/ { id: 'footer.importantLinks', message: 'Important Links' }, ROUTES.importantLinks),
      navItem(/*i18n*/ { id: 'footer.courses', message: 'Courses' }, ROUTES.courses),
      navItem(/*i18n*/ { id: 'footer.consultancies', message: 'Consultancies' }, ROUTES.consultancies),
      navItem(/*i18n*/ { id: 'footer.scholarships', message: 'Scholarships' }, ROUTES.scholarships),
    ],
  },
  {
    heading: /*i18n*/ { id: 'footer.services', message: 'Services' },
    links: [
      navItem(/*i18n*/ { id: 'footer.admin', message: 'Admin' }, ROUTES.adminLogin),
      navItem(/*i18n*/ { id: 'footer.ourServices', message: 'Our Services' }, ROUTES.services),
      navItem(/*i18n*/ { id: 'footer.advertise', message: 'Advertise with Us' }, ROUTES.advertise),
      navItem(/*i18n*/ { id: 'footer.contact', message: 'Contact Us' }, ROUTES.contact),
    ],
  },
  {
    heading: /*i18n*/ { id: 'footer.resources', message: 'Resources' },
    links: [
      navItem(/*i18n*/ { id: 'footer.featured', message: 'Featured' }, ROUTES.featured),
      navItem(/*i18n*/ { id: 'footer.blog', message: 'Blog' }, ROUTES.blog),
      navItem(/*i18n*/ { id: 'footer.faqs', message: 'FAQs' }, ROUTES.faqs),
      navItem(/*i18n*/ { id: 'footer.howWeVerify', message: 'How We Verify' }, ROUTES.howWeVerify),
      navItem(/*i18n*/ { id: 'footer.privacy', message: 'Privacy Policy' }, ROUTES.privacy),
      navItem(/*i18n*/ { id: 'footer.terms', message: 'Terms of Use' }, ROUTES.terms),
    ],
  },
];

/** Paths inside this app that a sign-in may return to (no open redirect). */
export function isSafeNextPath(next: string | null | undefined): next is string {
  if (!next) return false;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return false;
  if ([...next].some((c) => c.charCodeAt(0) < 32)) return false;
  return next.startsWith('/admin') && !next.startsWith(ROUTES.adminLogin);
}

/**
 * Every path, for a Switch's last route. A route without a path is wouter's `*`, whose `.*` stops at a
 * line break: a path with an encoded one (`/x%0A`) matched no route, and the page rendered blank.
 */
export const ANY_PATH = /^[\s\S]*$/;
