import { useId, type FormEvent, type ReactNode } from 'react';
import { pageOf, visibleRows } from '../../../machines/admin-list/admin-list.machine';
import type { ListResponse } from '../../domain/api';
import type { ListParams } from '../../api/resource';
import { Button, useDocumentTitle } from '../../ui/primitives';
import { ListAnnouncement, ListColumnHeads, ListFilterSelect, ListLoadState, ListTable, useAdminList } from './adminList';
import { ActionLink, PageTop, Toolbar } from './adminUi';
import { ConfirmDialog } from './ConfirmDialog';
import type { BulkResource } from '../../domain/bulk';
import { BulkActions, LikelyDuplicates } from './BulkTools';

export interface Column<T> {
  key: string;
  label: string;
  render: (item: T) => ReactNode;
  /** Present when the column sorts: the server's sort key for it (the list's `sort` parameter). */
  sortKey?: string;
}

export interface ListFilter {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface ResourceListProps<T extends { id: number }> {
  /** Plural title, e.g. "Blogs". */
  title: string;
  /** Singular lower-case noun, e.g. "blog post". */
  noun: string;
  dataPage: string;
  newHref: string;
  editHref: (id: number) => string;
  api: {
    list: (params: ListParams, signal?: AbortSignal) => Promise<ListResponse<T>>;
    remove: (id: number, signal?: AbortSignal) => Promise<void>;
  };
  /** The first column names the row (a row header). */
  columns: readonly Column<T>[];
  itemName: (item: T) => string;
  filters?: readonly ListFilter[];
  /** Extra fixed query parameters (e.g. status=all for blogs). */
  baseParams?: ListParams;
  /** Filter values to start with (e.g. from the address). */
  initialFilterValues?: Record<string, string>;
  /** More buttons in a row, before Edit; `done` announces the outcome and reloads the list. */
  rowActions?: (item: T, done: (tone: 'success' | 'error', text: string) => void) => ReactNode;
  /** Lists with a CSV import and export: links to them, and the likely duplicates among the records. */
  bulk?: BulkResource;
}

/**
 * The admin list of one entity: a real table with a caption and header cells, text search, sorting,
 * pagination, an empty state, and delete after a confirmation that names the item.
 * The admin-list statechart holds all of it; this component renders its snapshot and sends events.
 * Search, filters, sort and pages are the server's (q, filters, sort, page, limit), and are the
 * page's address too (a shared link or Back shows the same rows).
 */
export function ResourceListPage<T extends { id: number }>({
  title,
  noun,
  dataPage,
  newHref,
  editHref,
  api,
  columns,
  itemName,
  filters = [],
  baseParams,
  initialFilterValues,
  rowActions,
  bulk,
}: ResourceListProps<T>) {
  useDocumentTitle(`${title} – Admin`);
  const searchId = useId();
  const { snapshot, send } = useAdminList(
    api,
    { baseParams, initialFilters: initialFilterValues },
    filters.map((f) => f.name),
  );
  const { context } = snapshot;
  const { sort, query, filters: filterValues } = context;
  const loading = snapshot.matches({ rows: 'loading' });
  const rows = visibleRows<T>(context);
  const { page: shownPage, totalPages } = pageOf(context);
  const pending = context.pendingDelete;

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SEARCH.SUBMIT' });
  };

  const sortedBy = sort ? `, sorted by ${(columns.find((c) => c.sortKey === sort.key)?.label ?? sort.key).toLowerCase()} (${sort.direction})` : '';

  return (
    <section data-page={dataPage} data-state={loading ? 'loading' : snapshot.matches({ rows: 'failed' }) ? 'failed' : 'loaded'}>
      <PageTop>
        <h1>{title}</h1>
        <ActionLink href={newHref}>New {noun}</ActionLink>
        {bulk ? <BulkActions resource={bulk} /> : null}
      </PageTop>
      {bulk ? <LikelyDuplicates resource={bulk} /> : null}
      <ListAnnouncement snapshot={snapshot} />
      <Toolbar>
        <form role="search" onSubmit={onSearch} aria-label={`Search ${title.toLowerCase()}`}>
          <label htmlFor={searchId}>
            Search
            <input
              id={searchId}
              type="search"
              aria-label="Search"
              value={context.searchText}
              onChange={(e) => send({ type: 'SEARCH.INPUT', text: e.target.value })}
            />
          </label>
          <Button type="submit" $variant="secondary">
            Search
          </Button>
        </form>
        {filters.map((f) => (
          <ListFilterSelect key={f.name} snapshot={snapshot} send={send} {...f} />
        ))}
      </Toolbar>

      <ListLoadState snapshot={snapshot} send={send} loadingLabel={`Loading ${title.toLowerCase()}…`} />

      <ListTable
        snapshot={snapshot}
        send={send}
        empty={
          query || Object.values(filterValues).some(Boolean) ? (
            <p>No {title.toLowerCase()} match your search.</p>
          ) : (
            <>
              <p>No {title.toLowerCase()} yet.</p>
              <ActionLink href={newHref}>Create the first {noun}</ActionLink>
            </>
          )
        }
        caption={(total) => (
          <>
            {title}: {total} in all, page {shownPage} of {totalPages}
            {query ? `, matching “${query}”` : ''}
            {sortedBy}
          </>
        )}
        head={<ListColumnHeads snapshot={snapshot} send={send} columns={[...columns, { label: 'Actions' }]} />}
      >
        {rows.map((item) => (
          <tr key={item.id} data-id={item.id}>
            {columns.map((c, i) =>
              i === 0 ? (
                <th key={c.key} scope="row">
                  {c.render(item)}
                </th>
              ) : (
                <td key={c.key}>{c.render(item)}</td>
              ),
            )}
            <td>
              <div className="row-actions">
                {rowActions?.(item, (tone, text) => send({ type: 'ROW_ACTION.DONE', announcement: { tone, text } }))}
                <ActionLink href={editHref(item.id)} $variant="secondary" aria-label={`Edit ${itemName(item)}`}>
                  Edit
                </ActionLink>
                <Button
                  type="button"
                  $variant="danger"
                  onClick={() => send({ type: 'DELETE.CLICK', id: item.id, name: itemName(item) })}
                  aria-label={`Delete ${itemName(item)}`}
                >
                  Delete
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </ListTable>

      {pending && !snapshot.matches({ deletion: 'idle' }) ? (
        <ConfirmDialog
          title={`Delete “${pending.name}”?`}
          message={`This ${noun} will be removed for good, from the admin and from the public site.`}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={snapshot.matches({ deletion: 'deleting' })}
          onConfirm={() => send({ type: 'CONFIRM_DIALOG.CONFIRM' })}
          onCancel={() => send({ type: 'CONFIRM_DIALOG.CANCEL' })}
        />
      ) : null}
    </section>
  );
}
