/**
 * SAMPLE CONTENT seeded into an empty database: invented universities (no real institution),
 * courses, and blog articles by "Gantavya Editorial (sample)". Fees are illustrative; the
 * destination and exam guides carry the dated, sourced facts.
 */
import type { BlogInput } from '../../src/domain/blog';
import type { CourseInput } from '../../src/domain/course';
import type { UniversityInput } from '../../src/domain/university';

type Uni = UniversityInput & { key: string };

const uni = (key: string, name: string, country: string, city: string, currency: UniversityInput['tuition']['currency'], min: number, max: number, ranking: number | null, intakes: UniversityInput['intakes'], scholarships: boolean): Uni => ({
  key,
  name: `${name} (sample)`,
  country,
  city,
  logo: '/images/default-logo.svg',
  website: `https://${key}.example`,
  ranking,
  tuition: { min, max, currency },
  intakes,
  levels: ['Bachelor', 'Master', ...(ranking && ranking < 300 ? (['PhD'] as const) : [])],
  description: `${name} is an invented sample university in ${city}, ${country}, used to show how Gantavya lists institutions. Check real universities on their official websites.`,
  scholarshipsAvailable: scholarships,
});

export const SEED_UNIVERSITIES: Uni[] = [
  uni('southern-cross-tech', 'Southern Cross Institute of Technology', 'Australia', 'Sydney', 'AUD', 32000, 48000, 180, ['February', 'July'], true),
  uni('wattle-coast', 'Wattle Coast University', 'Australia', 'Brisbane', 'AUD', 28000, 42000, 420, ['February', 'July', 'November'], true),
  uni('murray-river', 'Murray River University', 'Australia', 'Adelaide', 'AUD', 26000, 38000, null, ['February', 'July'], false),
  uni('maple-lakes', 'Maple Lakes University', 'Canada', 'Toronto', 'CAD', 30000, 45000, 150, ['January', 'September'], true),
  uni('prairie-north', 'Prairie North College', 'Canada', 'Winnipeg', 'CAD', 16000, 22000, null, ['January', 'May', 'September'], false),
  uni('great-lakes-state', 'Great Lakes State University', 'USA', 'Michigan', 'USD', 24000, 38000, 260, ['January', 'August'], true),
  uni('sierra-valley', 'Sierra Valley University', 'USA', 'California', 'USD', 36000, 52000, 95, ['August'], true),
  uni('lone-star-tech', 'Lone Star Institute of Technology', 'USA', 'Texas', 'USD', 21000, 30000, 480, ['January', 'August'], false),
  uni('thames-valley-metro', 'Thames Valley Metropolitan University', 'UK', 'London', 'GBP', 16500, 24000, 350, ['January', 'September'], true),
  uni('pennine-university', 'Pennine University', 'UK', 'Manchester', 'GBP', 17500, 26000, 220, ['September'], true),
  uni('southern-alps', 'Southern Alps University', 'New Zealand', 'Christchurch', 'NZD', 30000, 40000, 310, ['February', 'July'], true),
  uni('harbour-city', 'Harbour City University', 'New Zealand', 'Auckland', 'NZD', 32000, 45000, 140, ['February', 'July'], false),
];

const FIELDS = [
  ['Information Technology', 'Master of Information Technology', 'Master', '2 years'],
  ['Nursing', 'Bachelor of Nursing', 'Bachelor', '3 years'],
  ['Business', 'Master of Business Administration', 'Master', '2 years'],
  ['Engineering', 'Bachelor of Civil Engineering', 'Bachelor', '4 years'],
  ['Hospitality', 'Diploma of Hospitality Management', 'Diploma', '1.5 years'],
  ['Data Science', 'Master of Data Science', 'Master', '1.5 years'],
  ['Accounting', 'Bachelor of Accounting', 'Bachelor', '3 years'],
  ['Public Health', 'Master of Public Health', 'Master', '2 years'],
  ['Computer Science', 'PhD in Computer Science', 'PhD', '4 years'],
  ['Agriculture', 'Graduate Certificate in Agribusiness', 'Certificate', '6 months'],
] as const;

/** 30 courses spread over the 12 universities; universityId is the 1-based seed order. */
export const SEED_COURSES: Array<Omit<CourseInput, 'universityId'> & { universityIndex: number }> = Array.from({ length: 30 }, (_, i) => {
  const [field, title, level, duration] = FIELDS[i % FIELDS.length];
  const u = SEED_UNIVERSITIES[i % SEED_UNIVERSITIES.length];
  return {
    universityIndex: i % SEED_UNIVERSITIES.length,
    title: `${title} (sample)`,
    level,
    field,
    duration,
    tuition: { amount: Math.round((u.tuition.min + ((u.tuition.max - u.tuition.min) * (i % 5)) / 4) / 100) * 100, currency: u.tuition.currency, per: 'year' as const },
    intakes: u.intakes,
    englishRequirements: { ielts: level === 'Diploma' ? 5.5 : level === 'Bachelor' ? 6 : 6.5, pte: level === 'Diploma' ? 42 : level === 'Bachelor' ? 50 : 58, toefl: level === 'Diploma' ? 46 : level === 'Bachelor' ? 79 : 90 },
    description: `A sample ${level.toLowerCase()} course in ${field.toLowerCase()} at ${u.name}. Entry needs your academic transcripts, an English test score and a statement of purpose.`,
  };
});

