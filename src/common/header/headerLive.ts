import { createContext, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { headerMachine } from '../../../machines/header/header.machine';
import type { headerMenuMachine } from '../../../machines/header-menu/header-menu.machine';
import type { searchMachine } from '../../../machines/search/search.machine';
import { connectView as connectMenuView, CLOSED_MENU_VIEW, headerMenuView } from '../../../machines/header-menu/header-menu.connect';
import { connectView as connectSearchView, CLOSED_SEARCH_VIEW, searchView } from '../../../machines/search/search.connect';
import type { DirectoryEntry } from '../../domain/directory';
import { liveActor, liveChild, useLiveSelector, usePendingPress, type DeferredActor } from '../liveActor';
import { connectionIsGone, whenOnline } from '../connection';

export type HeaderActorRef = ActorRefFrom<typeof headerMachine>;
export type SearchActorRef = ActorRefFrom<typeof searchMachine>;
export type HeaderMenuActorRef = ActorRefFrom<typeof headerMenuMachine>;

/** Loads the published directory (in the search modal's chunk, which the app layer knows). */
export type DirectoryLoader = (signal: AbortSignal) => Promise<DirectoryEntry[]>;

/** The header's code (useHeaderActor.ts), which the app loads and gives to the live actor. */
export interface HeaderCode {
  createHeaderActor(navigate: (to: string) => void, loadDirectory: DirectoryLoader): HeaderActorRef;
}

/**
 * The header's actor as the first screen knows it: its statechart (with the search and the mobile
 * menu, and XState) loads when a visitor first reaches for one of them (pointing at or focusing the
 * Search button, pressing it or the menu toggle), or when a page whose code uses the header asks for it.
 * Until then the header renders both widgets closed, as the server did; see liveActor.ts.
 */
export type HeaderLive = DeferredActor<HeaderCode, HeaderActorRef>;

/** The header's live actor, shared with parts of the page that talk to it (the home hero, the consultancy list). */
export const HeaderActorContext = createContext<HeaderLive | null>(null);

/**
 * `load` brings the header's code (the app decides when: a dynamic import, or the first load); this
 * module never imports it, so the code may import this one.
 */
export function createHeaderLive(load: () => Promise<HeaderCode>, navigate: (to: string) => void, loadDirectory: DirectoryLoader): HeaderLive {
  return liveActor(load, (code) => code.createHeaderActor(navigate, loadDirectory), { connectionIsGone: () => connectionIsGone(), whenOnline: () => whenOnline() });
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
