/**
 * What the stored-list statechart holds and what a page shows of it, with no XState in it: the browser
 * renders the initial view from here before the statechart's code has arrived (and the server renders
 * it), and the statechart starts from the same initial context.
 */
export interface StoredItem {
  /** What the item is (a list of one kind names it too: the stored form is the same for every list). */
  kind: string;
  id: number;
  /** The name when it was added: shown even after the record is gone. */
  name: string;
}

/** What a list is made of: how many items it holds and which kinds. */
export interface StoredListLimits {
  max: number;
  kinds: readonly string[];
}

export interface StoredListContext extends StoredListLimits {
  items: StoredItem[];
  /** The item that could not be added because the list was full, while the refusal shows. */
  refused: StoredItem | null;
}

/** The statechart's first context (its initial state is `restoring`: nothing read yet). */
export const initialStoredListContext = (limits: StoredListLimits): StoredListContext => ({ ...limits, items: [], refused: null });

export const sameItem = (a: Pick<StoredItem, 'kind' | 'id'>, b: Pick<StoredItem, 'kind' | 'id'>) => a.kind === b.kind && a.id === b.id;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;

/**
 * The list read back from storage, whatever was stored there: well-formed items of the list's kinds
 * only, each once, at most `max`; anything else (another app's value, a hand edit) gives an empty list.
 */
export function storedItemsFrom(value: unknown, { max, kinds }: StoredListLimits): StoredItem[] {
  if (!Array.isArray(value)) return [];
  const out: StoredItem[] = [];
  for (const v of value as Array<Partial<StoredItem> | null>) {
    if (!v || typeof v !== 'object') continue;
    // A list of one kind reads items stored without it too (the compare tray stored only ids and names).
    const kind = v.kind === undefined && kinds.length === 1 ? kinds[0] : v.kind;
    if (!kinds.includes(kind as string) || !isId(v.id) || typeof v.name !== 'string' || v.name.trim() === '') continue;
    const item = { kind: kind as string, id: v.id, name: v.name.slice(0, 200) };
    if (out.some((o) => sameItem(o, item))) continue;
    out.push(item);
    if (out.length === max) break;
  }
  return out;
}

/** What the list's parts show: whether the stored list has been read, its items, and a refusal's text. */
export interface StoredListView {
  restored: boolean;
  items: readonly StoredItem[];
  max: number;
  refusal: string;
}

/** The state as the statechart's snapshot gives it (`restored`: in `ready`). */
export interface StoredListState {
  restored: boolean;
  context: StoredListContext;
}

/** The text shown when an item is refused (each list words its own). */
export type RefusalMessage = (name: string, max: number) => string;

export const storedListView = ({ restored, context }: StoredListState, refusalMessage: RefusalMessage): StoredListView => ({
  restored,
  items: context.items,
  max: context.max,
  refusal: context.refused ? refusalMessage(context.refused.name, context.max) : '',
});

/** The view before the stored list is read: what the server renders and the browser shows until the code runs. */
export const initialStoredListView = (limits: StoredListLimits, refusalMessage: RefusalMessage): StoredListView =>
  storedListView({ restored: false, context: initialStoredListContext(limits) }, refusalMessage);
