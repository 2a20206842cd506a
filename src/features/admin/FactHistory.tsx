import { useCallback } from 'react';
import { factsApi } from '../../api/facts';
import { factValueText } from '../../common/facts/factMarkdown';
import type { FactChange, FactInput } from '../../domain/fact';
import { RecordHistory } from './RecordHistory';

/** The parts of a record a change can touch, as the history names them. */
const FIELDS: { name: string; text: (f: FactInput) => string }[] = [
  { name: 'Value', text: factValueText },
  { name: 'Label', text: (f) => f.label },
  { name: 'Page', text: (f) => f.page },
  { name: 'Month checked', text: (f) => f.checkedOn },
  { name: 'Source', text: (f) => `${f.sourceName} (${f.sourceUrl})` },
  { name: 'Day last checked', text: (f) => f.lastChecked ?? '—' },
  { name: 'Could not be checked', text: (f) => (f.notChecked ? `${f.notChecked.reason} (${f.notChecked.triedOn})` : '—') },
  { name: 'Nepali label', text: (f) => f.ne?.label ?? '—' },
  { name: 'Nepali text', text: (f) => f.ne?.text ?? f.ne?.items?.join('; ') ?? '—' },
];

/** What a change changed, field by field: "Value: old → new" (a create or delete shows the one side). */
export function changedFields(change: { before: FactInput | null; after: FactInput | null }): string[] {
  const { before, after } = change;
  return FIELDS.flatMap(({ name, text }) => {
    const old = before ? text(before) : null;
    const now = after ? text(after) : null;
    if (old === now) return [];
    return [`${name}: ${old ?? '—'} → ${now ?? '—'}`];
  });
}

/** A fact's history in the admin (the history every record keeps, with a fact's fields named). */
export function FactHistory({ factId, onRestored }: { factId: number; onRestored: () => void }) {
  const load = useCallback((signal: AbortSignal) => factsApi.factHistory(factId, signal), [factId]);
  const restore = useCallback((change: FactChange) => factsApi.restoreFact(factId, change.id), [factId]);
  return <RecordHistory<FactChange> noun="fact" part="fact-history" load={load} restore={restore} describe={changedFields} onRestored={onRestored} />;
}
