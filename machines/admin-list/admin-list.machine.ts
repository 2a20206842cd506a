import { assign, fromPromise, raise, sendTo, setup } from 'xstate';
import { ADMIN_PAGE_SIZE } from '../../src/config/constants';
import type { ListResponse } from '../../src/domain/api';
import { resourceMachine, type ResourceFailure } from '../resource/resource.machine';

/**
 * One admin list (blogs, universities, consultancies, courses, facts, bookings, messages): what is asked
 * of the server (search, filters, sort, page: the server filters, sorts and pages, so the list is right
 * at any size), and deleting a row after a confirmation. Two regions run side by side:
 *
 * - rows: loading -> loaded | failed (RETRY.CLICK loads again). The reading itself is the one
 *   remote-resource statechart, invoked as the child `rows` (abort signal, retries, failures): its key is
 *   the request, every change of the question (search, filter, sort, page)
 *   sends it KEY.CHANGE (a load in flight is cancelled), and this region follows its snapshots.
 * - deletion: idle -DELETE.CLICK-> confirming -CONFIRM_DIALOG.CONFIRM-> deleting -> idle, with the
 *   outcome announced (and the rows loaded again after a delete); CONFIRM_DIALOG.CANCEL goes back.
 *
 * The rows shown are derived from the context by `visibleRows` and `pageOf`; nothing is stored twice.
 * The question is also the page's address (src/features/admin/adminList.tsx): a list opened from an
 * address, by Back or from a shared link, starts from the question it names.
 * The page provides the reading (the resource statechart with its `load`, see `listQueryOfKey`) and the
 * deleting (the entity's API module).
 */
export interface ListItem {
  id: number;
}

/** The query parameters of a list request (the same shape the API modules take). */
export type ListQuery = Record<string, string | number | boolean | undefined>;

export type SortDirection = 'ascending' | 'descending';
export interface ListSort {
  key: string;
  direction: SortDirection;
}

export interface Announcement {
  tone: 'success' | 'error';
  text: string;
}

export interface AdminListInput {
  /** Fixed query parameters (e.g. status=all for blogs). */
  baseParams?: ListQuery;
  /** Filter values to start with (e.g. from the address). */
  initialFilters?: Record<string, string>;
  /** The search, the sort and the page to start with (from the address). */
  initialQuery?: string;
  initialSort?: ListSort | null;
  initialPage?: number;
}

export interface AdminListContext {
  baseParams: ListQuery;
  /** What the search box holds. */
  searchText: string;
  /** The search last submitted (what the server is asked). */
  query: string;
  filters: Record<string, string>;
  sort: ListSort | null;
  /** The page the admin is on (1-based). */
  page: number;
  /** The last answer of the server; kept while the next one loads. */
  data: ListResponse<ListItem> | null;
  loadError: string | null;
  /** The row waiting for the admin to confirm its deletion. */
  pendingDelete: { id: number; name: string } | null;
  /** The outcome of the last delete or row action, for the live region. */
  announcement: Announcement | null;
}

export type AdminListEvent =
  | { type: 'SEARCH.INPUT'; text: string }
  | { type: 'SEARCH.SUBMIT' }
  | { type: 'FILTER.CHANGE'; name: string; value: string }
  | { type: 'SORT.CLICK'; key: string }
  | { type: 'PREVIOUS_PAGE.CLICK' }
  | { type: 'NEXT_PAGE.CLICK' }
  | { type: 'RETRY.CLICK' }
  | { type: 'DELETE.CLICK'; id: number; name: string }
  | { type: 'CONFIRM_DIALOG.CONFIRM' }
  | { type: 'CONFIRM_DIALOG.CANCEL' }
  /** A row's own action (mark as read, change status, reviewed) finished: announce it, when there is something to say, and load again. */
  | { type: 'ROW_ACTION.DONE'; announcement?: Announcement }
  | { type: 'LIST.RELOAD' };

/** What a failed load or delete reports (the API client's ApiError fits). */
interface Failure {
  message?: string;
}

const messageOf = (error: unknown, fallback: string): string => {
  const message = typeof error === 'object' && error !== null ? (error as Failure).message : undefined;
  return typeof message === 'string' && message ? message : fallback;
};

/** The row being deleted (the deletion states are entered only with one). */
function pendingRowOf(context: AdminListContext): { id: number; name: string } {
  if (!context.pendingDelete) throw new Error('No row is waiting to be deleted.');
  return context.pendingDelete;
}

/** The resource key of a request: its query, as JSON. */
export function rowsKey(context: AdminListContext): string {
  return JSON.stringify(requestParams(context));
}

