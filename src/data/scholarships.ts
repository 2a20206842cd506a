import type { Message } from '../config/routes';
import { DESTINATION_COUNTRY_TEXT } from '../domain/catalog';
import type { Sourced } from './facts';

/** The parts of a scholarship that are fact records. */
export type ScholarshipPart = 'covers' | 'for-nepal' | 'when';

/**
 * A scholarship; its facts have its month and source unless `partSources` names another for a part.
 * Every text but its name (the award's own, as its makers write it) is a message of the interface (its
 * English wording here, its Nepali in the pages' catalog). What it covers, who from Nepal can apply and
 * when it opens are also the built-in wording of its fact records (src/data/fact-seeds.ts takes each
 * one's English text): a Nepali page shows a record's Nepali text while the record still says what its
 * built-in English says (src/features/info/ScholarshipsPage.tsx).
 */
export interface Scholarship extends Sourced {
  partSources?: Partial<Record<ScholarshipPart, Sourced>>;
  name: string;
  country: Message;
  level: Message;
  covers: Message;
  forNepal: Message;
  usualOpening: Message;
}

/** The study levels the awards are for. */
const LEVEL = {
  oneYearMasters: /*i18n*/ { id: 'scholarship.level.oneYearMasters', message: "One-year master's" },
  masters: /*i18n*/ { id: 'scholarship.level.masters', message: "Master's" },
  bachelorToPhd: /*i18n*/ { id: 'scholarship.level.bachelorToPhd', message: "Bachelor, master's and PhD" },
  phd: /*i18n*/ { id: 'scholarship.level.phd', message: 'PhD' },
  bachelorAndMasters: /*i18n*/ { id: 'scholarship.level.bachelorAndMasters', message: "Bachelor and master's" },
};

/** Scholarships open to students from Nepal; deadlines move every year, so each links to its official page. */
export const SCHOLARSHIPS: Scholarship[] = [
  {
    name: 'Chevening Scholarships',
    country: DESTINATION_COUNTRY_TEXT.uk,
    level: LEVEL.oneYearMasters,
    covers: /*i18n*/ { id: 'scholarship.chevening.covers', message: 'Tuition, a monthly stipend, travel and visa costs.' },
    forNepal: /*i18n*/ {
      id: 'scholarship.chevening.forNepal',
      message: 'Nepal is an eligible country; you need two years of work experience and must return for two years after the award.',
    },
    usualOpening: /*i18n*/ {
      id: 'scholarship.chevening.usualOpening',
      message: 'Applications usually open in early August and close in early October (5 August to 7 October in 2025).',
    },
    asOf: '2025-08',
    source: 'https://www.chevening.org/scholarships/',
    sourceName: 'Chevening',
    partSources: { covers: { asOf: '2026-11', source: 'https://www.chevening.org/faqs/', sourceName: 'Chevening (FAQs)' } },
  },
  {
    name: 'Fulbright Foreign Student Program',
    country: DESTINATION_COUNTRY_TEXT.usa,
    level: LEVEL.masters,
    covers: /*i18n*/ {
      id: 'scholarship.fulbright.covers',
      message:
        "All costs of a master's degree of up to two years at a selected U.S. university (tuition, living costs and travel), in any field except medicine and nursing.",
    },
    forNepal: /*i18n*/ {
      id: 'scholarship.fulbright.forNepal',
      message:
        "Run in Nepal by the U.S. Educational Foundation in Nepal (USEF-Nepal) for Nepali citizens living in Nepal, with 16 years of education and, after the bachelor's degree, three years (men) or two years (women) of full-time work in Nepal in the field.",
    },
    usualOpening: /*i18n*/ {
      id: 'scholarship.fulbright.usualOpening',
      message: 'Usually opens early in the year and closes in late April (the call for study from 2025 closed on 26 April 2024).',
    },
    asOf: '2024-01',
    source: 'https://usefnepal.org/fulbright/ffsp/general-requirements/',
    sourceName: 'USEF-Nepal (Fulbright Commission)',
  },
  {
    name: 'Australia Awards Scholarships',
    country: DESTINATION_COUNTRY_TEXT.australia,
    level: LEVEL.masters,
    covers: /*i18n*/ {
      id: 'scholarship.australiaAwards.covers',
      message: 'Full tuition, return airfares, a contribution to living expenses and medical insurance.',
    },
    forNepal: /*i18n*/ {
      id: 'scholarship.australiaAwards.forNepal',
      message:
        "Offered to Nepal: Australia Awards Nepal runs a yearly round for master's study in priority fields (climate change, disaster risk reduction, economic development, education, inclusion and others).",
    },
    usualOpening: /*i18n*/ {
      id: 'scholarship.australiaAwards.usualOpening',
      message: 'Usually from February to 30 April (the round for the 2025 intake closed on 30 April 2024).',
    },
    asOf: '2024-02',
    source: 'https://australiaawardsnepal.org/how-to-apply-intake-2025/',
    sourceName: 'Australia Awards Nepal',
  },
  {
    name: 'Manaaki New Zealand Scholarships',
    country: DESTINATION_COUNTRY_TEXT['new-zealand'],
    level: LEVEL.bachelorToPhd,
    covers: /*i18n*/ { id: 'scholarship.manaaki.covers', message: 'Tuition, living allowance, travel and insurance.' },
    forNepal: /*i18n*/ { id: 'scholarship.manaaki.forNepal', message: "Check whether Nepal is on this year's list of eligible countries." },
    usualOpening: /*i18n*/ { id: 'scholarship.manaaki.usualOpening', message: 'Usually February to March.' },
    asOf: '2025-07',
    source: 'https://www.nzscholarships.govt.nz',
    sourceName: 'Manaaki New Zealand Scholarships',
  },
  {
    name: 'Vanier Canada Graduate Scholarships (ended)',
    country: DESTINATION_COUNTRY_TEXT.canada,
    level: LEVEL.phd,
    covers: /*i18n*/ { id: 'scholarship.vanier.covers', message: 'Was CAD 50,000 a year for three years; no new awards are made.' },
    forNepal: /*i18n*/ {
      id: 'scholarship.vanier.forNepal',
      message: 'The programme has ended: its last results came out in April 2025. Ask Canadian universities about their own doctoral funding instead.',
    },
    usualOpening: /*i18n*/ { id: 'scholarship.vanier.usualOpening', message: 'No longer open.' },
    asOf: '2025-04',
    source: 'https://vanier.gc.ca/en/home-accueil.html',
    sourceName: 'Government of Canada',
  },
  {
    name: 'University merit scholarships',
    country: /*i18n*/ { id: 'scholarship.country.allFive', message: 'All five destinations' },
    level: LEVEL.bachelorAndMasters,
    covers: /*i18n*/ { id: 'scholarship.merit.covers', message: 'Usually 10–50% of tuition, sometimes more.' },
    forNepal: /*i18n*/ {
      id: 'scholarship.merit.forNepal',
      message: 'The most common award for Nepali students: many are automatic for good grades, others need an essay. Ask each university.',
    },
    usualOpening: /*i18n*/ { id: 'scholarship.merit.usualOpening', message: 'With your admission application.' },
    asOf: '2025-07',
    source: 'https://educationusa.state.gov/your-5-steps-us-study/finance-your-studies',
    sourceName: 'EducationUSA',
  },
];
