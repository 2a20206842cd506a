/**
 * Which dated facts the study-cost planner reads for each destination: the tuition fact of each study
 * level, the living-cost fact, and the keys of the visa fee, health cover and flight estimate. The
 * figures themselves are facts the admins keep (most of them the destination pages' cost table);
 * the planner's own facts (visa fees as amounts) are listed at the end, made from the same dated
 * sources as the destination pages' visa fee texts.
 */
import { ROUTES } from '../config/routes';
import type { DestinationSlug } from '../domain/catalog';
import type { LevelsByDestination, PlanLevel, VisaLengthRule } from '../domain/costPlan';
import type { FactInput } from '../domain/fact';
import type { Message } from '../config/routes';
import { DESTINATION_DETAILS } from './destinations';

/** The page the planner's own facts belong to. */
export const COST_PLANNER_PAGE = ROUTES.costPlanner;

const cost = (slug: DestinationSlug, part: string) => `destination.${slug}.cost.${part}`;

/** The planner's own keys: amounts the destination pages keep only as text, or do not keep. */
export const plannerFactKey = (slug: DestinationSlug, part: 'visa-fee' | 'health-cover' | 'flight' | 'visa-length') => `planner.${slug}.${part}`;

/**
 * The UK Student visa runs longer than the course, and the Immigration Health Surcharge is charged for
 * the whole visa. The planner counts with these months; the record `planner.uk.visa-length` states the
 * same rule in words with its month and source (a unit test keeps the two in step).
 */
export const UK_VISA_LENGTH: VisaLengthRule = { monthsBefore: 1, monthsAfterLongCourse: 4, monthsAfterShortCourse: 2, longCourseMonths: 12 };
export const UK_VISA_LENGTH_TEXT =
  'A Student visa for a degree-level course of 12 months or more starts up to 1 month before the course and ends 4 months after it (2 months after a course of 6 to 12 months). The Immigration Health Surcharge is paid for the whole visa: each full year, half a year for a part of 6 months or less, and a full year for a part over 6 months.';

export interface PlannerSources {
  tuition: Partial<Record<PlanLevel, string>>;
  living: string;
  visaFee: string;
  healthCover: string;
  flight: string;
  /** When health cover is charged for the whole visa rather than the course: the rule and its record. */
  healthCoverOverVisa?: { rule: VisaLengthRule; factKey: string };
}

/**
 * The fact keys per destination. Where no fact exists under a key (no health cover amount outside the
 * UK, no flight estimate yet) the planner says so; an admin who adds a money fact under that key on
 * the planner's page fills the line.
 */
export const PLANNER_SOURCES: Record<DestinationSlug, PlannerSources> = {
  australia: {
    tuition: { bachelors: cost('australia', 'bachelor-tuition'), masters: cost('australia', 'master-tuition') },
    living: cost('australia', 'living-costs-required-for-the-visa'),
    visaFee: cost('australia', 'visa-application-charge'),
    healthCover: plannerFactKey('australia', 'health-cover'),
    flight: plannerFactKey('australia', 'flight'),
  },
  canada: {
    tuition: {
      diploma: cost('canada', 'college-diploma-or-certificate-tuition'),
      bachelors: cost('canada', 'bachelor-tuition'),
      masters: cost('canada', 'master-tuition'),
    },
    living: cost('canada', 'living-costs-required-for-the-permit'),
    visaFee: plannerFactKey('canada', 'visa-fee'),
    healthCover: plannerFactKey('canada', 'health-cover'),
    flight: plannerFactKey('canada', 'flight'),
  },
  usa: {
    // The only tuition figure kept for the USA is per kind of university, not per level: the planner
    // shows it for both degrees, under its own label.
    tuition: { bachelors: cost('usa', 'public-university-tuition-out-of-state'), masters: cost('usa', 'public-university-tuition-out-of-state') },
    living: cost('usa', 'living-costs'),
    visaFee: plannerFactKey('usa', 'visa-fee'),
    healthCover: plannerFactKey('usa', 'health-cover'),
    flight: plannerFactKey('usa', 'flight'),
  },
  uk: {
    tuition: { bachelors: cost('uk', 'bachelor-tuition'), masters: cost('uk', 'master-tuition') },
    living: cost('uk', 'living-costs-required-outside-london-9-months'),
    visaFee: plannerFactKey('uk', 'visa-fee'),
    healthCover: cost('uk', 'immigration-health-surcharge'),
    flight: plannerFactKey('uk', 'flight'),
    healthCoverOverVisa: { rule: UK_VISA_LENGTH, factKey: plannerFactKey('uk', 'visa-length') },
  },
  'new-zealand': {
    tuition: { bachelors: cost('new-zealand', 'bachelor-tuition'), masters: cost('new-zealand', 'postgraduate-tuition') },
    living: cost('new-zealand', 'living-costs-required-for-the-visa'),
    visaFee: plannerFactKey('new-zealand', 'visa-fee'),
    healthCover: plannerFactKey('new-zealand', 'health-cover'),
    flight: plannerFactKey('new-zealand', 'flight'),
  },
};

