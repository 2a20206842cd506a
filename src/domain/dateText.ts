/**
 * A date as a visitor reads it, by the page's language: English pages write the Gregorian date as they
 * always have ("27 November 2026", "July 2025"); Nepali pages write it in Bikram Sambat first, with
 * Devanagari digits, and the Gregorian date beside it: "२०८३ मंसिर ११ (27 November 2026)". A month
 * (a fact's "as of") spans two BS months: "२०८२ असार–साउन (July 2025)".
 */
import { BS_MONTHS_NE, formatBs, type BsDate } from './bsText';
import { formatDay } from './dayText';
import { toDevanagariDigits } from './digits';

/**
 * The BS day of a Gregorian YYYY-MM-DD: null when it lies outside the converter's table, undefined
 * while it is not known (in the browser, before the converter has loaded).
 */
export type BsLookup = (isoDay: string) => BsDate | null | undefined;

/**
 * The Gregorian day (YYYY-MM-DD) or month (YYYY-MM) a date names: a day or month as it is, a moment
 * (an ISO date-time, as an article's publication) as its day in UTC, so every visitor reads the same
 * day. Null for text that is no date.
 */
export function shownDateOf(value: string): string | null {
  if (/^\d{4}-\d{2}(?:-\d{2})?$/.test(value)) return value;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

/** The days whose BS dates a shown date needs: the day itself, or a month's first and last days. */
export function bsDaysOf(shown: string): string[] {
  if (shown.length === 10) return [shown];
  const [y, m] = shown.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${shown}-01`, `${shown}-${String(last).padStart(2, '0')}`];
}

/** The BS part of a shown date in Nepali, or null when a day it needs is unknown or outside the table. */
export function bsTextOf(shown: string, lookup: BsLookup): string | null {
  const days = bsDaysOf(shown).map((d) => lookup(d));
  if (days.some((d) => !d)) return null;
  const [first, last] = days as BsDate[];
  if (!last) return formatBs(first, 'ne');
  const month = (bs: BsDate) => BS_MONTHS_NE[bs.month - 1];
  const year = (bs: BsDate) => toDevanagariDigits(bs.year);
  if (first.year !== last.year) return `${year(first)} ${month(first)}–${year(last)} ${month(last)}`;
  if (first.month !== last.month) return `${year(first)} ${month(first)}–${month(last)}`;
  return `${year(first)} ${month(first)}`;
}

/**
 * A date's text in the page's language (see the module's comment); the Gregorian date alone on a
 * Nepali page while its BS date is not known, or outside the table. Empty for no date; text that is
 * no date is shown as it is.
 */
export function dateText(value: string | null | undefined, language: 'en' | 'ne', lookup: BsLookup): string {
  if (!value) return '';
  const shown = shownDateOf(value);
  if (shown === null) return value;
  const gregorian = formatDay(shown);
  if (language === 'en') return gregorian;
  const bs = bsTextOf(shown, lookup);
  return bs === null ? gregorian : `${bs} (${gregorian})`;
}
