/**
 * Facts that change (fees, visa funds, work hours, exam formats) carry the month they were checked
 * and the official page they come from. Pages show both next to the fact.
 */
import { formatIndian } from '../domain/numbers';
export interface Sourced {
  /** The month the fact was checked against its source, as YYYY-MM. */
  asOf: string;
  /** The official page the fact comes from. */
  source: string;
  /** A short name of the source, e.g. "Department of Home Affairs". */
  sourceName: string;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-07" -> "July 2025". */
export function formatAsOf(asOf: string): string {
  const [y, m] = asOf.split('-').map(Number);
  return `${MONTH_NAMES[(m ?? 1) - 1]} ${y}`;
}

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

export const NPR_RATES_SOURCE: Sourced = {
  asOf: '2026-11',
  source: 'https://www.nrb.org.np/forex/',
  sourceName: 'Nepal Rastra Bank foreign exchange rates (NRB publishes no NZD rate: the NZD estimate is not re-checked)',
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
