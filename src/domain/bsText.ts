/**
 * Bikram Sambat days in words, apart from the converter (src/domain/bikramSambat.ts): a page that only
 * writes a BS day it already knows does not carry the converter's table.
 */
import { toDevanagariDigits } from './digits';

/** A day in Bikram Sambat: month 1 is Baisakh, 12 is Chaitra. */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

/** The months' names as Nepali calendars print them, Baisakh first. */
export const BS_MONTHS_NE = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'] as const;
/** The months' names in Latin letters, as English texts in Nepal write them. */
export const BS_MONTHS_EN = ['Baisakh', 'Jestha', 'Asar', 'Shrawan', 'Bhadra', 'Asoj', 'Kartik', 'Mangsir', 'Poush', 'Magh', 'Falgun', 'Chaitra'] as const;

/** "10 Mangsir 2083" or, in Nepali, "२०८३ मंसिर १०" (year first, as Nepali dates are written). */
export function formatBs(bs: BsDate, language: 'en' | 'ne'): string {
  if (language === 'en') return `${bs.day} ${BS_MONTHS_EN[bs.month - 1]} ${bs.year} BS`;
  return `${toDevanagariDigits(bs.year)} ${BS_MONTHS_NE[bs.month - 1]} ${toDevanagariDigits(bs.day)}`;
}
