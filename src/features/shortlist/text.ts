/** The shortlist page's own texts. */
export const SHORTLIST_TEXT = {
  lead: /*i18n*/ { id: 'shortlist.text.lead', message: 'Kept in this browser only (no account): another browser or device has its own shortlist.' },
  savedItems: /*i18n*/ { id: 'shortlist.text.savedItems', message: 'Saved items' },
  reading: /*i18n*/ { id: 'shortlist.text.reading', message: 'Reading your shortlist…' },
  empty: /*i18n*/ {
    id: 'shortlist.text.empty',
    message: 'Your shortlist is empty. Use the “Save” button on <0>consultancies</0>, <1>universities</1> and <2>courses</2> to keep them here.',
  },
  totalOne: /*i18n*/ { id: 'shortlist.text.totalOne', message: '1 saved item' },
  totalMany: /*i18n*/ { id: 'shortlist.text.totalMany', message: '{count} saved items' },
  checkFailed: /*i18n*/ { id: 'shortlist.text.checkFailed', message: 'We could not check whether these are still listed:' },
  consultancies: /*i18n*/ { id: 'shortlist.text.consultancies', message: 'Consultancies' },
  universities: /*i18n*/ { id: 'shortlist.text.universities', message: 'Universities' },
  courses: /*i18n*/ { id: 'shortlist.text.courses', message: 'Courses' },
  group: /*i18n*/ { id: 'shortlist.text.group', message: '{heading} ({count})' },
  noLongerListed: /*i18n*/ { id: 'shortlist.text.noLongerListed', message: 'no longer listed' },
  remove: /*i18n*/ { id: 'shortlist.text.remove', message: 'Remove' },
  removeName: /*i18n*/ { id: 'shortlist.text.removeName', message: 'Remove {name} from my shortlist' },
};
