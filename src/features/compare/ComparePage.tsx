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
import { compareRequestFrom } from '../../common/compareIds';
import { COMPARE_MAX } from '../../config/constants';
import { Trans } from '@lingui/react';
import type { Message } from '../../config/routes';
import { useRecordLang } from '../../ui/recordText';
import { COMPARE_TEXT as TEXT, ROW_TEXT, SHARED_NOTES } from './text';
import { sayWith, useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'compare.head.title', message: 'Compare consultancies' },
  description: /*i18n*/ {
    id: 'compare.head.description',
    message: 'Education consultancies in Nepal side by side: location, rating, destinations, services, exams, branches and results.',
  },
};

/** What a row's value is written with: the page's texts, its digits and the language of the records' own words. */
interface Words {
  t: (m: Message, values?: Record<string, unknown>) => string;
  digits: (text: string | number) => string;
  lang: 'en' | undefined;
}

/** One row of the table: what it compares, each consultancy's value, and a key that tells values apart. */
interface CompareRow {
  label: Message;
  value: (c: Consultancy, w: Words) => ReactNode;
  key: (c: Consultancy) => string;
}

const listText = (items: readonly string[] | undefined, { t, lang }: Words) =>
  items && items.length ? <span lang={lang}>{items.join(', ')}</span> : t(TEXT.none);
const listKey = (items: readonly string[] | undefined) =>
  [...(items ?? [])]
    .map((s) => s.toLowerCase())
    .sort()
    .join('|');

