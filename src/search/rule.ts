/*
 * The header's search rule (Search modal in docs/behaviours.md) on its own, without fuse.js: the fuse-backed
 * matcher (matcher.ts) returns exactly this, and a property test holds the two together. Pages
 * that filter a short list use it directly, so fuse stays out of their chunks.
 */

/** What the search rule looks at in a record: name, location and specializations. */
export interface Searchable {
  name: string;
  location: string;
  specializations: readonly string[];
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
