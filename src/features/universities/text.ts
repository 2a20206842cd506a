import { listKitText } from '../../data/catalogueText';

/** The universities page's own texts (the catalogue lists' shared words: src/features/catalogue/text.ts). */
export const UNIVERSITIES_TEXT = {
  lead: /*i18n*/ { id: 'universities.text.lead', message: 'Search and filter universities; open one to see tuition, intakes and courses.' },
  worldRanking: /*i18n*/ { id: 'universities.text.worldRanking', message: 'World ranking' },
  ranking: /*i18n*/ { id: 'universities.text.ranking', message: '#{rank}' },
  worldRank: /*i18n*/ { id: 'universities.text.worldRank', message: ' · World #{rank}' },
  levels: /*i18n*/ { id: 'universities.text.levels', message: 'Levels' },
  scholarships: /*i18n*/ { id: 'universities.text.scholarships', message: 'Scholarships' },
  available: /*i18n*/ { id: 'universities.text.available', message: 'Available' },
  notListed: /*i18n*/ { id: 'universities.text.notListed', message: 'Not listed' },
  coursesAt: /*i18n*/ { id: 'universities.text.coursesAt', message: 'Courses at {name}' },
  /** A yearly tuition range: "AUD 20,000–30,000 a year". */
  aYear: /*i18n*/ { id: 'universities.text.aYear', message: '{amount} a year' },
  about: /*i18n*/ { id: 'universities.text.about', message: ' (about {npr})' },
};

export const UNIVERSITIES_LIST_TEXT = listKitText({
  filter: /*i18n*/ { id: 'universities.list.filter', message: 'Filter universities' },
  searchLabel: /*i18n*/ { id: 'universities.list.searchLabel', message: 'Search universities' },
  placeholder: /*i18n*/ { id: 'universities.list.placeholder', message: 'Name or city' },
  tuitionFrom: /*i18n*/ { id: 'universities.list.tuitionFrom', message: 'Yearly tuition from (lakh NPR)' },
  tuitionUpTo: /*i18n*/ { id: 'universities.list.tuitionUpTo', message: 'Yearly tuition up to (lakh NPR)' },
  countOne: /*i18n*/ { id: 'universities.list.countOne', message: '1 university' },
  countMany: /*i18n*/ { id: 'universities.list.countMany', message: '{count} universities' },
  loading: /*i18n*/ { id: 'universities.list.loading', message: 'Loading universities…' },
  loadFailed: /*i18n*/ { id: 'universities.list.loadFailed', message: 'We could not load the universities.' },
  empty: /*i18n*/ { id: 'universities.list.empty', message: 'No university matches these filters.' },
  list: /*i18n*/ { id: 'universities.list.list', message: 'Universities' },
  pages: /*i18n*/ { id: 'universities.list.pages', message: 'Universities pages' },
  detailLoading: /*i18n*/ { id: 'universities.list.detailLoading', message: 'Loading the university…' },
  detailNotFound: /*i18n*/ { id: 'universities.list.detailNotFound', message: 'That university was not found.' },
  detailFailed: /*i18n*/ { id: 'universities.list.detailFailed', message: 'We could not load this university.' },
});
