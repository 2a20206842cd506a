import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { ROUTES, paths } from '../../config/routes';
import {
  CONSULTANCY_SORTS,
  FACET_FILTERS,
  browseDirectory,
  directoryQueryFrom,
  directoryQueryString,
  pageCount,
  type DirectoryPage,
  type DirectoryQuery,
} from '../../domain/directoryQuery';
import { Button, Container, PageHeading, PageSection, Spinner, VisuallyHidden } from '../../ui/primitives';
import { useAppliedBeforeHydration, useKeptBeforeHydration } from '../../ui/fields';
import { media } from '../../ui/theme';
import { useHeader } from '../../common/header/headerShell';
import { ConsultancyCard } from './ConsultancyCard';
import { FallbackNote, useRead } from '../../common/Remote';
import { builtInConsultancies } from '../../common/useConsultancies';
import { consultancyListRead } from '../../common/firstData';
import { Trans } from '@lingui/react';
import { useT } from '../../ui/i18n';
import { useRecordLang } from '../../ui/recordText';
import { BUILT_IN_DIRECTORY_TEXT, CATEGORY_TEXT, DIRECTORY_TEXT as TEXT, FACET_TEXT, SORT_TEXT } from './text';
import { TextLink } from '../../ui/TextLink';

const HEAD = {
  title: /*i18n*/ { id: 'consultancies.head.title', message: 'Consultancies' },
  description: /*i18n*/ {
    id: 'consultancies.head.description',
    message: 'Compare education consultancies in Nepal by destination, location, rating and services, and book a free consultation.',
  },
};

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* minmax(0, …): a card is never wider than its column, whatever its longest word. */
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  .chip {
    background: ${({ theme }) => theme.colors.primaryLight};
    border-radius: ${({ theme }) => theme.radii.pill};
    padding: 4px 12px;
    overflow-wrap: anywhere;
  }
  /* A 44 px target (WCAG 2.5.5). */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    min-width: 0;
  }
  label.check {
    flex-direction: row;
    align-items: center;
    min-height: 44px;
  }
  input[type='search'],
  select {
    font: inherit;
    min-height: 44px;
    min-width: 0;
    max-width: 100%;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
  }
`;

const Pager = styled.nav`
  margin: ${({ theme }) => theme.space.lg} 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
    align-items: center;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a {
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
`;

const Loosen = styled.ul`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const hrefOf = (query: DirectoryQuery) => `${ROUTES.consultancies}${directoryQueryString(query)}`;
/** The same question with one part changed, on its first page. */
const changed = (query: DirectoryQuery, change: Partial<DirectoryQuery>): DirectoryQuery => ({ ...query, ...change, page: 1 });
/** "1 consultancy", "12 consultancies", in the page's language. */
function usePlural() {
  const { t, digits } = useT();
  return (n: number) => (n === 1 ? t(TEXT.one) : t(TEXT.many, { count: digits(n) }));
}

/** The numbered pages around the current one: the first, the last, two either side, and gaps between (null). */
function pageNumbers(page: number, pages: number): Array<number | null> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1] > 1 ? [null, p] : [p]));
}

/**
 * The filter form: a GET form to /consultancies (it works without JavaScript). With JavaScript, a
 * changed select or box applies at once and a submit navigates in the app; the address is the state.
 */
