import type { Message } from '../config/routes';
import type { ExamName, ExamSlug } from '../domain/catalog';
import type { Sourced } from './facts';

/**
 * Every text of an exam guide is a message of the interface (its English wording here, its Nepali in the
 * pages' catalog), but for the exam's name and full name, which stay as the test's makers write them.
 * Most of them are also the built-in wording of the guide's fact records (src/data/fact-seeds.ts takes
 * each one's English text): a Nepali page shows a record's Nepali text while the record still says what
 * its built-in English says (src/features/exams/ExamPage.tsx).
 */
export interface ExamSection {
  name: Message;
  timing: Message;
  detail: Message;
}

/** A section as its fact record's list item says it: "Listening (30 minutes): 4 recordings, 40 questions." */
export const sectionFactText = (s: ExamSection) => `${s.name.message} (${s.timing.message}): ${s.detail.message}`;

/** The parts of an exam guide that are fact records. */
export type ExamPart = 'format' | 'total-time' | 'sections' | 'score-scale' | 'typical-scores' | 'in-nepal' | 'fee' | 'validity';

/** An exam guide; its facts have the exam's month and source unless `partSources` names another for a part. */
export interface Exam extends Sourced {
  partSources?: Partial<Record<ExamPart, Sourced>>;
  slug: ExamSlug;
  /** The name used in the directory's testPreparation. */
  name: ExamName;
  fullName: string;
  purpose: Message;
  format: Message;
  totalTime: Message;
  sections: ExamSection[];
  scoreScale: Message;
  typicalScores: Message[];
  inNepal: Message[];
  fee: Message;
  validity: Message;
  registerUrl: string;
}

/** The sections' names, shared by the exams whose sections are named alike. */
export const SECTION_NAMES = {
  listening: /*i18n*/ { id: 'exam.section.listening', message: 'Listening' },
  reading: /*i18n*/ { id: 'exam.section.reading', message: 'Reading' },
  writing: /*i18n*/ { id: 'exam.section.writing', message: 'Writing' },
  speaking: /*i18n*/ { id: 'exam.section.speaking', message: 'Speaking' },
  speakingAndWriting: /*i18n*/ { id: 'exam.section.speakingAndWriting', message: 'Speaking and Writing' },
  readingAndWriting: /*i18n*/ { id: 'exam.section.readingAndWriting', message: 'Reading and Writing' },
  math: /*i18n*/ { id: 'exam.section.math', message: 'Math' },
  analyticalWriting: /*i18n*/ { id: 'exam.section.analyticalWriting', message: 'Analytical Writing' },
  verbalReasoning: /*i18n*/ { id: 'exam.section.verbalReasoning', message: 'Verbal Reasoning' },
  quantitativeReasoning: /*i18n*/ { id: 'exam.section.quantitativeReasoning', message: 'Quantitative Reasoning' },
  dataInsights: /*i18n*/ { id: 'exam.section.dataInsights', message: 'Data Insights' },
  setupAndRules: /*i18n*/ { id: 'exam.section.setupAndRules', message: 'Setup and rules' },
  adaptiveTest: /*i18n*/ { id: 'exam.section.adaptiveTest', message: 'Adaptive test' },
  writingAndSpeakingSamples: /*i18n*/ { id: 'exam.section.writingAndSpeakingSamples', message: 'Writing and speaking samples' },
};

