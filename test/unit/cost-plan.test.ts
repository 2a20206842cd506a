// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANNER_LEVELS, PLANNER_SOURCES, plannerFacts } from '../../src/data/cost-planner';
import { builtInFacts } from '../../src/data/fact-seeds';
import { DESTINATIONS } from '../../src/domain/catalog';
import {
  choicesFromLink,
  choicesFromSearch,
  computeCostPlan,
  convert,
  MAX_PLAN_YEARS,
  MIN_PLAN_YEARS,
  nprPerOneUnit,
  overStay,
  PLAN_LINES,
  perYear,
  roundRange,
  searchOf,
  toNpr,
  validatePlanChoices,
  type MoneyAmount,
  type PlanLineId,
} from '../../src/domain/costPlan';

const amount = fc
  .record({
    a: fc.integer({ min: 0, max: 200_000 }),
    b: fc.integer({ min: 0, max: 200_000 }),
    per: fc.constantFrom('year' as const, 'month' as const, 'once' as const),
  })
  .map(({ a, b, per }): MoneyAmount => ({ min: Math.min(a, b), max: Math.max(a, b), currency: 'GBP', per }));
/** Stays in half years: 1, 1.5 … 6. */
const stay = fc.integer({ min: MIN_PLAN_YEARS * 2, max: MAX_PLAN_YEARS * 2 }).map((n) => n / 2);
const rate = fc.double({ min: 0.01, max: 1000, noNaN: true });

describe('cost plan arithmetic: per year, over the stay, in rupees', () => {
  it('a yearly amount counts once for every year of the stay, a monthly one twelve times a year, a one-off amount once', () => {
    fc.assert(
      fc.property(amount, stay, (m, years) => {
        const total = overStay(m, years);
        const factor = m.per === 'once' ? 1 : m.per === 'month' ? 12 * years : years;
        expect(total).toEqual({ min: m.min * factor, max: m.max * factor });
        expect(perYear(m)).toEqual(m.per === 'once' ? null : { min: m.min * (m.per === 'month' ? 12 : 1), max: m.max * (m.per === 'month' ? 12 : 1) });
      }),
    );
  });

  it('a rate quoted per 10 or 100 units is divided by its unit: 100 Japanese yen at NPR 92.50 make NPR 0.925 a yen', () => {
    expect(nprPerOneUnit({ npr: 92.5, unit: 100 })).toBeCloseTo(0.925, 10);
    expect(nprPerOneUnit({ npr: 193.4, unit: 1 })).toBe(193.4);
    expect(() => nprPerOneUnit({ npr: 10, unit: 0 })).toThrow(RangeError);
    expect(() => nprPerOneUnit({ npr: -1, unit: 1 })).toThrow(RangeError);
  });

  it('converting through rupees and back gives the amount again, and to rupees is the amount times the rate', () => {
    fc.assert(
      fc.property(amount, rate, rate, (m, a, b) => {
        const there = convert(m, a, b);
        const back = convert(there, b, a);
        expect(back.min).toBeCloseTo(m.min, 6);
        expect(back.max).toBeCloseTo(m.max, 6);
        expect(toNpr(m, a)).toEqual({ min: m.min * a, max: m.max * a });
      }),
    );
  });

  it('rounding for display never narrows a range: the low end goes down and the high end up, to whole units', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.double({ min: 0, max: 1e9, noNaN: true }), (a, b) => {
        const r = { min: Math.min(a, b), max: Math.max(a, b) };
        const shown = roundRange(r);
        expect(Number.isInteger(shown.min) && Number.isInteger(shown.max)).toBe(true);
        expect(shown.min).toBeLessThanOrEqual(r.min + 1e-6);
        expect(shown.max).toBeGreaterThanOrEqual(r.max - 1e-6);
        expect(r.min - shown.min).toBeLessThan(1);
        expect(shown.max - r.max).toBeLessThan(1);
      }),
    );
    expect(roundRange({ min: 2_702_000, max: 2_702_000 })).toEqual({ min: 2_702_000, max: 2_702_000 });
  });

  it('a plan totals its lines: each line over the stay, the yearly total without one-off costs, the funds as first-year tuition plus a year of living costs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(amount, { nil: null }), { minLength: PLAN_LINES.length, maxLength: PLAN_LINES.length }),
        stay,
        rate,
        (list, years, gbp) => {
          const facts = Object.fromEntries(PLAN_LINES.map((id, i) => [id, list[i]])) as Record<PlanLineId, MoneyAmount | null>;
          const plan = computeCostPlan({ years, currency: 'GBP', facts, nprPerUnit: (c) => (c === 'GBP' ? gbp : undefined) });
          const present = PLAN_LINES.filter((id) => facts[id] !== null);
          expect(plan.missing).toEqual(PLAN_LINES.filter((id) => facts[id] === null));
          const sumOf = (f: (m: MoneyAmount) => number) => present.reduce((s, id) => s + f(facts[id]!), 0);
          expect(plan.total.min).toBeCloseTo(
            sumOf((m) => overStay(m, years).min),
            6,
          );
          expect(plan.total.max).toBeCloseTo(
            sumOf((m) => overStay(m, years).max),
            6,
          );
          expect(plan.totalNpr.max).toBeCloseTo(plan.total.max * gbp, 3);
          expect(plan.perYear.max).toBeCloseTo(
            sumOf((m) => perYear(m)?.max ?? 0),
            6,
          );
          const t = facts.tuition && perYear(facts.tuition);
          const l = facts.living && perYear(facts.living);
          expect(plan.funds).toEqual(t && l ? { min: t.min + l.min, max: t.max + l.max } : null);
        },
      ),
    );
  });

  it('a UK master’s for one year: tuition GBP 14,000–35,000 and living GBP 10,539 at NPR 200 a pound', () => {
    const plan = computeCostPlan({
      years: 1,
      currency: 'GBP',
      facts: {
        tuition: { min: 14_000, max: 35_000, currency: 'GBP', per: 'year' },
        living: { min: 10_539, max: 10_539, currency: 'GBP', per: 'year' },
        'visa-fee': { min: 524, max: 524, currency: 'GBP', per: 'once' },
        'health-cover': { min: 776, max: 776, currency: 'GBP', per: 'year' },
        flight: null,
      },
      nprPerUnit: () => 200,
    });
    expect(plan.total).toEqual({ min: 25_839, max: 46_839 });
    expect(plan.totalNpr).toEqual({ min: 5_167_800, max: 9_367_800 });
    expect(plan.perYear).toEqual({ min: 25_315, max: 46_315 });
    expect(plan.fundsNpr).toEqual({ min: 4_907_800, max: 9_107_800 });
    expect(plan.missing).toEqual(['flight']);
  });

  it('a line whose currency has no rate counts as missing rather than as a made-up figure', () => {
    const plan = computeCostPlan({
      years: 2,
      currency: 'GBP',
      facts: {
        tuition: { min: 1, max: 1, currency: 'GBP', per: 'year' },
        living: { min: 5, max: 5, currency: 'XYZ', per: 'year' },
        'visa-fee': null,
        'health-cover': null,
        flight: null,
      },
      nprPerUnit: (c) => (c === 'GBP' ? 100 : undefined),
    });
    expect(plan.missing).toContain('living');
    expect(plan.total).toEqual({ min: 2, max: 2 });
    expect(plan.funds).toBeNull();
  });
});

