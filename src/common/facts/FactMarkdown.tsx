import { useCallback, useMemo } from 'react';
import { factsApi } from '../../api/facts';
import { readableFactKeys } from '../../domain/factRefs';
import { MarkdownHtml } from '../../ui/Markdown';
import { useRemote } from '../Remote';
import { renderFactMarkdown } from './factMarkdown';
import { useDateText } from '../DateText';
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

/** Markdown rendered with each `{{fact KEY}}` as a fact element, from a lookup of the records. */
export function FactMarkdownWith({ source, lookup }: { source: string; lookup: (key: string) => PageFact | undefined }) {
  const month = useDateText();
  const html = useMemo(() => renderFactMarkdown(source, lookup, month), [source, lookup, month]);
  return <MarkdownHtml html={html} />;
}

/**
 * Markdown whose `{{fact KEY}}` show the record's value, month and linked source, each in an element
 * that names its key (`data-fact`). `readKey` names the read when the page's first reads hold it (an
 * article's `blogArticleFactsRead`).
 */
export function FactMarkdown({ source, readKey }: { source: string; readKey?: string }) {
  const lookup = useEmbeddedFacts(readableFactKeys(source), readKey);
  return <FactMarkdownWith source={source} lookup={lookup} />;
}
