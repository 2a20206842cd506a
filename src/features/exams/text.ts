/** The exam guides' own texts (each exam's are in src/data/exams.ts). */
export const EXAM_TEXT = {
  whatFor: /*i18n*/ { id: 'exam.text.whatFor', message: 'What it is for' },
  format: /*i18n*/ { id: 'exam.text.format', message: 'Format:' },
  totalTime: /*i18n*/ { id: 'exam.text.totalTime', message: 'Total time:' },
  /** The mark that ends a sentence made of a label and a fact ("Total time: About 2 hours."). */
  end: /*i18n*/ { id: 'exam.text.end', message: '.' },
  sections: /*i18n*/ { id: 'exam.text.sections', message: 'Sections and timing' },
  scores: /*i18n*/ { id: 'exam.text.scores', message: 'Scores' },
  typical: /*i18n*/ { id: 'exam.text.typical', message: 'What universities usually ask for' },
  validity: /*i18n*/ { id: 'exam.text.validity', message: 'Score validity:' },
  fromNepal: /*i18n*/ { id: 'exam.text.fromNepal', message: 'Taking it from Nepal' },
  fee: /*i18n*/ { id: 'exam.text.fee', message: 'Fee:' },
  register: /*i18n*/ { id: 'exam.text.register', message: 'Register on the official site' },
  preparers: /*i18n*/ { id: 'exam.text.preparers', message: 'Consultancies that prepare for {exam}' },
  preparersList: /*i18n*/ { id: 'exam.text.preparersList', message: 'Consultancies preparing for {exam}' },
  noPreparers: /*i18n*/ { id: 'exam.text.noPreparers', message: 'No consultancy in our directory lists {exam} preparation yet.' },
  browseAll: /*i18n*/ { id: 'exam.text.browseAll', message: 'Browse the whole directory' },
  otherExams: /*i18n*/ { id: 'exam.text.otherExams', message: 'Other exams' },
  advice: /*i18n*/ { id: 'exam.text.advice', message: 'Get free advice on which test to take' },
};