describe('cost plan choices: from a link and from the form', () => {
  it('a shared link holds the plan: the query string of valid choices reads back as the same choices', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DESTINATIONS), stay, fc.nat(), (destination, years, i) => {
        const levels = PLANNER_LEVELS[destination];
        const level = levels[i % levels.length];
        const search = searchOf({ destination, level, years });
        expect(choicesFromLink(`?${search}`, PLANNER_LEVELS)).toEqual({
          choices: { destination, level, years: String(years) },
          errors: {},
          plan: { destination, level, years },
        });
      }),
    );
    expect(searchOf({ destination: 'uk', level: 'masters', years: 1 })).toBe('destination=uk&level=masters&years=1');
  });

  it('an unknown destination in the link is cleared and named in a message; the level and years stay', () => {
    const read = choicesFromLink('?destination=mars&level=masters&years=2', PLANNER_LEVELS);
    expect(read.plan).toBeNull();
    expect(read.choices).toEqual({ destination: '', level: 'masters', years: '2' });
    expect(read.errors.destination).toMatch(/We have no figures for “mars”\. Choose Australia, Canada, USA, UK or New Zealand\./);
    expect(read.errors.level).toBeUndefined();
    expect(read.errors.years).toBeUndefined();
  });

  it('years out of range stay in their box with a message; the destination and level stay chosen', () => {
    for (const years of ['0', '0.5', '7', '12', '-1', '1.25', '2.7', 'abc']) {
      const read = choicesFromLink(`?destination=uk&level=masters&years=${years}`, PLANNER_LEVELS);
      expect(read.plan).toBeNull();
      expect(read.choices).toEqual({ destination: 'uk', level: 'masters', years });
      expect(read.errors).toEqual({ years: expect.stringContaining('Enter a number of years from 1 to 6, in whole or half years (for example 1.5).') });
    }
  });

  it('a link naming only the destination (from a destination page) chooses it, with no message for the rest', () => {
    expect(choicesFromLink('?destination=canada', PLANNER_LEVELS)).toEqual({
      choices: { destination: 'canada', level: '', years: '' },
      errors: {},
      plan: null,
    });
    expect(choicesFromSearch('')).toEqual({ destination: '', level: '', years: '' });
    expect(choicesFromSearch('?destination=new%20zealand&years=%E0%A4')).toEqual({ destination: 'new zealand', level: '', years: '' });
  });

  it('a level without a tuition figure at that destination is refused, naming the levels there are', () => {
    const r = validatePlanChoices({ destination: 'uk', level: 'diploma', years: '1' }, PLANNER_LEVELS);
    expect(r).toEqual({
      ok: false,
      errors: { level: "We have no diploma or certificate tuition figure for UK. Choose Bachelor's degree or Master's degree." },
    });
    expect(validatePlanChoices({ destination: 'canada', level: 'diploma', years: '2' }, PLANNER_LEVELS)).toEqual({
      ok: true,
      value: { destination: 'canada', level: 'diploma', years: 2 },
    });
  });

  it('an empty form names every choice still to make', () => {
    const r = validatePlanChoices({ destination: '', level: '', years: '' }, PLANNER_LEVELS);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['destination', 'level', 'years']);
  });
});

describe('the planner reads facts that exist', () => {
  it('every fact key the planner reads for tuition and living costs is a built-in money fact', () => {
    const byKey = new Map(builtInFacts().map((f) => [f.key, f]));
    for (const slug of DESTINATIONS) {
      const s = PLANNER_SOURCES[slug];
      for (const key of [...Object.values(s.tuition), s.living, s.visaFee]) expect(byKey.get(key!)?.value.kind, `${slug}: ${key}`).toBe('money');
      expect(PLANNER_LEVELS[slug].length).toBeGreaterThan(0);
    }
    for (const f of plannerFacts()) expect(byKey.get(f.key)).toMatchObject(f);
  });
});
