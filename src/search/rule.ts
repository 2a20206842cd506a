/*
 * The header's search rule (Search modal in docs/behaviours.md) on its own, without fuse.js: the fuse-backed
 * matcher (matcher.ts) returns exactly this, and a property test holds the two together. Pages
 * that filter a short list use it directly, so fuse stays out of their chunks.
 */
import { soundQuery } from '../domain/soundKey';

/** What the search rule looks at in a record: name, location and specializations, and its sound key. */
export interface Searchable {
  name: string;
  location: string;
  specializations: readonly string[];
  /** The record's sound key (soundKey.ts): a name typed in Devanagari finds the record by it. */
  soundKey?: string;
}

/**
 * The rule itself: the records whose name, location or any specialization contains the trimmed
 * text, case-insensitively, in directory order; blank text matches nothing.
 */
export function plainMatch<T extends Searchable>(records: readonly T[], text: string): T[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  return records.filter(
    (r) => r.name.toLowerCase().includes(q) || r.location.toLowerCase().includes(q) || r.specializations.some((s) => s.toLowerCase().includes(q)),
  );
}

/**
 * The rule in both scripts: text in Latin letters only is matched by plainMatch, exactly; text with
 * Devanagari in it also finds the records whose sound key holds its key (काठमाडौं finds Kathmandu),
 * still in directory order.
 */
export function searchMatch<T extends Searchable>(records: readonly T[], text: string): T[] {
  const key = soundQuery(text.trim());
  if (key === null) return plainMatch(records, text);
  const plain = new Set(plainMatch(records, text));
  return records.filter((r) => plain.has(r) || (r.soundKey ?? '').includes(key));
}
