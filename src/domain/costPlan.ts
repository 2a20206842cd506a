/**
 * The study-cost planner's choices and arithmetic, pure: reading and checking the choices (from a
 * form or a shared link's query string), a money fact per year and over the whole stay, conversion to
 * rupees at a rate per one unit of the currency, and rounding at the very end.
 */
import { DESTINATION_COUNTRY, DESTINATIONS, type DestinationSlug } from './catalog';
import { toAsciiDigits } from './digits';

export const PLAN_LEVELS = ['diploma', 'bachelors', 'masters'] as const;
export type PlanLevel = (typeof PLAN_LEVELS)[number];
export const PLAN_LEVEL_NAMES: Record<PlanLevel, string> = {
  diploma: 'Diploma or certificate',
  bachelors: "Bachelor's degree",
  masters: "Master's degree",
};

/** The shortest and longest stay the planner adds up, in years, by half years (1, 1.5, 2 … 6). */
export const MIN_PLAN_YEARS = 1;
export const MAX_PLAN_YEARS = 6;

/** The query parameters of a shared plan (?destination=uk&level=masters&years=1). */
export const PLAN_PARAMS = { destination: 'destination', level: 'level', years: 'years' } as const;

/** What the form holds: the raw text of each choice (empty when not chosen). */
export interface PlanChoices {
  destination: string;
  level: string;
  years: string;
}
export type PlanField = keyof PlanChoices;
export const EMPTY_CHOICES: PlanChoices = { destination: '', level: '', years: '' };

/** Choices that passed the checks. */
export interface ValidPlanChoices {
  destination: DestinationSlug;
  level: PlanLevel;
  years: number;
}

export type PlanErrors = Partial<Record<PlanField, string>>;

/** The study levels each destination has a tuition figure for. */
export type LevelsByDestination = Readonly<Record<DestinationSlug, readonly PlanLevel[]>>;

const isDestination = (s: string): s is DestinationSlug => (DESTINATIONS as readonly string[]).includes(s);
const isLevel = (s: string): s is PlanLevel => (PLAN_LEVELS as readonly string[]).includes(s);

const listNames = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

export const YEARS_MESSAGE = `Enter a number of years from ${MIN_PLAN_YEARS} to ${MAX_PLAN_YEARS}, in whole or half years (for example 1.5).`;

/** "1", "1.5", "2.0" as a number of years; NaN unless whole or half. */
function halfYears(text: string): number {
  if (!/^\d{1,2}(?:[.,][05])?$/.test(text)) return NaN;
  return Number(text.replace(',', '.'));
}

/**
 * Checks the choices. Each error names what is wrong and what to choose instead; a choice that is
 * fine stays as it is, whatever is wrong with the others.
 */
export function validatePlanChoices(
  choices: PlanChoices,
  levels: LevelsByDestination,
): { ok: true; value: ValidPlanChoices } | { ok: false; errors: PlanErrors } {
  const errors: PlanErrors = {};
  const destination = choices.destination.trim();
  const level = choices.level.trim();
  // Typed on a Nepali keyboard, २ or १.५ are the same years as 2 or 1.5.
  const years = toAsciiDigits(choices.years).trim();
  const destinationNames = listNames(DESTINATIONS.map((d) => DESTINATION_COUNTRY[d]));
  if (destination === '') errors.destination = `Choose a destination: ${destinationNames}.`;
  else if (!isDestination(destination)) errors.destination = `We have no figures for “${destination.slice(0, 40)}”. Choose ${destinationNames}.`;
  if (level === '') errors.level = 'Choose a study level.';
  else if (!isLevel(level))
    errors.level = `“${level.slice(0, 40)}” is not a study level we plan for. Choose ${listNames(PLAN_LEVELS.map((l) => PLAN_LEVEL_NAMES[l]))}.`;
  else if (isDestination(destination) && !levels[destination].includes(level)) {
    errors.level = `We have no ${PLAN_LEVEL_NAMES[level].toLowerCase()} tuition figure for ${DESTINATION_COUNTRY[destination]}. Choose ${listNames(levels[destination].map((l) => PLAN_LEVEL_NAMES[l]))}.`;
  }
  const n = halfYears(years);
  if (years === '') errors.years = `Enter the number of years: ${YEARS_MESSAGE.replace('Enter ', '')}`;
  else if (!(n >= MIN_PLAN_YEARS && n <= MAX_PLAN_YEARS)) errors.years = `“${years.slice(0, 20)}” years is not possible here. ${YEARS_MESSAGE}`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { destination: destination as DestinationSlug, level: level as PlanLevel, years: n } };
}

