import { createContext, useContext } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { compareMachine, type CompareItem } from '../../../machines/compare/compare.machine';
import { storedListActor } from '../storedList';

/**
 * The compare tray lives in sessionStorage: comparing is a task of one visit in one tab, so a tray
 * that came back days later (as localStorage would bring it) would hold stale picks and fill the four
 * places; a comparison worth keeping is kept by its link (/compare?ids=…), which can be shared.
 */
export const COMPARE_STORAGE_KEY = 'gantavya.compare';

export const compareMachineInBrowser = compareMachine.provide({
  actors: { persistence: storedListActor<CompareItem>(COMPARE_STORAGE_KEY, 'sessionStorage') },
});

export type CompareActorRef = ActorRefFrom<typeof compareMachine>;

export const CompareActorContext = createContext<CompareActorRef | null>(null);

export function useCreateCompareActor(): CompareActorRef {
  return useActorRef(compareMachineInBrowser);
}

export function useCompareActor(): CompareActorRef {
  const actor = useContext(CompareActorContext);
  if (!actor) throw new Error('useCompareActor must be used inside the public layout (SavedListsProvider)');
  return actor;
}
