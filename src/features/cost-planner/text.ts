import type { Message } from '../../config/routes';
import { DESTINATION_COUNTRY, DESTINATION_COUNTRY_TEXT, DESTINATIONS, type DestinationSlug } from '../../domain/catalog';
import { MAX_PLAN_YEARS, MIN_PLAN_YEARS, PLAN_LEVEL_NAMES, PLAN_LEVELS, type PlanLevel, type PlanLineId } from '../../domain/costPlan';
import type { LevelsByDestination } from '../../domain/costPlan';

/** The study-cost planner's own texts (the figures' labels are the fact records', see CostPlannerPage). */
export const PLANNER_TEXT = {
  lead: /*i18n*/ {
    id: 'costPlanner.text.lead',
    message: 'Choose a destination, a study level and how many years you will study. Every figure is a dated fact with its official source.',
  },
  form: /*i18n*/ { id: 'costPlanner.text.form', message: 'Plan your costs' },
  destination: /*i18n*/ { id: 'costPlanner.text.destination', message: 'Destination' },
  chooseDestination: /*i18n*/ { id: 'costPlanner.text.chooseDestination', message: 'Choose a destination' },
  level: /*i18n*/ { id: 'costPlanner.text.level', message: 'Study level' },
  chooseLevel: /*i18n*/ { id: 'costPlanner.text.chooseLevel', message: 'Choose a study level' },
  noFigure: /*i18n*/ { id: 'costPlanner.text.noFigure', message: '{level} (no figure here)' },
  years: /*i18n*/ { id: 'costPlanner.text.years', message: 'Years of study' },
  yearsHint: /*i18n*/ { id: 'costPlanner.text.yearsHint', message: 'From {min} to {max}, in whole or half years (for example {example})' },
  show: /*i18n*/ { id: 'costPlanner.text.show', message: 'Show the plan' },
  print: /*i18n*/ { id: 'costPlanner.text.print', message: 'Print the plan' },
  empty: /*i18n*/ {
    id: 'costPlanner.text.empty',
    message: 'Your plan appears here once you have chosen a destination, a study level and the number of years.',
  },
  heading: /*i18n*/ { id: 'costPlanner.text.heading', message: 'Your plan: {level} in {country}, {years}' },
  caption: /*i18n*/ { id: 'costPlanner.text.caption', message: 'Costs in {currency} with the amount in NPR, per year and for {years}' },
  item: /*i18n*/ { id: 'costPlanner.text.item', message: 'Item' },
  perYear: /*i18n*/ { id: 'costPlanner.text.perYear', message: 'Per year' },
  forYears: /*i18n*/ { id: 'costPlanner.text.forYears', message: 'For {years}' },
  checked: /*i18n*/ { id: 'costPlanner.text.checked', message: 'Checked' },
  year: /*i18n*/ { id: 'costPlanner.text.year', message: '{n} year' },
  yearsCount: /*i18n*/ { id: 'costPlanner.text.yearsCount', message: '{n} years' },
  month: /*i18n*/ { id: 'costPlanner.text.month', message: '{n} month' },
  months: /*i18n*/ { id: 'costPlanner.text.months', message: '{n} months' },
  visaLength: /*i18n*/ { id: 'costPlanner.text.visaLength', message: 'Paid for the whole visa: {months}, charged as {years}' },
  once: /*i18n*/ { id: 'costPlanner.text.once', message: 'once' },
  missingFlight: /*i18n*/ {
    id: 'costPlanner.text.missingFlight',
    message: 'No flight estimate from Kathmandu to {country} is recorded yet: ask an airline or a travel agent for a fare. It is not in the totals.',
  },
  missingHealthWithRule: /*i18n*/ {
    id: 'costPlanner.text.missingHealthWithRule',
    message: 'No amount is recorded for {country}: {rule} It is not in the totals.',
  },
  missingHealth: /*i18n*/ { id: 'costPlanner.text.missingHealth', message: 'No amount is recorded for {country}. It is not in the totals.' },
  missingLine: /*i18n*/ { id: 'costPlanner.text.missingLine', message: 'No {line} figure is recorded for {country}. It is not in the totals.' },
  total: /*i18n*/ { id: 'costPlanner.text.total', message: 'Total' },
  totalOfAbove: /*i18n*/ { id: 'costPlanner.text.totalOfAbove', message: 'Total of the figures above' },
  everyYear: /*i18n*/ { id: 'costPlanner.text.everyYear', message: 'every year, without one-off costs' },
  without: /*i18n*/ { id: 'costPlanner.text.without', message: 'Without: {lines}' },
  fundsHeading: /*i18n*/ { id: 'costPlanner.text.fundsHeading', message: 'Funds to show for the visa' },
  fundsMissing: /*i18n*/ {
    id: 'costPlanner.text.fundsMissing',
    message: 'The tuition or living-cost figure is missing, so the funds cannot be added up.',
  },
  ranges: /*i18n*/ {
    id: 'costPlanner.text.ranges',
    message: 'Ranges run from the lowest to the highest figure kept; amounts are rounded to whole units at the end (the low end down, the high end up).',
  },
  /** A list's last two names ("Australia, Canada or UK"). */
  or: /*i18n*/ { id: 'costPlanner.text.or', message: '{names} or {last}' },
};

