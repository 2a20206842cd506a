import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { factsApi } from '../../api/facts';
import { ApiError } from '../../api/client';
import { formatTeamTime } from '../../common/format';
import { factValueText } from '../../common/facts/factMarkdown';
import type { FactChange, FactChangeAction, FactInput } from '../../domain/fact';
import { Hint } from '../../ui/fields';
import { Button } from '../../ui/primitives';

const ACTION_TEXT: Record<FactChangeAction, string> = {
  created: 'Created',
  edited: 'Edited',
  checked: 'Marked still correct',
  restored: 'Restored an earlier version',
  deleted: 'Deleted',
};

/** The parts of a record a change can touch, as the history names them. */
const FIELDS: { name: string; text: (f: FactInput) => string }[] = [
  { name: 'Value', text: factValueText },
  { name: 'Label', text: (f) => f.label },
  { name: 'Page', text: (f) => f.page },
  { name: 'Month checked', text: (f) => f.checkedOn },
  { name: 'Source', text: (f) => `${f.sourceName} (${f.sourceUrl})` },
  { name: 'Day last checked', text: (f) => f.lastChecked ?? '—' },
  { name: 'Could not be checked', text: (f) => (f.notChecked ? `${f.notChecked.reason} (${f.notChecked.triedOn})` : '—') },
];

/** What a change changed, field by field: "Value: old → new" (a create or delete shows the one side). */
export function changedFields(change: Pick<FactChange, 'before' | 'after'>): string[] {
  const { before, after } = change;
  return FIELDS.flatMap(({ name, text }) => {
    const old = before ? text(before) : null;
    const now = after ? text(after) : null;
    if (old === now) return [];
    return [`${name}: ${old ?? '—'} → ${now ?? '—'}`];
  });
}

const List = styled.ol`
  list-style: none;
  padding: 0;
  li { border-top: 1px solid ${({ theme }) => theme.colors.border}; padding: ${({ theme }) => theme.space.sm} 0; overflow-wrap: anywhere; }
  ul { margin: ${({ theme }) => theme.space.xs} 0; }
`;

type Loaded = { status: 'loading' } | { status: 'done'; items: FactChange[] } | { status: 'failed'; message: string };

/**
 * A fact's history in the admin: every change with who made it, when, and each field's old → new value,
 * newest first; "Restore the old version" sets the fact back to what it was before a change (recorded
 * too), then `onRestored` reloads the form.
 */
export function FactHistory({ factId, onRestored }: { factId: number; onRestored: () => void }) {
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    factsApi
      .history(factId, controller.signal)
      .then((items) => setLoaded({ status: 'done', items }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed', message: e instanceof ApiError ? e.message : 'The history could not be loaded.' });
      });
    return () => controller.abort();
  }, [factId, reads]);

  const restore = useCallback(
    async (change: FactChange) => {
      setBusy(true);
      try {
        await factsApi.restore(factId, change.id);
        setSaid(`Restored the version from before the change of ${formatTeamTime(change.changedAt)}.`);
        setReads((n) => n + 1);
        onRestored();
      } catch (e) {
        setSaid(`Could not restore: ${e instanceof ApiError ? e.message : 'try again.'}`);
      } finally {
        setBusy(false);
      }
    },
    [factId, onRestored],
  );

  return (
    <section aria-labelledby={headingId} data-part="fact-history">
      <h2 id={headingId}>History</h2>
      <Hint>Every change to this fact: who made it, when, and what it was before and after. Restoring a version reloads the form above (changes not saved are lost) and is recorded here too.</Hint>
      <p role="status">{said}</p>
      <Button type="button" $variant="secondary" onClick={() => setReads((n) => n + 1)}>
        Reload the history
      </Button>
      {loaded.status === 'loading' ? <p>Loading the history…</p> : null}
      {loaded.status === 'failed' ? <p role="alert">{loaded.message}</p> : null}
      {loaded.status === 'done' && loaded.items.length === 0 ? <p>No changes recorded yet (the built-in version).</p> : null}
      {loaded.status === 'done' && loaded.items.length > 0 ? (
        <List>
          {loaded.items.map((c) => {
            const titleId = `${headingId}-${c.id}`;
            return (
              <li key={c.id}>
                <h3 id={titleId}>
                  {ACTION_TEXT[c.action]} by {c.adminEmail}, {formatTeamTime(c.changedAt)}
                </h3>
                <ul>
                  {changedFields(c).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {c.before && c.action !== 'deleted' ? (
                  <Button type="button" $variant="secondary" disabled={busy} aria-describedby={titleId} onClick={() => void restore(c)}>
                    Restore the old version
                  </Button>
                ) : null}
              </li>
            );
          })}
        </List>
      ) : null}
    </section>
  );
}
