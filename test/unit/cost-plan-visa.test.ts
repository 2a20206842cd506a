// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chargedYearsFor, computeCostPlan, validatePlanChoices, visaMonths } from '../../src/domain/costPlan';
import { PLANNER_LEVELS, UK_VISA_LENGTH, UK_VISA_LENGTH_TEXT } from '../../src/data/cost-planner';

describe('the UK health surcharge is paid for the whole visa, not only the course', () => {
  it('a visa runs from 1 month before the course to 4 months after it (2 after a course under 12 months)', () => {
    expect(visaMonths(1, UK_VISA_LENGTH)).toBe(17);
    expect(visaMonths(1.5, UK_VISA_LENGTH)).toBe(23);
    expect(visaMonths(3, UK_VISA_LENGTH)).toBe(41);
    expect(visaMonths(0.5, UK_VISA_LENGTH)).toBe(9);
  });

  it('each full year is charged, then half a year for a part of 6 months or less and a year for a longer part', () => {
    expect([12, 17, 18, 19, 23, 24, 35, 41].map(chargedYearsFor)).toEqual([1, 1.5, 1.5, 2, 2, 2, 3, 3.5]);
  });

  it("a one-year master's pays 1.5 years of the surcharge (GBP 1,164 at GBP 776 a year) while tuition counts one year", () => {
    const year = (min: number) => ({ min, max: min, currency: 'GBP', per: 'year' as const });
    const plan = computeCostPlan({
      years: 1,
      currency: 'GBP',
      facts: { tuition: year(20_000), living: null, 'visa-fee': null, 'health-cover': year(776), flight: null },
      nprPerUnit: () => 193,
      chargedYears: { 'health-cover': chargedYearsFor(visaMonths(1, UK_VISA_LENGTH)) },
    });
    expect(plan.lines.find((l) => l.id === 'health-cover')!.total).toEqual({ min: 1_164, max: 1_164 });
    expect(plan.lines.find((l) => l.id === 'tuition')!.total).toEqual({ min: 20_000, max: 20_000 });
  });

  it('the record students read states the same months the planner counts with', () => {
    expect(UK_VISA_LENGTH_TEXT).toContain(`up to ${UK_VISA_LENGTH.monthsBefore} month before`);
    expect(UK_VISA_LENGTH_TEXT).toContain(`${UK_VISA_LENGTH.monthsAfterLongCourse} months after it`);
    expect(UK_VISA_LENGTH_TEXT).toContain(`(${UK_VISA_LENGTH.monthsAfterShortCourse} months after a course of 6 to ${UK_VISA_LENGTH.longCourseMonths} months)`);
    expect(UK_VISA_LENGTH_TEXT).toContain(`course of ${UK_VISA_LENGTH.longCourseMonths} months or more`);
  });

  it('course lengths come in half years: 1.5 and 2.5 are plans, 1.25 is not', () => {
    expect(validatePlanChoices({ destination: 'uk', level: 'masters', years: '1.5' }, PLANNER_LEVELS)).toEqual({
      ok: true,
      value: { destination: 'uk', level: 'masters', years: 1.5 },
    });
    expect(validatePlanChoices({ destination: 'canada', level: 'diploma', years: '2.5' }, PLANNER_LEVELS)).toMatchObject({ ok: true });
    expect(validatePlanChoices({ destination: 'uk', level: 'masters', years: '1.25' }, PLANNER_LEVELS)).toMatchObject({ ok: false });
  });
});
