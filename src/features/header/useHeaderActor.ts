import { createContext, useContext } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { headerMachine } from '../../../machines/header/header.machine';
import { getInspector } from '../../app/inspector';
import { HEADER_IDS, focusById } from './header.dom';

export type HeaderActorRef = ActorRefFrom<typeof headerMachine>;

/** The header's actor, shared with parts of the page that talk to it (e.g. the home page's search entry). */
export const HeaderActorContext = createContext<HeaderActorRef | null>(null);

export function useHeaderActor(): HeaderActorRef {
  const value = useContext(HeaderActorContext);
  if (!value) throw new Error('useHeaderActor must be used inside the public layout');
  return value;
}

/** The header machine with its DOM actions provided by the React side. */
export const headerMachineForDom = headerMachine.provide({
  actions: {
    focusMenuToggle: () => focusById(HEADER_IDS.menuToggle),
    focusSearchButton: () => focusById(HEADER_IDS.searchButton),
  },
});

export function useCreateHeaderActor(): HeaderActorRef {
  return useActorRef(headerMachineForDom, { inspect: getInspector() });
}
