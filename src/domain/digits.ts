/**
 * Devanagari digits (०१२३४५६७८९) and the ASCII digits the rest of the app reads. A Nepali keyboard
 * types the Devanagari ones; every form field that takes a number, a phone or a date reads them as
 * their ASCII twins, and a Nepali page can show numbers back in Devanagari.
 */

/** Whether a text holds any Devanagari letter. */
export const hasDevanagari = (text: string) => /[\u0900-\u097f]/.test(text);

export const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const DEVANAGARI_ZERO = DEVANAGARI_DIGITS.codePointAt(0) ?? 0x0966;

/** "२०८३-०८-१०" -> "2083-08-10"; every other character stays as it is. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (d) => String((d.codePointAt(0) ?? DEVANAGARI_ZERO) - DEVANAGARI_ZERO));
}

/** 2083 -> "२०८३", "12,34,567" -> "१२,३४,५६७"; every other character stays as it is. */
export function toDevanagariDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)]);
}

/**
 * What a form field's text becomes before its schema checks it: Devanagari digits as ASCII. Any other
 * value (a number, null, a missing field) goes to the schema untouched, so its own message names it.
 */
export function normaliseTypedDigits(value: unknown): unknown {
  return typeof value === 'string' ? toAsciiDigits(value) : value;
}
