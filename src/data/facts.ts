/**
 * Facts that change (fees, visa funds, work hours, exam formats) carry the month they were checked
 * and the official page they come from. Pages show both next to the fact.
 */
import type { NotChecked } from '../domain/fact';
import { formatIndian } from '../domain/numbers';
import { formatAsOf, formatDay } from '../domain/dayText';

export { formatAsOf, formatDay };
export interface Sourced {
  /** The month the fact holds from, as its source shows it, as YYYY-MM. */
  asOf: string;
  /** The official page the fact comes from. */
  source: string;
  /** A short name of the source, e.g. "Department of Home Affairs". */
  sourceName: string;
  /** The day the fact was last compared with its source and found right (YYYY-MM-DD). */
  lastChecked?: string;
  /** Why the last try to compare it with its source failed, and the day of that try. */
  notChecked?: NotChecked;
}

/** A fact stated as text, with its own date and source. */
export type SourcedText = Sourced & { text: string };

/** Indicative exchange rates to the Nepali rupee (NPR per unit), for estimates only. */
export const NPR_RATES = {
  AUD: 96,
  CAD: 105,
  USD: 145,
  GBP: 193,
  NZD: 81,
  EUR: 170,
  NPR: 1,
} as const;

/** The built-in rates are Nepal Rastra Bank's selling rates of December 2025 and January 2026, rounded. */
export const NPR_RATES_SOURCE: Sourced = {
  asOf: '2026-01',
  source: 'https://www.nrb.org.np/forex/',
  sourceName: 'Nepal Rastra Bank foreign exchange rates',
};

/** Currencies Nepal Rastra Bank publishes no rate for: their built-in figure has no official source. */
export const RATES_WITHOUT_NRB_SOURCE: Partial<Record<keyof typeof NPR_RATES, NotChecked>> = {
  NZD: { reason: 'Nepal Rastra Bank publishes no New Zealand dollar rate', triedOn: '2026-11-26' },
};

/** NPR per unit of each currency: the built-in figures above, or the current ones from the API. */
export type NprRates = Record<keyof typeof NPR_RATES, number>;

/** Amount in a foreign currency -> rounded NPR estimate ("NPR 27.5 lakh"), at the given rates. */
export function toNprEstimate(amount: number, currency: keyof typeof NPR_RATES, rates: NprRates = NPR_RATES): string {
  const npr = amount * rates[currency];
  if (npr >= 100_000) {
    const lakh = npr / 100_000;
    return `NPR ${lakh >= 100 ? Math.round(lakh) : Math.round(lakh * 10) / 10} lakh`;
  }
  return `NPR ${formatIndian(Math.round(npr))}`;
}
