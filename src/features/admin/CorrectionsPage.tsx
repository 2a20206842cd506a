import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { correctionsApi } from '../../api/facts';
import { ApiError } from '../../api/client';
import { useRemote, Remote } from '../../common/Remote';
import { formatTeamTime } from '../../common/format';
import { factValueText } from '../../common/facts/factMarkdown';
import { paths } from '../../config/routes';
import type { Correction } from '../../domain/corrections';
import type { FactInput } from '../../domain/fact';
import { changedFieldLines } from '../../domain/history';
import { Button, useDocumentTitle } from '../../ui/primitives';
import { Banner, PageTop } from './adminUi';
import { changedFields } from './FactHistory';

const Item = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
  h3 {
    margin-top: 0;
  }
  .sides {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: ${({ theme }) => theme.space.sm};
  }
  pre {
    white-space: pre-wrap;
    max-height: 20rem;
    overflow: auto;
  }
`;

const STATUS_TEXT = { accepted: 'Accepted', rejected: "Kept the site's value", superseded: "Replaced by a later release's value", open: 'Waiting' } as const;

/** A fact's value, month and source, as one side of a correction shows them. */
function FactSide({ title, fact }: { title: string; fact: FactInput | null }) {
  return (
    <div>
      <h4>{title}</h4>
      {fact ? (
        <dl>
          <dt>Value</dt>
          <dd>{factValueText(fact)}</dd>
          <dt>As of</dt>
          <dd>{fact.checkedOn}</dd>
          <dt>Source</dt>
          <dd>
            <a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer">
              {fact.sourceName}
            </a>
          </dd>
          {fact.notChecked ? (
            <>
              <dt>Could not be checked</dt>
              <dd>
                {fact.notChecked.reason} ({fact.notChecked.triedOn})
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p>This site has no such fact (it is new in this release, or your team deleted it).</p>
      )}
    </div>
  );
}

const ARTICLE_LABELS = { title: 'Title', excerpt: 'Excerpt', body: 'Body', slug: 'Address' };

/** What a correction changes, line by line. */
function changeLines(c: Correction): string[] {
  if (c.kind === 'fact') return changedFields({ before: c.current as FactInput | null, after: c.builtIn as FactInput });
  return changedFieldLines({ before: c.current, after: c.builtIn }, ARTICLE_LABELS);
}

function OpenCorrection({ correction: c, onDecided }: { correction: Correction; onDecided: (text: string, tone: 'success' | 'error') => void }) {
  const [busy, setBusy] = useState(false);
  const headingId = `correction-${c.id}`;
  const decide = async (how: 'accept' | 'reject') => {
    setBusy(true);
    try {
      await correctionsApi[how](c.id);
      onDecided(
        how === 'accept'
          ? `Accepted the correction of “${c.label}”: the site shows the release's value now.`
          : `Kept this site's value of “${c.label}”; the release's value will not be proposed again.`,
        'success',
      );
    } catch (e) {
      onDecided(`Could not decide on “${c.label}”: ${e instanceof ApiError ? e.message : 'try again.'}`, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Item aria-labelledby={headingId} data-part="correction" data-key={c.key}>
      <h3 id={headingId}>{c.label}</h3>
      <p>
        {c.kind === 'fact' ? 'Fact' : 'Article'} <code>{c.key}</code>
        {c.recordId !== null ? (
          <>
            {' '}
            · <Link href={paths.adminEdit(c.kind === 'fact' ? 'facts' : 'blogs', c.recordId)}>open the {c.kind === 'fact' ? 'fact' : 'article'}</Link>
          </>
        ) : null}{' '}
        · proposed {formatTeamTime(c.createdAt)}
      </p>
      {c.adminEdited ? (
        <Banner $tone="info">
          Your team edited this {c.kind} since it was built in: accepting replaces the team&apos;s value below with the release&apos;s.
        </Banner>
      ) : null}
      <ul aria-label="What changes">
        {changeLines(c).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {c.kind === 'fact' ? (
        <div className="sides">
          <FactSide title={c.adminEdited ? "On this site now (your team's value)" : 'On this site now'} fact={c.current as FactInput | null} />
          <FactSide title="In this release" fact={c.builtIn as FactInput} />
        </div>
      ) : (
        <details>
          <summary>The release&apos;s article text</summary>
          <pre>{String(c.builtIn.body ?? '')}</pre>
        </details>
      )}
      <div className="actions">
        <Button type="button" disabled={busy} aria-describedby={headingId} onClick={() => void decide('accept')}>
          Accept the correction
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} aria-describedby={headingId} onClick={() => void decide('reject')}>
          Keep this site&apos;s value
        </Button>
      </div>
    </Item>
  );
}

/**
 * The corrections a release brought to built-in facts and articles on this site: each shows the site's
 * value, the release's value and its source, to accept (applied, and recorded in the record's history)
 * or reject (kept, and not proposed again). Nothing is applied until an admin decides.
 */
export default function CorrectionsPage() {
  useDocumentTitle('Corrections from a release – Admin');
  const open = useRemote((signal) => correctionsApi.list('open', signal), 'admin-corrections:open');
  const decided = useRemote((signal) => correctionsApi.list('decided', signal), 'admin-corrections:decided');
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const { reload: reloadOpen } = open;
  const { reload: reloadDecided } = decided;
  const onDecided = useCallback(
    (text: string, tone: 'success' | 'error') => {
      setMessage({ text, tone });
      reloadOpen();
      reloadDecided();
    },
    [reloadOpen, reloadDecided],
  );
  return (
    <section data-page="admin-corrections">
      <PageTop>
        <h1>Corrections from a release</h1>
      </PageTop>
      <p>
        When a new version of the site corrects a built-in fact or article, the correction waits here: nothing on the site changes until you accept it. Keeping
        this site&apos;s value records your decision, and the same value is not proposed again.
      </p>
      <p>
        Accepting a correction to a fact keeps the fact&apos;s Nepali version, if it has one: where the English changes, Nepali pages show the new English until
        the Nepali is updated in the fact&apos;s editor, which marks it as out of date.
      </p>
      <div role="status" aria-live="polite">
        {message ? <Banner $tone={message.tone}>{message.text}</Banner> : null}
      </div>
      <h2>Waiting for a decision</h2>
      <Remote state={open.state} retry={open.retry} loading="Loading the corrections…" failure="We could not load the corrections.">
        {(items) =>
          items.length === 0 ? <p>No correction is waiting.</p> : items.map((c) => <OpenCorrection key={c.id} correction={c} onDecided={onDecided} />)
        }
      </Remote>
      <h2>Decided</h2>
      <Remote state={decided.state} retry={decided.retry} loading="Loading the decided corrections…" failure="We could not load the decided corrections.">
        {(items) =>
          items.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul data-part="decided">
              {items.map((c) => (
                <li key={c.id}>
                  {c.label} ({c.kind} <code>{c.key}</code>): {STATUS_TEXT[c.status]}
                  {c.decidedBy ? ` by ${c.decidedBy}` : ''}
                  {c.decidedAt ? `, ${formatTeamTime(c.decidedAt)}` : ''}
                </li>
              ))}
            </ul>
          )
        }
      </Remote>
    </section>
  );
}
