import type { Message } from '../../config/routes';
import type { LicenceCheckMethod } from '../../domain/licence';
import type { CategoryKey, ConsultancySort, FacetName } from '../../domain/directoryQuery';
import { useT } from '../../ui/i18n';
import { useRecordLang, type Shown } from '../../ui/recordText';

/** The note above the built-in directory when the server cannot be reached: one text with the home page's list. */
export { BUILT_IN_DIRECTORY_TEXT } from '../../common/useConsultancies';

/** The directory's own texts (/consultancies). */

export const DIRECTORY_TEXT = {
  lead: /*i18n*/ {
    id: 'consultancies.text.lead',
    message: 'Education consultancies across Nepal: compare where they send students, what they offer, and how students rate them.',
  },
  results: /*i18n*/ { id: 'consultancies.text.results', message: 'Results' },
  filterForm: /*i18n*/ { id: 'consultancies.text.filterForm', message: 'Filter consultancies' },
  searchLabel: /*i18n*/ { id: 'consultancies.text.searchLabel', message: 'Search by name, place or destination' },
  verifiedOnly: /*i18n*/ { id: 'consultancies.text.verifiedOnly', message: 'Verified only' },
  verifiedOnlyCount: /*i18n*/ { id: 'consultancies.text.verifiedOnlyCount', message: 'Verified only ({count})' },
  sortBy: /*i18n*/ { id: 'consultancies.text.sortBy', message: 'Sort by' },
  show: /*i18n*/ { id: 'consultancies.text.show', message: 'Show consultancies' },
  pages: /*i18n*/ { id: 'consultancies.text.pages', message: 'Consultancy pages' },
  previous: /*i18n*/ { id: 'consultancies.text.previous', message: 'Previous page' },
  next: /*i18n*/ { id: 'consultancies.text.next', message: 'Next page' },
  pageN: /*i18n*/ { id: 'consultancies.text.pageN', message: 'Page {page}' },
  one: /*i18n*/ { id: 'consultancies.text.one', message: '1 consultancy' },
  many: /*i18n*/ { id: 'consultancies.text.many', message: '{count} consultancies' },
  loosenSearch: /*i18n*/ { id: 'consultancies.text.loosenSearch', message: 'Search everything, not only “{search}”' },
  loosenCategory: /*i18n*/ { id: 'consultancies.text.loosenCategory', message: 'Any service, not only {category}' },
  loosenFacet: /*i18n*/ { id: 'consultancies.text.loosenFacet', message: '{filter}: any, not only {value}{count}' },
  loosenVerified: /*i18n*/ { id: 'consultancies.text.loosenVerified', message: 'Include consultancies not yet verified{count}' },
  noMatch: /*i18n*/ { id: 'consultancies.text.noMatch', message: 'No consultancy matches these filters.' },
  loosenOne: /*i18n*/ { id: 'consultancies.text.loosenOne', message: 'Loosen one of them:' },
  clearAll: /*i18n*/ { id: 'consultancies.text.clearAll', message: 'Clear the filters and see all consultancies' },
  filteredBy: /*i18n*/ { id: 'consultancies.text.filteredBy', message: 'Filtered by:' },
  unknownCategory: /*i18n*/ { id: 'consultancies.text.unknownCategory', message: 'unknown category “{category}” (ignored)' },
  clearFilters: /*i18n*/ { id: 'consultancies.text.clearFilters', message: 'Clear filters' },
  loading: /*i18n*/ { id: 'consultancies.text.loading', message: 'Loading consultancies…' },
  loadFailed: /*i18n*/ { id: 'consultancies.text.loadFailed', message: 'We could not load the consultancies: {error}' },
  tryAgain: /*i18n*/ { id: 'consultancies.text.tryAgain', message: 'Try again' },
  matching: /*i18n*/ { id: 'consultancies.text.matching', message: ' matching “{search}”' },
  offering: /*i18n*/ { id: 'consultancies.text.offering', message: ' offering {category}' },
  pageOf: /*i18n*/ { id: 'consultancies.text.pageOf', message: ', page {page} of {pages}' },
  highlighted: /*i18n*/ { id: 'consultancies.text.highlighted', message: 'Highlighted: {name}, {location}' },
  noSuchPage: /*i18n*/ { id: 'consultancies.text.noSuchPage', message: 'There is no page {page}: the list has {pages}.' },
  lastPage: /*i18n*/ { id: 'consultancies.text.lastPage', message: 'Go to the last page' },
  notSure: /*i18n*/ { id: 'consultancies.text.notSure', message: 'Not sure which to choose? <0>Book a free consultation</0> and we will help.' },
};

