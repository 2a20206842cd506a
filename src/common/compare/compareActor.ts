import { createActor, type ActorRefFrom } from 'xstate';
import { compareMachine, type CompareItem } from '../../../machines/compare/compare.machine';
import { storedListActor } from '../storedList';
import { COMPARE_STORAGE_AREA, COMPARE_STORAGE_KEY, CompareActorContext } from '../savedListsContext';

/** The compare tray's statechart with its storage (see savedListsLive.ts for where it lives and when it starts). */
export { COMPARE_STORAGE_KEY, CompareActorContext };

export const compareMachineInBrowser = compareMachine.provide({
  actors: { persistence: storedListActor<CompareItem>(COMPARE_STORAGE_KEY, COMPARE_STORAGE_AREA) },
});

export type CompareActorRef = ActorRefFrom<typeof compareMachine>;

/** The compare tray's code, loaded when its actor first starts. */
export const compareCode = {
  createCompareActor: (): CompareActorRef => createActor(compareMachineInBrowser).start(),
};
export type CompareCode = typeof compareCode;

