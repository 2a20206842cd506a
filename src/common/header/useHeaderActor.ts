import { useContext } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { headerMachine } from '../../../machines/header/header.machine';
import { headerMenuMachine } from '../../../machines/header-menu/header-menu.machine';
import { searchMachine, type QuickCategory } from '../../../machines/search/search.machine';
import { connect as connectSearch } from '../../../machines/search/search.connect';
import { ROUTES, paths } from '../../config/routes';
import { getInspector } from '../inspector';
import { HEADER_IDS, consultancyElementId } from './headerIds';
import {
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
import { HeaderActorContext, type DirectoryLoader, type HeaderActorRef, type HeaderCode, type SearchActorRef } from './headerLive';

/**
 * The header's actor, running (a page whose code uses it starts it at once; this module holds the
 * statechart). See headerLive.ts for how it starts before that.
 */
export function useHeaderActor(): HeaderActorRef {
  const live = useContext(HeaderActorContext);
  if (!live) throw new Error('useHeaderActor must be used inside the public layout');
  return live.startWith(headerCode);
}

/** The search widget (dialog and combobox): its actor, and what its connect layer makes of its state. */
export function useSearch() {
  const actor = useHeaderActor().getSnapshot().children.search as SearchActorRef;
  const snapshot = useSelector(actor, (s) => s);
  return { actor, api: connectSearch(snapshot, actor.send) };
}

/** Where each quick button of the search modal goes. */
export function quickCategoryPath(category: QuickCategory): string {
  return category === 'consultancies' ? ROUTES.consultancies : paths.consultancyCategory(category);
}

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

/** The header's code, loaded when the header's actor first starts (headerLive.ts). */
export const headerCode: HeaderCode = {
  createHeaderActor(navigate, loadDirectory) {
    return createActor(headerMachineWith(navigate, loadDirectory), { inspect: import.meta.env.DEV ? getInspector() : undefined }).start();
  },
};
