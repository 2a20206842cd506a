import { assign, fromCallback, sendTo, setup } from 'xstate';
import { COMPARE_MAX } from '../../src/config/constants';

/**
 * The compare tray (Compare consultancies in docs/behaviours.md): the consultancies a visitor picked to
 * compare side by side, at most COMPARE_MAX. A "Compare" toggle on a card adds or removes one; a pick
 * beyond the limit is refused, and the refusal stays on screen (state `ready.refused`) until the next
 * change. The tray lives in the browser's storage through the `persistence` actor, which the app
 * provides: it answers STORAGE.LOADED once when it starts and writes every STORAGE.SAVE it receives.
 */
export interface CompareItem {
  id: number;
  name: string;
}

export interface CompareContext {
  items: CompareItem[];
  /** The consultancy that could not be added because the tray was full, while the refusal shows. */
  refused: CompareItem | null;
}

export type CompareEvent =
  | { type: 'COMPARE_TOGGLE.CLICK'; item: CompareItem }
  | { type: 'TRAY_ITEM.REMOVE'; id: number }
  | { type: 'TRAY_CLEAR.CLICK' }
  | { type: 'STORAGE.LOADED'; items: unknown };

/** What the persistence actor is told: keep these items. */
export type CompareStorageCommand = { type: 'STORAGE.SAVE'; items: CompareItem[] };

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;

/**
 * The tray read back from storage, whatever was stored there: well-formed items only, each id once,
 * at most `max`; anything else (another app's value, a hand edit, an old format) gives an empty tray.
 */
export function compareItemsFrom(value: unknown, max = COMPARE_MAX): CompareItem[] {
  if (!Array.isArray(value)) return [];
  const out: CompareItem[] = [];
  for (const v of value as Array<Partial<CompareItem> | null>) {
    if (!v || typeof v !== 'object' || !isId(v.id) || typeof v.name !== 'string' || v.name.trim() === '') continue;
    if (out.some((o) => o.id === v.id)) continue;
    out.push({ id: v.id, name: v.name.slice(0, 200) });
    if (out.length === max) break;
  }
  return out;
}

export const compareMachine = setup({
  types: {
    context: {} as CompareContext,
    events: {} as CompareEvent,
  },
  actors: {
    /** Reads the stored tray (answering STORAGE.LOADED) and stores every STORAGE.SAVE (provided by the app). */
    persistence: fromCallback<CompareStorageCommand>(() => {}),
  },
  guards: {
    isInTray: ({ context }, params: { id: number }) => context.items.some((i) => i.id === params.id),
    isTrayFull: ({ context }) => context.items.length >= COMPARE_MAX,
  },
  actions: {
    restoreItems: assign({ items: (_, params: { items: unknown }) => compareItemsFrom(params.items) }),
    addItem: assign({ items: ({ context }, params: { item: CompareItem }) => [...context.items, { id: params.item.id, name: params.item.name }] }),
    removeItem: assign({ items: ({ context }, params: { id: number }) => context.items.filter((i) => i.id !== params.id) }),
    clearItems: assign({ items: () => [] }),
    recordRefusal: assign({ refused: (_, params: { item: CompareItem }) => params.item }),
    clearRefusal: assign({ refused: () => null }),
    saveItems: sendTo('persistence', ({ context }): CompareStorageCommand => ({ type: 'STORAGE.SAVE', items: context.items })),
  },
}).createMachine({
  id: 'compare',
  context: { items: [], refused: null },
  invoke: { id: 'persistence', src: 'persistence' },
  initial: 'restoring',
  states: {
    restoring: {
      on: {
        'STORAGE.LOADED': { target: 'ready', actions: { type: 'restoreItems', params: ({ event }) => ({ items: event.items }) } },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {},
        refused: { exit: 'clearRefusal' },
      },
      on: {
        'COMPARE_TOGGLE.CLICK': [
          {
            guard: { type: 'isInTray', params: ({ event }) => ({ id: event.item.id }) },
            target: '.idle',
            actions: [{ type: 'removeItem', params: ({ event }) => ({ id: event.item.id }) }, 'saveItems'],
          },
          { guard: 'isTrayFull', target: '.refused', actions: { type: 'recordRefusal', params: ({ event }) => ({ item: event.item }) } },
          { target: '.idle', actions: [{ type: 'addItem', params: ({ event }) => ({ item: event.item }) }, 'saveItems'] },
        ],
        'TRAY_ITEM.REMOVE': {
          guard: { type: 'isInTray', params: ({ event }) => ({ id: event.id }) },
          target: '.idle',
          actions: [{ type: 'removeItem', params: ({ event }) => ({ id: event.id }) }, 'saveItems'],
        },
        'TRAY_CLEAR.CLICK': { target: '.idle', actions: ['clearItems', 'saveItems'] },
      },
    },
  },
});