/** The query a resource key names (the page's `load` sends it to the API). */
export function listQueryOfKey(key: string): ListQuery {
  const parsed: unknown = JSON.parse(key);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`Not a list query: ${key}`);
  const query: ListQuery = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[name] = value;
  }
  return query;
}

/** The shape of a list answer (items with ids, total, page, limit). */
export function isListResponse(data: unknown): data is ListResponse<ListItem> {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return (
    Array.isArray(d.items) &&
    d.items.every((item) => typeof item === 'object' && item !== null && typeof (item as Record<string, unknown>).id === 'number') &&
    typeof d.total === 'number' &&
    typeof d.page === 'number' &&
    typeof d.limit === 'number'
  );
}

/** What the rows region reads of the resource child's snapshot (its state and data). */
interface RowsSnapshot {
  value: unknown;
  context: { data: unknown; error: ResourceFailure | null };
}

/** The `sort` parameter of a sort: its key, with a leading `-` when descending. */
export const sortParamOf = (sort: ListSort): string => `${sort.direction === 'descending' ? '-' : ''}${sort.key}`;

/** The sort a `sort` parameter names (null for none). */
export function sortOfParam(param: string | null | undefined): ListSort | null {
  if (!param || !/^-?[A-Za-z]\w*$/.test(param)) return null;
  return param.startsWith('-') ? { key: param.slice(1), direction: 'descending' } : { key: param, direction: 'ascending' };
}

/** The query the server is asked: one page, searched, filtered and sorted there. */
export function requestParams(context: AdminListContext): ListQuery {
  const params: ListQuery = { ...context.baseParams, page: context.page, limit: ADMIN_PAGE_SIZE };
  if (context.query) params.q = context.query;
  for (const [name, value] of Object.entries(context.filters)) if (value) params[name] = value;
  if (context.sort) params.sort = sortParamOf(context.sort);
  return params;
}

