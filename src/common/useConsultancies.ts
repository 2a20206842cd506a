import { consultanciesApi } from '../api/consultancies';
import { ApiError } from '../api/client';
import { fetchPublishedDirectory } from '../api/directory';
import type { Consultancy } from '../domain/consultancy';
import { toDirectoryEntry, type DirectoryEntry } from '../domain/directory';

/**
 * The consultancy reads of the public pages, each with its built-in copy. The resource statechart
 * (through useRemote) decides when the built-in copy shows: only when the server cannot be reached.
 */

/** The note above built-in consultancies when the server cannot be reached. */
export const BUILT_IN_DIRECTORY_NOTE = 'Showing our built-in directory because the server cannot be reached right now.';

/** The built-in directory, loaded on demand (it is not in the first page load). */
const loadBuiltIn = () => import('../data/consultancies').then((m) => m.CONSULTANCIES);

/** Every consultancy from the API, page by page. */
export async function fetchAllConsultancies(signal?: AbortSignal): Promise<Consultancy[]> {
  const first = await consultanciesApi.list({ page: 1, limit: 100 }, signal);
  const items = [...first.items];
  for (let page = 2; items.length < first.total && page <= 50; page++) {
    const next = await consultanciesApi.list({ page, limit: 100 }, signal);
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return items;
}

/** The built-in consultancies, every one. */
export const builtInConsultancies = (): Promise<Consultancy[]> => loadBuiltIn();

/** The built-in verified consultancies. */
export const builtInVerifiedConsultancies = async (): Promise<Consultancy[]> => (await loadBuiltIn()).filter((c) => c.verified);

/** One consultancy, or null when the API has none with that id. */
export async function fetchConsultancy(id: number, signal?: AbortSignal): Promise<Consultancy | null> {
  try {
    return await consultanciesApi.get(id, signal);
  } catch (e) {
    if (e instanceof ApiError && e.code === 'NOT_FOUND') return null;
    throw e;
  }
}

/** One built-in consultancy, or null. */
export const builtInConsultancy = async (id: number): Promise<Consultancy | null> => (await loadBuiltIn()).find((c) => c.id === id) ?? null;

/**
 * The published directory (the database's consultancies, as the search sees them). Destination,
 * exam and featured pages list consultancies from it, so their links carry the database's ids.
 */
export const fetchDirectory = (signal?: AbortSignal): Promise<DirectoryEntry[]> => fetchPublishedDirectory(signal);

/** The built-in directory, as entries. */
export const builtInDirectory = async (): Promise<DirectoryEntry[]> => (await loadBuiltIn()).map(toDirectoryEntry);

/** The consultancies with these ids that exist (in id order), in one request; an id not in the answer is no longer listed. */
export async function fetchConsultanciesByIds(ids: readonly number[], signal?: AbortSignal): Promise<Consultancy[]> {
  if (ids.length === 0) return [];
  return (await consultanciesApi.list({ ids: ids.join(','), limit: ids.length }, signal)).items;
}

/** The built-in consultancies with these ids. */
export const builtInConsultanciesByIds = async (ids: readonly number[]): Promise<Consultancy[]> => (await loadBuiltIn()).filter((c) => ids.includes(c.id));
