import { assign, fromCallback, sendTo, setup } from 'xstate';
import { initialStoredListContext, sameItem, storedItemsFrom, type StoredItem, type StoredListContext, type StoredListLimits } from './stored-list.view';

/**
 * A list the visitor keeps in the browser (Compare consultancies and Shortlist in docs/behaviours.md):
 * the compare tray and the shortlist are this one statechart, each with its own input (how many items,
 * which kinds, where it is stored). A toggle adds an item or takes it out again; an item beyond the
 * limit is refused, and the refusal stays on screen (state `ready.refused`) until the next change. The
 * `persistence` actor, provided by the app, answers STORAGE.LOADED once when it starts, writes every
 * STORAGE.SAVE, and reports STORAGE.CHANGED when another tab changed the stored list (a list kept
 * across tabs), so that two open tabs stay in step.
 */
export type StoredListEvent =
  | { type: 'ITEM.TOGGLE'; item: StoredItem }
  | { type: 'ITEM.REMOVE'; kind: string; id: number }
  | { type: 'LIST.CLEAR' }
  | { type: 'STORAGE.LOADED'; items: unknown }
  | { type: 'STORAGE.CHANGED'; items: unknown };

/** What the persistence actor is told: keep these items. */
export type StoredListCommand = { type: 'STORAGE.SAVE'; items: StoredItem[] };

export const storedListMachine = setup({
  types: {
    context: {} as StoredListContext,
    events: {} as StoredListEvent,
    input: {} as StoredListLimits,
  },
  actors: {
    /** Reads, writes (and for a list kept across tabs, watches) the stored list (provided by the app). */
    persistence: fromCallback<StoredListCommand>(() => {}),
  },
  guards: {
    isInList: ({ context }, params: Pick<StoredItem, 'kind' | 'id'>) => context.items.some((i) => sameItem(i, params)),
    isListFull: ({ context }) => context.items.length >= context.max,
  },
  actions: {
    replaceItems: assign({ items: ({ context }, params: { items: unknown }) => storedItemsFrom(params.items, context) }),
    addItem: assign({
      items: ({ context }, params: { item: StoredItem }) => [...context.items, { kind: params.item.kind, id: params.item.id, name: params.item.name }],
    }),
    removeItem: assign({ items: ({ context }, params: Pick<StoredItem, 'kind' | 'id'>) => context.items.filter((i) => !sameItem(i, params)) }),
    clearItems: assign({ items: () => [] }),
    recordRefusal: assign({ refused: (_, params: { item: StoredItem }) => params.item }),
    clearRefusal: assign({ refused: () => null }),
    saveItems: sendTo('persistence', ({ context }): StoredListCommand => ({ type: 'STORAGE.SAVE', items: context.items })),
  },
}).createMachine({
  id: 'storedList',
  context: ({ input }) => initialStoredListContext(input),
  invoke: { id: 'persistence', src: 'persistence' },
  initial: 'restoring',
  states: {
    restoring: {
      on: {
        'STORAGE.LOADED': { target: 'ready', actions: { type: 'replaceItems', params: ({ event }) => ({ items: event.items }) } },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {},
        refused: { exit: 'clearRefusal' },
      },
      on: {
        'ITEM.TOGGLE': [
          {
            guard: { type: 'isInList', params: ({ event }) => ({ kind: event.item.kind, id: event.item.id }) },
            target: '.idle',
            actions: [{ type: 'removeItem', params: ({ event }) => ({ kind: event.item.kind, id: event.item.id }) }, 'saveItems'],
          },
          { guard: 'isListFull', target: '.refused', actions: { type: 'recordRefusal', params: ({ event }) => ({ item: event.item }) } },
          { target: '.idle', actions: [{ type: 'addItem', params: ({ event }) => ({ item: event.item }) }, 'saveItems'] },
        ],
        'ITEM.REMOVE': {
          guard: { type: 'isInList', params: ({ event }) => ({ kind: event.kind, id: event.id }) },
          target: '.idle',
          actions: [{ type: 'removeItem', params: ({ event }) => ({ kind: event.kind, id: event.id }) }, 'saveItems'],
        },
        'LIST.CLEAR': { target: '.idle', actions: ['clearItems', 'saveItems'] },
        // Another tab changed the stored list: take it as it is (it was already saved there).
        'STORAGE.CHANGED': { target: '.idle', actions: { type: 'replaceItems', params: ({ event }) => ({ items: event.items }) } },
      },
    },
  },
});
