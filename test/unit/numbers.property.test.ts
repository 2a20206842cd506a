// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndian, formatNumber } from '../../src/domain/numbers';

describe('digit grouping without Intl', () => {
  it('formatNumber writes every whole number exactly as Intl en-US does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -1e6, max: 1e6 })), (n) => {
        expect(formatNumber(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });

  it('formatIndian writes every whole number exactly as Intl en-IN does (lakh and crore groups)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -1e6, max: 1e6 })), (n) => {
        expect(formatIndian(n)).toBe(n.toLocaleString('en-IN'));
      }),
    );
  });

  it('known values: 0, 999, 1,000, 12,34,567', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatIndian(1234567)).toBe('12,34,567');
    expect(formatIndian(99999)).toBe('99,999');
  });

  it('anything that is not a safe whole number is left to Intl', () => {
    expect(formatNumber(1234.5)).toBe((1234.5).toLocaleString('en-US'));
  });
});