export const EXAM_DETAILS: Record<ExamSlug, Exam> = {
  ielts: {
    slug: 'ielts',
    name: 'IELTS',
    fullName: 'International English Language Testing System',
    purpose: /*i18n*/ {
      id: 'exam.ielts.purpose',
      message:
        'The English test most accepted for study visas and admission in Australia, the UK, Canada and New Zealand. Take IELTS Academic for study; IELTS for UKVI when a UK visa route asks for a SELT.',
    },
    format: /*i18n*/ { id: 'exam.ielts.format', message: 'On paper or on computer at a test centre; Speaking is face to face with an examiner.' },
    totalTime: /*i18n*/ { id: 'exam.ielts.totalTime', message: 'About 2 hours 45 minutes' },
    sections: [
      {
        name: SECTION_NAMES.listening,
        timing: /*i18n*/ { id: 'exam.ielts.section1.timing', message: '30 minutes' },
        detail: /*i18n*/ { id: 'exam.ielts.section1.detail', message: '4 recordings, 40 questions.' },
      },
      {
        name: SECTION_NAMES.reading,
        timing: /*i18n*/ { id: 'exam.ielts.section2.timing', message: '60 minutes' },
        detail: /*i18n*/ { id: 'exam.ielts.section2.detail', message: '3 long academic texts, 40 questions.' },
      },
      {
        name: SECTION_NAMES.writing,
        timing: /*i18n*/ { id: 'exam.ielts.section3.timing', message: '60 minutes' },
        detail: /*i18n*/ { id: 'exam.ielts.section3.detail', message: 'Task 1: describe a graph or diagram (150 words); Task 2: an essay (250 words).' },
      },
      {
        name: SECTION_NAMES.speaking,
        timing: /*i18n*/ { id: 'exam.ielts.section4.timing', message: '11–14 minutes' },
        detail: /*i18n*/ { id: 'exam.ielts.section4.detail', message: 'A recorded interview in three parts, often on another day.' },
      },
    ],
    scoreScale: /*i18n*/ { id: 'exam.ielts.scoreScale', message: 'Band 0–9 in half bands for each skill and overall.' },
    typicalScores: [
      /*i18n*/ { id: 'exam.ielts.typical1', message: 'Australian student visa: 6.0 overall' },
      /*i18n*/ { id: 'exam.ielts.typical2', message: 'Bachelor: 6.0–6.5' },
      /*i18n*/ { id: 'exam.ielts.typical3', message: 'Master: 6.5 (no band below 6.0)' },
      /*i18n*/ { id: 'exam.ielts.typical4', message: 'Nursing, teaching, law: 7.0 or more' },
    ],
    inNepal: [
      /*i18n*/ {
        id: 'exam.ielts.inNepal1',
        message: 'Book with IDP or the British Council; both run centres in Kathmandu and test days in Pokhara, Chitwan, Butwal and other cities.',
      },
      /*i18n*/ { id: 'exam.ielts.inNepal2', message: 'Computer-delivered results come within 1–5 days (usually about 2); paper results after 13 days.' },
      /*i18n*/ {
        id: 'exam.ielts.inNepal3',
        message: 'Where offered, One Skill Retake lets you retake a single skill within 60 days of a computer-delivered test.',
      },
    ],
    fee: /*i18n*/ { id: 'exam.ielts.fee', message: 'Check the current fee in NPR on the booking page; it changes yearly.' },
    validity: /*i18n*/ { id: 'exam.ielts.validity', message: '2 years' },
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
    purpose: /*i18n*/ {
      id: 'exam.pte.purpose',
      message:
        'A computer-based English test accepted for Australian and New Zealand visas, by UK universities and for many Canadian and US admissions. Scored by computer, with fast results.',
    },
    format: /*i18n*/ { id: 'exam.pte.format', message: 'On computer at a Pearson test centre; speaking is recorded into a headset.' },
    totalTime: /*i18n*/ { id: 'exam.pte.totalTime', message: 'About 2 hours' },
    sections: [
      {
        name: SECTION_NAMES.speakingAndWriting,
        timing: /*i18n*/ { id: 'exam.pte.section1.timing', message: '54–67 minutes' },
        detail: /*i18n*/ { id: 'exam.pte.section1.detail', message: 'Read aloud, repeat sentence, describe image, summarise, essay.' },
      },
      {
        name: SECTION_NAMES.reading,
        timing: /*i18n*/ { id: 'exam.pte.section2.timing', message: '29–30 minutes' },
        detail: /*i18n*/ { id: 'exam.pte.section2.detail', message: 'Multiple choice, reorder paragraphs, fill in the blanks.' },
      },
      {
        name: SECTION_NAMES.listening,
        timing: /*i18n*/ { id: 'exam.pte.section3.timing', message: '30–43 minutes' },
        detail: /*i18n*/ { id: 'exam.pte.section3.detail', message: 'Summarise spoken text, highlight correct summary, write from dictation.' },
      },
    ],
    scoreScale: /*i18n*/ { id: 'exam.pte.scoreScale', message: '10–90 overall and for each skill.' },
    typicalScores: [
      /*i18n*/ { id: 'exam.pte.typical1', message: 'Bachelor: 50–58' },
      /*i18n*/ { id: 'exam.pte.typical2', message: 'Master: 58–65' },
      /*i18n*/ { id: 'exam.pte.typical3', message: 'Check the equivalent score your visa asks for on the official page.' },
    ],
    inNepal: [
      /*i18n*/ { id: 'exam.pte.inNepal1', message: 'Pearson test centres operate in Kathmandu; seats are often available within a few days.' },
      /*i18n*/ { id: 'exam.pte.inNepal2', message: 'Results usually arrive within 2 working days.' },
    ],
    fee: /*i18n*/ { id: 'exam.pte.fee', message: 'Check the current fee on the Pearson booking page.' },
    validity: /*i18n*/ { id: 'exam.pte.validity', message: '2 years for most universities and visas' },
    registerUrl: 'https://www.pearsonpte.com/book-now',
    asOf: '2025-07',
    source: 'https://www.pearsonpte.com/pte-academic/test-format',
    sourceName: 'Pearson PTE (official)',
  },
  sat: {
    slug: 'sat',
    name: 'SAT',
    fullName: 'SAT (College Board)',
    purpose: /*i18n*/ {
      id: 'exam.sat.purpose',
      message:
        "An admission test for bachelor's degrees in the USA (and some other countries). Many US universities are test-optional, but a good score helps with merit scholarships.",
    },
    format: /*i18n*/ { id: 'exam.sat.format', message: 'Digital and adaptive, taken on the Bluebook app at a test centre.' },
    totalTime: /*i18n*/ { id: 'exam.sat.totalTime', message: '2 hours 14 minutes' },
    sections: [
      {
        name: SECTION_NAMES.readingAndWriting,
        timing: /*i18n*/ { id: 'exam.sat.section1.timing', message: '64 minutes (two modules)' },
        detail: /*i18n*/ { id: 'exam.sat.section1.detail', message: '54 questions on short passages.' },
      },
      {
        name: SECTION_NAMES.math,
        timing: /*i18n*/ { id: 'exam.sat.section2.timing', message: '70 minutes (two modules)' },
        detail: /*i18n*/ { id: 'exam.sat.section2.detail', message: '44 questions; a calculator is allowed throughout.' },
      },
    ],
    scoreScale: /*i18n*/ { id: 'exam.sat.scoreScale', message: '400–1600 (200–800 per section).' },
    typicalScores: [
      /*i18n*/ { id: 'exam.sat.typical1', message: 'Selective US universities: 1400+' },
      /*i18n*/ { id: 'exam.sat.typical2', message: 'Merit scholarships at many state universities: 1200–1350' },
      /*i18n*/ { id: 'exam.sat.typical3', message: 'Test-optional schools: submit a score when it is above their middle range.' },
    ],
    inNepal: [
      /*i18n*/ { id: 'exam.sat.inNepal1', message: 'International test dates run several times a year; centres are schools in Kathmandu and Lalitpur.' },
      /*i18n*/ { id: 'exam.sat.inNepal2', message: 'Register at least 5 weeks before the test date on the College Board site.' },
    ],
    fee: /*i18n*/ { id: 'exam.sat.fee', message: 'USD 68 plus an international fee; check the College Board page.' },
    validity: /*i18n*/ { id: 'exam.sat.validity', message: 'Scores stay on your College Board record; most universities accept scores up to 5 years old.' },
    registerUrl: 'https://satsuite.collegeboard.org/sat/registration',
    asOf: '2025-07',
    source: 'https://satsuite.collegeboard.org/digital/whats-on-the-test/structure',
    sourceName: 'College Board (official)',
  },
  gre: {
    slug: 'gre',
    name: 'GRE',
    fullName: 'GRE General Test',
    purpose: /*i18n*/ {
      id: 'exam.gre.purpose',
      message:
        "An admission test for master's and PhD programmes, mainly in the USA; some universities use it for funding decisions, and some business schools accept it instead of the GMAT.",
    },
    format: /*i18n*/ { id: 'exam.gre.format', message: 'On computer at a test centre in Kathmandu or at home (GRE at home).' },
    totalTime: /*i18n*/ { id: 'exam.gre.totalTime', message: 'About 1 hour 58 minutes' },
    sections: [
      {
        name: SECTION_NAMES.analyticalWriting,
        timing: /*i18n*/ { id: 'exam.gre.section1.timing', message: '30 minutes' },
        detail: /*i18n*/ { id: 'exam.gre.section1.detail', message: 'One "Analyze an Issue" essay.' },
      },
      {
        name: SECTION_NAMES.verbalReasoning,
        timing: /*i18n*/ { id: 'exam.gre.section2.timing', message: '41 minutes (two sections)' },
        detail: /*i18n*/ { id: 'exam.gre.section2.detail', message: '27 questions: reading, text completion, sentence equivalence.' },
      },
      {
        name: SECTION_NAMES.quantitativeReasoning,
        timing: /*i18n*/ { id: 'exam.gre.section3.timing', message: '47 minutes (two sections)' },
        detail: /*i18n*/ { id: 'exam.gre.section3.detail', message: '27 questions; an on-screen calculator is provided.' },
      },
    ],
    scoreScale: /*i18n*/ {
      id: 'exam.gre.scoreScale',
      message: 'Verbal 130–170 and Quantitative 130–170 (1-point steps); Analytical Writing 0–6 (half points).',
    },
    typicalScores: [
      /*i18n*/ { id: 'exam.gre.typical1', message: "Competitive STEM master's: Quant 160+" },
      /*i18n*/ { id: 'exam.gre.typical2', message: 'Funded PhD programmes: Verbal 155+ and Quant 160+' },
      /*i18n*/ { id: 'exam.gre.typical3', message: 'Many programmes have made the GRE optional: check each one.' },
    ],
    inNepal: [
      /*i18n*/ {
        id: 'exam.gre.inNepal1',
        message: 'Prometric runs the test centre in Kathmandu; GRE at home needs a quiet room, a webcam and a stable connection.',
      },
      /*i18n*/ { id: 'exam.gre.inNepal2', message: 'Unofficial Verbal and Quant scores show at the end; official scores in 8–10 days.' },
    ],
    fee: /*i18n*/ { id: 'exam.gre.fee', message: 'USD 220 in most countries; check the ETS page.' },
    validity: /*i18n*/ { id: 'exam.gre.validity', message: '5 years' },
    registerUrl: 'https://www.ets.org/gre/test-takers/general-test/register.html',
    asOf: '2025-07',
    source: 'https://www.ets.org/gre/test-takers/general-test/prepare/content.html',
    sourceName: 'ETS (official)',
  },
  gmat: {
    slug: 'gmat',
    name: 'GMAT',
    fullName: 'GMAT Focus Edition',
    purpose: /*i18n*/ {
      id: 'exam.gmat.purpose',
      message: "The admission test for MBA and business master's programmes worldwide. The Focus Edition replaced the older GMAT in 2024.",
    },
    format: /*i18n*/ { id: 'exam.gmat.format', message: 'On computer at a test centre or online.' },
    totalTime: /*i18n*/ { id: 'exam.gmat.totalTime', message: '2 hours 15 minutes' },
    sections: [
      {
        name: SECTION_NAMES.quantitativeReasoning,
        timing: /*i18n*/ { id: 'exam.gmat.section1.timing', message: '45 minutes' },
        detail: /*i18n*/ { id: 'exam.gmat.section1.detail', message: '21 problem-solving questions; no calculator.' },
      },
      {
        name: SECTION_NAMES.verbalReasoning,
        timing: /*i18n*/ { id: 'exam.gmat.section2.timing', message: '45 minutes' },
        detail: /*i18n*/ { id: 'exam.gmat.section2.detail', message: '23 questions: reading comprehension and critical reasoning.' },
      },
      {
        name: SECTION_NAMES.dataInsights,
        timing: /*i18n*/ { id: 'exam.gmat.section3.timing', message: '45 minutes' },
        detail: /*i18n*/ { id: 'exam.gmat.section3.detail', message: '20 questions on tables, graphs and multi-source data; a calculator is provided.' },
      },
    ],
    scoreScale: /*i18n*/ { id: 'exam.gmat.scoreScale', message: '205–805 total; each section 60–90.' },
    typicalScores: [
      /*i18n*/ { id: 'exam.gmat.typical1', message: 'Top MBA programmes: 655+' },
      /*i18n*/ { id: 'exam.gmat.typical2', message: "Many business master's programmes: 555–615" },
    ],
    inNepal: [
      /*i18n*/ { id: 'exam.gmat.inNepal1', message: 'Book a test centre appointment or the online test on mba.com.' },
      /*i18n*/ { id: 'exam.gmat.inNepal2', message: 'You can review and change up to three answers per section.' },
    ],
    fee: /*i18n*/ { id: 'exam.gmat.fee', message: 'Check the current fee on mba.com (it differs for test centre and online).' },
    validity: /*i18n*/ { id: 'exam.gmat.validity', message: '5 years' },
    registerUrl: 'https://www.mba.com/exams/gmat-exam/register',
    asOf: '2025-07',
    source: 'https://www.mba.com/exams/gmat-exam/about/exam-structure',
    sourceName: 'GMAC (official)',
  },
  toefl: {
    slug: 'toefl',
    name: 'TOEFL',
    fullName: 'TOEFL iBT',
    purpose: /*i18n*/ {
      id: 'exam.toefl.purpose',
      message: 'An academic English test accepted by almost every US university and widely in Canada, Australia, the UK and New Zealand.',
    },
    format: /*i18n*/ {
      id: 'exam.toefl.format',
      message: 'On computer at a test centre in Kathmandu or at home (Home Edition). From 21 January 2026 the test is shorter and adaptive.',
    },
    totalTime: /*i18n*/ { id: 'exam.toefl.totalTime', message: 'About 1.5 hours (from January 2026; about 2 hours before)' },
    sections: [
      {
        name: SECTION_NAMES.reading,
        timing: /*i18n*/ { id: 'exam.toefl.section1.timing', message: 'About 30 minutes' },
        detail: /*i18n*/ { id: 'exam.toefl.section1.detail', message: 'Adaptive: short academic and everyday texts.' },
      },
      {
        name: SECTION_NAMES.listening,
        timing: /*i18n*/ { id: 'exam.toefl.section2.timing', message: 'About 29 minutes' },
        detail: /*i18n*/ { id: 'exam.toefl.section2.detail', message: 'Adaptive: conversations, announcements and short lectures.' },
      },
      {
        name: SECTION_NAMES.writing,
        timing: /*i18n*/ { id: 'exam.toefl.section3.timing', message: 'About 23 minutes' },
        detail: /*i18n*/ { id: 'exam.toefl.section3.detail', message: 'Build a sentence, write an e-mail, an academic discussion post.' },
      },
      {
        name: SECTION_NAMES.speaking,
        timing: /*i18n*/ { id: 'exam.toefl.section4.timing', message: 'About 8 minutes' },
        detail: /*i18n*/ { id: 'exam.toefl.section4.detail', message: 'Listen and repeat, a short virtual interview.' },
      },
    ],
    scoreScale: /*i18n*/ {
      id: 'exam.toefl.scoreScale',
      message: 'From January 2026: 1–6 per skill and overall (half bands), with a comparable 0–120 score also reported during the transition.',
    },
    typicalScores: [
      /*i18n*/ { id: 'exam.toefl.typical1', message: 'Undergraduate in the USA: 79–100 (0–120 scale)' },
      /*i18n*/ { id: 'exam.toefl.typical2', message: 'Graduate: 80–100; check whether your university has published a 1–6 band requirement.' },
    ],
    inNepal: [
      /*i18n*/ { id: 'exam.toefl.inNepal1', message: 'Test centres in Kathmandu, or the Home Edition.' },
      /*i18n*/ { id: 'exam.toefl.inNepal2', message: 'Scores within about 72 hours (since January 2026).' },
    ],
    fee: /*i18n*/ { id: 'exam.toefl.fee', message: 'Check the current fee on the ETS page.' },
    validity: /*i18n*/ { id: 'exam.toefl.validity', message: '2 years' },
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
    purpose: /*i18n*/ {
      id: 'exam.duolingo.purpose',
      message:
        'An online English test taken at home, accepted by thousands of universities (many in the USA, Canada, the UK and New Zealand). It is not accepted for Australian student visas.',
    },
    format: /*i18n*/ { id: 'exam.duolingo.format', message: 'Online at home on your computer, with a webcam and proctoring; adaptive questions.' },
    totalTime: /*i18n*/ { id: 'exam.duolingo.totalTime', message: 'About 1 hour' },
    sections: [
      {
        name: SECTION_NAMES.setupAndRules,
        timing: /*i18n*/ { id: 'exam.duolingo.section1.timing', message: '5 minutes' },
        detail: /*i18n*/ { id: 'exam.duolingo.section1.detail', message: 'ID check and room check.' },
      },
      {
        name: SECTION_NAMES.adaptiveTest,
        timing: /*i18n*/ { id: 'exam.duolingo.section2.timing', message: 'About 45 minutes' },
        detail: /*i18n*/ { id: 'exam.duolingo.section2.detail', message: 'Reading, listening, writing and speaking tasks mixed together.' },
      },
      {
        name: SECTION_NAMES.writingAndSpeakingSamples,
        timing: /*i18n*/ { id: 'exam.duolingo.section3.timing', message: '10 minutes' },
        detail: /*i18n*/ { id: 'exam.duolingo.section3.detail', message: 'Unscored by the machine but sent to universities.' },
      },
    ],
    scoreScale: /*i18n*/ { id: 'exam.duolingo.scoreScale', message: '10–160 overall, with subscores.' },
    typicalScores: [
      /*i18n*/ { id: 'exam.duolingo.typical1', message: 'Undergraduate: 105–115' },
      /*i18n*/ { id: 'exam.duolingo.typical2', message: 'Graduate: 115–125' },
    ],
    inNepal: [
      /*i18n*/ { id: 'exam.duolingo.inNepal1', message: 'No test centre needed: a laptop, a quiet room, a stable internet connection and your passport.' },
      /*i18n*/ { id: 'exam.duolingo.inNepal2', message: 'Results within 2 days; send scores to universities free.' },
    ],
    fee: /*i18n*/ { id: 'exam.duolingo.fee', message: 'USD 70; check the official site.' },
    validity: /*i18n*/ { id: 'exam.duolingo.validity', message: '2 years' },
    registerUrl: 'https://englishtest.duolingo.com/',
    asOf: '2025-07',
    source: 'https://englishtest.duolingo.com/applicants',
    sourceName: 'Duolingo English Test (official)',
  },
};
