import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useSearch } from 'wouter';
import { ROUTES, paths } from '../../config/routes';
import type { Consultancy } from '../../domain/consultancy';
import { ratingText } from '../../domain/rating';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { EmptyState, ErrorState, LoadingState, useRead } from '../../common/Remote';
import { SampleLabel } from '../../common/SampleLabel';
import { LicenceText, licenceBadgeText, licenceStatusOf } from '../../common/LicenceBadge';
import { BUILT_IN_DIRECTORY_NOTE, builtInConsultanciesByIds } from '../../common/useConsultancies';
import { compareRead } from '../../common/firstData';
import { beyondLimitNote, compareRequestFrom, noLongerListedNote, unreadableNote } from '../../common/compareIds';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'compare.head.title', message: 'Compare consultancies' },
  description: /*i18n*/ {
    id: 'compare.head.description',
    message: 'Education consultancies in Nepal side by side: location, rating, destinations, services, exams, branches and results.',
  },
};

/** One row of the table: what it compares, each consultancy's value, and a key that tells values apart. */
interface CompareRow {
  label: string;
  value: (c: Consultancy) => ReactNode;
  key: (c: Consultancy) => string;
}

const listText = (items: readonly string[] | undefined, none = 'None listed') => (items && items.length ? items.join(', ') : none);
const listKey = (items: readonly string[] | undefined) =>
  [...(items ?? [])]
    .map((s) => s.toLowerCase())
    .sort()
    .join('|');