/** One query parameter's value (the first), decoded as a form encodes it; null when absent or malformed. */
function queryParam(search: string, name: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (key !== name) continue;
    try {
      return decodeURIComponent((eq < 0 ? '' : pair.slice(eq + 1)).replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }
  return null;
}

/** The choices in a query string ("?destination=uk&level=masters&years=1"); missing ones are empty. */
export function choicesFromSearch(search: string): PlanChoices {
  return {
    destination: queryParam(search, PLAN_PARAMS.destination) ?? '',
    level: queryParam(search, PLAN_PARAMS.level) ?? '',
    years: queryParam(search, PLAN_PARAMS.years) ?? '',
  };
}

/** The query string of a plan, in a fixed order, without the leading "?". */
export function searchOf(choices: ValidPlanChoices): string {
  return `${PLAN_PARAMS.destination}=${encodeURIComponent(choices.destination)}&${PLAN_PARAMS.level}=${encodeURIComponent(choices.level)}&${PLAN_PARAMS.years}=${choices.years}`;
}

/**
 * The choices a link opens the planner with: the ones it names that pass the checks are kept, a named
 * destination or level that does not exist is cleared from the form (a list cannot show it) and
 * reported, a bad number of years stays in its box and is reported. Choices the link does not name
 * are simply not chosen yet (a link from a destination page names only the destination).
 */
export function choicesFromLink(search: string, levels: LevelsByDestination): { choices: PlanChoices; errors: PlanErrors; plan: ValidPlanChoices | null } {
  const named = choicesFromSearch(search);
  const checked = validatePlanChoices(named, levels);
  if (checked.ok) return { choices: { ...named, years: String(checked.value.years) }, errors: {}, plan: checked.value };
  const errors: PlanErrors = {};
  const choices = { ...named };
  for (const field of ['destination', 'level', 'years'] as const) {
    const message = checked.errors[field];
    if (!message || named[field].trim() === '') continue;
    errors[field] = message;
    if (field !== 'years') choices[field] = '';
  }
  return { choices, errors, plan: null };
}

// ---------------------------------------------------------------------------------------------
// The arithmetic.

/** An amount as the facts keep it: a range in one currency, per year, per month or once. */
export interface MoneyAmount {
  min: number;
  max: number;
  currency: string;
  per: 'year' | 'month' | 'once';
}

/** A range of money, unrounded. */
export interface Range {
  min: number;
  max: number;
}

export const ZERO: Range = { min: 0, max: 0 };
export const addRanges = (a: Range, b: Range): Range => ({ min: a.min + b.min, max: a.max + b.max });
export const scaleRange = (r: Range, k: number): Range => ({ min: r.min * k, max: r.max * k });

/** A year's share of an amount (a monthly amount twelve times); a one-off amount has none. */
export function perYear(m: MoneyAmount): Range | null {
  if (m.per === 'once') return null;
  return scaleRange(m, m.per === 'month' ? 12 : 1);
}

/** An amount over a stay of `years` years (half years allowed): yearly and monthly amounts pro rata, a one-off once. */
export function overStay(m: MoneyAmount, years: number): Range {
  const yearly = perYear(m);
  return yearly ? scaleRange(yearly, years) : { min: m.min, max: m.max };
}

/**
 * A rate as a bank quotes it: rupees for `unit` units of the currency (Nepal Rastra Bank quotes some
 * currencies per 10 or 100 units). Rupees for one unit.
 */
export function nprPerOneUnit(quote: { npr: number; unit: number }): number {
  if (!(quote.unit > 0) || !(quote.npr > 0)) throw new RangeError('A rate needs positive rupees and a positive unit');
  return quote.npr / quote.unit;
}

/** An amount in a currency in rupees, at a rate in rupees per one unit (NPR itself at 1). */
export const toNpr = (r: Range, nprPerUnit: number): Range => scaleRange(r, nprPerUnit);

/** An amount moved between two currencies through their rupee rates. */
export const convert = (r: Range, fromNprPerUnit: number, toNprPerUnit: number): Range => scaleRange(r, fromNprPerUnit / toNprPerUnit);

/** Rounds a range for showing: whole units, the low end down and the high end up, so the range never shrinks. */
export const roundRange = (r: Range): Range => ({ min: Math.floor(r.min + 1e-9), max: Math.ceil(r.max - 1e-9) });

// ---------------------------------------------------------------------------------------------
// A whole plan.

export const PLAN_LINES = ['tuition', 'living', 'visa-fee', 'health-cover', 'flight'] as const;
export type PlanLineId = (typeof PLAN_LINES)[number];

/** One line of a plan in the destination's currency and in rupees; `null` amounts where the fact is missing. */
export interface PlanLine {
  id: PlanLineId;
  /** Each year's amount (yearly and monthly facts); null for a one-off or a missing fact. */
  perYear: Range | null;
  perYearNpr: Range | null;
  /** The whole stay; null when the fact is missing (or its currency has no rate). */
  total: Range | null;
  totalNpr: Range | null;
}

export interface CostPlan {
  years: number;
  currency: string;
  lines: PlanLine[];
  /** The lines without a figure: the totals leave them out. */
  missing: PlanLineId[];
  /** Every recurring line for one year (one-off lines not included). */
  perYear: Range;
  perYearNpr: Range;
  /** Every line over the whole stay. */
  total: Range;
  totalNpr: Range;
  /** First-year tuition plus one year of living costs, as visas ask to be shown; null without both. */
  funds: Range | null;
  fundsNpr: Range | null;
}

/**
 * A plan from the facts of each line (null where there is none), for a stay of `years` years, in the
 * destination's `currency`. `nprPerUnit` gives rupees for one unit of a currency (undefined when no
 * rate is known: that line counts as missing). Nothing is rounded here.
 */
export function computeCostPlan(input: {
  years: number;
  currency: string;
  facts: Readonly<Record<PlanLineId, MoneyAmount | null>>;
  nprPerUnit: (currency: string) => number | undefined;
  /** Lines charged for another number of years than the course (the UK health surcharge: the whole visa). */
  chargedYears?: Partial<Record<PlanLineId, number>>;
}): CostPlan {
  const { years, currency } = input;
  const home = input.nprPerUnit(currency);
  const lines: PlanLine[] = PLAN_LINES.map((id) => {
    const m = input.facts[id];
    const rate = m ? input.nprPerUnit(m.currency) : undefined;
    if (!m || rate === undefined || home === undefined) return { id, perYear: null, perYearNpr: null, total: null, totalNpr: null };
    const yearly = perYear(m);
    const stay = overStay(m, input.chargedYears?.[id] ?? years);
    return {
      id,
      perYear: yearly && convert(yearly, rate, home),
      perYearNpr: yearly && toNpr(yearly, rate),
      total: convert(stay, rate, home),
      totalNpr: toNpr(stay, rate),
    };
  });
  const sum = (pick: (l: PlanLine) => Range | null) => lines.reduce((acc, l) => (pick(l) ? addRanges(acc, pick(l)!) : acc), ZERO);
  const byId = (id: PlanLineId) => lines.find((l) => l.id === id)!;
  const tuition = byId('tuition');
  const living = byId('living');
  const funds = tuition.perYear && living.perYear ? addRanges(tuition.perYear, living.perYear) : null;
  const fundsNpr = tuition.perYearNpr && living.perYearNpr ? addRanges(tuition.perYearNpr, living.perYearNpr) : null;
  return {
    years,
    currency,
    lines,
    missing: lines.filter((l) => l.total === null).map((l) => l.id),
    perYear: sum((l) => l.perYear),
    perYearNpr: sum((l) => l.perYearNpr),
    total: sum((l) => l.total),
    totalNpr: sum((l) => l.totalNpr),
    funds,
    fundsNpr,
  };
}

// ---------------------------------------------------------------------------------------------
// A visa that runs longer than the course (the UK's health surcharge is charged for the whole visa).

/** How much longer than the course a student visa runs, in months, by course length. */
export interface VisaLengthRule {
  /** Months the visa may start before the course. */
  monthsBefore: number;
  /** Months after the course: for a course of at least `longCourseMonths`, else for a shorter one. */
  monthsAfterLongCourse: number;
  monthsAfterShortCourse: number;
  longCourseMonths: number;
}

/** The months a student visa runs for a course of `years` years. */
export function visaMonths(years: number, rule: VisaLengthRule): number {
  const course = Math.round(years * 12);
  return rule.monthsBefore + course + (course >= rule.longCourseMonths ? rule.monthsAfterLongCourse : rule.monthsAfterShortCourse);
}

/**
 * The years a yearly charge is paid for over `months` of visa: each whole year, then half a year for a
 * part of 6 months or less and a whole year for a longer part (how the UK charges its health surcharge).
 */
export function chargedYearsFor(months: number): number {
  const whole = Math.floor(months / 12);
  const rest = months - whole * 12;
  return whole + (rest === 0 ? 0 : rest <= 6 ? 0.5 : 1);
}
