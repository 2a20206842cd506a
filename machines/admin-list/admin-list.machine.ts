import { and, assign, fromPromise, raise, setup } from 'xstate';
import { ADMIN_PAGE_SIZE } from '../../src/config/constants';
import { MAX_PAGE_SIZE, type ListResponse } from '../../src/domain/api';

/**
 * One admin list (blogs, universities, consultancies, courses, facts, bookings, messages): what is asked
 * of the server (search, filters, page), how the page is ordered (sort), and deleting a row after a
 * confirmation. Two regions run side by side:
 *
 * - rows: loading -> loaded | failed (RETRY.CLICK loads again). Every change of the question (search,
 *   filter, page, sort when it changes the request) loads again; a load in flight is cancelled.
 * - deletion: idle -DELETE.CLICK-> confirming -CONFIRM_DIALOG.CONFIRM-> deleting -> idle, with the
 *   outcome announced (and the rows loaded again after a delete); CONFIRM_DIALOG.CANCEL goes back.
 *
 * The rows shown are derived from the context by `visibleRows` and `pageOf`; nothing is stored twice.
 * The reading and the deleting are actors the page provides (the entity's API module).
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

/** Sorting orders the whole list when it fits in one request (the server pages but does not sort). */
export function sortsWholeList(context: AdminListContext): boolean {
  return context.sort !== null && (context.data?.total ?? Number.POSITIVE_INFINITY) <= MAX_PAGE_SIZE;
}

/** The query the server is asked: the whole list (to sort it here) or one page of it. */
export function requestParams(context: AdminListContext): ListQuery {
  const all = sortsWholeList(context);
  const params: ListQuery = { ...context.baseParams, page: all ? 1 : context.page, limit: all ? MAX_PAGE_SIZE : ADMIN_PAGE_SIZE };
  if (context.query) params.q = context.query;
  for (const [name, value] of Object.entries(context.filters)) if (value) params[name] = value;
  return params;
}

/** The rows loaded hold more than one page (the whole list, fetched to be sorted): pages are cut here. */
export function isPagedHere(context: AdminListContext): boolean {
  return context.data !== null && context.data.limit > ADMIN_PAGE_SIZE;
}

/** The page shown and how many there are. */
export function pageOf(context: AdminListContext): { page: number; totalPages: number } {
  const total = context.data?.total ?? 0;
  return {
    page: isPagedHere(context) ? context.page : (context.data?.page ?? context.page),
    totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
}

export function compareValues(x: string | number, y: string | number): number {
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en', { sensitivity: 'base' });
}

/**
 * The rows of the page shown, in the order asked for. `sortValueOf` reads a row's value in a column
 * (undefined when the column does not sort); without it the server's order is kept.
 */
export function visibleRows<T extends ListItem>(context: AdminListContext, sortValueOf?: (item: T, key: string) => string | number | undefined): T[] {
  // The rows are the ones the page's own API module returned, so they are of its item type.
  let items = (context.data?.items ?? []) as T[];
  const sort = context.sort;
  if (sort && sortValueOf && items.length > 0 && sortValueOf(items[0], sort.key) !== undefined) {
    const factor = sort.direction === 'ascending' ? 1 : -1;
    items = [...items].sort((a, b) => compareValues(sortValueOf(a, sort.key) ?? '', sortValueOf(b, sort.key) ?? '') * factor);
  }
  return isPagedHere(context) ? items.slice((context.page - 1) * ADMIN_PAGE_SIZE, context.page * ADMIN_PAGE_SIZE) : items;
}

export const adminListMachine = setup({
  types: {
    context: {} as AdminListContext,
    input: {} as AdminListInput,
    events: {} as AdminListEvent,
  },
  actors: {
    /** Reads one page of the list (or the whole list, to sort it). */
    loadRows: fromPromise<ListResponse<ListItem>, { params: ListQuery }>(() => Promise.reject(new Error('loadRows is not provided'))),
    /** Deletes one row. */
    removeRow: fromPromise<void, { id: number }>(() => Promise.reject(new Error('removeRow is not provided'))),
  },
  guards: {
    isPagedHere: ({ context }) => isPagedHere(context),
    hasPreviousPage: ({ context }) => context.page > 1,
    hasNextPage: ({ context }) => context.page < pageOf(context).totalPages,
    showsLaterServerPage: ({ context }) => !isPagedHere(context) && context.page > 1,
    /** Sorting wants the whole list, it fits in one request, and only one page of it is here. */
    lacksRowsToSort: ({ context }) =>
      sortsWholeList(context) && !isPagedHere(context) && context.data !== null && context.data.items.length < context.data.total,
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
    setRows: assign({ data: (_, params: { data: ListResponse<ListItem> }) => params.data, loadError: null }),
    setLoadError: assign({ data: null, loadError: (_, params: { error: unknown }) => messageOf(params.error, 'Could not load the list.') }),
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
    searchText: '',
    query: '',
    filters: { ...input.initialFilters },
    sort: null,
    page: 1,
    data: null,
    loadError: null,
    pendingDelete: null,
    announcement: null,
  }),
  states: {
    rows: {
      initial: 'loading',
      on: {
        'SEARCH.INPUT': { actions: { type: 'setSearchText', params: ({ event }) => ({ text: event.text }) } },
        'SEARCH.SUBMIT': { target: '.loading', actions: 'submitSearch' },
        'FILTER.CHANGE': { target: '.loading', actions: { type: 'setFilter', params: ({ event }) => ({ name: event.name, value: event.value }) } },
        // Sorting a page already here needs no request; `loaded` asks for the whole list when it lacks rows.
        // A sort starts again from page 1: a later page of the server's is left for its first page.
        'SORT.CLICK': [
          { guard: 'showsLaterServerPage', target: '.loading', actions: { type: 'toggleSort', params: ({ event }) => ({ key: event.key }) } },
          { actions: { type: 'toggleSort', params: ({ event }) => ({ key: event.key }) } },
        ],
        'PREVIOUS_PAGE.CLICK': [
          { guard: and(['hasPreviousPage', 'isPagedHere']), actions: 'goToPreviousPage' },
          { guard: 'hasPreviousPage', target: '.loading', actions: 'goToPreviousPage' },
        ],
        'NEXT_PAGE.CLICK': [
          { guard: and(['hasNextPage', 'isPagedHere']), actions: 'goToNextPage' },
          { guard: 'hasNextPage', target: '.loading', actions: 'goToNextPage' },
        ],
        'ROW_ACTION.DONE': { target: '.loading', actions: { type: 'announce', params: ({ event }) => ({ announcement: event.announcement }) } },
        'LIST.RELOAD': '.loading',
      },
      states: {
        loading: {
          invoke: {
            id: 'loadRows',
            src: 'loadRows',
            input: ({ context }) => ({ params: requestParams(context) }),
            onDone: { target: 'loaded', actions: { type: 'setRows', params: ({ event }) => ({ data: event.output }) } },
            onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loaded: {
          always: { guard: 'lacksRowsToSort', target: 'loading' },
        },
        failed: {
          on: { 'RETRY.CLICK': 'loading' },
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
