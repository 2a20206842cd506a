import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { adminListMachine, pageOf, requestParams, visibleRows, type AdminListContext, type ListQuery } from '../../machines/admin-list/admin-list.machine';
import type { ListResponse } from '../../src/domain/api';
import { ResourceListPage, type Column } from '../../src/features/admin/ResourceListPage';
import { listSearchOf } from '../../src/features/admin/adminList';
import { theme } from '../../src/ui/theme';
import { modelWalks } from '../helpers/modelPaths';

/**
 * Model-based tests of the admin-list statechart that serves every admin list: paths generated from
 * the statechart (search, sort, pages, delete with its confirmation, the rows read through the resource
 * statechart), replayed on the real ResourceListPage with a fake API whose every answer the path decides.
 * Each answer is what a server holding 25 posts would give to the question the list asked.
 */
type Snapshot = SnapshotFrom<typeof adminListMachine>;
type AnyEvent = { type: string; [k: string]: unknown };
interface Post {
  id: number;
  title: string;
}

const WORLD: Post[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, title: `Post ${String(i + 1).padStart(2, '0')}` }));
const SEARCH_TEXT = 'Post 1';
const LOAD_FAILURE = { status: 403, code: 'FORBIDDEN', message: 'You may not read these posts' };
const DELETE_FAILURE = { status: 409, code: 'CONFLICT', message: 'It is linked from the home page' };

const columns: Column<Post>[] = [
  { key: 'title', label: 'Title', render: (p) => p.title, sortKey: 'title' },
  { key: 'number', label: 'Number', render: (p) => String(p.id) },
];

/** The title in the last "Deleted “…”." announcement: the server no longer has that post. */
function deletedTitle(context: AdminListContext): string | null {
  const text = context.announcement?.tone === 'success' ? context.announcement.text : '';
  return /^Deleted “(.*)”\.$/.exec(text)?.[1] ?? null;
}

/** What the server answers to the question the list asks in this state. */
function serverAnswer(context: AdminListContext): ListResponse<Post> {
  const params = requestParams(context);
  const gone = deletedTitle(context);
  const q = typeof params.q === 'string' ? params.q.toLowerCase() : '';
  const rows = WORLD.filter((p) => p.title !== gone && p.title.toLowerCase().includes(q));
  // The server sorts (by title, either way) before it pages.
  if (params.sort === 'title') rows.sort((a, b) => a.title.localeCompare(b.title));
  if (params.sort === '-title') rows.sort((a, b) => b.title.localeCompare(a.title));
  const page = Number(params.page);
  const limit = Number(params.limit);
  return { items: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
}

const tableShown = (s: Snapshot) => s.context.data !== null && s.context.data.total > 0;

const events = (s: Snapshot): AnyEvent[] => {
  const first = visibleRows<Post>(s.context)[0];
  return [
    { type: 'SEARCH.INPUT', text: SEARCH_TEXT },
    { type: 'SEARCH.SUBMIT' },
    { type: 'SORT.CLICK', key: 'title' },
    { type: 'PREVIOUS_PAGE.CLICK' },
    { type: 'NEXT_PAGE.CLICK' },
    { type: 'RETRY.CLICK' },
    ...(first ? [{ type: 'DELETE.CLICK', id: first.id, name: first.title }] : []),
    { type: 'CONFIRM_DIALOG.CONFIRM' },
    { type: 'CONFIRM_DIALOG.CANCEL' },
    { type: 'xstate.snapshot.rows', snapshot: { value: 'success', context: { data: serverAnswer(s.context), error: null } } },
    { type: 'xstate.snapshot.rows', snapshot: { value: 'failure', context: { data: undefined, error: LOAD_FAILURE } } },
    { type: 'xstate.done.actor.removeRow' },
    { type: 'xstate.error.actor.removeRow', error: DELETE_FAILURE },
  ];
};

/**
 * Only what the screen offers: the table's buttons while a table shows, nothing but the dialog while it
 * is open, an answer only to a question in flight. To keep the paths few, each feature is tried from a
 * plain start: searching from the first unsorted page, paging and sorting on the unsearched list,
 * deleting on the unsorted, unsearched list; after a delete's outcome only the reload's answer follows.
 */
const filter = (s: Snapshot, e: AnyEvent) => {
  const { searchText, query, sort, page, announcement } = s.context;
  // The resource child answers only a question in flight.
  if (e.type === 'xstate.snapshot.rows') return s.matches({ rows: 'loading' });
  if (!s.matches({ deletion: 'idle' })) return e.type.startsWith('CONFIRM_DIALOG.') || e.type.startsWith('xstate.');
  if (announcement !== null) return false;
  if (['SORT.CLICK', 'PREVIOUS_PAGE.CLICK', 'NEXT_PAGE.CLICK', 'DELETE.CLICK'].includes(e.type) && !tableShown(s)) return false;
  if (e.type === 'SEARCH.INPUT') return searchText === '' && sort === null && page === 1;
  // Searching again for the same text is the same question.
  if (e.type === 'SEARCH.SUBMIT') return searchText.trim() !== query && sort === null && page === 1;
  // Previous and Next wait for the page being loaded.
  if (e.type === 'PREVIOUS_PAGE.CLICK' || e.type === 'NEXT_PAGE.CLICK') return query === '' && !s.matches({ rows: 'loading' });
  if (e.type === 'SORT.CLICK') return query === '';
  if (e.type === 'DELETE.CLICK') return query === '' && sort === null;
  return true;
};

/** What tells two states apart here: everything the screen shows of them (the rows follow from the answer's page). */
const serialize = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    page: s.context.page,
    sort: s.context.sort?.direction ?? null,
    query: s.context.query,
    typed: s.context.searchText !== '',
    answer: s.context.data && { total: s.context.data.total, page: s.context.data.page, limit: s.context.data.limit },
    announced: s.context.announcement?.text ?? null,
    pending: s.context.pendingDelete?.id ?? null,
  });

