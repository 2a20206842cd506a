import { createContext, useContext } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { shortlistMachine, type ShortlistItem } from '../../../machines/shortlist/shortlist.machine';
import { storedListActor } from '../storedList';

/**
 * The shortlist lives in localStorage: it is kept between visits without an account, and every tab of
 * the site shares it (a change in one tab reaches the others through the `storage` event).
 */
export const SHORTLIST_STORAGE_KEY = 'gantavya.shortlist';

export const shortlistMachineInBrowser = shortlistMachine.provide({
  actors: { persistence: storedListActor<ShortlistItem>(SHORTLIST_STORAGE_KEY, 'localStorage', { watch: true }) },
});

export type ShortlistActorRef = ActorRefFrom<typeof shortlistMachine>;

export const ShortlistActorContext = createContext<ShortlistActorRef | null>(null);

export function useCreateShortlistActor(): ShortlistActorRef {
  return useActorRef(shortlistMachineInBrowser, { input: {} });
}

export function useShortlistActor(): ShortlistActorRef {
  const actor = useContext(ShortlistActorContext);
  if (!actor) throw new Error('useShortlistActor must be used inside the public layout (SavedListsProvider)');
  return actor;
}

const noItems: ShortlistItem[] = [];
export const useShortlistItems = (actor: ShortlistActorRef) => useSelector(actor, (s) => (s.matches('ready') ? s.context.items : noItems));
export const useShortlistRestored = (actor: ShortlistActorRef) => useSelector(actor, (s) => s.matches('ready'));
