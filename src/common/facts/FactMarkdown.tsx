import { useMemo } from 'react';
import { factsApi } from '../../api/facts';
import { readableFactKeys } from '../../domain/factRefs';
import { Markdown } from '../../ui/Markdown';
import { useRemote } from '../Remote';
import type { FirstDataRequest } from '../firstData';
import { expandFacts } from './factMarkdown';
import { builtInFactsByKey, type PageFact } from './usePageFacts';

/** The read of the facts a text embeds, under `key` (the server renders the page with it). */
export const embeddedFactsRequest = (key: string, source: (signal: AbortSignal) => Promise<string> | string) =>
  ({
    key,
    load: async (signal: AbortSignal): Promise<PageFact[]> => factsApi.byKeys(readableFactKeys(await source(signal)), signal),
  }) satisfies FirstDataRequest;

/**
 * Markdown whose `{{fact KEY}}` show the record's value, month and linked source: the admins' records
 * (those the page was rendered with, else from the API), the built-in ones until they arrive or when the
 * API cannot be reached. `readKey` names the read (a page that reads it on the server passes its key).
 */
export function FactMarkdown({ source, readKey }: { source: string; readKey?: string }) {
  const keys = readableFactKeys(source);
  const request = embeddedFactsRequest(readKey ?? `embedded-facts ${keys.join(',')}`, () => source);
  const { state } = useRemote(request.load, request.key);
  const fromApi = state.status === 'success' ? state.data : null;
  const expanded = useMemo(() => {
    const byKey = new Map((fromApi ?? []).map((f) => [f.key, f]));
    return expandFacts(source, (key) => (fromApi ? byKey.get(key) : builtInFactsByKey(key)));
  }, [source, fromApi]);
  return <Markdown source={expanded} />;
}