const AUTHOR = 'Gantavya Editorial (sample)';

export const SEED_BLOGS: Array<BlogInput & { publishedAt: string }> = [
  {
    slug: 'noc-from-nepal-step-by-step',
    title: 'The No Objection Certificate (NOC): a step-by-step guide',
    excerpt: 'Every student leaving Nepal to study needs an NOC from the Ministry of Education, Science and Technology. Here is how to get it.',
    body: `## What the NOC is\n\nThe **No Objection Certificate** is issued by Nepal's Ministry of Education, Science and Technology. Banks need it before they transfer your tuition fees abroad.\n\n## What you need\n\n- Your offer letter or CoE\n- Academic transcripts and character certificates\n- Your passport\n- The ministry's online application form\n\n## Steps\n\n1. Apply online on the ministry's NOC portal.\n2. Pay the fee and upload your documents.\n3. Collect the NOC, then take it to your bank.\n\nAlways check the ministry's own page for the current process: [moest.gov.np](https://moest.gov.np).`,
    coverImage: '/images/covers/cover-1.svg',
    author: AUTHOR,
    tags: ['NOC', 'Nepal', 'documents'],
    status: 'published',
    publishedAt: '2025-09-02T09:00:00.000Z',
  },
  {
    slug: 'ielts-or-pte',
    title: 'IELTS or PTE? Choosing your English test from Kathmandu',
    excerpt: 'Both are accepted for most student visas. Compare format, results time and test centres in Nepal.',
    body: `## The short answer\n\nPick the test whose format suits you: **IELTS** has a face-to-face speaking test; **PTE** is taken entirely on a computer and results usually arrive within a few days.\n\n## Check before you book\n\n- Does your university accept the test?\n- Does the visa of your destination accept it?\n- Which score do you need in each band?\n\nBook only with the official test providers.`,
    coverImage: '/images/covers/cover-2.svg',
    author: AUTHOR,
    tags: ['IELTS', 'PTE', 'English tests'],
    status: 'published',
    publishedAt: '2025-09-20T09:00:00.000Z',
  },
  {
    slug: 'showing-funds-for-a-student-visa',
    title: 'Showing funds for a student visa: what banks and embassies look for',
    excerpt: 'Education loans, fixed deposits and sponsors: how to document your funds without last-minute surprises.',
    body: `## Start early\n\nMost destinations ask for tuition plus a year of living costs. Open your fixed deposit or loan well before you apply.\n\n## Keep a paper trail\n\n- Bank statements covering several months\n- A sponsor's income sources (salary, business, rent, agriculture)\n- Tax clearance where it applies\n\nNever use funds you cannot explain: a visa officer may ask.`,
    coverImage: '/images/covers/cover-3.svg',
    author: AUTHOR,
    tags: ['visa', 'funds'],
    status: 'published',
    publishedAt: '2025-10-05T09:00:00.000Z',
  },
  {
    slug: 'study-gap-explained',
    title: 'Explaining a study gap in your application',
    excerpt: 'A gap after +2 or a bachelor degree is not the end of your plans. Show what you did with the time.',
    body: `## Gaps are common\n\nWork experience, family duties, preparation for entrance exams: all can explain a gap.\n\n## Evidence helps\n\n- Employment letters and payslips\n- Training certificates\n- A clear paragraph in your statement of purpose`,
    coverImage: '/images/covers/cover-4.svg',
    author: AUTHOR,
    tags: ['SOP', 'applications'],
    status: 'published',
    publishedAt: '2025-10-22T09:00:00.000Z',
  },
  {
    slug: 'after-a-visa-refusal',
    title: 'After a visa refusal: what to do next',
    excerpt: 'Read the refusal letter, fix the reasons it gives, and apply again only when your file is stronger.',
    body: `## Read the letter\n\nThe refusal letter lists the reasons. Each one needs an answer in your next application.\n\n## Common reasons\n\n- Funds that were not explained\n- A course that does not fit your past study\n- Weak ties to Nepal\n\nTalk to a licensed consultancy or the university's international office before you re-apply.`,
    coverImage: '/images/covers/cover-1.svg',
    author: AUTHOR,
    tags: ['visa', 'refusal'],
    status: 'published',
    publishedAt: '2025-11-10T09:00:00.000Z',
  },
  {
    slug: 'budgeting-your-first-year-abroad',
    title: 'Budgeting your first year abroad',
    excerpt: 'Rent, food, transport and phone: a simple way to plan your first twelve months.',
    body: `## A simple plan\n\n1. Rent: usually the biggest cost.\n2. Food and groceries.\n3. Transport passes.\n4. Phone and internet.\n5. Books and health cover.\n\nKeep three months of costs in reserve for the start.`,
    coverImage: '/images/covers/cover-2.svg',
    author: AUTHOR,
    tags: ['costs', 'planning'],
    status: 'published',
    publishedAt: '2025-11-15T09:00:00.000Z',
  },
];
