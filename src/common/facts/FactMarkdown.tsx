import { useMemo } from 'react';
import { factsApi } from '../../api/facts';
import { readableFactKeys } from '../../domain/factRefs';
import { Markdown } from '../../ui/Markdown';
import { useRemote } from '../Remote';
import { expandFacts } from './factMarkdown';
import { builtInFactsByKey, type PageFact } from './usePageFacts';

/** The browser's read of the facts a text embeds. */
const embeddedFacts = (source: string) => (signal: AbortSignal): Promise<PageFact[]> => factsApi.byKeys(readableFactKeys(source), signal);

/**
 * Markdown whose `{{fact KEY}}` show the record's value, month and linked source: the admins' records
 * (those the page was rendered with, else from the API), the built-in ones until they arrive or when the
 * API cannot be reached. `readKey` names the read when the page's first reads hold it (an article's
 * `blogArticleFactsRead`): the server renders the page with the admins' records.
 */
export function FactMarkdown({ source, readKey }: { source: string; readKey?: string }) {
  const keys = readableFactKeys(source);
  const { state } = useRemote(embeddedFacts(source), readKey ?? `embedded-facts ${keys.join(',')}`);
  const fromApi = state.status === 'success' ? state.data : null;
  const expanded = useMemo(() => {
    const byKey = new Map((fromApi ?? []).map((f) => [f.key, f]));
    return expandFacts(source, (key) => (fromApi ? byKey.get(key) : builtInFactsByKey(key)));
  }, [source, fromApi]);
  return <Markdown source={expanded} />;
}
