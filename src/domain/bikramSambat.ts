/**
 * Bikram Sambat (BS), the calendar Nepal counts in, beside the Gregorian (AD). The conversion and the
 * length of each BS month come from `nepali-date-converter` (its table runs from 2000 to 2090 BS);
 * this module turns them into the app's YYYY-MM-DD texts, and reads a date a visitor typed in
 * either calendar and either script.
 */
import * as converter from 'nepali-date-converter';
import { toAsciiDigits } from './digits';
import { BS_MONTHS_EN, type BsDate } from './bsText';

export { BS_MONTHS_EN, BS_MONTHS_NE, formatBs, type BsDate } from './bsText';

interface NepaliDateLike {
  getBS(): { year: number; month: number; date: number };
  getAD(): { year: number; month: number; date: number };
}
type NepaliDateClass = new (...args: [number, number, number] | [Date]) => NepaliDateLike;
type MonthLengths = Record<string, Record<string, number>>;

/*
 * The package ships CommonJS for Node and an ES module for bundlers: under Node's ES module loader its
 * exports arrive as the default export's properties, from a bundle as named exports.
 */
const exported = converter as unknown as { default: unknown; dateConfigMap?: MonthLengths };
const moduleObject = (typeof exported.default === 'function' ? exported : exported.default) as { default: NepaliDateClass; dateConfigMap: MonthLengths };
const NepaliDate: NepaliDateClass = typeof exported.default === 'function' ? (exported.default as NepaliDateClass) : moduleObject.default;
const monthLengths: MonthLengths = exported.dateConfigMap ?? moduleObject.dateConfigMap;

const BS_YEARS = Object.keys(monthLengths).map(Number);
/** The first and last BS years the converter's table knows. */
export const FIRST_BS_YEAR = Math.min(...BS_YEARS);
export const LAST_BS_YEAR = Math.max(...BS_YEARS);

/** How many days a BS month has (29 to 32, it differs year by year); null outside the table. */
export function bsMonthLength(year: number, month: number): number | null {
  const months = monthLengths[String(year)];
  if (!months || !Number.isInteger(month) || month < 1 || month > 12) return null;
  return Object.values(months)[month - 1] ?? null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoOf = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** A BS day as the Gregorian YYYY-MM-DD; null when no such BS day is in the table. */
export function bsToAd(bs: BsDate): string | null {
  const length = bsMonthLength(bs.year, bs.month);
  if (length === null || !Number.isInteger(bs.day) || bs.day < 1 || bs.day > length) return null;
  const ad = new NepaliDate(bs.year, bs.month - 1, bs.day).getAD();
  return isoOf(ad.year, ad.month + 1, ad.date);
}

/** A Gregorian YYYY-MM-DD as its BS day; null when it is no real date or outside the table. */
export function adToBs(iso: string): BsDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  // Midnight UTC is 05:45 the same day in Kathmandu, the day the converter counts in.
  const bs = new NepaliDate(utc).getBS();
  const found = { year: bs.year, month: bs.month + 1, day: bs.date };
  return found.year >= FIRST_BS_YEAR && found.year <= LAST_BS_YEAR && bsToAd(found) === iso ? found : null;
}

/** "2083-08-10" (digits in ASCII). */
export const formatBsIso = (bs: BsDate) => isoOf(bs.year, bs.month, bs.day);

/**
 * An unmarked year from this one on is read as a BS year: 2070 BS was 2013 AD, and nobody books a
 * consultation for 2070 AD, while every BS year a booking can name now is above it.
 */
export const UNMARKED_BS_FROM = 2070;

const BS_MARK = /\s*(?:B\.?\s?S\.?|[बव]ि\.?\s?सं\.?)\s*$/i;
const AD_MARK = /\s*(?:A\.?\s?D\.?|ई\.?\s?(?:सं\.?)?)\s*$/i;

/** A typed date read: the Gregorian YYYY-MM-DD, or what is wrong with it (null: it is no date at all). */
export type TypedDate = { ok: true; iso: string } | { ok: false; message: string | null };

/**
 * A date as a visitor types it, read as the Gregorian YYYY-MM-DD the app keeps: year, month and day in
 * that order, separated by -, / or . (or spaces), in ASCII or Devanagari digits, with BS (बि.सं., वि.सं.)
 * or AD (ई.सं.) after it or neither. Unmarked, a year from UNMARKED_BS_FROM on is BS and any other AD.
 */
export function readTypedDate(typed: string): TypedDate {
  const text = toAsciiDigits(typed).trim();
  const bsMarked = BS_MARK.test(text);
  const adMarked = !bsMarked && AD_MARK.test(text);
  const bare = text.replace(bsMarked ? BS_MARK : AD_MARK, '');
  const m = /^(\d{4})\s*[-/.\s]\s*(\d{1,2})\s*[-/.\s]\s*(\d{1,2})$/.exec(bare);
  if (!m) return { ok: false, message: null };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!bsMarked && (adMarked || year < UNMARKED_BS_FROM)) return { ok: true, iso: isoOf(year, month, day) };
  if (year < FIRST_BS_YEAR || year > LAST_BS_YEAR) return { ok: false, message: `We read Bikram Sambat dates from ${FIRST_BS_YEAR} to ${LAST_BS_YEAR} BS` };
  const length = bsMonthLength(year, month);
  if (length === null) return { ok: false, message: 'A Bikram Sambat month is 1 (Baisakh) to 12 (Chaitra)' };
  const iso = bsToAd({ year, month, day });
  return iso === null ? { ok: false, message: `${BS_MONTHS_EN[month - 1]} ${year} BS has ${length} days` } : { ok: true, iso };
}

/** The calendar a date is typed or picked in: Bikram Sambat (typed) or Gregorian (the date picker). */
export type DateCalendar = 'bs' | 'ad';

/**
 * A date field's text moved to the other calendar's field: for 'ad' the Gregorian YYYY-MM-DD the date
 * picker shows, for 'bs' the BS YYYY-MM-DD (read as BS: every BS year a booking can name is above
 * UNMARKED_BS_FROM). Blank stays blank; null when the text cannot be read as a date, so moving it
 * would lose what was typed.
 */
export function dateInCalendar(text: string, calendar: DateCalendar): string | null {
  if (!text.trim()) return '';
  const read = readTypedDate(text);
  if (!read.ok || !/^\d{4}-\d{2}-\d{2}$/.test(read.iso)) return null;
  if (calendar === 'ad') return read.iso;
  const bs = adToBs(read.iso);
  return bs ? formatBsIso(bs) : null;
}

/** What a typed or picked date reads as in both calendars, for showing beside the field. */
export type DateReading = { ok: true; ad: string; bs: BsDate } | { ok: false; message: string | null };

/**
 * A typed or picked date in both calendars, or what is wrong with it (message null: not a date yet,
 * as while it is being typed).
 */
export function readDateBothWays(text: string): DateReading {
  const read = readTypedDate(text);
  if (!read.ok) return read;
  const bs = adToBs(read.iso);
  if (bs === null) return { ok: false, message: `We show dates from ${FIRST_BS_YEAR} to ${LAST_BS_YEAR} BS` };
  return { ok: true, ad: read.iso, bs };
}
