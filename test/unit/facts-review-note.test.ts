// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInFacts } from '../../src/data/fact-seeds';

/** The review note (docs/facts-review.md) names every built-in fact record, with its source and the result of its check. */
describe('the facts review note', () => {
  it('lists every built-in fact record by its key', () => {
    const note = readFileSync(join(process.cwd(), 'docs/facts-review.md'), 'utf8');
    const named = new Set([...note.matchAll(/`([a-z0-9]+(?:[.-][a-z0-9]+)*)`/g)].map((m) => m[1]));
    // A row may name a group of keys by their common start and the ends after it ("exam.sat.format, total-time").
    const missing = builtInFacts()
      .map((f) => f.key)
      .filter((key) => !named.has(key) && !note.includes(key));
    expect(missing).toEqual([]);
  });
});
