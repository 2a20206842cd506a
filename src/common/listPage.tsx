import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import type { ListResponse } from '../domain/api';
import { clientQueries } from '../api/publicQueries';
import type { ShortlistKind } from './shortlist/shortlistShell';
import { Button, Card } from '../ui/primitives';
import { Grid } from '../ui/Prose';
import { useAppliedBeforeHydration, useKeptBeforeHydration } from '../ui/fields';
import { EmptyState, ErrorState, LoadingState, useRemote, type RemoteState } from './Remote';
import { DetailPanel, Filters, Pagination, useQueryState, type PagerText } from './listKit';
import { SaveToggle } from './shortlist/SaveToggle';
import { CATALOGUES, catalogueOrderOf, catalogueReads, openIdOf, pageFrom, type Catalogue, type CatalogueItem } from './firstData';
import { CATALOGUE_SORTS, TUITION_LAKH_MAX, TUITION_PARAMS, TUITION_RATES_SOURCE, type CatalogueSort } from '../data/catalogueQuery';
import { useDateText } from './DateText';
import type { FirstRead } from '../domain/publicQueries';
import { CATALOGUE_PAGE_SIZE } from '../config/constants';
import type { Message } from '../config/routes';
import { useT } from '../ui/i18n';

/**
 * The pieces the public catalogue lists (universities, courses) share: the filter bar, the open
 * detail panel and the results with their count, states and pager. Filters, page and the open item
 * live in the address (see useQueryState); a page names its own texts and fields.
 */

/**
 * A catalogue list's words, as messages the page gives (they are in the pages' catalog, not in the
 * catalog every page loads): the ones naming the list (`filter`: "Filter universities") and the shared
 * ones (src/features/catalogue/text.ts).
 */
export interface ListKitText {
  /** The search landmark's name: "Filter universities". */
  filter: Message;
  /** The search box's label: "Search universities". */
  searchLabel: Message;
  placeholder: Message;
  tuitionFrom: Message;
  tuitionUpTo: Message;
  sortBy: Message;
  sorts: Record<CatalogueSort, Message>;
  search: Message;
  /** The tuition rule under the filters, with `{month}`. */
  rule: Message;
  /** "1 university" */
  countOne: Message;
  /** "{count} universities" */
  countMany: Message;
  loading: Message;
  loadFailed: Message;
  empty: Message;
  clearFilters: Message;
  /** The cards' list's name: "Universities". */
  list: Message;
  /** The pager's name: "Universities pages". */
  pages: Message;
  details: Message;
  /** "Details of {name}" */
  detailsOf: Message;
  detailLoading: Message;
  detailNotFound: Message;
  detailFailed: Message;
  closeDetails: Message;
  tryAgain: Message;
  /** The Save button's text, and its name with the item's ("Save {name}"). */
  save: Message;
  saveName: Message;
  pager: PagerText;
}

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

/** The address of another page of the same list (the rest of the address kept, the open item closed). */
const pageHref = (path: string, params: URLSearchParams, page: number) => {
  const next = new URLSearchParams(params);
  next.delete('id');
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const qs = next.toString();
  return qs ? `${path}?${qs}` : path;
};

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
  label: Message;
  /** The first option, which drops the filter. */
  allLabel: Message;
  /** The values, as the address and the API write them (English). */
  options: readonly string[];
  /** An option's text in the page's language, by its value (else the value as it is). */
  optionText?: Record<string, Message>;
}

/**
 * The search landmark: a GET form to the page's own address (it works without JavaScript): a search
 * box, one select a filter, the tuition range in lakh of rupees, the sort, and a Search button. With
 * JavaScript a select applies at once and a submit navigates in the app; the address is the state.
 * `hidden`: address parameters the form keeps as they are (a course list's university).
 */
