// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bookingInputFor } from '../../src/domain/booking';
import { nepalPhone } from '../../src/domain/common';
import { validatePlanChoices, type LevelsByDestination } from '../../src/domain/costPlan';
import { DESTINATIONS } from '../../src/domain/catalog';
import { checkWith } from '../../src/domain/fieldErrors';

const everyLevel = Object.fromEntries(DESTINATIONS.map((d) => [d, ['diploma', 'bachelors', 'masters']])) as unknown as LevelsByDestination;

describe('forms accept what a Nepali keyboard types', () => {
  it.each([
    ['९८४१२३४५६७', '9841234567'],
    ['+९७७-९८१२३४५६७८', '+977-9812345678'],
    ['०१-४१२३४५६', '01-4123456'],
    ['(01) 4123456', '(01) 4123456'],
    ['977.1.4123456', '977.1.4123456'],
  ])('the phone %s is a Nepali number, kept as %s', (typed, kept) => {
    expect(nepalPhone.parse(typed)).toBe(kept);
  });

  it('a phone that is not Nepali stays refused in either script', () => {
    expect(nepalPhone.safeParse('१२३').success).toBe(false);
    expect(nepalPhone.safeParse('+44 20 7946 0000').success).toBe(false);
  });

  it('the cost planner takes years in Devanagari digits (२, १.५)', () => {
    expect(validatePlanChoices({ destination: 'uk', level: 'masters', years: '२' }, everyLevel)).toEqual({
      ok: true,
      value: { destination: 'uk', level: 'masters', years: 2 },
    });
    expect(validatePlanChoices({ destination: 'uk', level: 'masters', years: '१.५' }, everyLevel)).toMatchObject({ ok: true, value: { years: 1.5 } });
  });

  const values = (over: Record<string, string>) => ({
    fullName: 'सीता शर्मा',
    email: 'sita@example.com',
    phone: '९८४१२३४५६७',
    preferredDestination: 'Australia',
    studyLevel: 'Master',
    preferredDate: '2026-12-01',
    message: '',
    ...over,
  });

  it.each([
    ['२०८३-०८-१०', '2026-11-26'],
    ['2083-08-10 BS', '2026-11-26'],
    ['2026-12-01', '2026-12-01'],
  ])('the booking’s preferred date %s is sent as %s', (typed, iso) => {
    expect(checkWith(bookingInputFor('2026-11-26'), values({ preferredDate: typed }))).toMatchObject({
      ok: true,
      data: { preferredDate: iso, phone: '9841234567' },
    });
  });

  it('a preferred date in BS that is already past is refused like an AD one', () => {
    expect(checkWith(bookingInputFor('2026-11-26'), values({ preferredDate: '२०८३-०८-०९' }))).toEqual({
      ok: false,
      errors: { preferredDate: 'Pick today or a later date' },
    });
  });
});
