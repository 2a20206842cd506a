import { useContext } from 'react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { shortlistMachine, type ShortlistItem } from '../../../machines/shortlist/shortlist.machine';
import { storedListActor } from '../storedList';
import { SHORTLIST_STORAGE_AREA, SHORTLIST_STORAGE_KEY, ShortlistActorContext, type ShortlistActorRef, type ShortlistCode } from '../savedListsLive';

/** The shortlist's statechart with its storage (see savedListsLive.ts for where it lives and when it starts). */

export const shortlistMachineInBrowser = shortlistMachine.provide({
  actors: { persistence: storedListActor<ShortlistItem>(SHORTLIST_STORAGE_KEY, SHORTLIST_STORAGE_AREA, { watch: true }) },
});

/** The shortlist's code, loaded when its actor first starts. */
export const shortlistCode: ShortlistCode = {
  createShortlistActor: (input = {}) => createActor(shortlistMachineInBrowser, { input }).start(),
};

/** The shortlist's actor, running (a page whose code uses it starts it at once). */
export function useShortlistActor(): ShortlistActorRef {
  const live = useContext(ShortlistActorContext);
  if (!live) throw new Error('useShortlistActor must be used inside the public layout (SavedListsProvider)');
  return live.startWith(shortlistCode);
}

const noItems: ShortlistItem[] = [];
export const useShortlistItems = (actor: ShortlistActorRef) => useSelector(actor, (s) => (s.matches('ready') ? s.context.items : noItems));
export const useShortlistRestored = (actor: ShortlistActorRef) => useSelector(actor, (s) => s.matches('ready'));
