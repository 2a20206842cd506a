import type { Message } from '../../config/routes';
import { BUILT_IN_DIRECTORY_NOTE } from '../../common/useConsultancies';

/** The compare page's own texts. */
export const COMPARE_TEXT = {
  lead: /*i18n*/ {
    id: 'compare.text.lead',
    message: 'Pick up to four consultancies with their “Compare” button, then compare them here. The address of this page can be shared.',
  },
  comparison: /*i18n*/ { id: 'compare.text.comparison', message: 'Comparison' },
  aboutLink: /*i18n*/ { id: 'compare.text.aboutLink', message: 'About this link' },
  nothingYet: /*i18n*/ {
    id: 'compare.text.nothingYet',
    message: 'Nothing to compare yet. Choose consultancies with their “Compare” button on the <0>consultancy list</0>, then open the compare tray.',
  },
  loading: /*i18n*/ { id: 'compare.text.loading', message: 'Loading the consultancies…' },
  loadFailed: /*i18n*/ { id: 'compare.text.loadFailed', message: 'We could not load these consultancies.' },
  tryAgain: /*i18n*/ { id: 'compare.text.tryAgain', message: 'Try again' },
  noneListed: /*i18n*/ {
    id: 'compare.text.noneListedAnyMore',
    message: 'None of the consultancies in this link is listed any more. <0>Browse the consultancy list</0> to choose others.',
  },
  legend: /*i18n*/ { id: 'compare.text.legend', message: 'Rows marked “differs” are where these consultancies are not the same.' },
  onlyOne: /*i18n*/ { id: 'compare.text.onlyOne', message: 'Only one consultancy here: add others from the <0>consultancy list</0> to compare.' },
  sampleNote: /*i18n*/ {
    id: 'compare.text.sampleNote',
    message: 'Records marked “Sample listing” are invented: their names, ratings and figures are illustrative.',
  },
  caption: /*i18n*/ { id: 'compare.text.caption', message: 'Consultancies side by side' },
  comparedOn: /*i18n*/ { id: 'compare.text.comparedOn', message: 'Compared on' },
  remove: /*i18n*/ { id: 'compare.text.remove', message: 'Remove' },
  removeName: /*i18n*/ { id: 'compare.text.removeName', message: 'Remove {name} from this comparison' },
  differs: /*i18n*/ { id: 'compare.text.differs', message: 'differs' },
  none: /*i18n*/ { id: 'compare.text.none', message: 'None listed' },
  notGiven: /*i18n*/ { id: 'compare.text.notGiven', message: 'Not given' },
  branches: /*i18n*/ { id: 'compare.text.branchesCount', message: '{count}: {places}' },
  ratingReviewsOne: /*i18n*/ { id: 'compare.text.ratingReviewsOne', message: '{average} out of 5 from 1 review' },
  ratingReviews: /*i18n*/ { id: 'compare.text.ratingReviews', message: '{average} out of 5 from {count} reviews' },
  ratingSample: /*i18n*/ { id: 'compare.text.ratingSample', message: '{rating} out of 5 (sample rating, invented)' },
  goneOne: /*i18n*/ { id: 'compare.text.goneOne', message: '1 consultancy in the link is no longer listed.' },
  goneMany: /*i18n*/ { id: 'compare.text.goneMany', message: '{count} consultancies in the link are no longer listed.' },
  unreadableOne: /*i18n*/ { id: 'compare.text.unreadableOne', message: '1 entry in the link is not a consultancy id and was left out.' },
  unreadableMany: /*i18n*/ { id: 'compare.text.unreadableMany', message: '{count} entries in the link are not consultancy ids and were left out.' },
  beyondOne: /*i18n*/ { id: 'compare.text.beyondOne', message: 'Only {max} consultancies can be compared at once: 1 more in the link was left out.' },
  beyondMany: /*i18n*/ { id: 'compare.text.beyondMany', message: 'Only {max} consultancies can be compared at once: {count} more in the link were left out.' },
};

/** The rows' labels (COMPARE_ROWS keys them by their English text). */
export const ROW_TEXT = {
  location: /*i18n*/ { id: 'compare.row.location', message: 'Location' },
  established: /*i18n*/ { id: 'compare.row.established', message: 'Established' },
  rating: /*i18n*/ { id: 'compare.row.rating', message: 'Rating' },
  licence: /*i18n*/ { id: 'compare.row.licence', message: 'Licence' },
  destinations: /*i18n*/ { id: 'compare.row.destinations', message: 'Destinations' },
  services: /*i18n*/ { id: 'compare.row.services', message: 'Services' },
  exams: /*i18n*/ { id: 'compare.row.exams', message: 'Exams prepared for' },
  branches: /*i18n*/ { id: 'compare.row.branches', message: 'Branches' },
  successRate: /*i18n*/ { id: 'compare.row.successRate', message: 'Success rate' },
  studentsHelped: /*i18n*/ { id: 'compare.row.studentsHelped', message: 'Students helped' },
};

/** Notices from shared code, by their English text (src/common): shown in the page's language, else as they are. */
export const SHARED_NOTES: Record<string, Message> = {
  [BUILT_IN_DIRECTORY_NOTE]: /*i18n*/ {
    id: 'compare.shared.builtInDirectory',
    message: 'Showing our built-in directory because the server cannot be reached right now.',
  },
};
