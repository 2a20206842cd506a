import { createContext, useContext } from 'react';
import type { StoredListEvent } from '../../../machines/stored-list/stored-list.machine';
import { initialStoredListView, type StoredListView } from '../../../machines/stored-list/stored-list.view';
import { COMPARE_MAX, compareFullMessage } from '../../config/constants';
import type { StoredListConfig } from '../storageArea';
import { useWidget, type Widget } from '../widget';

/**
 * The compare tray's shell (see ../widget.ts): what it holds, where it is kept, the view it starts in
 * and `useCompareTray`. Its code is the stored-list statechart (../storedListCode.ts).
 */
export const COMPARE_KIND = 'consultancy';

/**
 * The compare tray lives in sessionStorage: comparing is a task of one visit in one tab, so a tray
 * that came back days later (as localStorage would bring it) would hold stale picks and fill the four
 * places; a comparison worth keeping is kept by its link (/compare?ids=…), which can be shared.
 */
export const COMPARE_TRAY: StoredListConfig = {
  max: COMPARE_MAX,
  kinds: [COMPARE_KIND],
  storage: { key: 'gantavya.compare', area: 'sessionStorage', watch: false },
  refusalMessage: (name) => compareFullMessage(name),
};

/** Nothing read yet: what the server renders, and the page shows until the statechart runs. */
export const INITIAL_COMPARE_VIEW = initialStoredListView(COMPARE_TRAY, COMPARE_TRAY.refusalMessage);

export type CompareWidget = Widget<StoredListView, StoredListEvent>;
export const CompareContext = createContext<CompareWidget | null>(null);

/** The compare tray's view and `send` (with `busy` for the calling control). */
export function useCompareTray() {
  const compare = useContext(CompareContext);
  if (!compare) throw new Error('useCompareTray must be used inside the public layout (SavedListsProvider)');
  return useWidget(compare);
}