/** The filters' names and their "all" choices, by the filter's address name (src/domain/directoryQuery.ts keeps the English). */
export const FACET_TEXT: Record<FacetName, { label: Message; all: Message }> = {
  destination: {
    label: /*i18n*/ { id: 'consultancies.facet.destination', message: 'Destination' },
    all: /*i18n*/ { id: 'consultancies.facet.destination.all', message: 'All destinations' },
  },
  city: {
    label: /*i18n*/ { id: 'consultancies.facet.city', message: 'City or district' },
    all: /*i18n*/ { id: 'consultancies.facet.city.all', message: 'Anywhere in Nepal' },
  },
  exam: {
    label: /*i18n*/ { id: 'consultancies.facet.exam', message: 'Exam preparation' },
    all: /*i18n*/ { id: 'consultancies.facet.exam.all', message: 'Any or none' },
  },
  service: {
    label: /*i18n*/ { id: 'consultancies.facet.service', message: 'Service' },
    all: /*i18n*/ { id: 'consultancies.facet.service.all', message: 'Any service' },
  },
};

/** The orders, by their address value. */
export const SORT_TEXT: Record<ConsultancySort, Message> = {
  rating: /*i18n*/ { id: 'consultancies.sort.rating', message: 'Rating (highest first)' },
  name: /*i18n*/ { id: 'consultancies.sort.name', message: 'Name (A to Z)' },
  newest: /*i18n*/ { id: 'consultancies.sort.newest', message: 'Newest listed first' },
};

/** The quick categories, by their address value. */
export const CATEGORY_TEXT: Record<CategoryKey, Message> = {
  universities: /*i18n*/ { id: 'consultancies.category.universities', message: 'University admissions' },
  courses: /*i18n*/ { id: 'consultancies.category.courses', message: 'Course counselling' },
  scholarships: /*i18n*/ { id: 'consultancies.category.scholarships', message: 'Scholarship guidance' },
};

/** A consultancy's card in the directory. */
export const CARD_TEXT = {
  branches: /*i18n*/ { id: 'consultancy.card.branches', message: 'Branches in {cities}' },
  destinations: /*i18n*/ { id: 'consultancy.card.destinations', message: 'Destinations' },
  students: /*i18n*/ { id: 'consultancy.card.students', message: '{count} students helped' },
  success: /*i18n*/ { id: 'consultancy.card.success', message: '{rate} success rate' },
  detailsOf: /*i18n*/ { id: 'consultancy.card.detailsOf', message: 'Details of {name}, {location}' },
  viewDetails: /*i18n*/ { id: 'consultancy.card.viewDetails', message: 'View details' },
  bookWith: /*i18n*/ { id: 'consultancy.card.bookWith', message: 'Book a free consultation with {name}, {location}' },
  bookSample: /*i18n*/ {
    id: 'consultancy.card.bookSample',
    message: 'Book a free consultation with our counsellors ({name} is a sample listing, not a real consultancy)',
  },
  book: /*i18n*/ { id: 'consultancy.card.book', message: 'Book a free consultation' },
};

