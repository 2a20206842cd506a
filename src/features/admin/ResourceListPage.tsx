import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { MAX_PAGE_SIZE, type ListResponse } from '../../domain/api';
import type { ListParams } from '../../api/resource';
import { Button, Spinner, useDocumentTitle } from '../../ui/primitives';
import { ActionLink, Banner, EmptyState, PageTop, Pager, Table, TableWrap, Toolbar } from './adminUi';
import { ConfirmDialog } from './ConfirmDialog';

export const ADMIN_PAGE_SIZE = 20;

export interface Column<T> {
  key: string;
  label: string;
  render: (item: T) => ReactNode;
  /** Present when the column sorts. */
  sortValue?: (item: T) => string | number;
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
}

type Sort = { key: string; direction: 'ascending' | 'descending' } | null;

/**
 * The admin list of one entity: a real table with a caption and header cells, text search, sorting,
 * pagination, an empty state, and delete after a confirmation that names the item.
 * Search and pages are the server's (q, page, limit); sorting orders the rows of the page shown.
 */
export function ResourceListPage<T extends { id: number }>({
  title, noun, dataPage, newHref, editHref, api, columns, itemName, filters = [], baseParams, initialFilterValues, rowActions,
}: ResourceListProps<T>) {
  useDocumentTitle(`${title} – Admin`);
  const searchId = useId();
  const [draftQuery, setDraftQuery] = useState('');
  const [query, setQuery] = useState('');
  const [filterValues, setFilterValues] = useState<Record<string, string>>(() => ({ ...initialFilterValues }));
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [result, setResult] = useState<{ key: string; data?: ListResponse<T>; error?: string } | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [announcement, setAnnouncement] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  // Sorting orders the whole list when it fits in one request (the server pages but does not sort):
  // then every row is fetched once and paged here; a longer list is sorted page by page.
  const knownTotal = result?.data?.total ?? Number.POSITIVE_INFINITY;
  const sortAll = sort !== null && knownTotal <= MAX_PAGE_SIZE;
  const params = useMemo(() => {
    const p: ListParams = { ...baseParams, page: sortAll ? 1 : page, limit: sortAll ? MAX_PAGE_SIZE : ADMIN_PAGE_SIZE };
    if (query) p.q = query;
    for (const [k, v] of Object.entries(filterValues)) if (v) p[k] = v;
    return p;
  }, [baseParams, page, query, filterValues, sortAll]);
  const requestKey = `${JSON.stringify(params)}#${reloadKey}`;

  useEffect(() => {
    const controller = new AbortController();
    api
      .list(params, controller.signal)
      .then((data) => setResult({ key: requestKey, data }))
      .catch((e: { code?: string; message?: string }) => {
        if (e?.code !== 'CANCELED') setResult({ key: requestKey, error: e?.message ?? 'Could not load the list.' });
      });
    return () => controller.abort();
  }, [api, params, requestKey]);

  const loading = result?.key !== requestKey;
  const data = result?.data;
  const pagedHere = sortAll && data !== undefined && data.limit === MAX_PAGE_SIZE;
  const rows = useMemo(() => {
    let items = data?.items ?? [];
    const col = sort ? columns.find((c) => c.key === sort.key) : undefined;
    if (sort && col?.sortValue) {
      const factor = sort.direction === 'ascending' ? 1 : -1;
      items = [...items].sort((a, b) => {
        const x = col.sortValue!(a);
        const y = col.sortValue!(b);
        return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en', { sensitivity: 'base' })) * factor;
      });
    }
    return pagedHere ? items.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE) : items;
  }, [data, sort, columns, pagedHere, page]);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : 1;
  const shownPage = pagedHere ? page : (data?.page ?? page);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setQuery(draftQuery.trim());
    setPage(1);
  };

  const toggleSort = (key: string) => {
    setSort((s) => (s?.key === key ? { key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: 'ascending' }));
    setPage(1);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const name = itemName(toDelete);
    setDeleting(true);
    try {
      await api.remove(toDelete.id);
      setAnnouncement({ tone: 'success', text: `Deleted “${name}”.` });
      setToDelete(null);
      if (rows.length === 1 && page > 1) {
        setPage((p) => p - 1);
        if (sortAll) setReloadKey((k) => k + 1);
      }
      else setReloadKey((k) => k + 1);
    } catch (e) {
      setAnnouncement({ tone: 'error', text: `Could not delete “${name}”: ${(e as Error).message}` });
      setToDelete(null);
    } finally {
      setDeleting(false);
    }
  };

  const sortedBy = sort
    ? `, sorted by ${columns.find((c) => c.key === sort.key)?.label.toLowerCase()} (${sort.direction}${sortAll ? '' : ', within this page'})`
    : '';

  return (
    <section data-page={dataPage}>
      <PageTop>
        <h1>{title}</h1>
        <ActionLink href={newHref}>New {noun}</ActionLink>
      </PageTop>
      <div aria-live="polite" role="status" data-part="announcement">
        {announcement ? <Banner $tone={announcement.tone}>{announcement.text}</Banner> : null}
      </div>
      <Toolbar>
        <form role="search" onSubmit={onSearch} aria-label={`Search ${title.toLowerCase()}`}>
          <label htmlFor={searchId}>
            Search
            <input id={searchId} type="search" aria-label="Search" value={draftQuery} onChange={(e) => setDraftQuery(e.target.value)} />
          </label>
          <Button type="submit" $variant="secondary">
            Search
          </Button>
        </form>
        {filters.map((f) => (
          <label key={f.name}>
            {f.label}
            <select
              aria-label={f.label}
              value={filterValues[f.name] ?? ''}
              onChange={(e) => {
                setFilterValues((v) => ({ ...v, [f.name]: e.target.value }));
                setPage(1);
              }}
            >
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </Toolbar>

      {result?.error && !loading ? (
        <Banner $tone="error" role="alert">
          {result.error}{' '}
          <Button type="button" $variant="secondary" onClick={() => setReloadKey((k) => k + 1)}>
            Try again
          </Button>
        </Banner>
      ) : null}

      {loading && !data ? <Spinner label={`Loading ${title.toLowerCase()}…`} /> : null}

      {data && data.total === 0 ? (
        <EmptyState data-part="empty">
          {query || Object.values(filterValues).some(Boolean) ? (
            <p>No {title.toLowerCase()} match your search.</p>
          ) : (
            <>
              <p>No {title.toLowerCase()} yet.</p>
              <ActionLink href={newHref}>Create the first {noun}</ActionLink>
            </>
          )}
        </EmptyState>
      ) : null}

      {data && data.total > 0 ? (
        <>
          <TableWrap>
            <Table aria-busy={loading}>
              <caption>
                {title}: {data.total} in all, page {shownPage} of {totalPages}
                {query ? `, matching “${query}”` : ''}
                {sortedBy}
              </caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.key} scope="col" aria-sort={sort?.key === c.key ? sort.direction : c.sortValue ? 'none' : undefined}>
                      {c.sortValue ? (
                        <button type="button" className="sort" onClick={() => toggleSort(c.key)}>
                          {c.label}
                          <span aria-hidden="true">{sort?.key === c.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
                        </button>
                      ) : (
                        c.label
                      )}
                    </th>
                  ))}
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
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
                        {rowActions?.(item, (tone, text) => {
                          setAnnouncement({ tone, text });
                          setReloadKey((k) => k + 1);
                        })}
                        <ActionLink href={editHref(item.id)} $variant="secondary" aria-label={`Edit ${itemName(item)}`}>
                          Edit
                        </ActionLink>
                        <Button type="button" $variant="danger" onClick={() => setToDelete(item)} aria-label={`Delete ${itemName(item)}`}>
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
          <Pager aria-label="Pagination">
            <Button type="button" $variant="secondary" disabled={page <= 1 || loading} onClick={() => setPage((p) => p - 1)}>
              Previous page
            </Button>
            <span>
              Page {shownPage} of {totalPages}
            </span>
            <Button type="button" $variant="secondary" disabled={page >= totalPages || loading} onClick={() => setPage((p) => p + 1)}>
              Next page
            </Button>
          </Pager>
        </>
      ) : null}

      {toDelete ? (
        <ConfirmDialog
          title={`Delete “${itemName(toDelete)}”?`}
          message={`This ${noun} will be removed for good, from the admin and from the public site.`}
          confirmLabel="Delete"
          busy={deleting}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </section>
  );
}