const { paths, tours } = modelWalks(adminListMachine, { input: {}, events, filter, serialize });
if (process.env.PRINT_PATHS) console.log(paths.length, Math.max(...paths.map((p) => p.steps.length)));

type Deferred<T> = { params?: ListQuery; signal?: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void };

function renderList() {
  const lists: Deferred<ListResponse<Post>>[] = [];
  const removals: (Deferred<void> & { id: number })[] = [];
  const api = {
    list: (params: ListQuery, signal?: AbortSignal) => new Promise<ListResponse<Post>>((resolve, reject) => lists.push({ params, signal, resolve, reject })),
    remove: (id: number) => new Promise<void>((resolve, reject) => removals.push({ id, resolve, reject })),
  };
  const location = memoryLocation({ path: '/admin/blogs', record: true });
  render(
    <ThemeProvider theme={theme}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ResourceListPage<Post>
          title="Posts"
          noun="post"
          dataPage="admin-posts"
          newHref="/admin/blogs/new"
          editHref={(id) => `/admin/blogs/edit/${id}`}
          api={api}
          columns={columns}
          itemName={(p) => p.title}
        />
      </Router>
    </ThemeProvider>,
  );
  /** The read in flight: the last one asked and not cancelled (a new question cancels the one before). */
  const pendingList = () => {
    const live = lists.filter((d) => !d.signal?.aborted);
    expect(live.length).toBeGreaterThan(0);
    return live[live.length - 1];
  };
  return { lists, removals, pendingList, location };
}

