import Fuse from 'fuse.js';
import { plainMatch, searchMatch, type Searchable } from './rule';
import { soundQuery } from '../domain/soundKey';

/**
 * Joins a record's lower-cased fields with this separator: a text without it is a substring of
 * the joined string exactly when it is a substring of one field (it cannot straddle a separator).
 */
const FIELD_SEPARATOR = String.fromCharCode(0x1f);
/** fuse marks escaped pipes with NUL internally, so texts holding NUL take the plain rule too. */
const NUL = String.fromCharCode(0);

/**
 * The fuse.js-backed matcher, which returns exactly what searchMatch returns: for Latin text, what
 * plainMatch returns (through fuse); text with Devanagari in it is matched by sound too, by the rule
 * in plain code (a scan of the keys, as fast as fuse's own scan).
 * - The index is built once, here, not per keystroke: one lower-cased string per record, its fields
 *   joined by FIELD_SEPARATOR (each field lower-cased on its own, as plainMatch does), so fuse runs
 *   one include test per record instead of one per field (about 3 times faster at 10,000 records).
 * - Extended search with one quoted include-match token ('"text") is a plain substring test:
 *   no Bitap (so no 32-character limit), no operators, no AND on spaces; `|` (OR) is escaped as
 *   `\|`; isCaseSensitive on the lower-cased index; shouldSort false keeps directory order.
 * - fuse's tokenizer ends a quoted token at a `"` followed by a space, and it uses NUL for escaped
 *   pipes, so text containing `"`, NUL or the separator goes to the plain rule (the property test
 *   covers all three).
 */
export function createMatcher<T extends Searchable>(records: readonly T[]): (text: string) => T[] {
  // A leading separator keeps every string non-blank: fuse skips blank strings, which would shift
  // refIndex away from the record's position.
  const joined = records.map((r) => [r.name, r.location, ...r.specializations].map((f) => FIELD_SEPARATOR + f.toLowerCase()).join(''));
  const fuse = new Fuse(joined, {
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
    if (soundQuery(q) !== null) return searchMatch(records, text);
    if (q.includes('"') || q.includes(NUL) || q.includes(FIELD_SEPARATOR)) return plainMatch(records, text);
    return fuse.search(`'"${q.replace(/\|/g, '\\|')}"`).map((r) => records[r.refIndex]);
  };
}
