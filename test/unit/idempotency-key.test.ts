// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_LENGTH, newIdempotencyKey } from '../../src/domain/wire';

afterEach(() => vi.restoreAllMocks());

describe("the client's Idempotency-Key", () => {
  it('is 128 random bits from crypto.getRandomValues, as 32 hex digits, within the length the server accepts', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const key = newIdempotencyKey();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key.length).toBeGreaterThanOrEqual(IDEMPOTENCY_KEY_LENGTH.min);
    expect(key.length).toBeLessThanOrEqual(IDEMPOTENCY_KEY_LENGTH.max);
    expect(new Set(Array.from({ length: 1000 }, newIdempotencyKey)).size).toBe(1000);
  });

  it('is made on plain http too, where crypto.randomUUID does not exist, and never from the clock or Math.random', () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
      expect(random).not.toHaveBeenCalled();
      expect(now).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
