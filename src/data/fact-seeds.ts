/**
 * The dated facts of the destination, exam, scholarship, FAQ and NOC pages as records (key, page,
 * label, value, month checked, official source), made from the built-in modules. They seed an empty
 * database, and pages fall back to them when the API cannot be reached. Narrative text (summaries,
 * steps, tips) stays in the modules.
 */
import { paths, ROUTES, type Message } from '../config/routes';
import { DESTINATIONS, EXAMS } from '../domain/catalog';
import type { FactInput, FactValue } from '../domain/fact';
import { plannerFacts } from './cost-planner';
import { DESTINATION_DETAILS } from './destinations';
import { EXAM_DETAILS, sectionFactText, type ExamPart } from './exams';
import { FACT_CHECKS } from './fact-checks';
import type { Sourced, SourcedText } from './facts';
import { GUIDE_FACTS } from './guide-facts';
import { licenceAuthorityFact } from './licensing';
import { NOC_GUIDE } from './noc';
import { SCHOLARSHIPS, type ScholarshipPart } from './scholarships';

/** "Bachelor tuition (out-of-state)" -> "bachelor-tuition-out-of-state". */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The keys pages look facts up by. */
export const factKeys = {
  destination: (slug: string, part: 'visa-fee' | 'visa-funds' | 'health-cover' | 'work-during-study' | 'work-after-study' | 'english-scores') =>
    `destination.${slug}.${part}`,
  destinationCostPrefix: (slug: string) => `destination.${slug}.cost.`,
  exam: (slug: string, part: ExamPart) => `exam.${slug}.${part}`,
  scholarship: (name: string, part: ScholarshipPart) => `scholarship.${slugOf(name)}.${part}`,
  noc: (part: 'documents' | 'steps') => `noc.${part}`,
};

/** The page of the NOC guide (it is a section of the FAQ page). */
export const NOC_PAGE = ROUTES.faqs;

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

/** A record with the result of its last check (from FACT_CHECKS). */
function withCheck(f: FactInput): FactInput {
  const check = FACT_CHECKS[f.key];
  if (!check) return f;
  return 'lastChecked' in check ? { ...f, lastChecked: check.lastChecked } : { ...f, notChecked: check.notChecked };
}
const said = (key: string, page: string, label: string, t: SourcedText) => fact(key, page, label, text(t.text), t);

function destinationFacts(): FactInput[] {
  return DESTINATIONS.flatMap((slug) => {
    const d = DESTINATION_DETAILS[slug];
    const page = paths.destination(slug);
    const k = (part: Parameters<typeof factKeys.destination>[1]) => factKeys.destination(slug, part);
    return [
      said(k('visa-fee'), page, `${d.country}: visa fee`, d.visa.fee),
      said(k('visa-funds'), page, `${d.country}: funds to show for the visa`, d.visa.funds),
      said(k('health-cover'), page, `${d.country}: health cover`, d.visa.healthCover),
      said(k('work-during-study'), page, `${d.country}: work while studying`, d.work.duringStudy),
      said(k('work-after-study'), page, `${d.country}: work after graduating`, d.work.afterStudy),
      ...d.costs.lines.map((l) =>
        fact(
          `${factKeys.destinationCostPrefix(slug)}${slugOf(l.label.message)}`,
          page,
          l.label.message,
          { kind: 'money', min: l.min, max: l.max, currency: l.currency, per: l.per },
          l,
        ),
      ),
      fact(k('english-scores'), page, `${d.country}: typical English test scores`, list(d.english.typical.map((m) => m.message)), d.english),
    ];
  });
}

function examFacts(): FactInput[] {
  return EXAMS.flatMap((slug) => {
    const e = EXAM_DETAILS[slug];
    const page = paths.exam(slug);
    const k = (part: ExamPart) => factKeys.exam(slug, part);
    // Each part has the exam's month and source unless it names its own.
    const x = (part: ExamPart, label: string, value: FactValue) => fact(k(part), page, `${e.name}: ${label}`, value, e.partSources?.[part] ?? e);
    // The records' built-in wording is each message's English text (one source with the exam guide's texts).
    return [
      x('format', 'format', text(e.format.message)),
      x('total-time', 'total time', text(e.totalTime.message)),
      x('sections', 'sections and timing (one per line, "Name (timing): detail")', list(e.sections.map(sectionFactText))),
      x('score-scale', 'score scale', text(e.scoreScale.message)),
      x('typical-scores', 'scores universities usually ask for', list(e.typicalScores.map((m) => m.message))),
      x('in-nepal', 'taking it from Nepal', list(e.inNepal.map((m) => m.message))),
      x('fee', 'fee', text(e.fee.message)),
      x('validity', 'score validity', text(e.validity.message)),
    ];
  });
}

function scholarshipFacts(): FactInput[] {
  const page = ROUTES.scholarships;
  return SCHOLARSHIPS.flatMap((s) => {
    // The records' built-in wording is each message's English text (one source with the page's texts).
    const x = (part: ScholarshipPart, label: string, value: Message) =>
      fact(factKeys.scholarship(s.name, part), page, `${s.name}: ${label}`, text(value.message), s.partSources?.[part] ?? s);
    return [x('covers', 'what it covers', s.covers), x('for-nepal', 'for students from Nepal', s.forNepal), x('when', 'when it opens', s.usualOpening)];
  });
}

/** The rules the articles and FAQ answers embed (guide-facts.ts). */
const guideFacts = (): FactInput[] => GUIDE_FACTS.map((g) => said(g.key, g.page, g.label, g));

function nocFacts(): FactInput[] {
  return [
    fact(factKeys.noc('documents'), NOC_PAGE, 'NOC guide: documents', list(NOC_GUIDE.documents.map((m) => m.message)), NOC_GUIDE),
    fact(factKeys.noc('steps'), NOC_PAGE, 'NOC guide: steps', list(NOC_GUIDE.steps.map((m) => m.message)), NOC_GUIDE),
  ];
}

/** Every built-in dated fact, in page order. */
export function builtInFacts(): FactInput[] {
  return [...destinationFacts(), ...plannerFacts(), ...examFacts(), ...scholarshipFacts(), ...guideFacts(), ...nocFacts(), licenceAuthorityFact()].map(
    withCheck,
  );
}