function TextList({ items, w }: { items: readonly string[] | undefined; w: Words }) {
  if (!items || items.length === 0) return <>{w.t(TEXT.none)}</>;
  return (
    <ul lang={w.lang}>
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

export const COMPARE_ROWS: readonly CompareRow[] = [
  { label: ROW_TEXT.location, value: (c) => c.location, key: (c) => c.location.trim().toLowerCase() },
  {
    label: ROW_TEXT.established,
    value: (c, w) => (c.established === undefined || c.established === 'N/A' ? w.t(TEXT.notGiven) : w.digits(c.established)),
    key: (c) => String(c.established ?? 'N/A'),
  },
  { label: ROW_TEXT.rating, value: (c, { t, digits }) => ratingText(c, sayWith(t, digits)), key: (c) => ratingText(c) },
  {
    label: ROW_TEXT.licence,
    // Shared with pages not yet written in Nepali (src/common/LicenceBadge.tsx): English, marked so, its dates in the page's language.
    value: (c) => <LicenceText c={c} />,
    key: (c) => licenceBadgeText(licenceStatusOf(c)),
  },
  { label: ROW_TEXT.destinations, value: (c, w) => <TextList items={c.specializations} w={w} />, key: (c) => listKey(c.specializations) },
  { label: ROW_TEXT.services, value: (c, w) => <TextList items={c.services} w={w} />, key: (c) => listKey(c.services) },
  { label: ROW_TEXT.exams, value: (c, w) => listText(c.testPreparation, w), key: (c) => listKey(c.testPreparation) },
  {
    label: ROW_TEXT.branches,
    value: (c, w) =>
      c.branches && c.branches.length
        ? w.t(TEXT.branches, { count: w.digits(c.branches.length), places: c.branches.map((b) => b.location).join(', ') })
        : w.t(TEXT.none),
    key: (c) => listKey(c.branches?.map((b) => b.location)),
  },
  { label: ROW_TEXT.successRate, value: (c, w) => <span lang={w.lang}>{c.successRate}</span>, key: (c) => c.successRate.trim() },
  { label: ROW_TEXT.studentsHelped, value: (c, w) => <span lang={w.lang}>{c.studentsHelped}</span>, key: (c) => c.studentsHelped.trim().toLowerCase() },
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
  const { t, digits } = useT();
  const w: Words = { t, digits, lang: useRecordLang() };
  return (
    <Scroller labelledBy={CAPTION_ID}>
      <Table>
        <caption id={CAPTION_ID}>{t(TEXT.caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(TEXT.comparedOn)}</th>
            {list.map((c) => (
              <th scope="col" key={c.id}>
                <Link href={paths.consultancy(c.id)}>{c.name}</Link>
                {c.sample && <SampleLabel />}
                <br />
                <Link className="remove" href={paths.compare(ids.filter((i) => i !== c.id))} aria-label={t(TEXT.removeName, { name: c.name })}>
                  {t(TEXT.remove)}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => {
            const differs = rowDiffers(row, list);
            return (
              <tr key={row.label.id} data-differs={differs ? '' : undefined}>
                <th scope="row">
                  {t(row.label)}
                  {differs && (
                    <>
                      {' '}
                      <span className="differs">{t(TEXT.differs)}</span>
                    </>
                  )}
                </th>
                {list.map((c) => (
                  <td key={c.id}>{row.value(c, w)}</td>
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
  const { t, digits } = useT();
  const request = compareRequestFrom(useSearch());
  const { ids } = request;
  const { state, retry } = useRead(compareRead(ids), { fallback: () => builtInConsultanciesByIds(ids) });
  const answered = state.status === 'success' || state.status === 'fallback' ? state.data : null;
  // Shown in the order of the link, whatever order the API answers in.
  const list = answered ? ids.flatMap((id) => answered.filter((c) => c.id === id)) : [];
  const missing = answered ? ids.length - list.length : 0;
  // The notes of src/common/compareIds.ts in the page's language.
  const note = (n: number, one: Message, many: Message) =>
    n === 1 ? t(one, { max: digits(COMPARE_MAX) }) : t(many, { count: digits(n), max: digits(COMPARE_MAX) });
  const notes = [
    missing > 0 ? note(missing, TEXT.goneOne, TEXT.goneMany) : null,
    request.unreadable > 0 ? note(request.unreadable, TEXT.unreadableOne, TEXT.unreadableMany) : null,
    request.beyondLimit > 0 ? note(request.beyondLimit, TEXT.beyondOne, TEXT.beyondMany) : null,
  ].filter((n): n is string => n !== null);
  const consultancyList = <Link href={ROUTES.consultancies} />;

  return (
    <div data-page="compare">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection aria-label={t(TEXT.comparison)}>
          {notes.length > 0 && (
            <Notes aria-label={t(TEXT.aboutLink)} data-part="compare-notes">
              {notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </Notes>
          )}
          {ids.length === 0 && (
            <EmptyState>
              <Trans id={TEXT.nothingYet.id} message={TEXT.nothingYet.message} components={{ 0: consultancyList }} />
            </EmptyState>
          )}
          {ids.length > 0 && state.status === 'loading' && <LoadingState label={t(TEXT.loading)} />}
          {state.status === 'failure' && <ErrorState title={t(TEXT.loadFailed)} error={state.error} onRetry={retry} retryLabel={t(TEXT.tryAgain)} />}
          {answered && list.length === 0 && ids.length > 0 && (
            <EmptyState>
              <Trans id={TEXT.noneListed.id} message={TEXT.noneListed.message} components={{ 0: consultancyList }} />
            </EmptyState>
          )}
          {list.length > 0 && (
            <>
              {state.status === 'fallback' && (
                <p role="status">{SHARED_NOTES[BUILT_IN_DIRECTORY_NOTE] ? t(SHARED_NOTES[BUILT_IN_DIRECTORY_NOTE]) : BUILT_IN_DIRECTORY_NOTE}</p>
              )}
              {list.length > 1 ? (
                <p data-part="differs-legend">{t(TEXT.legend)}</p>
              ) : (
                <p>
                  <Trans id={TEXT.onlyOne.id} message={TEXT.onlyOne.message} components={{ 0: consultancyList }} />
                </p>
              )}
              <CompareTable list={list} ids={list.map((c) => c.id)} />
              {list.some((c) => c.sample) && <p data-part="sample-note">{t(TEXT.sampleNote)}</p>}
            </>
          )}
        </PageSection>
      </Container>
    </div>
  );
}
