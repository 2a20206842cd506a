import { consultanciesApi } from '../api/consultancies';
import { ApiError } from '../api/client';
import { fetchPublishedDirectory } from '../api/directory';
import type { Consultancy } from '../domain/consultancy';
import { toDirectoryEntry, type DirectoryEntry } from '../domain/directory';

export type Source = 'api' | 'directory';

const isUnreachable = (e: unknown) => e instanceof ApiError && (e.code === 'NETWORK' || e.code === 'TIMEOUT' || (e.status ?? 0) >= 500);

/** The built-in directory, loaded on demand (it is not in the first page load). */
const loadDirectory = () => import('../data/consultancies').then((m) => m.CONSULTANCIES);

/** Every consultancy from the API, page by page; the built-in directory when the API cannot be reached. */
export async function fetchAllConsultancies(signal?: AbortSignal): Promise<{ data: Consultancy[]; source: Source }> {
  try {
    const first = await consultanciesApi.list({ page: 1, limit: 100 }, signal);
    const items = [...first.items];
    for (let page = 2; items.length < first.total && page <= 50; page++) {
      const next = await consultanciesApi.list({ page, limit: 100 }, signal);
      if (next.items.length === 0) break;
      items.push(...next.items);
    }
    return { data: items, source: 'api' };
  } catch (e) {
    if (signal?.aborted) throw e;
    if (isUnreachable(e)) return { data: await loadDirectory(), source: 'directory' };
    throw e;
  }
}

export async function fetchConsultancy(id: number, signal?: AbortSignal): Promise<{ data: Consultancy | null; source: Source }> {
  try {
    return { data: await consultanciesApi.get(id, signal), source: 'api' };
  } catch (e) {
    if (e instanceof ApiError && e.code === 'NOT_FOUND') return { data: null, source: 'api' };
    if (signal?.aborted) throw e;
    if (isUnreachable(e)) return { data: (await loadDirectory()).find((c) => c.id === id) ?? null, source: 'directory' };
    throw e;
  }
}

/**
 * The published directory (the database's consultancies, as the search sees them), else the built-in
 * list when the API cannot be reached or its file cannot be read. Destination, exam and featured
 * pages list consultancies from it, so their links carry the database's ids.
 */
export async function fetchDirectory(signal?: AbortSignal): Promise<{ data: DirectoryEntry[]; source: Source }> {
  try {
    return { data: await fetchPublishedDirectory(signal), source: 'api' };
  } catch (e) {
    if (signal?.aborted) throw e;
    if (isUnreachable(e) || (e instanceof ApiError && e.code === 'INTERNAL' && e.status === null)) {
      return { data: (await loadDirectory()).map(toDirectoryEntry), source: 'directory' };
    }
    throw e;
  }
}

/**
 * The consultancies with these ids that exist (in id order), in one request; an id that is not in the
 * answer is no longer listed. The built-in directory when the API cannot be reached.
 */
export async function fetchConsultanciesByIds(ids: readonly number[], signal?: AbortSignal): Promise<{ data: Consultancy[]; source: Source }> {
  if (ids.length === 0) return { data: [], source: 'api' };
  try {
    const page = await consultanciesApi.list({ ids: ids.join(','), limit: ids.length }, signal);
    return { data: page.items, source: 'api' };
  } catch (e) {
    if (signal?.aborted) throw e;
    if (isUnreachable(e)) return { data: (await loadDirectory()).filter((c) => ids.includes(c.id)), source: 'directory' };
    throw e;
  }
}
