import Fuse from 'fuse.js';

/** What the search rule looks at in a record (SPEC "Search modal"). */
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

/**
 * The fuse.js-backed matcher, which returns exactly what plainMatch returns.
 * - The index is built once, here, not per keystroke.
 * - Extended search with one quoted include-match token ('"text") is a plain substring test on
 *   lower-cased text: no Bitap (so no 32-character limit), no operators, no AND on spaces;
 *   `|` (OR) is escaped as `\|`; shouldSort false keeps directory order.
 * - fuse's tokenizer ends a quoted token at a `"` followed by a space, and it uses NUL for escaped
 *   pipes, so text containing `"` or NUL goes to the plain rule (the property test covers both).
 */
export function createMatcher<T extends Searchable>(records: readonly T[]): (text: string) => T[] {
  // The index holds lower-cased copies, so fuse compares case-sensitively and never lower-cases a
  // record per keystroke; refIndex maps each hit back to its record.
  const lowered = records.map((r) => ({
    name: r.name.toLowerCase(),
    location: r.location.toLowerCase(),
    specializations: r.specializations.map((s) => s.toLowerCase()),
  }));
  const fuse = new Fuse(lowered, {
    keys: ['name', 'location', 'specializations'],
    useExtendedSearch: true,
    shouldSort: false,
    isCaseSensitive: true,
    ignoreDiacritics: false,
    ignoreLocation: true,
    threshold: 0,
    includeScore: false,
  });
  return (text: string) => {
    const q = text.trim().toLowerCase();
    if (!q) return [];
    if (q.includes('"') || q.includes(String.fromCharCode(0))) return plainMatch(records, q);
    return fuse.search(`'"${q.replace(/\|/g, '\\|')}"`).map((r) => records[r.refIndex]);
  };
}
