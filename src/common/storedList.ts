import { fromCallback } from 'xstate';
import { storageOf, type StorageArea } from './storageArea';

export type { StorageArea };

function read(storage: Storage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : [];
  } catch {
    return [];
  }
}

/**
 * The persistence actor of a list statechart (the compare tray, the shortlist): on start it reads the
 * stored list and answers STORAGE.LOADED (an empty list when there is none or it cannot be read); it
 * writes every STORAGE.SAVE it receives; with `watch`, a change made in another tab (the `storage`
 * event, which fires only in the other tabs of the same origin) comes back as STORAGE.CHANGED. The
 * machine checks what it is given, so a hand-edited or foreign value cannot break it.
 */
export function storedListActor<TItem>(key: string, area: StorageArea, options: { watch?: boolean } = {}) {
  return fromCallback<{ type: 'STORAGE.SAVE'; items: TItem[] }>(({ sendBack, receive }) => {
    const storage = storageOf(area);
    sendBack({ type: 'STORAGE.LOADED', items: read(storage, key) });
    receive((command) => {
      try {
        storage?.setItem(key, JSON.stringify(command.items));
      } catch {
        // Storage full or refused: the list still works on this page, it is just not kept.
      }
    });
    if (!options.watch || !storage) return undefined;
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea === storage && (e.key === key || e.key === null)) sendBack({ type: 'STORAGE.CHANGED', items: read(storage, key) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}
