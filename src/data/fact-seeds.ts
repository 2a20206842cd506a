/**
 * The dated facts of the destination, exam, scholarship, FAQ and NOC pages as records (key, page,
 * label, value, month checked, official source), made from the built-in modules. They seed an empty
 * database, and pages fall back to them when the API cannot be reached. Narrative text (summaries,
 * steps, tips) stays in the modules.
 */
import { paths, ROUTES } from '../config/routes';
import { DESTINATIONS, EXAMS } from '../domain/catalog';
import type { FactInput, FactValue } from '../domain/fact';
import { plannerFacts } from './cost-planner';
import { DESTINATION_DETAILS } from './destinations';
import { EXAM_DETAILS } from './exams';
import { NPR_RATES_SOURCE, type Sourced } from './facts';
import { ALL_FAQS } from './faqs';
import { NOC_GUIDE } from './noc';
import { SCHOLARSHIPS } from './scholarships';

/** "Bachelor tuition (out-of-state)" -> "bachelor-tuition-out-of-state". */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The keys pages look facts up by. */
export const factKeys = {
  destination: (slug: string, part: 'visa-fee' | 'visa-funds' | 'health-cover' | 'work-during-study' | 'work-after-study' | 'english-scores') => `destination.${slug}.${part}`,
  destinationCostPrefix: (slug: string) => `destination.${slug}.cost.`,
  exam: (slug: string, part: 'format' | 'total-time' | 'sections' | 'score-scale' | 'typical-scores' | 'in-nepal' | 'fee' | 'validity') => `exam.${slug}.${part}`,
  scholarship: (name: string, part: 'covers' | 'for-nepal' | 'when') => `scholarship.${slugOf(name)}.${part}`,
  faqAnswer: (id: string) => `faq.${id}.answer`,
  noc: (part: 'documents' | 'steps') => `noc.${part}`,
};

/** The page of the NOC guide (it is a section of the FAQ page). */
export const NOC_PAGE = ROUTES.faqs;

/**
 * FAQ answers that state a dated figure or rule, with the official page each was checked against
 * (the other answers are general advice and stay in the FAQ module).
 */
export const FAQ_FACT_SOURCES: Record<string, Sourced> = {
  'which-test': {
    asOf: '2025-07',
    source: 'https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/english-language/english-test-results',
    sourceName: 'Department of Home Affairs (accepted English tests)',
  },
  funds: {
    asOf: '2025-09',
    source: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
    sourceName: 'Department of Home Affairs (other countries: see each destination page)',
  },
  'total-cost': { ...NPR_RATES_SOURCE },
  'work-hours': {
    asOf: '2025-11',
    source: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
    sourceName: 'Department of Home Affairs (other countries: see each destination page)',
  },
};

const text = (t: string): FactValue => ({ kind: 'text', text: t });
const list = (items: readonly string[]): FactValue => ({ kind: 'list', items: [...items] });
const fact = (key: string, page: string, label: string, value: FactValue, s: Sourced): FactInput => ({
  key,
  page,
  label,
  value,
  checkedOn: s.asOf,
  sourceUrl: s.source,
  sourceName: s.sourceName,
});

function destinationFacts(): FactInput[] {
  return DESTINATIONS.flatMap((slug) => {
    const d = DESTINATION_DETAILS[slug];
    const page = paths.destination(slug);
    const k = (part: Parameters<typeof factKeys.destination>[1]) => factKeys.destination(slug, part);
    return [
      fact(k('visa-fee'), page, `${d.country}: visa fee`, text(d.visa.fee), d.visa),
      fact(k('visa-funds'), page, `${d.country}: funds to show for the visa`, text(d.visa.funds), d.visa),
      fact(k('health-cover'), page, `${d.country}: health cover`, text(d.visa.healthCover), d.visa),
      fact(k('work-during-study'), page, `${d.country}: work while studying`, text(d.work.duringStudy), d.work),
      fact(k('work-after-study'), page, `${d.country}: work after graduating`, text(d.work.afterStudy), d.work),
      ...d.costs.lines.map((l) =>
        fact(`${factKeys.destinationCostPrefix(slug)}${slugOf(l.label)}`, page, l.label, { kind: 'money', min: l.min, max: l.max, currency: l.currency, per: l.per }, d.costs),
      ),
      fact(k('english-scores'), page, `${d.country}: typical English test scores`, list(d.english.typical), d.english),
    ];
  });
}

function examFacts(): FactInput[] {
  return EXAMS.flatMap((slug) => {
    const e = EXAM_DETAILS[slug];
    const page = paths.exam(slug);
    const k = (part: Parameters<typeof factKeys.exam>[1]) => factKeys.exam(slug, part);
    return [
      fact(k('format'), page, `${e.name}: format`, text(e.format), e),
      fact(k('total-time'), page, `${e.name}: total time`, text(e.totalTime), e),
      fact(k('sections'), page, `${e.name}: sections and timing (one per line, "Name (timing): detail")`, list(e.sections.map((s) => `${s.name} (${s.timing}): ${s.detail}`)), e),
      fact(k('score-scale'), page, `${e.name}: score scale`, text(e.scoreScale), e),
      fact(k('typical-scores'), page, `${e.name}: scores universities usually ask for`, list(e.typicalScores), e),
      fact(k('in-nepal'), page, `${e.name}: taking it from Nepal`, list(e.inNepal), e),
      fact(k('fee'), page, `${e.name}: fee`, text(e.fee), e),
      fact(k('validity'), page, `${e.name}: score validity`, text(e.validity), e),
    ];
  });
}

function scholarshipFacts(): FactInput[] {
  const page = ROUTES.scholarships;
  return SCHOLARSHIPS.flatMap((s) => [
    fact(factKeys.scholarship(s.name, 'covers'), page, `${s.name}: what it covers`, text(s.covers), s),
    fact(factKeys.scholarship(s.name, 'for-nepal'), page, `${s.name}: for students from Nepal`, text(s.forNepal), s),
    fact(factKeys.scholarship(s.name, 'when'), page, `${s.name}: when it opens`, text(s.usualOpening), s),
  ]);
}

function faqFacts(): FactInput[] {
  return ALL_FAQS.filter((f) => FAQ_FACT_SOURCES[f.id]).map((f) =>
    fact(factKeys.faqAnswer(f.id), ROUTES.faqs, `FAQ: ${f.question}`, list(f.answer), FAQ_FACT_SOURCES[f.id]),
  );
}

function nocFacts(): FactInput[] {
  return [
    fact(factKeys.noc('documents'), NOC_PAGE, 'NOC guide: documents', list(NOC_GUIDE.documents), NOC_GUIDE),
    fact(factKeys.noc('steps'), NOC_PAGE, 'NOC guide: steps', list(NOC_GUIDE.steps), NOC_GUIDE),
  ];
}

/** Every built-in dated fact, in page order. */
export function builtInFacts(): FactInput[] {
  return [...destinationFacts(), ...plannerFacts(), ...examFacts(), ...scholarshipFacts(), ...faqFacts(), ...nocFacts()];
}
