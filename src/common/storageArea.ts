import type { RefusalMessage, StoredListLimits } from '../../machines/stored-list/stored-list.view';

/** Which of the browser's stores a list lives in. */
export type StorageArea = 'localStorage' | 'sessionStorage';

/** The store, or null where there is none (server rendering) or it is refused (some private modes). */
export function storageOf(area: StorageArea): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[area];
  } catch {
    return null;
  }
}

/**
 * A list kept in the browser (the stored-list statechart's input, and where and how it is stored):
 * `watch` hears changes made in other tabs (a list that every tab shares).
 */
export interface StoredListConfig extends StoredListLimits {
  storage: { key: string; area: StorageArea; watch: boolean };
  refusalMessage: RefusalMessage;
}

/** True when the browser holds something under the list's key (the statechart decides what of it is usable). */
export function holdsSomething({ storage }: StoredListConfig): boolean {
  try {
    const raw = storageOf(storage.area)?.getItem(storage.key);
    return raw != null && raw.trim() !== '' && raw.trim() !== '[]';
  } catch {
    return false;
  }
}
