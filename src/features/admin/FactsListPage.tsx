import { useState } from 'react';
import { useSearch } from 'wouter';
import styled from 'styled-components';
import { factsApi } from '../../api/facts';
import { formatAsOf } from '../../data/facts';
import { isDueForReview, outdatedNepali, reviewCutoff, type Fact, type FactValue } from '../../domain/fact';
import { formatNumber } from '../../domain/numbers';
import { Button } from '../../ui/primitives';
import { FACT_PAGES, factPageLabel } from '../../common/facts/factPages';
import { ADMIN_RESOURCES } from './adminResources';
import { ResourceListPage, type Column } from './ResourceListPage';

const Due = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentLight};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const PREVIEW_CHARS = 90;

/** A short, one-line view of a value for the table. */
export function valuePreview(v: FactValue): string {
  const full =
    v.kind === 'text'
      ? v.text
      : v.kind === 'list'
        ? `${v.items.length} ${v.items.length === 1 ? 'line' : 'lines'}: ${v.items[0]}`
        : `${v.currency} ${formatNumber(v.min)}${v.max !== v.min ? `–${formatNumber(v.max)}` : ''} ${v.per === 'once' ? 'once' : `a ${v.per}`}`;
  return full.length > PREVIEW_CHARS ? `${full.slice(0, PREVIEW_CHARS - 1)}…` : full;
}

/** "Still correct, checked today": one step, from the row. */
function ReviewButton({ fact, done }: { fact: Fact; done: (tone: 'success' | 'error', text: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={busy}
      aria-label={`Still correct, checked today: ${fact.label}`}
      onClick={async () => {
        setBusy(true);
        try {
          const saved = await factsApi.review(fact.id);
          done('success', `“${fact.label}” marked as checked in ${formatAsOf(saved.checkedOn)}.`);
        } catch (e) {
          done('error', `Could not mark “${fact.label}” as checked: ${(e as Error).message}`);
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Saving…' : 'Still correct, checked today'}
    </Button>
  );
}

/** Whether the fact has a Nepali version, and whether the English has changed since it was written. */
function nepaliMark(f: Fact) {
  if (!f.ne) return <span data-part="nepali-none">None</span>;
  return outdatedNepali(f).length ? <Due data-part="nepali-outdated">Out of date</Due> : <span data-part="nepali-current">Written</span>;
}

export default function FactsListPage() {
  const search = useSearch();
  const now = new Date();
  const columns: Column<Fact>[] = [
    { key: 'label', label: 'Fact', render: (f) => f.label, sortKey: 'label' },
    { key: 'page', label: 'Page', render: (f) => factPageLabel(f.page), sortKey: 'page' },
    { key: 'value', label: 'Value', render: (f) => valuePreview(f.value) },
    {
      key: 'checked',
      label: 'Checked',
      render: (f) => (
        <>
          {formatAsOf(f.checkedOn)}
          {isDueForReview(f.checkedOn, now) ? <Due data-part="due">Due for review</Due> : null}
        </>
      ),
      sortKey: 'checked',
    },
    { key: 'nepali', label: 'Nepali version', render: nepaliMark },
    {
      key: 'source',
      label: 'Source',
      render: (f) => (
        <a href={f.sourceUrl} target="_blank" rel="noopener noreferrer">
          {f.sourceName}
        </a>
      ),
    },
  ];
  const due = new URLSearchParams(search).get('due') === 'true';
  return (
    <ResourceListPage<Fact>
      key={due ? 'due' : 'all'}
      {...ADMIN_RESOURCES.facts}
      dataPage="admin-facts"
      columns={columns}
      itemName={(f) => f.label}
      filters={[
        { name: 'onPage', label: 'Page', options: [{ value: '', label: 'All pages' }, ...FACT_PAGES] },
        {
          name: 'due',
          label: 'Review',
          options: [
            { value: '', label: 'All facts' },
            { value: 'true', label: `Due for review (checked before ${formatAsOf(reviewCutoff(now))})` },
          ],
        },
      ]}
      initialFilterValues={due ? { due: 'true' } : undefined}
      rowActions={(f, done) => <ReviewButton fact={f} done={done} />}
    />
  );
}
