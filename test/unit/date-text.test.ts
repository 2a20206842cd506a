import { describe, expect, it, vi } from 'vitest';
import { adToBs, formatBs } from '../../src/domain/bikramSambat';
import { dateText } from '../../src/domain/dateText';
import { formatDate } from '../../src/common/format';
import { formatAsOf, formatDay } from '../../src/domain/dayText';
import { reviewMonthText } from '../../src/domain/review';
import { browserBsDates, readBsDates, recordingBsDates, BS_DATES_ELEMENT_ID } from '../../src/common/bsDates';

/** Known pairs (New Year's days and the last day of a year, as test/unit/nepali-dates.test.ts has them), with the Gregorian day in words. */
const KNOWN: Array<[ad: string, nepali: string]> = [
  ['2025-04-14', '२०८२ बैशाख १ (14 April 2025)'],
  ['2024-04-13', '२०८१ बैशाख १ (13 April 2024)'],
  ['2023-04-14', '२०८० बैशाख १ (14 April 2023)'],
  ['2016-04-12', '२०७२ चैत ३० (12 April 2016)'],
  ['2005-04-14', '२०६२ बैशाख १ (14 April 2005)'],
  ['1955-01-01', '२०११ पुस १७ (1 January 1955)'],
];

describe('dates as a visitor reads them', () => {
  it.each(KNOWN)('on a Nepali page a date shows in Bikram Sambat with the Gregorian date beside it: %s is %s', (ad, nepali) => {
    expect(dateText(ad, 'ne', adToBs)).toBe(nepali);
    // The BS part is the converter's day as formatBs writes it in Nepali: Devanagari digits, year first.
    const bs = adToBs(ad);
    expect(bs).not.toBeNull();
    expect(dateText(ad, 'ne', adToBs)).toBe(`${formatBs(bs!, 'ne')} (${formatDay(ad)})`);
  });

  it('the example of the requirement: 27 November 2026 is 11 Mangsir 2083', () => {
    expect(dateText('2026-11-27', 'ne', adToBs)).toBe('२०८३ मंसिर ११ (27 November 2026)');
  });

  it("on a Nepali page a moment (an article's publication) is its day in UTC, as on the English page", () => {
    expect(dateText('2016-04-12T23:59:00Z', 'ne', adToBs)).toBe('२०७२ चैत ३० (12 April 2016)');
    expect(dateText('2025-04-14T00:00:00.000Z', 'ne', adToBs)).toBe('२०८२ बैशाख १ (14 April 2025)');
  });

  it('on a Nepali page a month ("as of") shows the BS months it spans, across a BS new year too', () => {
    expect(dateText('2025-07', 'ne', adToBs)).toBe('२०८२ असार–साउन (July 2025)');
    // 1 April 2025 is in Chaitra 2081; 14 April 2025 is 1 Baisakh 2082 (a known pair).
    expect(dateText('2025-04', 'ne', adToBs)).toBe('२०८१ चैत–२०८२ बैशाख (April 2025)');
  });

  it("an English page's date text is unchanged: the Gregorian date, as each page wrote it before", () => {
    const lookup = vi.fn(adToBs);
    for (const moment of ['2026-01-02T00:00:00Z', '2025-11-15T18:30:00.000Z', '2016-04-12T23:59:00Z'])
      expect(dateText(moment, 'en', lookup)).toBe(formatDate(moment));
    expect(dateText('2026-01-02T00:00:00Z', 'en', lookup)).toBe('2 January 2026');
    for (const day of ['2026-11-23', '2025-04-14', '2026-03-03']) expect(dateText(day, 'en', lookup)).toBe(formatDay(day));
    for (const month of ['2025-07', '2026-03', '2024-01']) {
      expect(dateText(month, 'en', lookup)).toBe(formatAsOf(month));
      expect(dateText(month, 'en', lookup)).toBe(reviewMonthText(month));
    }
    expect(dateText(null, 'en', lookup)).toBe('');
    // An English page never asks for a BS day.
    expect(lookup).not.toHaveBeenCalled();
  });

  it("on a Nepali page a date outside the converter's table, or whose BS day is not known yet, shows the Gregorian date alone", () => {
    expect(dateText('1900-01-01', 'ne', adToBs)).toBe('1 January 1900');
    expect(dateText('2026-11-27', 'ne', () => undefined)).toBe('27 November 2026');
    expect(dateText('2025-07', 'ne', (d) => (d === '2025-07-01' ? adToBs(d) : undefined))).toBe('July 2025');
  });
});

describe('the BS days a page is written with', () => {
  it('the server records every day it converts; the browser, given that record, writes the same text before its converter has loaded', async () => {
    const server = recordingBsDates(adToBs);
    const days = ['2026-11-27', '2025-07', '1900-01-01'];
    const serverText = days.map((d) => dateText(d, 'ne', server.lookup));
    expect(server.record()).toEqual({ '2026-11-27': [2083, 8, 11], '2025-07-01': expect.any(Array), '2025-07-31': expect.any(Array), '1900-01-01': null });

    let loaded: (convert: typeof adToBs) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof adToBs>((resolve) => (loaded = resolve)));
    const browser = browserBsDates(load);
    const script = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: BS_DATES_ELEMENT_ID,
      textContent: JSON.stringify(server.record()),
    });
    document.body.append(script);
    readBsDates(document, browser);
    script.remove();
    expect(days.map((d) => dateText(d, 'ne', browser.lookup))).toEqual(serverText);

    // A day the page did not carry waits for the converter, which loads once.
    expect(browser.lookup('2025-04-14')).toBeUndefined();
    const listener = vi.fn();
    browser.subscribe(listener);
    const loading = [browser.load(), browser.load()];
    loaded(adToBs);
    await Promise.all(loading);
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(browser.version()).toBe(1);
    expect(dateText('2025-04-14', 'ne', browser.lookup)).toBe('२०८२ बैशाख १ (14 April 2025)');
  });

  it('a converter that cannot load is tried again by the next date that asks', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(adToBs);
    const browser = browserBsDates(load);
    await expect(browser.load()).rejects.toThrow('offline');
    await browser.load();
    expect(browser.lookup('2025-04-14')).toEqual({ year: 2082, month: 1, day: 1 });
  });
});
