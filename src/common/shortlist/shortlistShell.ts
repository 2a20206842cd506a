import { createContext, useContext } from 'react';
import type { StoredListEvent } from '../../../machines/stored-list/stored-list.machine';
import { initialStoredListView, type StoredListView } from '../../../machines/stored-list/stored-list.view';
import { SHORTLIST_MAX, shortlistFullMessage } from '../../config/constants';
import type { StoredListConfig } from '../storageArea';
import { useWidget, type Widget } from '../widget';

/**
 * The shortlist's shell (see ../widget.ts): what it holds, where it is kept, the view it starts in
 * and `useShortlist`. Its code is the stored-list statechart (../storedListCode.ts).
 */
export const SHORTLIST_KINDS = ['consultancy', 'university', 'course'] as const;
export type ShortlistKind = (typeof SHORTLIST_KINDS)[number];

/**
 * The shortlist lives in localStorage: it is kept between visits without an account, and every tab of
 * the site shares it (a change in one tab reaches the others through the `storage` event).
 */
export const SHORTLIST: StoredListConfig = {
  max: SHORTLIST_MAX,
  kinds: SHORTLIST_KINDS,
  storage: { key: 'gantavya.shortlist', area: 'localStorage', watch: true },
  refusalMessage: shortlistFullMessage,
};

/** Nothing read yet: what the server renders, and the page shows until the statechart runs. */
export const INITIAL_SHORTLIST_VIEW = initialStoredListView(SHORTLIST, SHORTLIST.refusalMessage);

export type ShortlistWidget = Widget<StoredListView, StoredListEvent>;
export const ShortlistContext = createContext<ShortlistWidget | null>(null);

/** The shortlist's view and `send` (with `busy` for the calling control); `start` loads its code at once. */
export function useShortlist(options?: { start?: boolean }) {
  const shortlist = useContext(ShortlistContext);
  if (!shortlist) throw new Error('useShortlist must be used inside the public layout (SavedListsProvider)');
  return useWidget(shortlist, options);
}