export function FilterBar({
  text: words,
  filters,
  selects,
  hidden = [],
}: {
  text: ListKitText;
  filters: ListFilters;
  selects: readonly FilterSelect[];
  hidden?: readonly string[];
}) {
  const { t } = useT();
  const { params, set, text, setText, keptText } = filters;
  const [location] = useLocation();
  const order = catalogueOrderOf(params);
  const ruleId = useId();
  const dateText = useDateText();
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const changes: Record<string, string | null> = {};
    for (const name of ['q', ...selects.map((s) => s.name), 'sort', TUITION_PARAMS.min, TUITION_PARAMS.max]) {
      const value = data.get(name);
      changes[name] = typeof value === 'string' && value.trim() ? value.trim() : null;
    }
    if (changes.sort === CATALOGUE_SORTS[0].value) changes.sort = null;
    set(changes, { resetPage: true });
  };
  const applyNow = (e: { currentTarget: HTMLSelectElement }) => {
    if (e.currentTarget.form) apply(e.currentTarget.form);
  };
  const bound = (name: string) => params.get(name) ?? '';
  const formRef = useAppliedBeforeHydration(apply);
  return (
    <Filters
      ref={formRef}
      method="get"
      action={location}
      role="search"
      aria-label={t(words.filter)}
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
    >
      <label>
        {t(words.searchLabel)}
        <input type="search" name="q" ref={keptText} value={text} onChange={(e) => setText(e.target.value)} placeholder={t(words.placeholder)} />
      </label>
      {hidden.map((name) => (params.get(name) ? <input key={name} type="hidden" name={name} value={params.get(name)!} /> : null))}
      {selects.map((s) => (
        <label key={s.name}>
          {t(s.label)}
          <select name={s.name} value={params.get(s.name) ?? ''} onChange={applyNow}>
            <option value="">{t(s.allLabel)}</option>
            {s.options.map((o) => (
              <option key={o} value={o}>
                {s.optionText?.[o] ? t(s.optionText[o]) : o}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label>
        {t(words.tuitionFrom)}
        <input
          type="number"
          name={TUITION_PARAMS.min}
          min={0}
          max={TUITION_LAKH_MAX}
          step="any"
          inputMode="decimal"
          defaultValue={bound(TUITION_PARAMS.min)}
          key={`min-${bound(TUITION_PARAMS.min)}`}
          aria-describedby={ruleId}
        />
      </label>
      <label>
        {t(words.tuitionUpTo)}
        <input
          type="number"
          name={TUITION_PARAMS.max}
          min={0}
          max={TUITION_LAKH_MAX}
          step="any"
          inputMode="decimal"
          defaultValue={bound(TUITION_PARAMS.max)}
          key={`max-${bound(TUITION_PARAMS.max)}`}
          aria-describedby={ruleId}
        />
      </label>
      <label>
        {t(words.sortBy)}
        <select name="sort" value={order.sort} onChange={applyNow}>
          {CATALOGUE_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {t(words.sorts[s.value])}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit">{t(words.search)}</Button>
      <p id={ruleId} className="rule">
        {t(words.rule, { month: dateText(TUITION_RATES_SOURCE.asOf) })}
      </p>
    </Filters>
  );
}

/** The open item's panel: loading, not found or failed, else its heading (focused once loaded) and details. */
export function ListDetail<T extends { id: number }>({
  source,
  text: words,
  id,
  titleId,
  title,
  onClose,
  children,
}: {
  source: CatalogSource<T>;
  text: ListKitText;
  id: number;
  titleId: string;
  title: (item: T) => string;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  const { t } = useT();
  const request = source.itemRequest(id);
  const { state, retry } = useRemote(request.load, request.key);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.status === 'success') heading.current?.focus();
  }, [state.status]);
  return (
    <DetailPanel aria-labelledby={titleId} data-part="detail">
      {state.status === 'loading' && <LoadingState label={t(words.detailLoading)} />}
      {state.status === 'failure' &&
        (state.error.code === 'NOT_FOUND' ? (
          <EmptyState>
            <span id={titleId}>{t(words.detailNotFound)}</span>
          </EmptyState>
        ) : (
          <ErrorState title={t(words.detailFailed)} error={state.error} onRetry={retry} retryLabel={t(words.tryAgain)} />
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
        {t(words.closeDetails)}
      </Button>
    </DetailPanel>
  );
}

const Row = styled(Card)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/**
 * The results under a filter bar: the count read out politely, loading and failure, the empty state
 * with Clear filters, and the cards (name, the page's lines, Details and Save) with the pager.
 */
export function ListResults<T extends { id: number }>({
  source,
  text: words,
  remote,
  filters,
  saveKind,
  name,
  children,
}: {
  source: CatalogSource<T>;
  text: ListKitText;
  remote: { state: RemoteState<ListResponse<T>>; retry: () => void };
  filters: ListFilters;
  saveKind: ShortlistKind;
  name: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const { t, digits } = useT();
  const { filterNames } = source;
  const { state, retry } = remote;
  const { params, set, clear } = filters;
  const [location] = useLocation();
  return (
    <>
      <div aria-live="polite" role="status" data-part="result-count">
        {state.status === 'success' && <p>{state.data.total === 1 ? t(words.countOne) : t(words.countMany, { count: digits(state.data.total) })}</p>}
      </div>
      {state.status === 'loading' && <LoadingState label={t(words.loading)} />}
      {state.status === 'failure' && <ErrorState title={t(words.loadFailed)} error={state.error} onRetry={retry} retryLabel={t(words.tryAgain)} />}
      {state.status === 'success' && state.data.items.length === 0 && (
        <EmptyState>
          {t(words.empty)}{' '}
          <Button type="button" $variant="ghost" onClick={() => clear([...filterNames, 'sort', TUITION_PARAMS.min, TUITION_PARAMS.max])}>
            {t(words.clearFilters)}
          </Button>
        </EmptyState>
      )}
      {state.status === 'success' && state.data.items.length > 0 && (
        <>
          <Grid $min="260px" aria-label={t(words.list)}>
            {state.data.items.map((item) => (
              <li key={item.id}>
                <Row as="article">
                  <h2>{name(item)}</h2>
                  {children(item)}
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() => set({ id: String(item.id) })}
                      aria-label={t(words.detailsOf, { name: name(item) })}
                    >
                      {t(words.details)}
                    </Button>
                    <SaveToggle
                      kind={saveKind}
                      id={item.id}
                      name={name(item)}
                      text={{ label: t(words.save), named: t(words.saveName, { name: name(item) }) }}
                    />
                  </div>
                </Row>
              </li>
            ))}
          </Grid>
          <Pagination
            page={pageFrom(params)}
            total={state.data.total}
            limit={CATALOGUE_PAGE_SIZE}
            hrefOf={(p) => pageHref(location, params, p)}
            label={t(words.pages)}
            text={words.pager}
          />
        </>
      )}
    </>
  );
}
