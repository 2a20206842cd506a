import { assign, fromCallback, sendTo, setup } from 'xstate';
import { SHORTLIST_MAX } from '../../src/config/constants';

/**
 * The shortlist (Shortlist in docs/behaviours.md): consultancies, universities and courses a visitor
 * saved, kept in the browser without an account. A "Save" toggle adds or removes one; a save beyond
 * the limit is refused and the refusal shows until the next change (state `ready.refused`). The
 * `persistence` actor, provided by the app, answers STORAGE.LOADED once when it starts, writes every
 * STORAGE.SAVE, and reports STORAGE.CHANGED when another tab changed the stored list, so that two open
 * tabs stay in step.
 */
export const SHORTLIST_KINDS = ['consultancy', 'university', 'course'] as const;
export type ShortlistKind = (typeof SHORTLIST_KINDS)[number];

export interface ShortlistItem {
  kind: ShortlistKind;
  id: number;
  /** The name when it was saved: shown even after the record is gone. */
  name: string;
}

export interface ShortlistContext {
  items: ShortlistItem[];
  max: number;
  refused: ShortlistItem | null;
}

export type ShortlistEvent =
  | { type: 'SAVE_TOGGLE.CLICK'; item: ShortlistItem }
  | { type: 'SHORTLIST_ITEM.REMOVE'; kind: ShortlistKind; id: number }
  | { type: 'STORAGE.LOADED'; items: unknown }
  | { type: 'STORAGE.CHANGED'; items: unknown };

export type ShortlistStorageCommand = { type: 'STORAGE.SAVE'; items: ShortlistItem[] };

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;
const isKind = (v: unknown): v is ShortlistKind => (SHORTLIST_KINDS as readonly unknown[]).includes(v);
export const sameItem = (a: Pick<ShortlistItem, 'kind' | 'id'>, b: Pick<ShortlistItem, 'kind' | 'id'>) => a.kind === b.kind && a.id === b.id;

/** The shortlist read back from storage: well-formed items only, each once, at most `max`. */
export function shortlistItemsFrom(value: unknown, max = SHORTLIST_MAX): ShortlistItem[] {
  if (!Array.isArray(value)) return [];
  const out: ShortlistItem[] = [];
  for (const v of value as Array<Partial<ShortlistItem> | null>) {
    if (!v || typeof v !== 'object' || !isKind(v.kind) || !isId(v.id) || typeof v.name !== 'string' || v.name.trim() === '') continue;
    const item = { kind: v.kind, id: v.id, name: v.name.slice(0, 200) };
    if (out.some((o) => sameItem(o, item))) continue;
    out.push(item);
    if (out.length === max) break;
  }
  return out;
}

export const shortlistMachine = setup({
  types: {
    context: {} as ShortlistContext,
    events: {} as ShortlistEvent,
    input: {} as { max?: number } | undefined,
  },
  actors: {
    /** Reads, writes and watches the stored shortlist (provided by the app). */
    persistence: fromCallback<ShortlistStorageCommand>(() => {}),
  },
  guards: {
    isSaved: ({ context }, params: Pick<ShortlistItem, 'kind' | 'id'>) => context.items.some((i) => sameItem(i, params)),
    isShortlistFull: ({ context }) => context.items.length >= context.max,
  },
  actions: {
    replaceItems: assign({ items: ({ context }, params: { items: unknown }) => shortlistItemsFrom(params.items, context.max) }),
    addItem: assign({
      items: ({ context }, params: { item: ShortlistItem }) => [...context.items, { kind: params.item.kind, id: params.item.id, name: params.item.name }],
    }),
    removeItem: assign({ items: ({ context }, params: Pick<ShortlistItem, 'kind' | 'id'>) => context.items.filter((i) => !sameItem(i, params)) }),
    recordRefusal: assign({ refused: (_, params: { item: ShortlistItem }) => params.item }),
    clearRefusal: assign({ refused: () => null }),
    saveItems: sendTo('persistence', ({ context }): ShortlistStorageCommand => ({ type: 'STORAGE.SAVE', items: context.items })),
  },
}).createMachine({
  id: 'shortlist',
  context: ({ input }) => ({ items: [], max: input?.max ?? SHORTLIST_MAX, refused: null }),
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
        'SAVE_TOGGLE.CLICK': [
          {
            guard: { type: 'isSaved', params: ({ event }) => ({ kind: event.item.kind, id: event.item.id }) },
            target: '.idle',
            actions: [{ type: 'removeItem', params: ({ event }) => ({ kind: event.item.kind, id: event.item.id }) }, 'saveItems'],
          },
          { guard: 'isShortlistFull', target: '.refused', actions: { type: 'recordRefusal', params: ({ event }) => ({ item: event.item }) } },
          { target: '.idle', actions: [{ type: 'addItem', params: ({ event }) => ({ item: event.item }) }, 'saveItems'] },
        ],
        'SHORTLIST_ITEM.REMOVE': {
          guard: { type: 'isSaved', params: ({ event }) => ({ kind: event.kind, id: event.id }) },
          target: '.idle',
          actions: [{ type: 'removeItem', params: ({ event }) => ({ kind: event.kind, id: event.id }) }, 'saveItems'],
        },
        // Another tab changed the stored list: take it as it is (it was already saved there).
        'STORAGE.CHANGED': { target: '.idle', actions: { type: 'replaceItems', params: ({ event }) => ({ items: event.items }) } },
      },
    },
  },
});
