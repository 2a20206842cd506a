/*
 * The public catalogue lists' sort and tuition range (/universities, /courses): what the address may
 * ask, read leniently (an unknown sort or a range that is not a number is ignored, never refused), and
 * the one rule for comparing tuition given in different currencies. No zod here: this module is in the
 * pages' chunk.
 */
import { NPR_RATES, NPR_RATES_SOURCE, formatAsOf } from './facts';
import type { Currency } from '../domain/catalog';

/** The orders the catalogue lists offer, the first the default. */
export const CATALOGUE_SORTS = [
  { value: 'name', label: 'Name (A to Z)' },
  { value: 'tuition', label: 'Tuition (lowest first)' },
  { value: 'newest', label: 'Newest listed first' },
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]['value'];
export const isCatalogueSort = (v: unknown): v is CatalogueSort => CATALOGUE_SORTS.some((s) => s.value === v);

/** The address's names of the tuition range, in lakh of rupees (1 lakh = NPR 100,000). */
export const TUITION_PARAMS = { min: 'tuitionMin', max: 'tuitionMax' } as const;
/** Rupees in a lakh. */
export const LAKH = 100_000;
/** The largest figure the range takes, in lakh (NPR 10 crore). */
export const TUITION_LAKH_MAX = 1_000;

/** A range bound from the address: a number of lakh from 0 to the maximum, else none. */
export function tuitionLakhFrom(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= TUITION_LAKH_MAX ? n : undefined;
}

/**
 * The rule for tuition in different currencies: every amount is compared in rupees at one fixed set of
 * rates, the site's reference rates (Nepal Rastra Bank's selling rates, as of NPR_RATES_SOURCE), not
 * the day's rates. So a shared address lists the same records whichever day it is opened, and the
 * database can keep each record's rupee figure in an indexed column. The estimates beside each amount
 * use the day's rates, which move by a few per cent at most.
 */
export const TUITION_RATES = NPR_RATES;
export const TUITION_RATES_SOURCE = NPR_RATES_SOURCE;

/** An amount in rupees at the comparison rates (whole rupees). */
export const tuitionNpr = (amount: number, currency: Currency) => Math.round(amount * TUITION_RATES[currency]);

/** The words under the range fields: which rates the comparison uses (`month` writes their month; a page writes it in its language). */
export const tuitionRuleText = (month: (asOf: string) => string = formatAsOf) =>
  `Tuition in other currencies is compared in rupees at Nepal Rastra Bank's rates of ${month(TUITION_RATES_SOURCE.asOf)}.`;
export const TUITION_RULE_TEXT = tuitionRuleText();
