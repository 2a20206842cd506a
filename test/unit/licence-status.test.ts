// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addMonthsToDay, checkRunsOutOn, isVerified, licenceDueReason, licenceStatus } from '../../src/domain/licence';

const licence = (over: Partial<{ checkedOn: string; validUntil: string }> = {}) => ({
  authority: 'bagmati' as const,
  checkedOn: '2026-03-03',
  validUntil: '2027-07-15',
  ...over,
});

describe('verified is derived from the licence record', () => {
  it('a licence checked within the last 12 months and valid today is verified, with the day and the authority', () => {
    expect(licenceStatus(licence(), false, '2026-11-26')).toEqual({ state: 'checked', checkedOn: '2026-03-03', authority: 'bagmati' });
    expect(isVerified(licence(), false, '2026-11-26')).toBe(true);
  });

  it('a check made exactly 12 months ago still counts that day, and not the day after', () => {
    expect(isVerified(licence(), false, '2027-03-03')).toBe(true);
    expect(licenceStatus(licence(), false, '2027-03-04')).toEqual({ state: 'not-checked', lastCheckedOn: '2026-03-03' });
    expect(checkRunsOutOn('2026-03-03')).toBe('2027-03-04');
  });

  it('a check on 29 February counts until 28 February a year later', () => {
    expect(addMonthsToDay('2028-02-29', 12)).toBe('2029-02-28');
    expect(isVerified(licence({ checkedOn: '2028-02-29', validUntil: '2030-01-01' }), false, '2029-02-28')).toBe(true);
    expect(isVerified(licence({ checkedOn: '2028-02-29', validUntil: '2030-01-01' }), false, '2029-03-01')).toBe(false);
  });

  it('a licence that expires today is still valid today; the day after it is expired', () => {
    expect(isVerified(licence({ validUntil: '2026-11-26' }), false, '2026-11-26')).toBe(true);
    expect(licenceStatus(licence({ validUntil: '2026-11-26' }), false, '2026-11-27')).toEqual({ state: 'expired', validUntil: '2026-11-26' });
  });

  it('no licence, or a sample record, is never verified', () => {
    expect(licenceStatus(null, false, '2026-11-26')).toEqual({ state: 'not-checked' });
    expect(licenceStatus(licence(), true, '2026-11-26')).toEqual({ state: 'not-checked' });
  });

  it('a check dated after today does not count', () => {
    expect(isVerified(licence({ checkedOn: '2026-12-01' }), false, '2026-11-26')).toBe(false);
  });
});

describe('licences the dashboard lists', () => {
  it('expired, a check due within 30 days (or past), a licence expiring within 30 days, else none', () => {
    expect(licenceDueReason(licence({ validUntil: '2026-11-01' }), '2026-11-26')).toEqual({ reason: 'expired', on: '2026-11-01' });
    expect(licenceDueReason(licence({ checkedOn: '2025-12-10' }), '2026-11-26')).toEqual({ reason: 'check-due', on: '2026-12-11' });
    expect(licenceDueReason(licence({ checkedOn: '2025-01-10' }), '2026-11-26')).toEqual({ reason: 'check-due', on: '2026-01-11' });
    expect(licenceDueReason(licence({ validUntil: '2026-12-20' }), '2026-11-26')).toEqual({ reason: 'expires-soon', on: '2026-12-20' });
    expect(licenceDueReason(licence(), '2026-11-26')).toBeNull();
  });
});
