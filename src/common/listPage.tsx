import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ListResponse } from '../domain/api';
import { clientQueries } from '../api/publicQueries';
import { STUDY_LEVELS } from '../domain/catalog';
import type { ShortlistKind } from './shortlist/shortlistShell';
import { Button, Card } from '../ui/primitives';
import { Grid } from '../ui/Prose';
import { useKeptBeforeHydration } from '../ui/fields';
import { EmptyState, ErrorState, LoadingState, useRemote, type RemoteState } from './Remote';
import { COUNTRY_OPTIONS, DetailPanel, Filters, Pagination, useQueryState } from './listKit';
import { SaveToggle } from './shortlist/SaveToggle';
import { CATALOGUES, catalogueReads, openIdOf, pageFrom, type Catalogue, type CatalogueItem } from './firstData';
import type { FirstRead } from '../domain/publicQueries';
import { CATALOGUE_PAGE_SIZE } from '../config/constants';

/**
 * The pieces the public catalogue lists (universities, courses) share: the filter bar, the open
 * detail panel and the results with their count, states and pager. Filters, page and the open item
 * live in the address (see useQueryState); a page names its own texts and fields.
 */

/**
 * Where a catalogue list reads from (its reads are the route's first reads, src/common/firstData.ts):
 * the list for the address's filters (`filterNames` and `q`, one page) and one item by id.
 */
export function catalogSource<C extends Catalogue>(catalogue: C): CatalogSource<CatalogueItem<C>> {
  const { noun, filterNames } = CATALOGUES[catalogue];
  const reads = catalogueReads(catalogue);
  const inBrowser = <T,>(r: FirstRead<T>) => ({ key: r.key, load: (signal: AbortSignal) => r.read(clientQueries, signal) });
  return { noun, filterNames, listRequest: (params) => inBrowser(reads.list(params)), itemRequest: (id) => inBrowser(reads.item(id)) };
}

/** A catalogue list's reads in the browser, each with the key its first data is filed under. */
export interface CatalogSource<T extends { id: number }> {
  noun: CatalogNoun;
  filterNames: readonly string[];
  listRequest: (params: URLSearchParams) => { key: string; load: (signal: AbortSignal) => Promise<ListResponse<T>> };
  itemRequest: (id: number) => { key: string; load: (signal: AbortSignal) => Promise<T> };
}

export interface CatalogNoun {
  one: string;
  many: string;
}


const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list page's address state plus its search box: the text being typed (kept when typed before the
 * page hydrated), submitted as `q`; `clear` empties the box and drops the named filters.
 */
export function useListFilters() {
  const { params, set } = useQueryState();
  const [text, setText] = useState(params.get('q') ?? '');
  const keptText = useKeptBeforeHydration<HTMLInputElement>(text, setText);
  const submitSearch = () => set({ q: text.trim() || null }, { resetPage: true });
  const clear = (names: readonly string[]) => {
    setText('');
    set(Object.fromEntries(['q', ...names].map((name) => [name, null])), { resetPage: true });
  };
  return { params, set, text, setText, keptText, submitSearch, clear };
}

export type ListFilters = ReturnType<typeof useListFilters>;

/** A catalogue list page's state: its filters and search box, the list read for them, and the open item. */
export function useCatalogList<T extends { id: number }>(source: CatalogSource<T>) {
  const filters = useListFilters();
  const request = source.listRequest(filters.params);
  const remote = useRemote(request.load, request.key);
  return { filters, remote, openId: openIdOf(filters.params) };
}

export interface FilterSelect {
  /** The address parameter it sets. */
  name: string;
  label: string;
  /** The first option, which drops the filter. */
  allLabel: string;
  options: readonly string[];
}

/** The search landmark: a search box, one select a filter (each applies at once) and a Search button. */
export function FilterBar({ noun, filters, placeholder, selects }: { noun: CatalogNoun; filters: ListFilters; placeholder: string; selects: readonly FilterSelect[] }) {
  const { params, set, text, setText, keptText, submitSearch } = filters;
  return (
    <Filters
      role="search"
      aria-label={`Filter ${noun.many}`}
      onSubmit={(e) => {
        e.preventDefault();
        submitSearch();
      }}
    >
      <label>
        {`Search ${noun.many}`}
        <input type="search" ref={keptText} value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} />
      </label>
      {selects.map((s) => (
        <label key={s.name}>
          {s.label}
          <select value={params.get(s.name) ?? ''} onChange={(e) => set({ [s.name]: e.target.value || null }, { resetPage: true })}>
            <option value="">{s.allLabel}</option>
            {s.options.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </select>
        </label>
      ))}
      <Button type="submit">Search</Button>
    </Filters>
  );
}