/** The study levels' names (the domain's English names are the English wording). */
export const LEVEL_TEXT: Record<PlanLevel, Message> = {
  diploma: /*i18n*/ { id: 'costPlanner.level.diploma', message: 'Diploma or certificate' },
  bachelors: /*i18n*/ { id: 'costPlanner.level.bachelors', message: "Bachelor's degree" },
  masters: /*i18n*/ { id: 'costPlanner.level.masters', message: "Master's degree" },
};

/** The lines of a plan. */
export const LINE_TEXT: Record<PlanLineId, Message> = {
  tuition: /*i18n*/ { id: 'costPlanner.line.tuition', message: 'Tuition' },
  living: /*i18n*/ { id: 'costPlanner.line.living', message: 'Living costs' },
  'visa-fee': /*i18n*/ { id: 'costPlanner.line.visaFee', message: 'Visa fee' },
  'health-cover': /*i18n*/ { id: 'costPlanner.line.healthCover', message: 'Health cover' },
  flight: /*i18n*/ { id: 'costPlanner.line.flight', message: 'Flight from Kathmandu' },
};

/**
 * The checks' messages (src/domain/costPlan.ts, in English, as the spec words them): each known
 * message in the page's language, the rest as they are.
 */
const ERROR_TEXT = {
  destination: /*i18n*/ { id: 'costPlanner.error.destination', message: 'Choose a destination: {destinations}.' },
  unknownDestination: /*i18n*/ { id: 'costPlanner.error.unknownDestination', message: 'We have no figures for “{typed}”. Choose {destinations}.' },
  level: /*i18n*/ { id: 'costPlanner.error.level', message: 'Choose a study level.' },
  unknownLevel: /*i18n*/ { id: 'costPlanner.error.unknownLevel', message: '“{typed}” is not a study level we plan for. Choose {levels}.' },
  noTuition: /*i18n*/ { id: 'costPlanner.error.noTuition', message: 'We have no {level} tuition figure for {country}. Choose {levels}.' },
  yearsEmpty: /*i18n*/ {
    id: 'costPlanner.error.yearsEmpty',
    message: 'Enter the number of years: a number of years from {min} to {max}, in whole or half years (for example {example}).',
  },
  yearsRange: /*i18n*/ {
    id: 'costPlanner.error.yearsRange',
    message: '“{typed}” years is not possible here. Enter a number of years from {min} to {max}, in whole or half years (for example {example}).',
  },
};

type T = (m: Message, values?: Record<string, unknown>) => string;
type Digits = (text: string | number) => string;

/** Names as a list in the page's language: "Australia, Canada or UK". */
export function listText(names: readonly string[], t: T): string {
  return names.length <= 1 ? names.join('') : t(PLANNER_TEXT.or, { names: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** A check's message in the page's language (on an English page, or a message not known here, as it is). */
export function errorText(error: string | undefined, locale: string, t: T, digits: Digits, levels: LevelsByDestination): string | undefined {
  if (error === undefined || locale === 'en') return error;
  const destinations = () =>
    listText(
      DESTINATIONS.map((d) => t(DESTINATION_COUNTRY_TEXT[d])),
      t,
    );
  const levelList = (ls: readonly PlanLevel[]) =>
    listText(
      ls.map((l) => t(LEVEL_TEXT[l])),
      t,
    );
  const years = { min: digits(MIN_PLAN_YEARS), max: digits(MAX_PLAN_YEARS), example: digits('1.5') };
  let m: RegExpMatchArray | null;
  if (error === 'Choose a study level.') return t(ERROR_TEXT.level);
  if (/^Choose a destination: /.test(error)) return t(ERROR_TEXT.destination, { destinations: destinations() });
  if ((m = error.match(/^We have no figures for “(.*)”\. Choose /s))) return t(ERROR_TEXT.unknownDestination, { typed: m[1], destinations: destinations() });
  if ((m = error.match(/^“(.*)” is not a study level we plan for\. /s))) return t(ERROR_TEXT.unknownLevel, { typed: m[1], levels: levelList(PLAN_LEVELS) });
  if ((m = error.match(/^We have no (.+) tuition figure for (.+)\. Choose /s))) {
    const level = PLAN_LEVELS.find((l) => PLAN_LEVEL_NAMES[l].toLowerCase() === m![1]);
    const slug = DESTINATIONS.find((d) => DESTINATION_COUNTRY[d] === m![2]) as DestinationSlug | undefined;
    if (level && slug)
      return t(ERROR_TEXT.noTuition, { level: t(LEVEL_TEXT[level]), country: t(DESTINATION_COUNTRY_TEXT[slug]), levels: levelList(levels[slug]) });
  }
  if (/^Enter the number of years: /.test(error)) return t(ERROR_TEXT.yearsEmpty, years);
  if ((m = error.match(/^“(.*)” years is not possible here\. /s))) return t(ERROR_TEXT.yearsRange, { typed: m[1], ...years });
  return error;
}
