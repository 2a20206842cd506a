import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { headerMachine } from '../../../machines/header/header.machine';
import { headerMenuMachine } from '../../../machines/header-menu/header-menu.machine';
import { headerMenuView } from '../../../machines/header-menu/header-menu.connect';
import { searchMachine } from '../../../machines/search/search.machine';
import { searchView } from '../../../machines/search/search.connect';
import { paths } from '../../config/routes';
import { getInspector } from '../inspector';
import type { Running } from '../widget';
import { HEADER_IDS, consultancyElementId, quickCategoryPath, type DirectoryLoader, type HeaderView, type HeaderWidgetEvent } from './headerShell';
import {
  focusById,
  focusSearchInput,
  listenForEscape,
  listenForOutsideClick,
  lockScroll,
  restoreSearchFocus,
  scrollOptionIntoView,
  trapSearchFocus,
} from './header.dom';
import { scrollToCentre } from '../scroll';

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

/**
 * The header's code (see headerShell.ts): its statechart running, with the search and the menu as its
 * children, read as one view. A pick re-enters the header's root, which starts both children afresh:
 * they are read from the header's snapshot each time, never kept.
 */
export function runHeader(navigate: (to: string) => void, loadDirectory: DirectoryLoader): Running<HeaderView, HeaderWidgetEvent> {
  const header = createActor(headerMachineWith(navigate, loadDirectory), { inspect: import.meta.env.DEV ? getInspector() : undefined }).start();
  const search = () => header.getSnapshot().children.search as ActorRefFrom<typeof searchMachine>;
  const menu = () => header.getSnapshot().children.menu as ActorRefFrom<typeof headerMenuMachine>;
  let last: { snapshots: unknown[]; view: HeaderView } | null = null;
  return {
    view() {
      const [h, s, m] = [header.getSnapshot(), search().getSnapshot(), menu().getSnapshot()];
      if (last && last.snapshots[0] === h && last.snapshots[1] === s && last.snapshots[2] === m) return last.view;
      const view = { search: searchView(s), menu: headerMenuView(m), highlightedConsultancyId: h.context.highlightedConsultancyId };
      last = { snapshots: [h, s, m], view };
      return view;
    },
    subscribe(listener) {
      const observer = { next: listener, error: listener, complete: listener };
      // The children the header holds now (a re-entered root starts new ones).
      let followed: { search: unknown; menu: unknown; stop: () => void } | null = null;
      const follow = () => {
        const [s, m] = [search(), menu()];
        if (followed && followed.search === s && followed.menu === m) return;
        followed?.stop();
        const subs = [s?.subscribe(observer), m?.subscribe(observer)];
        followed = { search: s, menu: m, stop: () => subs.forEach((sub) => sub?.unsubscribe()) };
      };
      follow();
      const own = header.subscribe({
        next: () => {
          follow();
          listener();
        },
        error: listener,
        complete: listener,
      });
      return () => {
        own.unsubscribe();
        followed?.stop();
      };
    },
    send(e) {
      if (e.to === 'search') search().send(e.event);
      else if (e.to === 'menu') menu().send(e.event);
      else header.send(e.event);
    },
    stop: () => header.stop(),
  };
}
