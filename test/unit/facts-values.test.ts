// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NPR_RATES, NPR_RATES_SOURCE, RATES_WITHOUT_NRB_SOURCE, toNprEstimate } from '../../src/data/facts';
import { DESTINATION_DETAILS } from '../../src/data/destinations';
import { builtInFacts } from '../../src/data/fact-seeds';
import { SCHOLARSHIPS } from '../../src/data/scholarships';

const records = builtInFacts().map((f) => [f.key, f] as const);

describe('dated facts as re-checked in November 2026', () => {
  it.each(records)('%s carries a month no later than November 2026 and an https source', (_key, fact) => {
    expect(fact.checkedOn).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
    expect(fact.checkedOn <= '2026-11').toBe(true);
    expect(fact.sourceUrl).toMatch(/^https:\/\//);
    expect(fact.sourceName.length).toBeGreaterThan(0);
  });

  it('UK living-cost funds are GBP 1,529 a month in London and GBP 1,171 elsewhere (9 months: 13,761 and 10,539)', () => {
    const uk = DESTINATION_DETAILS.uk;
    expect(uk.visa.funds.text).toContain('GBP 1,529 a month in London');
    expect(uk.visa.funds.text).toContain('GBP 1,171 a month elsewhere');
    const amounts = uk.costs.lines.filter((l) => l.label.message.startsWith('Living costs required')).map((l) => l.min);
    expect(amounts.sort()).toEqual([10_539, 13_761]);
    expect(10_539).toBe(1_171 * 9);
    expect(13_761).toBe(1_529 * 9);
  });

  it('the New Zealand visa fee does not add the visitor levy on top of NZD 850', () => {
    const fee = DESTINATION_DETAILS['new-zealand'].visa.fee.text;
    expect(fee).toContain('NZD 850');
    expect(fee).not.toMatch(/plus the International Visitor/);
    expect(fee).toMatch(/includes the International Visitor Conservation and Tourism Levy/);
  });

  it("Canada: master's and PhD students at public institutions need no Provincial Attestation Letter from 1 January 2026", () => {
    const ca = DESTINATION_DETAILS.canada;
    // The rule is a fact record of its own, which the PAL step shows.
    expect(ca.visa.steps.find((s) => /Provincial Attestation Letter/.test(s.title.message))?.fact).toBe('destination.canada.pal');
    expect(builtInFacts().find((f) => f.key === 'destination.canada.pal')?.value).toEqual({
      kind: 'text',
      text: expect.stringMatching(/since 1 January 2026, master's and PhD students at public institutions do not/),
    });
    expect([ca.summary, ...ca.visa.steps.map((s) => s.detail)].join(' ')).not.toMatch(/master's applicants need one|1 January 2026/);
  });

  it('the Vanier scholarship is shown as ended, with its last results in April 2025', () => {
    const vanier = SCHOLARSHIPS.find((s) => s.name.startsWith('Vanier'));
    expect(vanier?.name).toMatch(/ended/);
    expect(vanier?.forNepal.message).toMatch(/April 2025/);
  });

  it("the built-in NPR rates are Nepal Rastra Bank's of January 2026 (USD 145, GBP 193, AUD 96, CAD 105, EUR 170); NZD has no NRB source", () => {
    expect(NPR_RATES).toMatchObject({ USD: 145, GBP: 193, AUD: 96, CAD: 105, EUR: 170 });
    expect(NPR_RATES_SOURCE.asOf).toBe('2026-01');
    expect(toNprEstimate(29_710, 'AUD')).toBe('NPR 28.5 lakh');
    expect(RATES_WITHOUT_NRB_SOURCE.NZD?.reason).toMatch(/publishes no New Zealand dollar rate/);
  });

  it("Fulbright is a master's award run by USEF-Nepal, and Australia Awards is offered to Nepal, as their official pages say", () => {
    const fulbright = SCHOLARSHIPS.find((s) => s.name.startsWith('Fulbright'));
    expect(fulbright).toMatchObject({ level: { message: "Master's" }, source: 'https://usefnepal.org/fulbright/ffsp/general-requirements/' });
    expect(fulbright?.covers.message).toMatch(/except medicine and nursing/);
    const awards = SCHOLARSHIPS.find((s) => s.name.startsWith('Australia Awards'));
    expect(awards?.forNepal.message).toMatch(/^Offered to Nepal/);
    expect(awards?.usualOpening.message).toMatch(/30 April/);
  });
});
