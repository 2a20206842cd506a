import { useMemo } from 'react';
import { useRead } from '../Remote';
import { pageFactsRead } from '../firstData';
import { builtInFacts } from '../../data/fact-seeds';
import type { Sourced } from '../../data/facts';
import { sourceId } from './sourceId';
import { sourcedOf } from './sourced';
import type { FactInput } from '../../domain/fact';

export type PageFact = FactInput;
export type FactOrigin = 'api' | 'built-in';

let builtIn: PageFact[] | null = null;
/** The built-in facts of one page (made once from the modules). */
export function builtInFactsFor(page: string): PageFact[] {
  builtIn ??= builtInFacts();
  return builtIn.filter((f) => f.page === page);
}

/** One built-in fact by key, whichever page it belongs to. */
export function builtInFactsByKey(key: string): PageFact | undefined {
  builtIn ??= builtInFacts();
  return builtIn.find((f) => f.key === key);
}

/** A page's facts by key, with helpers that read each kind and the sources to show under a section. */
export interface FactBook {
  origin: FactOrigin;
  get: (key: string) => PageFact | undefined;
  text: (key: string) => string | undefined;
  list: (key: string) => string[] | undefined;
  /** Amounts whose keys start with the prefix, in their order. */
  money: (prefix: string) => (PageFact & { value: { kind: 'money' } })[];
  /**
   * The distinct month + source pairs of these facts (missing ones skipped), as source notes take them;
   * without the pairs of `shownFor` (facts whose notes a section above already shows).
   */
  sources: (keys: readonly string[], shownFor?: readonly string[]) => Sourced[];
}

// A record's month, source and last check, as source notes take them (in a module of its own, which
// pages can use without the built-in facts).
export { sourcedOf };

export function factBook(facts: readonly PageFact[], origin: FactOrigin): FactBook {
  const byKey = new Map(facts.map((f) => [f.key, f]));
  const get = (key: string) => byKey.get(key);
  return {
    origin,
    get,
    text: (key) => {
      const v = get(key)?.value;
      return v?.kind === 'text' ? v.text : undefined;
    },
    list: (key) => {
      const v = get(key)?.value;
      return v?.kind === 'list' ? v.items : undefined;
    },
    money: (prefix) => facts.filter((f): f is PageFact & { value: { kind: 'money' } } => f.key.startsWith(prefix) && f.value.kind === 'money'),
    sources: (keys, shownFor = []) => {
      const shown = new Set(shownFor.flatMap((key) => (get(key) ? [sourceId(sourcedOf(get(key)!))] : [])));
      const seen = new Map<string, Sourced>();
      for (const key of keys) {
        const f = get(key);
        if (!f) continue;
        const s = sourcedOf(f);
        if (!shown.has(sourceId(s)) && !seen.has(sourceId(s))) seen.set(sourceId(s), s);
      }
      return [...seen.values()];
    },
  };
}

/**
 * The dated facts a page shows: the admins' current records (those the server rendered the page with,
 * else from the API when they arrive), the built-in copy until then. When the API cannot be reached
 * the built-in copy stays.
 */
export function usePageFacts(page: string): FactBook {
  const { state } = useRead<PageFact[]>(pageFactsRead(page));
  const facts = state.status === 'success' ? state.data : null;
  return useMemo(() => (facts ? factBook(facts, 'api') : factBook(builtInFactsFor(page), 'built-in')), [facts, page]);
}
