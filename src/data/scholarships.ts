import type { Sourced } from './facts';

/** The parts of a scholarship that are fact records. */
export type ScholarshipPart = 'covers' | 'for-nepal' | 'when';

/** A scholarship; its facts have its month and source unless `partSources` names another for a part. */
export interface Scholarship extends Sourced {
  partSources?: Partial<Record<ScholarshipPart, Sourced>>;
  name: string;
  country: string;
  level: string;
  covers: string;
  forNepal: string;
  usualOpening: string;
}

/** Scholarships open to students from Nepal; deadlines move every year, so each links to its official page. */
export const SCHOLARSHIPS: Scholarship[] = [
  {
    name: 'Chevening Scholarships',
    country: 'UK',
    level: "One-year master's",
    covers: 'Tuition, a monthly stipend, travel and visa costs.',
    forNepal: 'Nepal is an eligible country; you need two years of work experience and must return for two years after the award.',
    usualOpening: 'Applications usually open in early August and close in early October (5 August to 7 October in 2025).',
    asOf: '2025-08',
    source: 'https://www.chevening.org/scholarships/',
    sourceName: 'Chevening',
    partSources: { covers: { asOf: '2026-11', source: 'https://www.chevening.org/faqs/', sourceName: 'Chevening (FAQs)' } },
  },
  {
    name: 'Fulbright Foreign Student Program',
    country: 'USA',
    level: "Master's",
    covers:
      "All costs of a master's degree of up to two years at a selected U.S. university (tuition, living costs and travel), in any field except medicine and nursing.",
    forNepal:
      "Run in Nepal by the U.S. Educational Foundation in Nepal (USEF-Nepal) for Nepali citizens living in Nepal, with 16 years of education and, after the bachelor's degree, three years (men) or two years (women) of full-time work in Nepal in the field.",
    usualOpening: 'Usually opens early in the year and closes in late April (the call for study from 2025 closed on 26 April 2024).',
    asOf: '2024-01',
    source: 'https://usefnepal.org/fulbright/ffsp/general-requirements/',
    sourceName: 'USEF-Nepal (Fulbright Commission)',
  },
  {
    name: 'Australia Awards Scholarships',
    country: 'Australia',
    level: "Master's",
    covers: 'Full tuition, return airfares, a contribution to living expenses and medical insurance.',
    forNepal:
      "Offered to Nepal: Australia Awards Nepal runs a yearly round for master's study in priority fields (climate change, disaster risk reduction, economic development, education, inclusion and others).",
    usualOpening: 'Usually from February to 30 April (the round for the 2025 intake closed on 30 April 2024).',
    asOf: '2024-02',
    source: 'https://australiaawardsnepal.org/how-to-apply-intake-2025/',
    sourceName: 'Australia Awards Nepal',
  },
  {
    name: 'Manaaki New Zealand Scholarships',
    country: 'New Zealand',
    level: "Bachelor, master's and PhD",
    covers: 'Tuition, living allowance, travel and insurance.',
    forNepal: "Check whether Nepal is on this year's list of eligible countries.",
    usualOpening: 'Usually February to March.',
    asOf: '2025-07',
    source: 'https://www.nzscholarships.govt.nz',
    sourceName: 'Manaaki New Zealand Scholarships',
  },
  {
    name: 'Vanier Canada Graduate Scholarships (ended)',
    country: 'Canada',
    level: 'PhD',
    covers: 'Was CAD 50,000 a year for three years; no new awards are made.',
    forNepal: 'The programme has ended: its last results came out in April 2025. Ask Canadian universities about their own doctoral funding instead.',
    usualOpening: 'No longer open.',
    asOf: '2025-04',
    source: 'https://vanier.gc.ca/en/home-accueil.html',
    sourceName: 'Government of Canada',
  },
  {
    name: 'University merit scholarships',
    country: 'All five destinations',
    level: "Bachelor and master's",
    covers: 'Usually 10–50% of tuition, sometimes more.',
    forNepal: 'The most common award for Nepali students: many are automatic for good grades, others need an essay. Ask each university.',
    usualOpening: 'With your admission application.',
    asOf: '2025-07',
    source: 'https://educationusa.state.gov/your-5-steps-us-study/finance-your-studies',
    sourceName: 'EducationUSA',
  },
];
