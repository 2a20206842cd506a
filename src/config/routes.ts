import { DESTINATIONS, EXAMS, type DestinationSlug, type ExamSlug } from '../domain/catalog';

/** Every path of the app (Routes in docs/behaviours.md), and functions that build the ones with parameters. */
export const ROUTES = {
  home: '/',
  contact: '/contact',
  consultation: '/consultation',
  consultationStatus: '/consultation/status',
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
  adminFacts: '/admin/facts',
  adminFactNew: '/admin/facts/new',
  adminFactEdit: '/admin/facts/edit/:id',
  adminRates: '/admin/exchange-rates',
  adminSettings: '/admin/settings',
  adminPassword: '/admin/password',
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
  consultation: (consultancyId?: number) =>
    consultancyId === undefined ? ROUTES.consultation : `/consultation?consultancy=${consultancyId}`,
  /** The status lookup, with a booking's reference filled in. */
  consultationStatus: (reference?: string) =>
    reference ? `${ROUTES.consultationStatus}?reference=${encodeURIComponent(reference)}` : ROUTES.consultationStatus,
  /** One booking in the admin (where the team's e-mail about a new booking leads). */
  adminBooking: (id: number | string) => `/admin/consultations/${id}`,
  adminEdit: (entity: 'blogs' | 'universities' | 'consultancies' | 'courses' | 'facts', id: number | string) =>
    `/admin/${entity}/edit/${id}`,
  /** The admin's facts list showing only those due for review. */
  adminFactsDue: () => '/admin/facts?due=true',
  /** The study-cost planner with a destination chosen. */
  costPlanner: (destination?: DestinationSlug) => (destination ? `/cost-planner?destination=${destination}` : '/cost-planner'),
  adminLoginNext: (next: string) => `/admin/login?next=${encodeURIComponent(next)}`,
} as const;

export const DESTINATION_PATHS = DESTINATIONS.map((d) => paths.destination(d));
export const EXAM_PATHS = EXAMS.map((e) => paths.exam(e));

export interface NavItem {
  name: string;
  href: string;
}

/** Header navigation. */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: 'Home', href: ROUTES.home },
  { name: 'Universities', href: ROUTES.universities },
  { name: 'Courses', href: ROUTES.courses },
  { name: 'Consultancies', href: ROUTES.consultancies },
  { name: 'Blogs', href: ROUTES.blog },
  { name: 'Contact Us', href: ROUTES.contact },
];

/** Home is active only on an exact match; the others on their path or a path under it. */
export function isNavItemActive(href: string, pathname: string): boolean {
  if (href === ROUTES.home) return pathname === ROUTES.home;
  return pathname === href || pathname.startsWith(`${href}/`);
}

export const FOOTER_LINKS = {
  'Quick Links': [
    { name: 'Universities', href: ROUTES.universities },
    { name: 'Important Links', href: ROUTES.importantLinks },
    { name: 'Courses', href: ROUTES.courses },
    { name: 'Consultancies', href: ROUTES.consultancies },
    { name: 'Scholarships', href: ROUTES.scholarships },
  ],
  Services: [
    { name: 'Admin', href: ROUTES.adminLogin },
    { name: 'Our Services', href: ROUTES.services },
    { name: 'Advertise with Us', href: ROUTES.advertise },
    { name: 'Contact Us', href: ROUTES.contact },
  ],
  Resources: [
    { name: 'Featured', href: ROUTES.featured },
    { name: 'Blog', href: ROUTES.blog },
    { name: 'FAQs', href: ROUTES.faqs },
    { name: 'How We Verify', href: ROUTES.howWeVerify },
    { name: 'Privacy Policy', href: ROUTES.privacy },
    { name: 'Terms of Use', href: ROUTES.terms },
  ],
} as const satisfies Record<string, readonly NavItem[]>;

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
