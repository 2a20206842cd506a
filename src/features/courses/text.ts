import type { Message } from '../../config/routes';
import { listKitText } from '../../data/catalogueText';

/** The courses page's own texts (the catalogue lists' shared words: src/features/catalogue/text.ts). */
export const COURSES_TEXT = {
  lead: /*i18n*/ { id: 'courses.text.lead', message: 'Filter by country, level and field; open a course for its tuition, intakes and English requirement.' },
  field: /*i18n*/ { id: 'courses.text.field', message: 'Field' },
  allFields: /*i18n*/ { id: 'courses.text.allFields', message: 'All fields' },
  levelAndField: /*i18n*/ { id: 'courses.text.levelAndField', message: 'Level and field' },
  duration: /*i18n*/ { id: 'courses.text.duration', message: 'Duration' },
  englishRequirement: /*i18n*/ { id: 'courses.text.englishRequirement', message: 'English requirement' },
  askUniversity: /*i18n*/ { id: 'courses.text.askUniversity', message: 'Ask the university' },
  aboutUniversity: /*i18n*/ { id: 'courses.text.aboutUniversity', message: 'About the university' },
  oneUniversity: /*i18n*/ { id: 'courses.text.oneUniversity', message: 'Showing courses of one university.' },
  allUniversities: /*i18n*/ { id: 'courses.text.allUniversities', message: 'Show all universities' },
  /** "AUD 30,000 a year (about NPR 22.4 lakh)" */
  aYear: /*i18n*/ { id: 'courses.text.aYear', message: '{amount} a year (about {npr})' },
  forCourse: /*i18n*/ { id: 'courses.text.forCourse', message: '{amount} for the course (about {npr})' },
};

/** The fields of study (the filter's values, as the address and the API write them) as the page's language names them. */
export const FIELD_TEXT: Record<string, Message> = {
  'Information Technology': /*i18n*/ { id: 'courses.field.it', message: 'Information Technology' },
  Business: /*i18n*/ { id: 'courses.field.business', message: 'Business' },
  Engineering: /*i18n*/ { id: 'courses.field.engineering', message: 'Engineering' },
  Nursing: /*i18n*/ { id: 'courses.field.nursing', message: 'Nursing' },
  Hospitality: /*i18n*/ { id: 'courses.field.hospitality', message: 'Hospitality' },
  Accounting: /*i18n*/ { id: 'courses.field.accounting', message: 'Accounting' },
  'Data Science': /*i18n*/ { id: 'courses.field.dataScience', message: 'Data Science' },
  'Public Health': /*i18n*/ { id: 'courses.field.publicHealth', message: 'Public Health' },
};

export const COURSES_LIST_TEXT = listKitText({
  filter: /*i18n*/ { id: 'courses.list.filter', message: 'Filter courses' },
  searchLabel: /*i18n*/ { id: 'courses.list.searchLabel', message: 'Search courses' },
  placeholder: /*i18n*/ { id: 'courses.list.placeholder', message: 'Course title' },
  tuitionFrom: /*i18n*/ { id: 'courses.list.tuitionFrom', message: 'Tuition from (lakh NPR)' },
  tuitionUpTo: /*i18n*/ { id: 'courses.list.tuitionUpTo', message: 'Tuition up to (lakh NPR)' },
  countOne: /*i18n*/ { id: 'courses.list.countOne', message: '1 course' },
  countMany: /*i18n*/ { id: 'courses.list.countMany', message: '{count} courses' },
  loading: /*i18n*/ { id: 'courses.list.loading', message: 'Loading courses…' },
  loadFailed: /*i18n*/ { id: 'courses.list.loadFailed', message: 'We could not load the courses.' },
  empty: /*i18n*/ { id: 'courses.list.empty', message: 'No course matches these filters.' },
  list: /*i18n*/ { id: 'courses.list.list', message: 'Courses' },
  pages: /*i18n*/ { id: 'courses.list.pages', message: 'Courses pages' },
  detailLoading: /*i18n*/ { id: 'courses.list.detailLoading', message: 'Loading the course…' },
  detailNotFound: /*i18n*/ { id: 'courses.list.detailNotFound', message: 'That course was not found.' },
  detailFailed: /*i18n*/ { id: 'courses.list.detailFailed', message: 'We could not load this course.' },
});