function expectUiFor(state: Snapshot) {
  const { context } = state;
  const loading = state.matches({ rows: 'loading' });
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(context.searchText);
  expect(document.querySelector('[data-part="announcement"]')?.textContent).toBe(context.announcement?.text ?? '');
  if (state.matches({ rows: 'failed' })) {
    expect(screen.getByRole('alert')).toHaveTextContent(`${context.loadError}`);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  } else {
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  }
  if (loading && context.data === null) expect(screen.getByText('Loading posts…')).toBeInTheDocument();
  if (context.data && context.data.total > 0) {
    const { page, totalPages } = pageOf(context);
    const table = screen.getByRole('table', { name: new RegExp(`^Posts: ${context.data.total} in all, page ${page} of ${totalPages}`) });
    expect(table).toHaveAttribute('aria-busy', String(loading));
    // The rows shown are the ones the statechart derives: the page asked for, in the order asked for.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(visibleRows<Post>(context).map((p) => p.title));
    expect(within(table).getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', context.sort?.direction ?? 'none');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', context.page <= 1 || loading);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', context.page >= totalPages || loading);
  } else {
    expect(screen.queryByRole('table')).toBeNull();
  }
  if (context.data && context.data.total === 0) expect(screen.getByText(/^No posts (yet|match your search)\.$/)).toBeInTheDocument();
  const dialog = screen.queryByRole('alertdialog');
  if (state.matches({ deletion: 'idle' })) {
    expect(dialog).toBeNull();
  } else {
    expect(dialog).toHaveAccessibleName(`Delete “${context.pendingDelete?.name}”?`);
    const confirm = within(dialog!).getByRole('button', { name: state.matches({ deletion: 'deleting' }) ? 'Deleting…' : 'Delete' });
    expect(confirm).toHaveProperty('disabled', state.matches({ deletion: 'deleting' }));
  }
}

describe('admin-list statechart, model-based (one list statechart serves every admin list)', () => {
  it('covers every state of both regions', () => {
    const values = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const rows of ['loading', 'loaded', 'failed'])
      for (const deletion of ['idle', 'confirming', 'deleting']) {
        expect(values).toContain(JSON.stringify({ rows, deletion }));
      }
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { removals, pendingList, location } = renderList();
    const user = userEvent.setup();
    let previous: Snapshot | null = null;
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'xstate.init':
          break;
        case 'SEARCH.INPUT':
          await user.type(screen.getByRole('searchbox', { name: 'Search' }), String(event.text));
          break;
        case 'SEARCH.SUBMIT':
          await user.click(screen.getByRole('button', { name: 'Search' }));
          break;
        case 'SORT.CLICK':
          await user.click(screen.getByRole('button', { name: /^Title/ }));
          break;
        case 'PREVIOUS_PAGE.CLICK':
          await user.click(screen.getByRole('button', { name: 'Previous page' }));
          break;
        case 'NEXT_PAGE.CLICK':
          await user.click(screen.getByRole('button', { name: 'Next page' }));
          break;
        case 'RETRY.CLICK':
          await user.click(screen.getByRole('button', { name: 'Try again' }));
          break;
        case 'DELETE.CLICK': {
          const button = screen.getByRole('button', { name: `Delete ${String(event.name)}` });
          await user.click(button);
          // The dialog takes focus (Cancel, the safe choice).
          expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })).toHaveFocus();
          break;
        }
        case 'CONFIRM_DIALOG.CONFIRM':
          await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
          expect(removals.at(-1)?.id).toBe(previous?.context.pendingDelete?.id);
          break;
        case 'CONFIRM_DIALOG.CANCEL': {
          const name = previous?.context.pendingDelete?.name;
          await user.keyboard('{Escape}');
          // Focus goes back to the Delete button that opened the dialog (while the table still shows it).
          if (tableShown(state) && visibleRows<Post>(state.context).some((p) => p.title === name)) {
            expect(screen.getByRole('button', { name: `Delete ${name}` })).toHaveFocus();
          }
          break;
        }
        case 'xstate.snapshot.rows': {
          const snapshot = event.snapshot as { value: string; context: { data: ListResponse<Post> } };
          const call = pendingList();
          // The list asked the server exactly the question the statechart holds.
          expect(call.params).toEqual(requestParams(previous!.context));
          await act(async () => (snapshot.value === 'success' ? call.resolve(snapshot.context.data) : call.reject(LOAD_FAILURE)));
          break;
        }
        case 'xstate.done.actor.removeRow':
          await act(async () => removals.at(-1)!.resolve());
          break;
        case 'xstate.error.actor.removeRow':
          await act(async () => removals.at(-1)!.reject(DELETE_FAILURE));
          break;
        default:
          throw new Error(`no way to send ${event.type}`);
      }
      expectUiFor(state);
      // The question is the page's address too.
      expect(location.history?.at(-1) ?? '').toBe(`/admin/blogs${listSearchOf(state.context)}`);
      previous = state;
    }
  });
});
