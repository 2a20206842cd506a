import type { Sourced } from '../../data/facts';
import type { FactInput } from '../../domain/fact';

/** A record's month, source and last check, as source notes take them. */
export const sourcedOf = (f: FactInput): Sourced => ({
  asOf: f.checkedOn,
  source: f.sourceUrl,
  sourceName: f.sourceName,
  ...(f.lastChecked ? { lastChecked: f.lastChecked } : {}),
  ...(f.notChecked ? { notChecked: f.notChecked } : {}),
});
