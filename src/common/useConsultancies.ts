import { clientQueries } from '../api/publicQueries';
import { fetchPublishedDirectory } from '../api/directory';
import type { Consultancy } from '../domain/consultancy';
import { toDirectoryEntry, type DirectoryEntry } from '../domain/directory';
import { consultancyOrNull } from './firstData';

/**
 * The consultancy reads of the public pages, each with its built-in copy. The resource statechart
 * (through useRemote) decides when the built-in copy shows: only when the server cannot be reached.
 */

/** The note above built-in consultancies when the server cannot be reached (the home page's list, the directory, a consultancy's page). */
export const BUILT_IN_DIRECTORY_TEXT = /*i18n*/ {
  id: 'consultancies.builtInDirectory',
  message: 'Showing our built-in directory because the server cannot be reached right now.',
};
export const BUILT_IN_DIRECTORY_NOTE = BUILT_IN_DIRECTORY_TEXT.message;

/** The built-in directory, loaded on demand (it is not in the first page load). */
const loadBuiltIn = () => import('../data/consultancies').then((m) => m.CONSULTANCIES);

/** The built-in consultancies, every one. */
export const builtInConsultancies = (): Promise<Consultancy[]> => loadBuiltIn();

/** The built-in verified consultancies. */
export const builtInVerifiedConsultancies = async (): Promise<Consultancy[]> => (await loadBuiltIn()).filter((c) => c.verified);

/** One consultancy, or null when the API has none with that id. */
export const fetchConsultancy = (id: number, signal?: AbortSignal): Promise<Consultancy | null> => consultancyOrNull(clientQueries, id, signal);

/** One built-in consultancy, or null. */
export const builtInConsultancy = async (id: number): Promise<Consultancy | null> => (await loadBuiltIn()).find((c) => c.id === id) ?? null;

/**
 * The published directory (the database's consultancies, as the search sees them). Destination,
 * exam and featured pages list consultancies from it, so their links carry the database's ids.
 */
export const fetchDirectory = (signal?: AbortSignal): Promise<DirectoryEntry[]> => fetchPublishedDirectory(signal);

/** The built-in directory, as entries. */
export const builtInDirectory = async (): Promise<DirectoryEntry[]> => (await loadBuiltIn()).map(toDirectoryEntry);

/** The built-in consultancies with these ids. */
export const builtInConsultanciesByIds = async (ids: readonly number[]): Promise<Consultancy[]> => (await loadBuiltIn()).filter((c) => ids.includes(c.id));