/** A consultancy's page. */
export const DETAIL_TEXT = {
  licenceDetails: /*i18n*/ {
    id: 'consultancy.text.licenceDetails',
    message: 'No. {number}, issued by {authority}, valid until {date}. How it was checked: {method}',
  },
  source: /*i18n*/ { id: 'consultancy.text.source', message: 'source' },
  destinations: /*i18n*/ { id: 'consultancy.text.destinations', message: 'Destinations' },
  services: /*i18n*/ { id: 'consultancy.text.services', message: 'Services' },
  testPreparation: /*i18n*/ { id: 'consultancy.text.testPreparation', message: 'Test preparation' },
  highlights: /*i18n*/ { id: 'consultancy.text.highlights', message: 'Highlights' },
  missionVision: /*i18n*/ { id: 'consultancy.text.missionVision', message: 'Mission and vision' },
  mission: /*i18n*/ { id: 'consultancy.text.mission', message: 'Mission:' },
  vision: /*i18n*/ { id: 'consultancy.text.vision', message: 'Vision:' },
  branches: /*i18n*/ { id: 'consultancy.text.branches', message: 'Branches' },
  ownLicence: /*i18n*/ { id: 'consultancy.text.ownLicence', message: 'Its own licence:' },
  noOwnLicence: /*i18n*/ { id: 'consultancy.text.noOwnLicence', message: 'No licence of its own on record.' },
  districts: /*i18n*/ { id: 'consultancy.text.districts', message: 'Districts covered' },
  atAGlance: /*i18n*/ { id: 'consultancy.text.atAGlance', message: 'At a glance' },
  rating: /*i18n*/ { id: 'consultancy.text.rating', message: 'Rating' },
  licence: /*i18n*/ { id: 'consultancy.text.licence', message: 'Licence' },
  experience: /*i18n*/ { id: 'consultancy.text.experience', message: 'Experience' },
  studentsHelped: /*i18n*/ { id: 'consultancy.text.studentsHelped', message: 'Students helped' },
  successRate: /*i18n*/ { id: 'consultancy.text.successRate', message: 'Success rate' },
  established: /*i18n*/ { id: 'consultancy.text.established', message: 'Established' },
  address: /*i18n*/ { id: 'consultancy.text.address', message: 'Address' },
  phone: /*i18n*/ { id: 'consultancy.text.phone', message: 'Phone' },
  email: /*i18n*/ { id: 'consultancy.text.email', message: 'E-mail' },
  website: /*i18n*/ { id: 'consultancy.text.website', message: 'Website' },
  facebook: /*i18n*/ { id: 'consultancy.text.facebook', message: 'Facebook' },
  instagram: /*i18n*/ { id: 'consultancy.text.instagram', message: 'Instagram' },
  facebookPage: /*i18n*/ { id: 'consultancy.text.facebookPage', message: 'Facebook page' },
  instagramProfile: /*i18n*/ { id: 'consultancy.text.instagramProfile', message: 'Instagram profile' },
  book: /*i18n*/ { id: 'consultancy.text.book', message: 'Book a free consultation' },
  beforeYouSign: /*i18n*/ { id: 'consultancy.text.beforeYouSign', message: 'Before you sign' },
  checkLicence: /*i18n*/ {
    id: 'consultancy.text.checkLicence',
    message: 'Check that a consultancy holds a current licence before you pay any fee, and ask for every fee in writing.',
  },
  howWeCheck: /*i18n*/ { id: 'consultancy.text.howWeCheck', message: 'How we check licences' },
  loadFailed: /*i18n*/ { id: 'consultancy.text.loadFailed', message: 'We could not load this consultancy: {error}' },
  tryAgain: /*i18n*/ { id: 'consultancy.text.tryAgain', message: 'Try again' },
  loading: /*i18n*/ { id: 'consultancy.text.loading', message: 'Loading the consultancy…' },
  sampleNote: /*i18n*/ {
    id: 'consultancy.text.sampleNote',
    message:
      "This is a sample listing: an invented consultancy that shows how the directory works. Its rating, figures and contacts are not a real business's.",
  },
  all: /*i18n*/ { id: 'consultancy.text.all', message: '← All consultancies' },
  noticeLabel: /*i18n*/ { id: 'consultancy.text.noticeLabel', message: 'Notice from the Gantavya team' },
  noticeFrom: /*i18n*/ { id: 'consultancy.text.noticeFrom', message: 'Notice from the Gantavya team, {date}:' },
  years: /*i18n*/ { id: 'consultancy.text.years', message: '{years}+ years' },
  /** The mark that ends the licence's sentence. */
  end: /*i18n*/ { id: 'consultancy.text.end', message: '.' },
};

/** How a licence was checked, as the licence's sentence says it (src/domain/licence.ts names them for the admin). */
export const CHECK_METHOD_TEXT: Record<LicenceCheckMethod, Message> = {
  register: /*i18n*/ { id: 'consultancy.checkMethod.register', message: 'register page' },
  document: /*i18n*/ { id: 'consultancy.checkMethod.document', message: 'document seen' },
  phone: /*i18n*/ { id: 'consultancy.checkMethod.phone', message: 'phone call' },
};

/** The reviews on a consultancy's page. */
export const REVIEWS_TEXT = {
  title: /*i18n*/ { id: 'consultancy.reviews.title', message: 'Reviews' },
  who: /*i18n*/ {
    id: 'consultancy.reviews.who',
    message: 'Reviews come only from students who booked a consultation with this consultancy through Gantavya. Our team reads each one before it is shown.',
  },
  loading: /*i18n*/ { id: 'consultancy.reviews.loading', message: 'Loading reviews…' },
  loadFailed: /*i18n*/ { id: 'consultancy.reviews.loadFailed', message: 'We could not load the reviews: {error}' },
  tryAgain: /*i18n*/ { id: 'consultancy.reviews.tryAgain', message: 'Try again' },
  none: /*i18n*/ { id: 'consultancy.reviews.none', message: 'No reviews yet.' },
  rated: /*i18n*/ { id: 'consultancy.reviews.rated', message: 'Rated {rating} out of 5' },
};

/** A record's experience ("12+ years", as the records write it) in the page's language; any other wording as written, marked English. */
export function useExperience() {
  const { t, digits } = useT();
  const lang = useRecordLang();
  return (experience: string): Shown => {
    const years = /^(\d+)\+ years$/.exec(experience);
    return years ? { text: t(DETAIL_TEXT.years, { years: digits(years[1]) }) } : { text: experience, lang };
  };
}
