import { createActor, fromCallback } from 'xstate';
import { storedListMachine, type StoredListEvent } from '../../machines/stored-list/stored-list.machine';
import { storedListView, type StoredItem, type StoredListView } from '../../machines/stored-list/stored-list.view';
import { storageOf, type StoredListConfig } from './storageArea';
import type { Running } from './widget';

function read(storage: Storage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : [];
  } catch {
    return [];
  }
}

/**
 * The persistence actor of the stored-list statechart: on start it reads the stored list and answers
 * STORAGE.LOADED (an empty list when there is none or it cannot be read); it writes every STORAGE.SAVE
 * it receives; with `watch`, a change made in another tab (the `storage` event, which fires only in the
 * other tabs of the same origin) comes back as STORAGE.CHANGED. The statechart checks what it is
 * given, so a hand-edited or foreign value cannot break it.
 */
export function storedListActor({ key, area, watch }: StoredListConfig['storage']) {
  return fromCallback<{ type: 'STORAGE.SAVE'; items: StoredItem[] }>(({ sendBack, receive }) => {
    const storage = storageOf(area);
    sendBack({ type: 'STORAGE.LOADED', items: read(storage, key) });
    receive((command) => {
      try {
        storage?.setItem(key, JSON.stringify(command.items));
      } catch {
        // Storage full or refused: the list still works on this page, it is just not kept.
      }
    });
    if (!watch || !storage) return undefined;
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea === storage && (e.key === key || e.key === null)) sendBack({ type: 'STORAGE.CHANGED', items: read(storage, key) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

/** A stored list's code (the shortlist's and the compare tray's, see their shells): its statechart running with the browser's storage. */
export function runStoredList(config: StoredListConfig): Running<StoredListView, StoredListEvent> {
  const machine = storedListMachine.provide({ actors: { persistence: storedListActor(config.storage) } });
  const actor = createActor(machine, { input: { max: config.max, kinds: config.kinds } }).start();
  let last: { snapshot: unknown; view: StoredListView } | null = null;
  return {
    view() {
      const snapshot = actor.getSnapshot();
      if (last?.snapshot !== snapshot)
        last = { snapshot, view: storedListView({ restored: snapshot.matches('ready'), context: snapshot.context }, config.refusalMessage) };
      return last.view;
    },
    subscribe(listener) {
      const sub = actor.subscribe({ next: listener, error: listener, complete: listener });
      return () => sub.unsubscribe();
    },
    send: (event) => actor.send(event),
    stop: () => actor.stop(),
  };
}
