// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adToBs, bsMonthLength, bsToAd, FIRST_BS_YEAR, formatBs, LAST_BS_YEAR, readTypedDate } from '../../src/domain/bikramSambat';
import { DEVANAGARI_DIGITS, toAsciiDigits, toDevanagariDigits } from '../../src/domain/digits';

/**
 * Known pairs, each from a source outside the converter: New Year's days reported in the press
 * (1 Baisakh), the day before one (the year's last day), and the pairs another converter's tests hold
 * (bikram-sambat: 2007-01-01 and 2011-09-17). Every day of 2000 to 2083 BS was also compared with that
 * second converter once, with no difference.
 */
const KNOWN: Array<[bs: string, ad: string, what: string]> = [
  ['2082-01-01', '2025-04-14', 'New Year 2082'],
  ['2081-01-01', '2024-04-13', 'New Year 2081'],
  ['2080-01-01', '2023-04-14', 'New Year 2080'],
  ['2073-01-01', '2016-04-13', 'New Year 2073 (2072 ended on 12 April 2016)'],
  ['2072-12-30', '2016-04-12', 'the last day of 2072'],
  ['2062-01-01', '2005-04-14', 'New Year 2062'],
  ['2007-01-01', '1950-04-13', 'New Year 2007'],
  ['2011-09-17', '1955-01-01', 'New Year’s Day 1955 AD'],
];

const bsOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month, day };
};

describe('Bikram Sambat and Gregorian dates', () => {
  it.each(KNOWN)('%s BS is %s AD (%s)', (bs, ad) => {
    expect(bsToAd(bsOf(bs))).toBe(ad);
    expect(adToBs(ad)).toEqual(bsOf(bs));
  });

  it('a BS day that does not exist, or lies outside the table, has no AD date', () => {
    expect(bsMonthLength(2082, 1)).toBe(31);
    expect(bsToAd({ year: 2082, month: 1, day: 32 })).toBeNull();
    expect(bsToAd({ year: 2082, month: 13, day: 1 })).toBeNull();
    expect(bsToAd({ year: 2082, month: 1, day: 0 })).toBeNull();
    expect(bsToAd({ year: LAST_BS_YEAR + 1, month: 1, day: 1 })).toBeNull();
    expect(adToBs('2025-02-30')).toBeNull();
    expect(adToBs('15/11/2025')).toBeNull();
  });

  it('every day of the table goes to AD and back to itself, one AD day after the other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: FIRST_BS_YEAR, max: LAST_BS_YEAR }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 32 }),
        (year, month, day) => {
          const ad = bsToAd({ year, month, day });
          const length = bsMonthLength(year, month) ?? 0;
          if (day > length) {
            expect(ad).toBeNull();
            return;
          }
          expect(ad).not.toBeNull();
          expect(adToBs(ad ?? '')).toEqual({ year, month, day });
          const next = new Date(Date.parse(`${ad}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
          const following =
            day < length ? { year, month, day: day + 1 } : month < 12 ? { year, month: month + 1, day: 1 } : { year: year + 1, month: 1, day: 1 };
          if (following.year <= LAST_BS_YEAR) expect(adToBs(next)).toEqual(following);
        },
      ),
    );
  });

  it('writes a BS date in English and in Nepali', () => {
    expect(formatBs({ year: 2083, month: 8, day: 10 }, 'en')).toBe('10 Mangsir 2083 BS');
    expect(formatBs({ year: 2083, month: 8, day: 10 }, 'ne')).toBe('२०८३ मंसिर १०');
  });
});

describe('Devanagari digits', () => {
  it('reads each Devanagari digit as its ASCII one and writes it back', () => {
    expect(toAsciiDigits(DEVANAGARI_DIGITS)).toBe('0123456789');
    expect(toAsciiDigits('+९७७ ९८४१२३४५६७')).toBe('+977 9841234567');
    expect(toDevanagariDigits('12,34,567')).toBe('१२,३४,५६७');
    expect(toDevanagariDigits(2083)).toBe('२०८३');
  });

  it('any text survives the round trip through Devanagari digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(toAsciiDigits(toDevanagariDigits(toAsciiDigits(s)))).toBe(toAsciiDigits(s));
      }),
    );
  });
});

describe('a date as typed', () => {
  it.each([
    ['2026-11-26', '2026-11-26', 'AD as the date picker gives it'],
    ['२०८३-०८-१०', '2026-11-26', 'BS in Devanagari digits'],
    ['2083-08-10 BS', '2026-11-26', 'BS marked in English'],
    ['2083/8/10 B.S.', '2026-11-26', 'slashes, one-digit month, B.S.'],
    ['२०८३-०८-१० वि.सं.', '2026-11-26', 'marked वि.सं.'],
    ['२०८३.०८.१० बि.सं.', '2026-11-26', 'dots, marked बि.सं.'],
    ['2083-08-10', '2026-11-26', 'an unmarked year from 2070 on is BS'],
    ['२०२६-१२-०१', '2026-12-01', 'AD in Devanagari digits'],
    ['2026-12-01 AD', '2026-12-01', 'AD marked'],
  ])('%s is %s (%s)', (typed, iso) => {
    expect(readTypedDate(typed)).toEqual({ ok: true, iso });
  });

  it('names what is wrong with a BS date that does not exist', () => {
    expect(readTypedDate('2082-01-32 BS')).toEqual({ ok: false, message: 'Baisakh 2082 BS has 31 days' });
    expect(readTypedDate('२०८३-१३-०१')).toEqual({ ok: false, message: 'A Bikram Sambat month is 1 (Baisakh) to 12 (Chaitra)' });
    expect(readTypedDate('2095-01-01 BS')).toEqual({ ok: false, message: `We read Bikram Sambat dates from ${FIRST_BS_YEAR} to ${LAST_BS_YEAR} BS` });
    expect(readTypedDate('next Tuesday')).toEqual({ ok: false, message: null });
  });
});