/** The page shown and how many there are. */
export function pageOf(context: AdminListContext): { page: number; totalPages: number } {
  const total = context.data?.total ?? 0;
  return {
    page: context.data?.page ?? context.page,
    totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
}

/** The rows of the page shown, in the server's order. */
export function visibleRows<T extends ListItem>(context: AdminListContext): T[] {
  // The rows are the ones the page's own API module returned, so they are of its item type.
  return (context.data?.items ?? []) as T[];
}

export const adminListMachine = setup({
  types: {
    context: {} as AdminListContext,
    input: {} as AdminListInput,
    events: {} as AdminListEvent,
  },
  actors: {
    /** Reads one page of the list: the resource statechart, its `load` provided by the page. */
    rowsResource: resourceMachine,
    /** Deletes one row. */
    removeRow: fromPromise<void, { id: number }>(() => Promise.reject(new Error('removeRow is not provided'))),
  },
  guards: {
    /** The resource child shows a list answer. */
    hasRows: (_, params: { snapshot: RowsSnapshot }) => params.snapshot.value === 'success' && isListResponse(params.snapshot.context.data),
    /** The resource child ended in a failure, or answered with something that is not a list. */
    hasFailed: (_, params: { snapshot: RowsSnapshot }) =>
      params.snapshot.value === 'failure' || (params.snapshot.value === 'success' && !isListResponse(params.snapshot.context.data)),
    hasPreviousPage: ({ context }) => context.page > 1,
    hasNextPage: ({ context }) => context.page < pageOf(context).totalPages,
  },
  actions: {
    setSearchText: assign({ searchText: (_, params: { text: string }) => params.text }),
    submitSearch: assign({ query: ({ context }) => context.searchText.trim(), page: 1 }),
    setFilter: assign({
      filters: ({ context }, params: { name: string; value: string }) => ({ ...context.filters, [params.name]: params.value }),
      page: 1,
    }),
    toggleSort: assign({
      sort: ({ context }, params: { key: string }): ListSort =>
        context.sort?.key === params.key
          ? { key: params.key, direction: context.sort.direction === 'ascending' ? 'descending' : 'ascending' }
          : { key: params.key, direction: 'ascending' },
      page: 1,
    }),
    goToPreviousPage: assign({ page: ({ context }) => Math.max(1, context.page - 1) }),
    goToNextPage: assign({ page: ({ context }) => context.page + 1 }),
    setRows: assign({ data: (_, params: { data: unknown }) => (isListResponse(params.data) ? params.data : null), loadError: null }),
    setLoadError: assign({
      data: null,
      loadError: (_, params: { error: unknown }) => messageOf(params.error, 'The server did not answer with a list.'),
    }),
    /** Ask the resource child for the rows of the current question (cancelling a read in flight). */
    askForRows: sendTo('rows', ({ context }) => ({ type: 'KEY.CHANGE' as const, key: rowsKey(context) })),
    askToDelete: assign({ pendingDelete: (_, params: { id: number; name: string }) => ({ id: params.id, name: params.name }) }),
    forgetPendingDelete: assign({ pendingDelete: null }),
    announceDeleted: assign({
      announcement: ({ context }): Announcement => ({ tone: 'success', text: `Deleted “${pendingRowOf(context).name}”.` }),
    }),
    announceDeleteFailed: assign({
      announcement: ({ context }, params: { error: unknown }): Announcement => ({
        tone: 'error',
        text: `Could not delete “${pendingRowOf(context).name}”: ${messageOf(params.error, 'the server did not answer.')}`,
      }),
    }),
    /** The last row of a later page was deleted: show the page before it. */
    leaveEmptiedPage: assign({
      page: ({ context }) => (context.page > 1 && visibleRows(context).length === 1 ? context.page - 1 : context.page),
    }),
    /** A row action's outcome replaces the last one (none: the old message no longer applies). */
    announce: assign({ announcement: (_, params: { announcement?: Announcement }) => params.announcement ?? null }),
    reload: raise({ type: 'LIST.RELOAD' }),
  },
}).createMachine({
  id: 'adminList',
  type: 'parallel',
  context: ({ input }) => ({
    baseParams: input.baseParams ?? {},
    searchText: input.initialQuery ?? '',
    query: input.initialQuery ?? '',
    filters: { ...input.initialFilters },
    sort: input.initialSort ?? null,
    page: input.initialPage ?? 1,
    data: null,
    loadError: null,
    pendingDelete: null,
    announcement: null,
  }),
  states: {
    rows: {
      initial: 'loading',
      invoke: {
        id: 'rows',
        src: 'rowsResource',
        input: ({ context }) => ({ key: rowsKey(context) }),
        onSnapshot: [
          {
            guard: { type: 'hasRows', params: ({ event }) => ({ snapshot: event.snapshot }) },
            target: '.loaded',
            actions: { type: 'setRows', params: ({ event }) => ({ data: event.snapshot.context.data }) },
          },
          {
            guard: { type: 'hasFailed', params: ({ event }) => ({ snapshot: event.snapshot }) },
            target: '.failed',
            actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.snapshot.context.error }) },
          },
          { target: '.loading' },
        ],
      },
      on: {
        'SEARCH.INPUT': { actions: { type: 'setSearchText', params: ({ event }) => ({ text: event.text }) } },
        'SEARCH.SUBMIT': { target: '.loading', actions: ['submitSearch', 'askForRows'] },
        'FILTER.CHANGE': {
          target: '.loading',
          actions: [{ type: 'setFilter', params: ({ event }) => ({ name: event.name, value: event.value }) }, 'askForRows'],
        },
        // A sort is the server's, and starts again from page 1.
        'SORT.CLICK': { target: '.loading', actions: [{ type: 'toggleSort', params: ({ event }) => ({ key: event.key }) }, 'askForRows'] },
        'PREVIOUS_PAGE.CLICK': { guard: 'hasPreviousPage', target: '.loading', actions: ['goToPreviousPage', 'askForRows'] },
        'NEXT_PAGE.CLICK': { guard: 'hasNextPage', target: '.loading', actions: ['goToNextPage', 'askForRows'] },
        'ROW_ACTION.DONE': {
          target: '.loading',
          actions: [{ type: 'announce', params: ({ event }) => ({ announcement: event.announcement }) }, 'askForRows'],
        },
        'LIST.RELOAD': { target: '.loading', actions: 'askForRows' },
      },
      states: {
        loading: {},
        loaded: {},
        failed: {
          on: { 'RETRY.CLICK': { target: 'loading', actions: 'askForRows' } },
        },
      },
    },
    deletion: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'DELETE.CLICK': { target: 'confirming', actions: { type: 'askToDelete', params: ({ event }) => ({ id: event.id, name: event.name }) } },
          },
        },
        confirming: {
          on: {
            'CONFIRM_DIALOG.CONFIRM': 'deleting',
            'CONFIRM_DIALOG.CANCEL': { target: 'idle', actions: 'forgetPendingDelete' },
          },
        },
        deleting: {
          invoke: {
            id: 'removeRow',
            src: 'removeRow',
            input: ({ context }) => ({ id: pendingRowOf(context).id }),
            onDone: { target: 'idle', actions: ['announceDeleted', 'leaveEmptiedPage', 'forgetPendingDelete', 'reload'] },
            onError: {
              target: 'idle',
              actions: [{ type: 'announceDeleteFailed', params: ({ event }) => ({ error: event.error }) }, 'forgetPendingDelete'],
            },
          },
        },
      },
    },
  },
});

export type AdminListMachine = typeof adminListMachine;
