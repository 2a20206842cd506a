/**
 * The names of the client build's chunk groups (scripts/chunk-groups.ts): Vite's manifest names each
 * group's chunk with one of these, which is how the server render tells a group's chunk (shared by
 * many pages) from a chunk of one widget or page.
 */
export const CHUNK_GROUPS = { app: 'app', widgets: 'widgets', forms: 'forms', facts: 'facts', shared: 'shared' } as const;

export type ChunkGroup = (typeof CHUNK_GROUPS)[keyof typeof CHUNK_GROUPS];

/** The search dialog's module (src/features/header/SearchModal.tsx), as Vite's manifest keys it. */
export const SEARCH_DIALOG_SOURCE = 'src/features/header/SearchModal.tsx';

/** The HTTP client's module (src/api/http.ts, with axios), as Vite's manifest keys it. */
export const HTTP_CLIENT_SOURCE = 'src/api/http.ts';
