import type { Sourced } from './facts';

export interface Scholarship extends Sourced {
  name: string;
  country: string;
  level: string;
  covers: string;
  forNepal: string;
  usualOpening: string;
}

/** Scholarships open to students from Nepal; deadlines move every year, so each links to its official page. */
export const SCHOLARSHIPS: Scholarship[] = [
  { name: 'Chevening Scholarships', country: 'UK', level: 'One-year master\'s', covers: 'Tuition, a monthly stipend, travel and visa costs.', forNepal: 'Nepal is an eligible country; you need two years of work experience and must return for two years after the award.', usualOpening: 'Applications usually open in early August and close in early October (5 August to 7 October in 2025).', asOf: '2025-08', source: 'https://www.chevening.org/scholarships/', sourceName: 'Chevening' },
  { name: 'Fulbright Foreign Student Program', country: 'USA', level: 'Master\'s and PhD', covers: 'Tuition, living stipend, travel and health cover.', forNepal: 'Run in Nepal by the U.S. Educational Foundation in Nepal (USEF-Nepal).', usualOpening: 'Check USEF-Nepal for the yearly call, often in the first months of the year.', asOf: '2025-07', source: 'https://www.usefnepal.org', sourceName: 'USEF-Nepal (Fulbright Commission) (not re-checked in November 2026: official page unavailable)' },
  { name: 'Australia Awards Scholarships', country: 'Australia', level: 'Master\'s', covers: 'Full tuition, return travel, living allowance and health cover.', forNepal: 'Offered to Nepal in some years; check the current list of participating countries.', usualOpening: 'Usually February to April or May.', asOf: '2025-07', source: 'https://www.dfat.gov.au/people-to-people/australia-awards/australia-awards-scholarships', sourceName: 'Department of Foreign Affairs and Trade (not re-checked in November 2026: official page unavailable)' },
  { name: 'Manaaki New Zealand Scholarships', country: 'New Zealand', level: 'Bachelor, master\'s and PhD', covers: 'Tuition, living allowance, travel and insurance.', forNepal: 'Check whether Nepal is on this year\'s list of eligible countries.', usualOpening: 'Usually February to March.', asOf: '2025-07', source: 'https://www.nzscholarships.govt.nz', sourceName: 'Manaaki New Zealand Scholarships (not re-checked in November 2026: official page unavailable)' },
  { name: 'Vanier Canada Graduate Scholarships (ended)', country: 'Canada', level: 'PhD', covers: 'Was CAD 50,000 a year for three years; no new awards are made.', forNepal: 'The programme has ended: its last results came out in April 2025. Ask Canadian universities about their own doctoral funding instead.', usualOpening: 'No longer open.', asOf: '2025-04', source: 'https://vanier.gc.ca/en/home-accueil.html', sourceName: 'Government of Canada' },
  { name: 'University merit scholarships', country: 'All five destinations', level: 'Bachelor and master\'s', covers: 'Usually 10–50% of tuition, sometimes more.', forNepal: 'The most common award for Nepali students: many are automatic for good grades, others need an essay. Ask each university.', usualOpening: 'With your admission application.', asOf: '2025-07', source: 'https://educationusa.state.gov/your-5-steps-us-study/finance-your-studies', sourceName: 'EducationUSA' },
];