/** The two filters both catalogue lists have. */
export const COUNTRY_SELECT: FilterSelect = { name: 'country', label: 'Country', allLabel: 'All countries', options: COUNTRY_OPTIONS };
export const LEVEL_SELECT: FilterSelect = { name: 'level', label: 'Level', allLabel: 'All levels', options: STUDY_LEVELS };

/** The open item's panel: loading, not found or failed, else its heading (focused once loaded) and details. */
export function ListDetail<T extends { id: number }>({
  source, id, titleId, title, onClose, children,
}: {
  source: CatalogSource<T>;
  id: number;
  titleId: string;
  title: (item: T) => string;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  const { one } = source.noun;
  const request = source.itemRequest(id);
  const { state, retry } = useRemote(request.load, request.key);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.status === 'success') heading.current?.focus();
  }, [state.status]);
  return (
    <DetailPanel aria-labelledby={titleId} data-part="detail">
      {state.status === 'loading' && <LoadingState label={`Loading the ${one}…`} />}
      {state.status === 'failure' &&
        (state.error.code === 'NOT_FOUND' ? (
          <EmptyState>
            <span id={titleId}>{`That ${one} was not found.`}</span>
          </EmptyState>
        ) : (
          <ErrorState title={`We could not load this ${one}.`} error={state.error} onRetry={retry} />
        ))}
      {state.status === 'success' && (
        <>
          <h2 id={titleId} ref={heading} tabIndex={-1}>
            {title(state.data)}
          </h2>
          {children(state.data)}
        </>
      )}
      <Button type="button" $variant="secondary" onClick={onClose}>
        Close details
      </Button>
    </DetailPanel>
  );
}

const Row = styled(Card)`
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0 0 ${({ theme }) => theme.space.xs}; }
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; }
`;

/**
 * The results under a filter bar: the count read out politely, loading and failure, the empty state
 * with Clear filters, and the cards (name, the page's lines, Details and Save) with the pager.
 */
export function ListResults<T extends { id: number }>({
  source, remote, filters, saveKind, name, children,
}: {
  source: CatalogSource<T>;
  remote: { state: RemoteState<ListResponse<T>>; retry: () => void };
  filters: ListFilters;
  saveKind: ShortlistKind;
  name: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const { noun, filterNames } = source;
  const label = capitalized(noun.many);
  const { state, retry } = remote;
  const { params, set, clear } = filters;
  return (
    <>
      <div aria-live="polite" role="status" data-part="result-count">
        {state.status === 'success' && <p>{state.data.total === 1 ? `1 ${noun.one}` : `${state.data.total} ${noun.many}`}</p>}
      </div>
      {state.status === 'loading' && <LoadingState label={`Loading ${noun.many}…`} />}
      {state.status === 'failure' && <ErrorState title={`We could not load the ${noun.many}.`} error={state.error} onRetry={retry} />}
      {state.status === 'success' && state.data.items.length === 0 && (
        <EmptyState>
          {`No ${noun.one} matches these filters.`}{' '}
          <Button type="button" $variant="ghost" onClick={() => clear(filterNames)}>
            Clear filters
          </Button>
        </EmptyState>
      )}
      {state.status === 'success' && state.data.items.length > 0 && (
        <>
          <Grid $min="260px" aria-label={label}>
            {state.data.items.map((item) => (
              <li key={item.id}>
                <Row as="article">
                  <h2>{name(item)}</h2>
                  {children(item)}
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                    <Button type="button" $variant="secondary" onClick={() => set({ id: String(item.id) })} aria-label={`Details of ${name(item)}`}>
                      Details
                    </Button>
                    <SaveToggle kind={saveKind} id={item.id} name={name(item)} />
                  </div>
                </Row>
              </li>
            ))}
          </Grid>
          <Pagination page={pageFrom(params)} total={state.data.total} limit={CATALOGUE_PAGE_SIZE} onPage={(p) => set({ page: String(p) })} label={`${label} pages`} />
        </>
      )}
    </>
  );
}
