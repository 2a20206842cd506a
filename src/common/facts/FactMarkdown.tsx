import { useCallback, useMemo } from 'react';
import { factsApi } from '../../api/facts';
import { readableFactKeys } from '../../domain/factRefs';
import { MarkdownHtml } from '../../ui/Markdown';
import { useRemote } from '../Remote';
import { factValueText, renderFactMarkdown } from './factMarkdown';
import { useDateText } from '../DateText';
import { useRecordText } from '../../ui/recordText';
import { useT } from '../../ui/i18n';
import { builtInFactsByKey, type PageFact } from './usePageFacts';

/** The browser's read of the facts with these keys. */
const factsWithKeys =
  (keys: readonly string[]) =>
  (signal: AbortSignal): Promise<PageFact[]> =>
    factsApi.byKeys(keys, signal);

/**
 * The records of the facts texts embed, by key: the admins' (those the page was rendered with, else from
 * the API), the built-in ones until they arrive or when the API cannot be reached. `readKey` names the
 * read when the page's first reads hold it (the server renders the page with the admins' records).
 */
export function useEmbeddedFacts(keys: readonly string[], readKey?: string): (key: string) => PageFact | undefined {
  const { state } = useRemote(factsWithKeys(keys), readKey ?? `embedded-facts ${keys.join(',')}`);
  const fromApi = state.status === 'success' ? state.data : null;
  const byKey = useMemo(() => (fromApi ? new Map(fromApi.map((f) => [f.key, f])) : null), [fromApi]);
  return useCallback((key: string) => (byKey ? byKey.get(key) : builtInFactsByKey(key)), [byKey]);
}

/** The words around a fact inside a text written in Nepali (this module's texts are in the pages' catalog). */
const TEXT = {
  note: /*i18n*/ { id: 'facts.inText.note', message: '(as of {month}, {source})' },
  year: /*i18n*/ { id: 'facts.inText.year', message: 'a year' },
  month: /*i18n*/ { id: 'facts.inText.month', message: 'a month' },
  once: /*i18n*/ { id: 'facts.inText.once', message: 'once' },
};

/**
 * Markdown rendered with each `{{fact KEY}}` as a fact element, from a lookup of the records. `inPageLanguage`:
 * the text is written in the page's language, so on a Nepali page a fact's value is its record's Nepali
 * version while that is current (src/ui/recordText.ts), and the words around it ("as of", "a year") are
 * Nepali; otherwise values and words stay as recorded, in English.
 */
export function FactMarkdownWith({
  source,
  lookup,
  inPageLanguage = false,
}: {
  source: string;
  lookup: (key: string) => PageFact | undefined;
  inPageLanguage?: boolean;
}) {
  const month = useDateText();
  const shown = useRecordText();
  const { t, locale } = useT();
  const inNepali = inPageLanguage && locale !== 'en';
  const value = (f: PageFact) => {
    const v = f.value;
    if (!inPageLanguage) return factValueText(f);
    if (v.kind === 'money') return inNepali ? factValueText(f, (period) => t(TEXT[period])) : factValueText(f);
    return (v.kind === 'text' ? [v.text] : v.items).map((x) => shown(x, [], f.ne).text).join('; ');
  };
  const note = inNepali ? (m: string, source: string) => t(TEXT.note, { month: m, source }) : undefined;
  // `value` and `note` are made anew each render; what they write depends on the page's language and `inPageLanguage` only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const html = useMemo(() => renderFactMarkdown(source, lookup, month, value, note), [source, lookup, month, inPageLanguage, locale]);
  return <MarkdownHtml html={html} />;
}

/**
 * Markdown whose `{{fact KEY}}` show the record's value, month and linked source, each in an element
 * that names its key (`data-fact`). `readKey` names the read when the page's first reads hold it (an
 * article's `blogArticleFactsRead`). `inPageLanguage`: the text is written in the page's language (an
 * article's English on an English page, its Nepali version on a Nepali one), so its facts are too.
 */
export function FactMarkdown({ source, readKey, inPageLanguage }: { source: string; readKey?: string; inPageLanguage?: boolean }) {
  const lookup = useEmbeddedFacts(readableFactKeys(source), readKey);
  return <FactMarkdownWith source={source} lookup={lookup} inPageLanguage={inPageLanguage} />;
}
