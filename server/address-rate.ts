import { Lru } from './lru';

/** Addresses remembered at once; one forgotten (the least recently seen) starts again with a full allowance. */
export const ADDRESS_RATE_MEMORY = 50_000;

/**
 * A rate per client address, in this process's memory: each address has an allowance of `perMinute`
 * requests that refills continuously at `perMinute` a minute (a token bucket), so a reader may open
 * many pages at once and then keeps the steady rate. The address is request.ip: behind the proxies
 * TRUST_PROXY names it is the client's own (from X-Forwarded-For), never the proxy's.
 */
export class AddressRate {
  readonly #buckets: Lru<string, { tokens: number; at: number }>;

  constructor(
    readonly perMinute: number,
    /** Milliseconds (the app's clock: tests move it by hand). */
    readonly clock: () => number = () => Date.now(),
    memory = ADDRESS_RATE_MEMORY,
  ) {
    this.#buckets = new Lru(memory);
  }

  /** Takes one request from the address's allowance: 0 when allowed, else the seconds until one is (for Retry-After). */
  take(address: string): number {
    const now = this.clock();
    const perMs = this.perMinute / 60_000;
    const bucket = this.#buckets.get(address) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + Math.max(0, now - bucket.at) * perMs);
    bucket.at = now;
    this.#buckets.set(address, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
  }
}
