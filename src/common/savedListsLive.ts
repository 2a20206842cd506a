import { createContext, useContext, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { compareMachine } from '../../machines/compare/compare.machine';
import type { shortlistMachine } from '../../machines/shortlist/shortlist.machine';
import { liveActor, type DeferredActor } from './liveActor';
import { connectionIsGone, whenOnline } from './connection';
import { storageOf, type StorageArea } from './storageArea';

/**
 * The shortlist lives in localStorage: it is kept between visits without an account, and every tab of
 * the site shares it (a change in one tab reaches the others through the `storage` event).
 */
export const SHORTLIST_STORAGE_KEY = 'gantavya.shortlist';
export const SHORTLIST_STORAGE_AREA: StorageArea = 'localStorage';

/**
 * The compare tray lives in sessionStorage: comparing is a task of one visit in one tab, so a tray
 * that came back days later (as localStorage would bring it) would hold stale picks and fill the four
 * places; a comparison worth keeping is kept by its link (/compare?ids=…), which can be shared.
 */
export const COMPARE_STORAGE_KEY = 'gantavya.compare';
export const COMPARE_STORAGE_AREA: StorageArea = 'sessionStorage';

export type ShortlistActorRef = ActorRefFrom<typeof shortlistMachine>;
export type CompareActorRef = ActorRefFrom<typeof compareMachine>;

/** Each list's code (shortlist/shortlistActor.ts, compare/compareActor.ts), which SavedLists.tsx loads. */
export interface ShortlistCode {
  createShortlistActor(input?: { max?: number }): ShortlistActorRef;
}
export interface CompareCode {
  createCompareActor(): CompareActorRef;
}

/**
 * The visitor's browser lists as the first screen knows them: the compare tray's and the shortlist's
 * statecharts (and XState) load once there is something to show or do: a list saved in this browser, a
 * change to the shortlist made in another tab, a Save or Compare press, a page whose code uses them.
 * Until then the header's count is 0 and the toggles are off, as the server rendered them; see liveActor.ts.
 */

export type ShortlistLive = DeferredActor<ShortlistCode, ShortlistActorRef>;
export type CompareLive = DeferredActor<CompareCode, CompareActorRef>;

/** A press whose code could not arrive offline waits for the connection (liveActor.ts). */
const untilOnline = { connectionIsGone: () => connectionIsGone(), whenOnline: () => whenOnline() };

export const ShortlistActorContext = createContext<ShortlistLive | null>(null);
export const CompareActorContext = createContext<CompareLive | null>(null);

/** `load` brings the list's code (this module never imports it, so the code may import this one). */
export const createShortlistLive = (load: () => Promise<ShortlistCode>): ShortlistLive => liveActor(load, (code) => code.createShortlistActor(), untilOnline);
export const createCompareLive = (load: () => Promise<CompareCode>): CompareLive => liveActor(load, (code) => code.createCompareActor(), untilOnline);

export function useShortlistLive(): ShortlistLive {
  const live = useContext(ShortlistActorContext);
  if (!live) throw new Error('useShortlistLive must be used inside the public layout (SavedListsProvider)');
  return live;
}

export function useCompareLive(): CompareLive {
  const live = useContext(CompareActorContext);
  if (!live) throw new Error('useCompareLive must be used inside the public layout (SavedListsProvider)');
  return live;
}

/** True when the browser holds something under the key (the statechart decides what of it is usable). */
function holdsSomething(area: StorageArea, key: string): boolean {
  try {
    const raw = storageOf(area)?.getItem(key);
    return raw != null && raw.trim() !== '' && raw.trim() !== '[]';
  } catch {
    return false;
  }
}

/**
 * Starts each list's statechart once the page is live when the browser holds a saved list for it, and
 * the shortlist's when another tab changes it; otherwise they start on first use.
 */
export function useStartSavedLists(shortlist: ShortlistLive, compare: CompareLive) {
  useEffect(() => {
    if (holdsSomething(SHORTLIST_STORAGE_AREA, SHORTLIST_STORAGE_KEY)) shortlist.start().catch(() => undefined);
    if (holdsSomething(COMPARE_STORAGE_AREA, COMPARE_STORAGE_KEY)) compare.start().catch(() => undefined);
    const storage = storageOf(SHORTLIST_STORAGE_AREA);
    if (!storage) return undefined;
    // Once running, the shortlist's statechart hears other tabs itself.
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea === storage && (e.key === SHORTLIST_STORAGE_KEY || e.key === null) && !shortlist.current()) shortlist.start().catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [shortlist, compare]);
}
