import { describe, expect, it } from 'vitest';
import { NPR_RATES, NPR_RATES_SOURCE, toNprEstimate, type Sourced } from '../../src/data/facts';
import { DESTINATION_DETAILS } from '../../src/data/destinations';
import { EXAM_DETAILS } from '../../src/data/exams';
import { SCHOLARSHIPS } from '../../src/data/scholarships';
import { NOC_GUIDE } from '../../src/data/noc';

const allSourced: [string, Sourced][] = [
  ['exchange rates', NPR_RATES_SOURCE],
  ...Object.values(DESTINATION_DETAILS).flatMap((d) => [
    [`${d.slug} visa`, d.visa],
    [`${d.slug} work`, d.work],
    [`${d.slug} costs`, d.costs],
    [`${d.slug} english`, d.english],
  ] as [string, Sourced][]),
  ...Object.values(EXAM_DETAILS).map((e) => [`exam ${e.slug}`, e] as [string, Sourced]),
  ...SCHOLARSHIPS.map((s) => [`scholarship ${s.name}`, s] as [string, Sourced]),
  ['NOC guide', NOC_GUIDE],
];

describe('dated facts as re-checked in November 2026', () => {
  it.each(allSourced)('%s carries a checked month no later than November 2026 and an https source', (_name, fact) => {
    expect(fact.asOf).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
    expect(fact.asOf <= '2026-11').toBe(true);
    expect(fact.source).toMatch(/^https:\/\//);
    expect(fact.sourceName.length).toBeGreaterThan(0);
  });

  it('UK living-cost funds are GBP 1,529 a month in London and GBP 1,171 elsewhere (9 months: 13,761 and 10,539)', () => {
    const uk = DESTINATION_DETAILS.uk;
    expect(uk.visa.funds).toContain('GBP 1,529 a month in London');
    expect(uk.visa.funds).toContain('GBP 1,171 a month elsewhere');
    const amounts = uk.costs.lines.filter((l) => l.label.startsWith('Living costs required')).map((l) => l.min);
    expect(amounts.sort()).toEqual([10_539, 13_761]);
    expect(10_539).toBe(1_171 * 9);
    expect(13_761).toBe(1_529 * 9);
  });

  it('the New Zealand visa fee does not add the visitor levy on top of NZD 850', () => {
    const fee = DESTINATION_DETAILS['new-zealand'].visa.fee;
    expect(fee).toContain('NZD 850');
    expect(fee).not.toMatch(/plus the International Visitor/);
    expect(fee).toMatch(/includes the International Visitor Conservation and Tourism Levy/);
  });

  it('Canada: master\'s and PhD students at public institutions need no Provincial Attestation Letter from 1 January 2026', () => {
    const ca = DESTINATION_DETAILS.canada;
    expect(ca.summary).toMatch(/since 1 January 2026 master's and PhD students at public institutions do not/);
    expect(ca.visa.steps.map((s) => s.detail).join(' ')).not.toMatch(/master's applicants need one/);
  });

  it('the Vanier scholarship is shown as ended, with its last results in April 2025', () => {
    const vanier = SCHOLARSHIPS.find((s) => s.name.startsWith('Vanier'));
    expect(vanier?.name).toMatch(/ended/);
    expect(vanier?.forNepal).toMatch(/April 2025/);
  });

  it('NPR estimates use the November 2026 rates (USD 145, GBP 193, AUD 96, CAD 105, EUR 170)', () => {
    expect(NPR_RATES).toMatchObject({ USD: 145, GBP: 193, AUD: 96, CAD: 105, EUR: 170 });
    expect(toNprEstimate(29_710, 'AUD')).toBe('NPR 28.5 lakh');
    expect(NPR_RATES_SOURCE.sourceName).toMatch(/NZD .*not re-checked/);
  });
});
