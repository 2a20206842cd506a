import { createContext, useContext } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { headerMachine } from '../../../machines/header/header.machine';
import { headerMenuMachine } from '../../../machines/header-menu/header-menu.machine';
import { connect as connectMenu } from '../../../machines/header-menu/header-menu.connect';
import { searchMachine, type QuickCategory } from '../../../machines/search/search.machine';
import { connect as connectSearch } from '../../../machines/search/search.connect';
import { ROUTES, paths } from '../../config/routes';
import type { DirectoryEntry } from '../../domain/directory';
import { getInspector } from '../inspector';
import {
  HEADER_IDS,
  consultancyElementId,
  focusById,
  focusSearchInput,
  listenForEscape,
  listenForOutsideClick,
  lockScroll,
  restoreSearchFocus,
  scrollOptionIntoView,
  scrollToCentre,
  trapSearchFocus,
} from './header.dom';

export type HeaderActorRef = ActorRefFrom<typeof headerMachine>;
export type SearchActorRef = ActorRefFrom<typeof searchMachine>;
export type HeaderMenuActorRef = ActorRefFrom<typeof headerMenuMachine>;

/** The header's actor, shared with parts of the page that talk to it (the consultancy list, the home hero). */
export const HeaderActorContext = createContext<HeaderActorRef | null>(null);

export function useHeaderActor(): HeaderActorRef {
  const value = useContext(HeaderActorContext);
  if (!value) throw new Error('useHeaderActor must be used inside the public layout');
  return value;
}

/** The search widget (dialog and combobox): its actor, and what its connect layer makes of its state. */
export function useSearch() {
  const actor = useHeaderActor().getSnapshot().children.search as SearchActorRef;
  const snapshot = useSelector(actor, (s) => s);
  return { actor, api: connectSearch(snapshot, actor.send) };
}

/** The mobile menu widget: what its connect layer makes of its state. */
export function useHeaderMenu() {
  const actor = useHeaderActor().getSnapshot().children.menu as HeaderMenuActorRef;
  const snapshot = useSelector(actor, (s) => s);
  return connectMenu(snapshot, actor.send);
}

/** Where each quick button of the search modal goes. */
export function quickCategoryPath(category: QuickCategory): string {
  return category === 'consultancies' ? ROUTES.consultancies : paths.consultancyCategory(category);
}

/** Loads the published directory (in the search modal's chunk, which the app layer knows). */
export type DirectoryLoader = (signal: AbortSignal) => Promise<DirectoryEntry[]>;

/** The header machine and its two widgets with their router and DOM effects and the directory's loader. */
export function headerMachineWith(navigate: (to: string) => void, loadDirectory: DirectoryLoader) {
  return headerMachine.provide({
    actions: {
      scrollToConsultancy: (_, { id }) => scrollToCentre(consultancyElementId(id)),
    },
    actors: {
      menu: headerMenuMachine.provide({
        actors: { listenForEscape },
        actions: { focusTrigger: () => focusById(HEADER_IDS.menuToggle) },
      }),
      search: searchMachine.provide({
        actors: {
          loadDirectory: fromPromise(({ signal }) => loadDirectory(signal)),
          focusInput: focusSearchInput,
          trapFocus: trapSearchFocus,
          lockScroll,
          listenForOutsideClick,
        },
        actions: {
          restoreFocus: (_, { opener }) => restoreSearchFocus(opener),
          scrollToHighlightedItem: (_, { index }) => scrollOptionIntoView(index),
          navigateToPick: (_, { name }) => navigate(paths.consultancySearch(name)),
          navigateToSearch: (_, { text }) => navigate(paths.consultancySearch(text)),
          navigateToCategory: (_, { category }) => navigate(quickCategoryPath(category)),
        },
      }),
    },
  });
}

export function useCreateHeaderActor(loadDirectory: DirectoryLoader): HeaderActorRef {
  const [, navigate] = useLocation();
  return useActorRef(headerMachineWith(navigate, loadDirectory), { inspect: import.meta.env.DEV ? getInspector() : undefined });
}
