import { formatAsOf } from '../../data/facts';
import type { FactInput, MoneyPeriod } from '../../domain/fact';
import { FACT_TOKEN_RE } from '../../domain/factRefs';
import { formatNumber } from '../../domain/numbers';
import { renderMarkdown } from '../../ui/Markdown';

/** Text as Markdown reads it literally (no emphasis, links, code or HTML from a fact's value). */
export const escapeMarkdown = (text: string) =>
  text
    .replace(/[\\`*_{}[\]()<>#+!|~]/g, (c) => `\\${c}`)
    .replace(/\s+/g, ' ')
    .trim();

const PER: Record<MoneyPeriod, string> = { year: 'a year', month: 'a month', once: 'once' };

/** A fact's value in words: "AUD 29,710 a year", a text as it is, a list joined with semicolons (`per`: how often, in the page's words). */
export function factValueText(f: Pick<FactInput, 'value'>, per: (period: MoneyPeriod) => string = (period) => PER[period]): string {
  const v = f.value;
  if (v.kind === 'text') return v.text;
  if (v.kind === 'list') return v.items.join('; ');
  const amount = v.min === v.max ? formatNumber(v.min) : `${formatNumber(v.min)}–${formatNumber(v.max)}`;
  return `${v.currency} ${amount} ${per(v.per)}`;
}

/** Writes a fact's month (a page writes it in its language: useDateText). */
export type MonthText = (month: string) => string;
/** Writes a fact's value (a page in Nepali may write the record's Nepali version: FactMarkdown.tsx). */
export type ValueText = (f: FactInput) => string;
/** Writes the note after a fact's value from its month and its linked source, both Markdown (a text in Nepali writes it in Nepali: FactMarkdown.tsx). */
export type NoteText = (month: string, source: string) => string;
const englishNote: NoteText = (month, source) => `(as of ${month}, ${source})`;

/** One embedded fact: its value, then "(as of {month}, {source linked})". */
export const factMarkdown = (f: FactInput, month: MonthText = formatAsOf, value: ValueText = factValueText, note: NoteText = englishNote) =>
  `${escapeMarkdown(value(f))} ${note(escapeMarkdown(month(f.checkedOn)), `[${escapeMarkdown(f.sourceName)}](${encodeURI(f.sourceUrl).replace(/[()]/g, encodeURIComponent)})`)}`;

/** What stands in for a fact that no longer exists (saving refuses unknown keys; one can be deleted later). */
export const MISSING_FACT = '(figure not available)';

/** A fact as plain text, for structured data: "AUD 29,710 a year (as of July 2025, Department of Home Affairs)". */
export const factPlainText = (f: FactInput) => `${factValueText(f).replace(/\s+/g, ' ').trim()} (as of ${formatAsOf(f.checkedOn)}, ${f.sourceName})`;

/** The text with each `{{fact KEY}}` as plain text (structured data, where no link can go). */
export function expandFactsText(source: string, lookup: (key: string) => FactInput | undefined): string {
  return source.replace(FACT_TOKEN_RE, (_token, key: string) => {
    const f = lookup(key);
    return f ? factPlainText(f) : MISSING_FACT;
  });
}

/** Marks where a fact goes while the text is rendered (private-use characters: Markdown and the sanitiser keep them). */
const MARK_OPEN = '\uE000';
const MARK_CLOSE = '\uE001';
const MARK_RE = /\uE000(\d+)\uE001/g;
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The Markdown rendered to sanitised HTML with each `{{fact KEY}}` as a fact element:
 * `<span data-fact="KEY">value (as of {month}, source linked)</span>`. The elements are put in after
 * sanitising, so an article's own HTML can never make one (the sanitiser drops data attributes).
 */
export function renderFactMarkdown(
  source: string,
  lookup: (key: string) => FactInput | undefined,
  month: MonthText = formatAsOf,
  value: ValueText = factValueText,
  note: NoteText = englishNote,
): string {
  const keys: string[] = [];
  const marked = source.replace(MARK_RE, '').replace(FACT_TOKEN_RE, (_token, key: string) => `${MARK_OPEN}${keys.push(key) - 1}${MARK_CLOSE}`);
  const fact = (i: string) => lookup(keys[Number(i)]);
  // Inside a tag (a link's address or title) a fact can only be plain text; in text it is an element.
  return renderMarkdown(marked).replace(/<(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+/g, (chunk) =>
    chunk.startsWith('<')
      ? chunk.replace(MARK_RE, (_mark, i: string) => escapeAttribute(fact(i) ? factPlainText(fact(i)!) : MISSING_FACT))
      : chunk.replace(MARK_RE, (_mark, i: string) => {
          const f = fact(i);
          return f
            ? `<span data-fact="${escapeAttribute(keys[Number(i)])}">${renderMarkdown(factMarkdown(f, month, value, note), { inline: true })}</span>`
            : MISSING_FACT;
        }),
  );
}
