import { createContext } from 'react';
import type { DirectoryEntry } from '../../domain/directory';
import type { HeaderLive } from './headerLive';

/** The header's live actor, shared with parts of the page that talk to it (the home hero, the consultancy list). */
export const HeaderActorContext = createContext<HeaderLive | null>(null);

/** Loads the published directory (in the search modal's chunk, which the app layer knows). */
export type DirectoryLoader = (signal: AbortSignal) => Promise<DirectoryEntry[]>;
