import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ListResponse } from '../domain/api';
import type { ShortlistKind } from '../../machines/shortlist/shortlist.machine';
import { Button, Card } from '../ui/primitives';
import { Grid } from '../ui/Prose';
import { useKeptBeforeHydration } from '../ui/fields';
import { EmptyState, ErrorState, LoadingState, useRemote, type RemoteState } from './Remote';
import { DetailPanel, Filters, PAGE_SIZE, Pagination, pageFrom, useQueryState } from './listKit';
import { SaveToggle } from './shortlist/SaveToggle';

/**
 * The pieces the public catalogue lists (universities, courses) share: the filter bar, the open
 * detail panel and the results with their count, states and pager. Filters, page and the open item
 * live in the address (see useQueryState); a page names its own texts and fields.
 */

/** The item whose details are open, from `?id=`. */
export const openIdOf = (params: URLSearchParams) => Number(params.get('id')) || null;

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

export interface FilterSelect {
  /** The address parameter it sets. */
  name: string;
  label: string;
  /** The first option, which drops the filter. */
  allLabel: string;
  options: readonly string[];
}

/** The search landmark: a search box, one select a filter (each applies at once) and a Search button. */
export function FilterBar({ filters, label, searchLabel, placeholder, selects }: { filters: ListFilters; label: string; searchLabel: string; placeholder: string; selects: readonly FilterSelect[] }) {
  const { params, set, text, setText, keptText, submitSearch } = filters;
  return (
    <Filters
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        submitSearch();
      }}
    >
      <label>
        {searchLabel}
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

/** The open item's panel: loading, not found or failed, else its heading (focused once loaded) and details. */
export function ListDetail<T>({
  request, titleId, loadingLabel, notFound, failureTitle, title, onClose, children,
}: {
  request: { key: string; load: (signal: AbortSignal) => Promise<T> };
  titleId: string;
  loadingLabel: string;
  notFound: string;
  failureTitle: string;
  title: (item: T) => string;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  const { state, retry } = useRemote(request.load, request.key);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.status === 'success') heading.current?.focus();
  }, [state.status]);
  return (
    <DetailPanel aria-labelledby={titleId} data-part="detail">
      {state.status === 'loading' && <LoadingState label={loadingLabel} />}
      {state.status === 'failure' &&
        (state.error.code === 'NOT_FOUND' ? (
          <EmptyState>
            <span id={titleId}>{notFound}</span>
          </EmptyState>
        ) : (
          <ErrorState title={failureTitle} error={state.error} onRetry={retry} />
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
  remote, filters, noun, label, loadingLabel, failureTitle, emptyText, filterNames, saveKind, name, children,
}: {
  remote: { state: RemoteState<ListResponse<T>>; retry: () => void };
  filters: ListFilters;
  noun: { one: string; many: string };
  /** The grid's accessible name; the pager's is this plus " pages". */
  label: string;
  loadingLabel: string;
  failureTitle: string;
  emptyText: string;
  /** The filters Clear filters drops (besides the search text). */
  filterNames: readonly string[];
  saveKind: ShortlistKind;
  name: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const { state, retry } = remote;
  const { params, set, clear } = filters;
  return (
    <>
      <div aria-live="polite" role="status" data-part="result-count">
        {state.status === 'success' && <p>{state.data.total === 1 ? `1 ${noun.one}` : `${state.data.total} ${noun.many}`}</p>}
      </div>
      {state.status === 'loading' && <LoadingState label={loadingLabel} />}
      {state.status === 'failure' && <ErrorState title={failureTitle} error={state.error} onRetry={retry} />}
      {state.status === 'success' && state.data.items.length === 0 && (
        <EmptyState>
          {emptyText}{' '}
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
          <Pagination page={pageFrom(params)} total={state.data.total} limit={PAGE_SIZE} onPage={(p) => set({ page: String(p) })} label={`${label} pages`} />
        </>
      )}
    </>
  );
}
