/**
 * Facts embedded in Markdown (articles): `{{fact destination.uk.visa-funds}}` stands for the record
 * with that key, rendered with its month and a link to its source, so the text never repeats a
 * figure that can go stale.
 */
import { FACT_KEY_RE, MAX_FACT_KEYS } from './factKey';

/** One embedded fact: `{{fact KEY}}` (spaces inside the braces allowed). */
export const FACT_TOKEN_RE = /\{\{\s*fact\s+([^\s{}]+)\s*\}\}/g;

/** At most this many different facts in one text (they are read in one request). */
export const MAX_FACT_REFS = MAX_FACT_KEYS;

/** The distinct keys a text embeds, in order of first use. */
export function factKeysIn(source: string): string[] {
  return [...new Set([...source.matchAll(FACT_TOKEN_RE)].map((m) => m[1]))];
}

/** The well-formed keys a text embeds (a malformed one cannot name a record, so it is reported unknown). */
export const readableFactKeys = (source: string) =>
  factKeysIn(source)
    .filter((k) => FACT_KEY_RE.test(k))
    .slice(0, MAX_FACT_KEYS);

/** "Unknown fact: x, y. Insert facts by their key, e.g. {{fact destination.uk.visa-funds}}." */
export const unknownFactsMessage = (keys: readonly string[]) =>
  `Unknown fact${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}. Insert facts by their key from the facts list, e.g. {{fact destination.uk.visa-funds}}.`;
