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
