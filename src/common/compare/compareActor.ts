import { createActor } from 'xstate';
import { compareMachine, type CompareItem } from '../../../machines/compare/compare.machine';
import { storedListActor } from '../storedList';
import { COMPARE_STORAGE_AREA, COMPARE_STORAGE_KEY, type CompareCode } from '../savedListsLive';

/** The compare tray's statechart with its storage (see savedListsLive.ts for where it lives and when it starts). */

export const compareMachineInBrowser = compareMachine.provide({
  actors: { persistence: storedListActor<CompareItem>(COMPARE_STORAGE_KEY, COMPARE_STORAGE_AREA) },
});

/** The compare tray's code, loaded when its actor first starts. */
export const compareCode: CompareCode = {
  createCompareActor: () => createActor(compareMachineInBrowser).start(),
};