const LEVEL_ORDER: readonly PlanLevel[] = ['diploma', 'bachelors', 'masters'];

/** The study levels each destination has a tuition fact for. */
export const PLANNER_LEVELS: LevelsByDestination = Object.fromEntries(
  Object.entries(PLANNER_SOURCES).map(([slug, s]) => [slug, LEVEL_ORDER.filter((l) => s.tuition[l] !== undefined)]),
) as unknown as LevelsByDestination;

/**
 * The visa fees as amounts, from the same official pages and months as the fee texts on the
 * destination pages (Australia's is already an amount in its cost table). Each label is a message of
 * the interface: its English wording is the record's label, which the planner shows in the page's
 * language while the record keeps it.
 */
export const VISA_FEES: Partial<Record<DestinationSlug, { amount: number; label: Message }>> = {
  canada: { amount: 235, label: /*i18n*/ { id: 'planner.visaFee.canada', message: 'Canada: study permit fee (CAD 150) and biometrics (CAD 85)' } },
  usa: { amount: 535, label: /*i18n*/ { id: 'planner.visaFee.usa', message: 'USA: visa application fee (USD 185) and SEVIS I-901 fee (USD 350)' } },
  uk: { amount: 524, label: /*i18n*/ { id: 'planner.visaFee.uk', message: 'UK: Student visa application fee' } },
  'new-zealand': { amount: 850, label: /*i18n*/ { id: 'planner.visaFee.newZealand', message: 'New Zealand: Fee Paying Student Visa fee, levy included' } },
};

/** The planner's own dated facts (seeded with the others; a migration adds them to older databases). */
export function plannerFacts(): FactInput[] {
  const visaLength: FactInput = {
    key: plannerFactKey('uk', 'visa-length'),
    page: COST_PLANNER_PAGE,
    label: 'UK: how long a Student visa runs (the health surcharge is paid for all of it)',
    value: { kind: 'text', text: UK_VISA_LENGTH_TEXT },
    checkedOn: '2024-05',
    sourceUrl: 'https://www.cardiff.ac.uk/new-students/international-students/before-you-arrive/visas-and-immigration/once-you-have-your-visa',
    sourceName: 'Cardiff University (visa lengths); GOV.UK health surcharge rules',
  };
  const fees = Object.entries(VISA_FEES).map(([slug, fee]): FactInput => {
    const d = DESTINATION_DETAILS[slug as DestinationSlug];
    return {
      key: plannerFactKey(d.slug, 'visa-fee'),
      page: COST_PLANNER_PAGE,
      label: fee!.label.message,
      value: { kind: 'money', min: fee!.amount, max: fee!.amount, currency: d.currency, per: 'once' },
      checkedOn: d.visa.fee.asOf,
      sourceUrl: d.visa.fee.source,
      sourceName: d.visa.fee.sourceName,
    };
  });
  return [...fees, visaLength];
}
