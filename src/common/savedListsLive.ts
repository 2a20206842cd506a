import { useContext, useEffect } from 'react';
import { liveActor, type DeferredActor } from './liveActor';
import { connectionIsGone, whenOnline } from './connection';
import type { CompareActorRef, CompareCode } from './compare/compareActor';
import type { ShortlistActorRef, ShortlistCode } from './shortlist/shortlistActor';
import { storageOf, type StorageArea } from './storageArea';
import {
  COMPARE_STORAGE_AREA,
  COMPARE_STORAGE_KEY,
  CompareActorContext,
  SHORTLIST_STORAGE_AREA,
  SHORTLIST_STORAGE_KEY,
  ShortlistActorContext,
} from './savedListsContext';

export { CompareActorContext, ShortlistActorContext };

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

export const createShortlistLive = (): ShortlistLive =>
  liveActor(() => import('./shortlist/shortlistActor').then((m) => m.shortlistCode), (code) => code.createShortlistActor(), untilOnline);
export const createCompareLive = (): CompareLive =>
  liveActor(() => import('./compare/compareActor').then((m) => m.compareCode), (code) => code.createCompareActor(), untilOnline);

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
