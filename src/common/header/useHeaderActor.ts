import { createContext, useContext } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { headerMachine, type QuickCategory } from '../../../machines/header/header.machine';
import { ROUTES, paths } from '../../config/routes';
import type { DirectoryEntry } from '../../domain/directory';
import { getInspector } from '../inspector';
import { HEADER_IDS, consultancyElementId, focusById, scrollToCentre } from './header.dom';

export type HeaderActorRef = ActorRefFrom<typeof headerMachine>;

/** The header's actor, shared with parts of the page that talk to it (the consultancy list, the home hero). */
export const HeaderActorContext = createContext<HeaderActorRef | null>(null);

export function useHeaderActor(): HeaderActorRef {
  const value = useContext(HeaderActorContext);
  if (!value) throw new Error('useHeaderActor must be used inside the public layout');
  return value;
}

/** Where each quick button of the search modal goes. */
export function quickCategoryPath(category: QuickCategory): string {
  return category === 'consultancies' ? ROUTES.consultancies : paths.consultancyCategory(category);
}

/** Loads the published directory (in the search modal's chunk, which the app layer knows). */
export type DirectoryLoader = (signal: AbortSignal) => Promise<DirectoryEntry[]>;

/** The header machine with its router and DOM actions, and the directory's loader, provided by the React side. */
export function headerMachineWith(navigate: (to: string) => void, loadDirectory: DirectoryLoader) {
  return headerMachine.provide({
    actors: {
      loadDirectory: fromPromise(({ signal }) => loadDirectory(signal)),
    },
    actions: {
      focusMenuToggle: () => focusById(HEADER_IDS.menuToggle),
      focusSearchButton: () => focusById(HEADER_IDS.searchButton),
      navigateToPick: (_, { name }) => navigate(paths.consultancySearch(name)),
      navigateToSearch: (_, { text }) => navigate(paths.consultancySearch(text)),
      navigateToCategory: (_, { category }) => navigate(quickCategoryPath(category)),
      scrollToConsultancy: (_, { id }) => scrollToCentre(consultancyElementId(id)),
    },
  });
}

export function useCreateHeaderActor(loadDirectory: DirectoryLoader): HeaderActorRef {
  const [, navigate] = useLocation();
  return useActorRef(headerMachineWith(navigate, loadDirectory), { inspect: import.meta.env.DEV ? getInspector() : undefined });
}
