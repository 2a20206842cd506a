import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  adminListMachine,
  listQueryOfKey,
  pageOf,
  sortOfParam,
  sortParamOf,
  type AdminListContext,
  type AdminListInput,
  type ListItem,
  type ListQuery,
  type ListSort,
} from '../../../machines/admin-list/admin-list.machine';
import { resourceMachine, type ResourceLoadInput } from '../../../machines/resource/resource.machine';
import { retriedByCaller } from '../../api/client';
import type { ListResponse } from '../../domain/api';
import { Button, Spinner } from '../../ui/primitives';
import { Options } from '../../ui/fields';
import { Banner, EmptyState, Pager, Table, TableWrap } from './adminUi';

/** What an admin list needs of its entity's API module (the resource modules fit). */
export interface ListApi<T extends ListItem> {
  list: (params: ListQuery, signal?: AbortSignal) => Promise<ListResponse<T>>;
  remove?: (id: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * The admin-list statechart reading (through the one resource statechart) and deleting through one
 * entity's API module; a new question cancels the read in flight (the abort signal goes to axios).
 */
export function adminListLogic<T extends ListItem>(api: ListApi<T>) {
  const remove = api.remove;
  return adminListMachine.provide({
    actors: {
      rowsResource: resourceMachine.provide({
        // The statechart retries a failed read; the client does not retry it again underneath.
        actors: { load: fromPromise<unknown, ResourceLoadInput>(({ input, signal }) => api.list(listQueryOfKey(input.key), retriedByCaller(signal))) },
      }),
      ...(remove ? { removeRow: fromPromise<void, { id: number }>(({ input, signal }) => remove(input.id, signal)) } : {}),
    },
  });
}

export type AdminListActor = ActorRefFrom<typeof adminListMachine>;
export type AdminListSnapshot = SnapshotFrom<typeof adminListMachine>;

/**
 * The address of the list's question (`?q=&<filters>&sort=&page=`, only what is set), '' for the plain
 * list. A filter cleared on a list whose default filters (a queue that opens on "Waiting") is written
 * empty (`status=`), so a reload shows everything again rather than the default.
 */
export function listSearchOf(context: Pick<AdminListContext, 'query' | 'filters' | 'sort' | 'page'>, defaults: Record<string, string> = {}): string {
  const p = new URLSearchParams();
  if (context.query) p.set('q', context.query);
  for (const [name, value] of Object.entries(context.filters)) if (value || defaults[name]) p.set(name, value);
  if (context.sort) p.set('sort', sortParamOf(context.sort));
  if (context.page > 1) p.set('page', String(context.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The statechart's input for the question an address names (the filters read: `filterNames`). */
export function listInputFromSearch(
  search: string,
  filterNames: readonly string[],
): Required<Pick<AdminListInput, 'initialFilters' | 'initialQuery' | 'initialSort' | 'initialPage'>> {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page'));
  const initialFilters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = p.get(name);
    if (value !== null) initialFilters[name] = value;
  }
  return {
    initialFilters,
    initialQuery: (p.get('q') ?? '').trim().slice(0, 200),
    initialSort: sortOfParam(p.get('sort')),
    initialPage: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1,
  };
}

/**
 * One running list statechart for a page, and its current snapshot. The list's question lives in the
 * page's address too: it starts from the address (its search, sort, page and the filters named in
 * `filterNames`, over the defaults in `input`), and every change replaces the address, so Back to the
 * list and a shared link show the same rows.
 */
export function useAdminList<T extends ListItem>(
  api: ListApi<T>,
  input: AdminListInput = {},
  filterNames: readonly string[] = Object.keys(input.initialFilters ?? {}),
) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [start] = useState<AdminListInput>(() => {
    const fromAddress = listInputFromSearch(search, filterNames);
    return { ...input, ...fromAddress, initialFilters: { ...input.initialFilters, ...fromAddress.initialFilters } };
  });
  const actor = useActorRef(adminListLogic(api), { input: start });
  const snapshot = useSelector(actor, (s) => s);
  // The list's part of the address follows its question; any other part (a report to open) is kept.
  const owned = new Set(['q', 'sort', 'page', ...filterNames, ...Object.keys(snapshot.context.filters)]);
  const next = new URLSearchParams(listSearchOf(snapshot.context, input.initialFilters));
  for (const [name, value] of new URLSearchParams(search)) if (!owned.has(name)) next.append(name, value);
  const address = next.toString();
  useEffect(() => {
    if (address !== search) navigate(address ? `${location}?${address}` : location, { replace: true });
    // Only a change of the question writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address]);
  return { actor, snapshot, send: actor.send };
}

/** The outcome of the last delete or row action, read out politely. */
export function ListAnnouncement({ snapshot }: { snapshot: AdminListSnapshot }) {
  const announcement = snapshot.context.announcement;
  return (
    <div aria-live="polite" role="status" data-part="announcement">
      {announcement ? <Banner $tone={announcement.tone}>{announcement.text}</Banner> : null}
    </div>
  );
}

/** A failed load with its Try again button, or the spinner of the first load. */
export function ListLoadState({ snapshot, send, loadingLabel }: { snapshot: AdminListSnapshot; send: AdminListActor['send']; loadingLabel: string }) {
  if (snapshot.matches({ rows: 'failed' })) {
    return (
      <Banner $tone="error" role="alert">
        {snapshot.context.loadError}{' '}
        <Button type="button" $variant="secondary" onClick={() => send({ type: 'RETRY.CLICK' })}>
          Try again
        </Button>
      </Banner>
    );
  }
  if (snapshot.matches({ rows: 'loading' }) && snapshot.context.data === null) return <Spinner label={loadingLabel} />;
  return null;
}

/** Previous and Next under a list, disabled at either end and while a page loads. */
export function ListPager({ snapshot, send }: { snapshot: AdminListSnapshot; send: AdminListActor['send'] }) {
  const { page, totalPages } = pageOf(snapshot.context);
  const loading = snapshot.matches({ rows: 'loading' });
  return (
    <Pager aria-label="Pagination">
      <Button type="button" $variant="secondary" disabled={snapshot.context.page <= 1 || loading} onClick={() => send({ type: 'PREVIOUS_PAGE.CLICK' })}>
        Previous page
      </Button>
      <span>
        Page {page} of {totalPages}
      </span>
      <Button type="button" $variant="secondary" disabled={snapshot.context.page >= totalPages || loading} onClick={() => send({ type: 'NEXT_PAGE.CLICK' })}>
        Next page
      </Button>
    </Pager>
  );
}

/** A select in the list's toolbar that narrows the rows by one filter (the statechart reloads them). */
export function ListFilterSelect({
  snapshot,
  send,
  name,
  label,
  options,
}: {
  snapshot: AdminListSnapshot;
  send: AdminListActor['send'];
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label>
      {label}
      <select aria-label={label} value={snapshot.context.filters[name] ?? ''} onChange={(e) => send({ type: 'FILTER.CHANGE', name, value: e.target.value })}>
        <Options options={options} />
      </select>
    </label>
  );
}

/**
 * The rows of a loaded list: the empty state when there are none, else the table (busy while the
 * next page or filter loads) with its caption, header and rows, and the pager under it.
 */
export function ListTable({
  snapshot,
  send,
  empty,
  caption,
  head,
  children,
}: {
  snapshot: AdminListSnapshot;
  send: AdminListActor['send'];
  /** What the empty state says (and offers). */
  empty: ReactNode;
  /** The caption, for the number of rows in all. */
  caption: (total: number) => ReactNode;
  /** The table's thead. */
  head: ReactNode;
  /** The table's rows. */
  children: ReactNode;
}) {
  const captionId = useId();
  const { data } = snapshot.context;
  if (!data) return null;
  if (data.total === 0) return <EmptyState data-part="empty">{empty}</EmptyState>;
  return (
    <>
      <TableWrap labelledBy={captionId}>
        <Table aria-busy={snapshot.matches({ rows: 'loading' })}>
          <caption id={captionId}>{caption(data.total)}</caption>
          {head}
          <tbody>{children}</tbody>
        </Table>
      </TableWrap>
      <ListPager snapshot={snapshot} send={send} />
    </>
  );
}

/** A list's column: its heading, and the server's sort key where it sorts. */
export interface ListColumnHead {
  label: string;
  sortKey?: string;
}

/** The sort a list shows: the one chosen, or the server's own order when none is (e.g. newest first). */
export const shownSort = (snapshot: AdminListSnapshot, byDefault: ListSort | null = null): ListSort | null => snapshot.context.sort ?? byDefault;

/**
 * A list's column headings: a column that sorts is a button (sort by it; again, the other way) and
 * carries aria-sort; the others are plain headings.
 */
export function ListColumnHeads({
  snapshot,
  send,
  columns,
  byDefault = null,
}: {
  snapshot: AdminListSnapshot;
  send: AdminListActor['send'];
  columns: readonly ListColumnHead[];
  byDefault?: ListSort | null;
}) {
  const sort = shownSort(snapshot, byDefault);
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.label} scope="col" aria-sort={c.sortKey && sort?.key === c.sortKey ? sort.direction : c.sortKey ? 'none' : undefined}>
            {c.sortKey ? (
              <button type="button" className="sort" onClick={() => send({ type: 'SORT.CLICK', key: c.sortKey! })}>
                {c.label}
                <span aria-hidden="true">{sort?.key === c.sortKey ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
              </button>
            ) : (
              c.label
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The inbox lists' one sort: when each arrived. */
export const RECEIVED = 'received';
/** The inbox lists' own order: newest first. */
export const NEWEST_FIRST: ListSort = { key: RECEIVED, direction: 'descending' };
/** How a caption says the order of an inbox list. */
export const arrivalOrderText = (sort: ListSort | null) => (sort?.key === RECEIVED && sort.direction === 'ascending' ? 'oldest first' : 'newest first');