function FilterForm({ query, facets }: { query: DirectoryQuery; facets: DirectoryPage['facets'] | null }) {
  const { t, digits } = useT();
  const recordLang = useRecordLang();
  const [, navigate] = useLocation();
  const [text, setText] = useState(query.search ?? '');
  const [shownFor, setShownFor] = useState(query.search ?? '');
  if ((query.search ?? '') !== shownFor) {
    setShownFor(query.search ?? '');
    setText(query.search ?? '');
  }
  const keptText = useKeptBeforeHydration<HTMLInputElement>(text, setText);
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
    navigate(hrefOf(directoryQueryFrom(params)), { replace: true });
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
  };
  const applyNow = (e: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
    if (e.currentTarget.form) apply(e.currentTarget.form);
  };
  const formRef = useAppliedBeforeHydration(apply);
  return (
    <Form ref={formRef} method="get" action={ROUTES.consultancies} role="search" aria-label={t(TEXT.filterForm)} onSubmit={onSubmit} data-part="filters">
      <label>
        {t(TEXT.searchLabel)}
        <input type="search" name="search" ref={keptText} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {query.category && <input type="hidden" name="category" value={query.category} />}
      {FACET_FILTERS.map((f) => (
        <label key={f.name}>
          {t(FACET_TEXT[f.name].label)}
          <select name={f.name} value={query[f.name] ?? ''} onChange={applyNow}>
            <option value="">{t(FACET_TEXT[f.name].all)}</option>
            {/* While the counts for this question load, the chosen value alone (its count unknown, not 0). */}
            {(facets?.[f.name] ?? (query[f.name] ? [{ value: query[f.name]!, count: null }] : [])).map((o) => (
              <option key={o.value} value={o.value} lang={f.name === 'service' ? recordLang : undefined}>
                {o.count === null ? o.value : `${o.value} (${digits(o.count)})`}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className="check">
        <input type="checkbox" name="verified" value="1" checked={query.verified === true} onChange={applyNow} />
        {facets ? t(TEXT.verifiedOnlyCount, { count: digits(facets.verified) }) : t(TEXT.verifiedOnly)}
      </label>
      <label>
        {t(TEXT.sortBy)}
        <select name="sort" value={query.sort} onChange={applyNow}>
          {CONSULTANCY_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {t(SORT_TEXT[s.value])}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit">{t(TEXT.show)}</Button>
    </Form>
  );
}

/** Previous, the numbered pages and Next, each a link (the current page marked). */
function PageLinks({ query, total }: { query: DirectoryQuery; total: number }) {
  const { t, digits } = useT();
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const to = (page: number) => hrefOf({ ...query, page });
  return (
    <Pager aria-label={t(TEXT.pages)} data-part="pager">
      <ul>
        <li>
          {query.page > 1 ? (
            <Link href={to(query.page - 1)} rel="prev">
              {t(TEXT.previous)}
            </Link>
          ) : (
            <span aria-disabled="true">{t(TEXT.previous)}</span>
          )}
        </li>
        {pageNumbers(query.page, pages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span aria-hidden="true">…</span>
            ) : (
              <Link href={to(p)} aria-current={p === query.page ? 'page' : undefined} aria-label={t(TEXT.pageN, { page: digits(p) })}>
                {digits(p)}
              </Link>
            )}
          </li>
        ))}
        <li>
          {query.page < pages ? (
            <Link href={to(query.page + 1)} rel="next">
              {t(TEXT.next)}
            </Link>
          ) : (
            <span aria-disabled="true">{t(TEXT.next)}</span>
          )}
        </li>
      </ul>
    </Pager>
  );
}

/** No consultancy matches: each filter in use, with how many the list shows without it (where counted), as a link. */
function EmptyList({ query, facets }: { query: DirectoryQuery; facets: DirectoryPage['facets'] }) {
  const { t } = useT();
  const plural = usePlural();
  const without = (n: number | undefined) => (n === undefined ? '' : ` (${plural(n)})`);
  const loosen = [
    ...(query.search ? [{ key: 'search', text: t(TEXT.loosenSearch, { search: query.search }), query: changed(query, { search: undefined }) }] : []),
    ...(query.category
      ? [
          {
            key: 'category',
            text: t(TEXT.loosenCategory, { category: t(CATEGORY_TEXT[query.category]).toLowerCase() }),
            query: changed(query, { category: undefined }),
          },
        ]
      : []),
    ...FACET_FILTERS.filter((f) => query[f.name]).map((f) => ({
      key: f.name,
      text: t(TEXT.loosenFacet, { filter: t(FACET_TEXT[f.name].label), value: query[f.name], count: without(facets.without[f.name]) }),
      query: changed(query, { [f.name]: undefined }),
    })),
    ...(query.verified
      ? [{ key: 'verified', text: t(TEXT.loosenVerified, { count: without(facets.without.verified) }), query: changed(query, { verified: undefined }) }]
      : []),
  ];
  return (
    <div data-part="empty">
      <p>{t(TEXT.noMatch)}</p>
      {loosen.length > 1 && (
        <>
          <p>{t(TEXT.loosenOne)}</p>
          <Loosen>
            {loosen.map((l) => (
              <li key={l.key}>
                <Link href={hrefOf(l.query)}>{l.text}</Link>
              </li>
            ))}
          </Loosen>
        </>
      )}
      {loosen.length === 1 && (
        <p>
          <Link href={hrefOf(loosen[0].query)}>{loosen[0].text}</Link>
        </p>
      )}
      <Link href={ROUTES.consultancies}>{t(TEXT.clearAll)}</Link>
    </div>
  );
}

/**
 * /consultancies: one page of the directory for the question in the address (the header's search in
 * `?search=`, the quick categories in `?category=`, the filters, the sort and the page), read from the
 * server (rendered there first); the built-in directory, filtered the same way, when it cannot be reached.
 */
export default function ConsultanciesPage() {
  const { t, digits } = useT();
  const plural = usePlural();
  const search = useSearch();
  const categoryParam = new URLSearchParams(search).get('category');
  const read = consultancyListRead(search);
  const { query } = read;
  const highlightedId = useHeader().view.highlightedConsultancyId;
  const { state, retry } = useRead(read, { fallback: async () => browseDirectory(await builtInConsultancies(), query) });
  const data = state.status === 'success' || state.status === 'fallback' ? state.data : null;
  const highlighted = data?.items.find((c) => c.id === highlightedId);
  const filtered = directoryQueryString({ ...query, sort: 'rating', page: 1 }) !== '';

  return (
    <div>
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection aria-label={t(TEXT.results)}>
          <FilterForm query={query} facets={data?.facets ?? null} />
          {(filtered || categoryParam) && (
            <Chips>
              <span>{t(TEXT.filteredBy)}</span>
              {query.search && <span className="chip">“{query.search}”</span>}
              {query.category && <span className="chip">{t(CATEGORY_TEXT[query.category])}</span>}
              {categoryParam && !query.category && <span className="chip">{t(TEXT.unknownCategory, { category: categoryParam })}</span>}
              {FACET_FILTERS.filter((f) => query[f.name]).map((f) => (
                <span key={f.name} className="chip">
                  {`${t(FACET_TEXT[f.name].label)}: ${query[f.name]}`}
                </span>
              ))}
              {query.verified && <span className="chip">{t(TEXT.verifiedOnly)}</span>}
              <Link href={ROUTES.consultancies}>{t(TEXT.clearFilters)}</Link>
            </Chips>
          )}
          {state.status === 'loading' && <Spinner label={t(TEXT.loading)} />}
          {state.status === 'failure' && (
            <div role="alert">
              <p>{t(TEXT.loadFailed, { error: state.error.message })}</p>
              <Button type="button" onClick={retry}>
                {t(TEXT.tryAgain)}
              </Button>
            </div>
          )}
          {data && (
            <>
              {state.status === 'fallback' && (
                <FallbackNote onRetry={retry} retryLabel={t(TEXT.tryAgain)}>
                  {t(BUILT_IN_DIRECTORY_TEXT)}
                </FallbackNote>
              )}
              <p role="status" data-part="result-count">
                {plural(data.total)}
                {query.search ? t(TEXT.matching, { search: query.search }) : ''}
                {query.category ? t(TEXT.offering, { category: t(CATEGORY_TEXT[query.category]).toLowerCase() }) : ''}
                {pageCount(data.total) > 1 ? t(TEXT.pageOf, { page: digits(query.page), pages: digits(pageCount(data.total)) }) : ''}
              </p>
              <VisuallyHidden aria-live="polite">
                {highlighted ? t(TEXT.highlighted, { name: highlighted.name, location: highlighted.location }) : ''}
              </VisuallyHidden>
              {data.total === 0 && <EmptyList query={query} facets={data.facets} />}
              {data.total > 0 && data.items.length === 0 && (
                <div data-part="empty">
                  <p>{t(TEXT.noSuchPage, { page: digits(query.page), pages: digits(pageCount(data.total)) })}</p>
                  <Link href={hrefOf({ ...query, page: pageCount(data.total) })}>{t(TEXT.lastPage)}</Link>
                </div>
              )}
              {data.items.length > 0 && (
                <Grid>
                  {data.items.map((c) => (
                    <ConsultancyCard key={c.id} c={c} highlighted={c.id === highlightedId} />
                  ))}
                </Grid>
              )}
              <PageLinks query={query} total={data.total} />
              <p>
                <Trans id={TEXT.notSure.id} message={TEXT.notSure.message} components={{ 0: <TextLink href={paths.consultation()} /> }} />
              </p>
            </>
          )}
        </PageSection>
      </Container>
    </div>
  );
}
