import { useContext, useMemo } from 'react';
import { connectView as connectMenuView, CLOSED_MENU_VIEW, headerMenuView } from '../../../machines/header-menu/header-menu.connect';
import { connectView as connectSearchView, CLOSED_SEARCH_VIEW, searchView } from '../../../machines/search/search.connect';
import type { DirectoryLoader } from './headerContext';
import { liveActor, liveChild, useLiveSelector, usePendingPress, type DeferredActor } from '../liveActor';
import { connectionIsGone, whenOnline } from '../connection';
import { HeaderActorContext } from './headerContext';
import type { HeaderActorRef, HeaderCode, HeaderMenuActorRef, SearchActorRef } from './useHeaderActor';

/**
 * The header's actor as the first screen knows it: its statechart (with the search and the mobile
 * menu, and XState) loads when a visitor first reaches for one of them (pointing at or focusing the
 * Search button, pressing it or the menu toggle), or when a page whose code uses the header asks for it.
 * Until then the header renders both widgets closed, as the server did; see liveActor.ts.
 */
export type HeaderLive = DeferredActor<HeaderCode, HeaderActorRef>;

export { HeaderActorContext, type DirectoryLoader };

export const loadHeaderCode = () => import('./useHeaderActor').then((m) => m.headerCode);

export function createHeaderLive(navigate: (to: string) => void, loadDirectory: DirectoryLoader): HeaderLive {
  return liveActor(loadHeaderCode, (code) => code.createHeaderActor(navigate, loadDirectory), { connectionIsGone: () => connectionIsGone(), whenOnline: () => whenOnline() });
}

export function useHeaderLive(): HeaderLive {
  const value = useContext(HeaderActorContext);
  if (!value) throw new Error('useHeaderLive must be used inside the public layout');
  return value;
}

const searchOf = (header: HeaderActorRef) => header.getSnapshot().children.search as SearchActorRef;
const menuOf = (header: HeaderActorRef) => header.getSnapshot().children.menu as HeaderMenuActorRef;

/** The search widget's prop getters (closed until its statechart runs). */
export function useSearchApi() {
  const header = useHeaderLive();
  const search = useMemo(() => liveChild(header, searchOf), [header]);
  const snapshot = useLiveSelector(search, (s) => s, null);
  const { props: busy, press } = usePendingPress(header);
  const api = connectSearchView(snapshot ? searchView(snapshot) : CLOSED_SEARCH_VIEW, search.send);
  return {
    ...api,
    // A press before the header's code is in shows at once that it was taken.
    getTriggerProps(id: string) {
      const props = api.getTriggerProps(id);
      return { ...props, ...busy, onClick: () => press(props.onClick) };
    },
  };
}

/** The mobile menu widget's prop getters (closed until its statechart runs). */
export function useHeaderMenuApi() {
  const header = useHeaderLive();
  const menu = useMemo(() => liveChild(header, menuOf), [header]);
  const snapshot = useLiveSelector(menu, (s) => s, null);
  const { props: busy, press } = usePendingPress(header);
  const api = connectMenuView(snapshot ? headerMenuView(snapshot) : CLOSED_MENU_VIEW, menu.send);
  return {
    ...api,
    getTriggerProps() {
      const props = api.getTriggerProps();
      return { ...props, ...busy, onClick: () => press(props.onClick) };
    },
  };
}
