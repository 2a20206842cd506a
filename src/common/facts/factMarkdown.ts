import { formatAsOf } from '../../data/facts';
import type { FactInput } from '../../domain/fact';
import { FACT_TOKEN_RE } from '../../domain/factRefs';
import { formatNumber } from '../../domain/numbers';

/** Text as Markdown reads it literally (no emphasis, links, code or HTML from a fact's value). */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()<>#+!|~]/g, (c) => `\\${c}`).replace(/\s+/g, ' ').trim();

const PER: Record<string, string> = { year: 'a year', month: 'a month', once: 'once' };

/** A fact's value in words: "AUD 29,710 a year", a text as it is, a list joined with semicolons. */
export function factValueText(f: Pick<FactInput, 'value'>): string {
  const v = f.value;
  if (v.kind === 'text') return v.text;
  if (v.kind === 'list') return v.items.join('; ');
  const amount = v.min === v.max ? formatNumber(v.min) : `${formatNumber(v.min)}–${formatNumber(v.max)}`;
  return `${v.currency} ${amount} ${PER[v.per]}`;
}

/** One embedded fact: its value, then "(as of {month}, {source linked})". */
export const factMarkdown = (f: FactInput) =>
  `${escapeMarkdown(factValueText(f))} (as of ${formatAsOf(f.checkedOn)}, [${escapeMarkdown(f.sourceName)}](${encodeURI(f.sourceUrl).replace(/[()]/g, encodeURIComponent)}))`;

/** What stands in for a fact that no longer exists (saving refuses unknown keys; one can be deleted later). */
export const MISSING_FACT = '(figure not available)';

/** The Markdown with each `{{fact KEY}}` replaced by the record's value, month and source. */
export function expandFacts(source: string, lookup: (key: string) => FactInput | undefined): string {
  return source.replace(FACT_TOKEN_RE, (_token, key: string) => {
    const f = lookup(key);
    return f ? factMarkdown(f) : MISSING_FACT;
  });
}
