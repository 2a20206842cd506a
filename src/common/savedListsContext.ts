import { createContext } from 'react';
import type { StorageArea } from './storageArea';
import type { CompareLive, ShortlistLive } from './savedListsLive';

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

export const ShortlistActorContext = createContext<ShortlistLive | null>(null);
export const CompareActorContext = createContext<CompareLive | null>(null);

