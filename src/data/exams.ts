import type { ExamName, ExamSlug } from '../domain/catalog';
import type { Sourced } from './facts';

export interface ExamSection {
  name: string;
  timing: string;
  detail: string;
}

/** The parts of an exam guide that are fact records. */
export type ExamPart = 'format' | 'total-time' | 'sections' | 'score-scale' | 'typical-scores' | 'in-nepal' | 'fee' | 'validity';

/** An exam guide; its facts have the exam's month and source unless `partSources` names another for a part. */
export interface Exam extends Sourced {
  partSources?: Partial<Record<ExamPart, Sourced>>;
  slug: ExamSlug;
  /** The name used in the directory's testPreparation. */
  name: ExamName;
  fullName: string;
  purpose: string;
  format: string;
  totalTime: string;
  sections: ExamSection[];
  scoreScale: string;
  typicalScores: string[];
  inNepal: string[];
  fee: string;
  validity: string;
  registerUrl: string;
}

export const EXAM_DETAILS: Record<ExamSlug, Exam> = {
  ielts: {
    slug: 'ielts',
    name: 'IELTS',
    fullName: 'International English Language Testing System',
    purpose:
      'The English test most accepted for study visas and admission in Australia, the UK, Canada and New Zealand. Take IELTS Academic for study; IELTS for UKVI when a UK visa route asks for a SELT.',
    format: 'On paper or on computer at a test centre; Speaking is face to face with an examiner.',
    totalTime: 'About 2 hours 45 minutes',
    sections: [
      { name: 'Listening', timing: '30 minutes', detail: '4 recordings, 40 questions.' },
      { name: 'Reading', timing: '60 minutes', detail: '3 long academic texts, 40 questions.' },
      { name: 'Writing', timing: '60 minutes', detail: 'Task 1: describe a graph or diagram (150 words); Task 2: an essay (250 words).' },
      { name: 'Speaking', timing: '11–14 minutes', detail: 'A recorded interview in three parts, often on another day.' },
    ],
    scoreScale: 'Band 0–9 in half bands for each skill and overall.',
    typicalScores: ['Australian student visa: 6.0 overall', 'Bachelor: 6.0–6.5', 'Master: 6.5 (no band below 6.0)', 'Nursing, teaching, law: 7.0 or more'],
    inNepal: [
      'Book with IDP or the British Council; both run centres in Kathmandu and test days in Pokhara, Chitwan, Butwal and other cities.',
      'Computer-delivered results come within 1–5 days (usually about 2); paper results after 13 days.',
      'Where offered, One Skill Retake lets you retake a single skill within 60 days of a computer-delivered test.',
    ],
    fee: 'Check the current fee in NPR on the booking page; it changes yearly.',
    validity: '2 years',
    registerUrl: 'https://ielts.org/take-a-test/booking-your-test',
    asOf: '2025-07',
    source: 'https://ielts.org/take-a-test/test-types/ielts-academic-test',
    sourceName: 'IELTS (official)',
    partSources: {
      'in-nepal': { asOf: '2026-11', source: 'https://www.britishcouncil.org.gh/exam/ielts/results', sourceName: 'British Council (IELTS results)' },
    },
  },
  pte: {
    slug: 'pte',
    name: 'PTE',
    fullName: 'Pearson Test of English Academic',
    purpose:
      'A computer-based English test accepted for Australian and New Zealand visas, by UK universities and for many Canadian and US admissions. Scored by computer, with fast results.',
    format: 'On computer at a Pearson test centre; speaking is recorded into a headset.',
    totalTime: 'About 2 hours',
    sections: [
      { name: 'Speaking and Writing', timing: '54–67 minutes', detail: 'Read aloud, repeat sentence, describe image, summarise, essay.' },
      { name: 'Reading', timing: '29–30 minutes', detail: 'Multiple choice, reorder paragraphs, fill in the blanks.' },
      { name: 'Listening', timing: '30–43 minutes', detail: 'Summarise spoken text, highlight correct summary, write from dictation.' },
    ],
    scoreScale: '10–90 overall and for each skill.',
    typicalScores: ['Bachelor: 50–58', 'Master: 58–65', 'Check the equivalent score your visa asks for on the official page.'],
    inNepal: ['Pearson test centres operate in Kathmandu; seats are often available within a few days.', 'Results usually arrive within 2 working days.'],
    fee: 'Check the current fee on the Pearson booking page.',
    validity: '2 years for most universities and visas',
    registerUrl: 'https://www.pearsonpte.com/book-now',
    asOf: '2025-07',
    source: 'https://www.pearsonpte.com/pte-academic/test-format',
    sourceName: 'Pearson PTE (official)',
  },
  sat: {
    slug: 'sat',
    name: 'SAT',
    fullName: 'SAT (College Board)',
    purpose:
      "An admission test for bachelor's degrees in the USA (and some other countries). Many US universities are test-optional, but a good score helps with merit scholarships.",
    format: 'Digital and adaptive, taken on the Bluebook app at a test centre.',
    totalTime: '2 hours 14 minutes',
    sections: [
      { name: 'Reading and Writing', timing: '64 minutes (two modules)', detail: '54 questions on short passages.' },
      { name: 'Math', timing: '70 minutes (two modules)', detail: '44 questions; a calculator is allowed throughout.' },
    ],
    scoreScale: '400–1600 (200–800 per section).',
    typicalScores: [
      'Selective US universities: 1400+',
      'Merit scholarships at many state universities: 1200–1350',
      'Test-optional schools: submit a score when it is above their middle range.',
    ],
    inNepal: [
      'International test dates run several times a year; centres are schools in Kathmandu and Lalitpur.',
      'Register at least 5 weeks before the test date on the College Board site.',
    ],
    fee: 'USD 68 plus an international fee; check the College Board page.',
    validity: 'Scores stay on your College Board record; most universities accept scores up to 5 years old.',
    registerUrl: 'https://satsuite.collegeboard.org/sat/registration',
    asOf: '2025-07',
    source: 'https://satsuite.collegeboard.org/digital/whats-on-the-test/structure',
    sourceName: 'College Board (official)',
  },
  gre: {
    slug: 'gre',
    name: 'GRE',
    fullName: 'GRE General Test',
    purpose:
      "An admission test for master's and PhD programmes, mainly in the USA; some universities use it for funding decisions, and some business schools accept it instead of the GMAT.",
    format: 'On computer at a test centre in Kathmandu or at home (GRE at home).',
    totalTime: 'About 1 hour 58 minutes',
    sections: [
      { name: 'Analytical Writing', timing: '30 minutes', detail: 'One "Analyze an Issue" essay.' },
      { name: 'Verbal Reasoning', timing: '41 minutes (two sections)', detail: '27 questions: reading, text completion, sentence equivalence.' },
      { name: 'Quantitative Reasoning', timing: '47 minutes (two sections)', detail: '27 questions; an on-screen calculator is provided.' },
    ],
    scoreScale: 'Verbal 130–170 and Quantitative 130–170 (1-point steps); Analytical Writing 0–6 (half points).',
    typicalScores: [
      "Competitive STEM master's: Quant 160+",
      'Funded PhD programmes: Verbal 155+ and Quant 160+',
      'Many programmes have made the GRE optional: check each one.',
    ],
    inNepal: [
      'Prometric runs the test centre in Kathmandu; GRE at home needs a quiet room, a webcam and a stable connection.',
      'Unofficial Verbal and Quant scores show at the end; official scores in 8–10 days.',
    ],
    fee: 'USD 220 in most countries; check the ETS page.',
    validity: '5 years',
    registerUrl: 'https://www.ets.org/gre/test-takers/general-test/register.html',
    asOf: '2025-07',
    source: 'https://www.ets.org/gre/test-takers/general-test/prepare/content.html',
    sourceName: 'ETS (official)',
  },
  gmat: {
    slug: 'gmat',
    name: 'GMAT',
    fullName: 'GMAT Focus Edition',
    purpose: "The admission test for MBA and business master's programmes worldwide. The Focus Edition replaced the older GMAT in 2024.",
    format: 'On computer at a test centre or online.',
    totalTime: '2 hours 15 minutes',
    sections: [
      { name: 'Quantitative Reasoning', timing: '45 minutes', detail: '21 problem-solving questions; no calculator.' },
      { name: 'Verbal Reasoning', timing: '45 minutes', detail: '23 questions: reading comprehension and critical reasoning.' },
      { name: 'Data Insights', timing: '45 minutes', detail: '20 questions on tables, graphs and multi-source data; a calculator is provided.' },
    ],
    scoreScale: '205–805 total; each section 60–90.',
    typicalScores: ['Top MBA programmes: 655+', "Many business master's programmes: 555–615"],
    inNepal: ['Book a test centre appointment or the online test on mba.com.', 'You can review and change up to three answers per section.'],
    fee: 'Check the current fee on mba.com (it differs for test centre and online).',
    validity: '5 years',
    registerUrl: 'https://www.mba.com/exams/gmat-exam/register',
    asOf: '2025-07',
    source: 'https://www.mba.com/exams/gmat-exam/about/exam-structure',
    sourceName: 'GMAC (official)',
  },
  toefl: {
    slug: 'toefl',
    name: 'TOEFL',
    fullName: 'TOEFL iBT',
    purpose: 'An academic English test accepted by almost every US university and widely in Canada, Australia, the UK and New Zealand.',
    format: 'On computer at a test centre in Kathmandu or at home (Home Edition). From 21 January 2026 the test is shorter and adaptive.',
    totalTime: 'About 1.5 hours (from January 2026; about 2 hours before)',
    sections: [
      { name: 'Reading', timing: 'About 30 minutes', detail: 'Adaptive: short academic and everyday texts.' },
      { name: 'Listening', timing: 'About 29 minutes', detail: 'Adaptive: conversations, announcements and short lectures.' },
      { name: 'Writing', timing: 'About 23 minutes', detail: 'Build a sentence, write an e-mail, an academic discussion post.' },
      { name: 'Speaking', timing: 'About 8 minutes', detail: 'Listen and repeat, a short virtual interview.' },
    ],
    scoreScale: 'From January 2026: 1–6 per skill and overall (half bands), with a comparable 0–120 score also reported during the transition.',
    typicalScores: ['Undergraduate in the USA: 79–100 (0–120 scale)', 'Graduate: 80–100; check whether your university has published a 1–6 band requirement.'],
    inNepal: ['Test centres in Kathmandu, or the Home Edition.', 'Scores within about 72 hours (since January 2026).'],
    fee: 'Check the current fee on the ETS page.',
    validity: '2 years',
    registerUrl: 'https://www.ets.org/toefl/test-takers/ibt/register.html',
    asOf: '2026-01',
    source: 'https://www.ets.org/toefl/test-takers/ibt/about/content.html',
    sourceName: 'ETS (official)',
    partSources: Object.fromEntries(
      (['format', 'score-scale', 'in-nepal'] as const).map((part) => [
        part,
        {
          asOf: '2026-01',
          source: 'https://intercom.help/toeflaccess/en/articles/11758550-toefl-ibt-enhancements-coming-january-2026',
          sourceName: 'ETS (TOEFL help centre)',
        },
      ]),
    ),
  },
  duolingo: {
    slug: 'duolingo',
    name: 'Duolingo',
    fullName: 'Duolingo English Test',
    purpose:
      'An online English test taken at home, accepted by thousands of universities (many in the USA, Canada, the UK and New Zealand). It is not accepted for Australian student visas.',
    format: 'Online at home on your computer, with a webcam and proctoring; adaptive questions.',
    totalTime: 'About 1 hour',
    sections: [
      { name: 'Setup and rules', timing: '5 minutes', detail: 'ID check and room check.' },
      { name: 'Adaptive test', timing: 'About 45 minutes', detail: 'Reading, listening, writing and speaking tasks mixed together.' },
      { name: 'Writing and speaking samples', timing: '10 minutes', detail: 'Unscored by the machine but sent to universities.' },
    ],
    scoreScale: '10–160 overall, with subscores.',
    typicalScores: ['Undergraduate: 105–115', 'Graduate: 115–125'],
    inNepal: [
      'No test centre needed: a laptop, a quiet room, a stable internet connection and your passport.',
      'Results within 2 days; send scores to universities free.',
    ],
    fee: 'USD 70; check the official site.',
    validity: '2 years',
    registerUrl: 'https://englishtest.duolingo.com/',
    asOf: '2025-07',
    source: 'https://englishtest.duolingo.com/applicants',
    sourceName: 'Duolingo English Test (official)',
  },
};