function TextList({ items }: { items: readonly string[] | undefined }) {
  if (!items || items.length === 0) return <>None listed</>;
  return (
    <ul>
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

export const COMPARE_ROWS: readonly CompareRow[] = [
  { label: 'Location', value: (c) => c.location, key: (c) => c.location.trim().toLowerCase() },
  {
    label: 'Established',
    value: (c) => (c.established === undefined || c.established === 'N/A' ? 'Not given' : c.established),
    key: (c) => String(c.established ?? 'N/A'),
  },
  { label: 'Rating', value: (c) => ratingText(c), key: (c) => ratingText(c) },
  { label: 'Licence', value: (c) => <LicenceText c={c} />, key: (c) => licenceBadgeText(licenceStatusOf(c)) },
  { label: 'Destinations', value: (c) => <TextList items={c.specializations} />, key: (c) => listKey(c.specializations) },
  { label: 'Services', value: (c) => <TextList items={c.services} />, key: (c) => listKey(c.services) },
  { label: 'Exams prepared for', value: (c) => listText(c.testPreparation), key: (c) => listKey(c.testPreparation) },
  {
    label: 'Branches',
    value: (c) => (c.branches && c.branches.length ? `${c.branches.length}: ${c.branches.map((b) => b.location).join(', ')}` : 'None listed'),
    key: (c) => listKey(c.branches?.map((b) => b.location)),
  },
  { label: 'Success rate', value: (c) => c.successRate, key: (c) => c.successRate.trim() },
  { label: 'Students helped', value: (c) => c.studentsHelped, key: (c) => c.studentsHelped.trim().toLowerCase() },
];

/** Whether the consultancies' values in a row are not all the same (never with fewer than two). */
export const rowDiffers = (row: CompareRow, list: readonly Consultancy[]) => list.length > 1 && new Set(list.map(row.key)).size > 1;

const CAPTION_ID = 'compare-caption';

/* The table scrolls sideways inside its own region on a narrow screen; the first column stays put. */
const Scroller = styled(ScrollRegion)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  width: 100%;
  min-width: 36rem;
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    font-weight: 700;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    text-align: left;
    min-width: 11rem;
  }
  td {
    overflow-wrap: break-word;
  }
  thead th {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 8rem;
    max-width: 9rem;

    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  thead th:first-child {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  tr[data-differs] td {
    background: ${({ theme }) => theme.colors.accentLight};
  }
  tr[data-differs] th:first-child {
    box-shadow:
      inset 4px 0 0 ${({ theme }) => theme.colors.accent},
      1px 0 0 ${({ theme }) => theme.colors.border};
  }
  .differs {
    display: block;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accent};
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  /* On a phone the columns are narrower, so that the next consultancy's column shows at the edge. */
  @media (max-width: 479px) {
    th,
    td {
      padding: ${({ theme }) => theme.space.sm};
      min-width: 8.5rem;
    }
    th:first-child {
      min-width: 6.75rem;
      max-width: 6.75rem;
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
  .remove {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 400;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Notes = styled.ul`
  list-style: none;
  padding: 0;
  li {
    background: ${({ theme }) => theme.colors.accentLight};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

function CompareTable({ list, ids }: { list: readonly Consultancy[]; ids: readonly number[] }) {
  return (
    <Scroller labelledBy={CAPTION_ID}>
      <Table>
        <caption id={CAPTION_ID}>Consultancies side by side</caption>
        <thead>
          <tr>
            <th scope="col">Compared on</th>
            {list.map((c) => (
              <th scope="col" key={c.id}>
                <Link href={paths.consultancy(c.id)}>{c.name}</Link>
                {c.sample && <SampleLabel />}
                <br />
                <Link className="remove" href={paths.compare(ids.filter((i) => i !== c.id))} aria-label={`Remove ${c.name} from this comparison`}>
                  Remove
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => {
            const differs = rowDiffers(row, list);
            return (
              <tr key={row.label} data-differs={differs ? '' : undefined}>
                <th scope="row">
                  {row.label}
                  {differs && (
                    <>
                      {' '}
                      <span className="differs">differs</span>
                    </>
                  )}
                </th>
                {list.map((c) => (
                  <td key={c.id}>{row.value(c)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}

/** /compare?ids=1,2,3: the picked consultancies side by side, with the rows where they differ marked. */
export default function ComparePage() {
  const { t } = useT();
  const request = compareRequestFrom(useSearch());
  const { ids } = request;
  const { state, retry } = useRead(compareRead(ids), { fallback: () => builtInConsultanciesByIds(ids) });
  const answered = state.status === 'success' || state.status === 'fallback' ? state.data : null;
  // Shown in the order of the link, whatever order the API answers in.
  const list = answered ? ids.flatMap((id) => answered.filter((c) => c.id === id)) : [];
  const missing = answered ? ids.length - list.length : 0;
  const notes = [
    missing > 0 ? noLongerListedNote(missing) : null,
    request.unreadable > 0 ? unreadableNote(request.unreadable) : null,
    request.beyondLimit > 0 ? beyondLimitNote(request.beyondLimit) : null,
  ].filter((n): n is string => n !== null);

  return (
    <div data-page="compare">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>Pick up to four consultancies with their “Compare” button, then compare them here. The address of this page can be shared.</p>
      </PageHeading>
      <Container>
        <PageSection aria-label="Comparison">
          {notes.length > 0 && (
            <Notes aria-label="About this link" data-part="compare-notes">
              {notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </Notes>
          )}
          {ids.length === 0 && (
            <EmptyState>
              Nothing to compare yet. Choose consultancies with their “Compare” button on the <Link href={ROUTES.consultancies}>consultancy list</Link>, then
              open the compare tray.
            </EmptyState>
          )}
          {ids.length > 0 && state.status === 'loading' && <LoadingState label="Loading the consultancies…" />}
          {state.status === 'failure' && <ErrorState title="We could not load these consultancies." error={state.error} onRetry={retry} />}
          {answered && list.length === 0 && ids.length > 0 && (
            <EmptyState>
              None of the consultancies in this link is listed any more. <Link href={ROUTES.consultancies}>Browse the consultancy list</Link> to choose others.
            </EmptyState>
          )}
          {list.length > 0 && (
            <>
              {state.status === 'fallback' && <p role="status">{BUILT_IN_DIRECTORY_NOTE}</p>}
              {list.length > 1 ? (
                <p data-part="differs-legend">Rows marked “differs” are where these consultancies are not the same.</p>
              ) : (
                <p>
                  Only one consultancy here: add others from the <Link href={ROUTES.consultancies}>consultancy list</Link> to compare.
                </p>
              )}
              <CompareTable list={list} ids={list.map((c) => c.id)} />
              {list.some((c) => c.sample) && (
                <p data-part="sample-note">Records marked “Sample listing” are invented: their names, ratings and figures are illustrative.</p>
              )}
            </>
          )}
        </PageSection>
      </Container>
    </div>
  );
}
