import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ApiError } from '../../api/client';
import { formatTeamTime } from '../../common/format';
import { CHANGE_ACTION_TEXT, type ChangeAction } from '../../domain/history';
import { Hint } from '../../ui/fields';
import { Button } from '../../ui/primitives';

const List = styled.ol`
  list-style: none;
  padding: 0;
  li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space.sm} 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
`;

/** What the history needs of one change, whatever the record. */
export interface HistoryEntry {
  id: number;
  action: ChangeAction;
  before: unknown;
  adminEmail: string;
  changedAt: string;
}

export interface RecordHistoryProps<C extends HistoryEntry> {
  /** What the record is, as the hint says it ("fact", "article"). */
  noun: string;
  load: (signal: AbortSignal) => Promise<C[]>;
  /** Sets the record back to its version before `change`. */
  restore: (change: C) => Promise<unknown>;
  /** The lines of what a change changed ("Title: old → new"). */
  describe: (change: C) => string[];
  onRestored: () => void;
  /** The section's data-part. */
  part?: string;
  /** Read the history again whenever this changes (the record was saved elsewhere on the page). */
  version?: unknown;
}

type Loaded<C> = { status: 'loading' } | { status: 'done'; items: C[] } | { status: 'failed'; message: string };

/**
 * A record's history in the admin: every change with who made it, when, and each field's old → new
 * value, newest first; "Restore the old version" sets the record back to what it was before a change
 * (recorded too), then `onRestored` reloads what shows the record.
 */
export function RecordHistory<C extends HistoryEntry>({ noun, load, restore, describe, onRestored, part = 'record-history', version }: RecordHistoryProps<C>) {
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded<C>>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((items) => setLoaded({ status: 'done', items }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed', message: e instanceof ApiError ? e.message : 'The history could not be loaded.' });
      });
    return () => controller.abort();
  }, [load, reads, version]);

  const restoreChange = useCallback(
    async (change: C) => {
      setBusy(true);
      try {
        await restore(change);
        setSaid(`Restored the version from before the change of ${formatTeamTime(change.changedAt)}.`);
        setReads((n) => n + 1);
        onRestored();
      } catch (e) {
        setSaid(`Could not restore: ${e instanceof ApiError ? e.message : 'try again.'}`);
      } finally {
        setBusy(false);
      }
    },
    [restore, onRestored],
  );

  return (
    <section aria-labelledby={headingId} data-part={part}>
      <h2 id={headingId}>History</h2>
      <Hint>
        Every change to this {noun}: who made it, when, and what it was before and after. Restoring a version reloads the form above (changes not saved are
        lost) and is recorded here too.
      </Hint>
      <p role="status">{said}</p>
      <Button type="button" $variant="secondary" onClick={() => setReads((n) => n + 1)}>
        Reload the history
      </Button>
      {loaded.status === 'loading' ? <p>Loading the history…</p> : null}
      {loaded.status === 'failed' ? <p role="alert">{loaded.message}</p> : null}
      {loaded.status === 'done' && loaded.items.length === 0 ? <p>No changes recorded yet.</p> : null}
      {loaded.status === 'done' && loaded.items.length > 0 ? (
        <List>
          {loaded.items.map((c) => {
            const titleId = `${headingId}-${c.id}`;
            return (
              <li key={c.id}>
                <h3 id={titleId}>
                  {CHANGE_ACTION_TEXT[c.action]} by {c.adminEmail}, {formatTeamTime(c.changedAt)}
                </h3>
                <ul>
                  {describe(c).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {c.before && c.action !== 'deleted' ? (
                  <Button type="button" $variant="secondary" disabled={busy} aria-describedby={titleId} onClick={() => void restoreChange(c)}>
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
