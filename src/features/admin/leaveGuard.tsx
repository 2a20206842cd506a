import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { fromCallback, type ActorRefFrom } from 'xstate';
import type { FormEvent, FormMachine, LeaveDestination } from '../../../machines/form/form.machine';

/**
 * The page side of the form statechart's unsaved-changes guard: the DOM listeners it runs while the
 * form is dirty, and the one place where the layout (Sign out) finds the editor on screen.
 */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/** The browser asks before a reload or closing the tab, while this actor runs. */
export const warnBeforeUnload = fromCallback(() => {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => window.removeEventListener('beforeunload', onBeforeUnload);
});

/** The app address a plain left click on this element would open, if it is an in-app link to another page. */
function inAppDestination(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While this actor runs, a click on an in-app link is stopped before the router sees it and becomes
 * ROUTER.LEAVE_REQUESTED; the statechart decides whether the navigation goes on. (The browser's Back
 * button cannot be stopped this way: the editor keeps a draft for that case.)
 */
export const guardLinks = fromCallback<FormEvent>(({ sendBack }) => {
  const onClick = (event: MouseEvent) => {
    const path = inAppDestination(event);
    if (path === null) return;
    event.preventDefault();
    event.stopPropagation();
    sendBack({ type: 'ROUTER.LEAVE_REQUESTED', destination: { kind: 'path', path } });
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
});

type FormActor = ActorRefFrom<FormMachine>;

interface LeaveGuardSlot {
  /** The editor on screen registers its form actor; the returned function unregisters it. */
  register: (actor: FormActor) => () => void;
  /** Ask the editor on screen (if any) before going to `destination`; false when there is none to ask. */
  request: (destination: LeaveDestination) => boolean;
}

const LeaveGuardContext = createContext<LeaveGuardSlot | null>(null);

/** Holds the editor on screen for the layout around it (one per admin layout). */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const current = useRef<FormActor | null>(null);
  const slot = useMemo<LeaveGuardSlot>(
    () => ({
      register: (actor) => {
        current.current = actor;
        return () => {
          if (current.current === actor) current.current = null;
        };
      },
      request: (destination) => {
        const actor = current.current;
        if (!actor) return false;
        actor.send({ type: 'ROUTER.LEAVE_REQUESTED', destination });
        return true;
      },
    }),
    [],
  );
  return <LeaveGuardContext.Provider value={slot}>{children}</LeaveGuardContext.Provider>;
}

/** Register an editor's form actor with the layout for as long as the editor is on screen. */
export function useRegisterLeaveGuard(actor: FormActor) {
  const slot = useContext(LeaveGuardContext);
  useEffect(() => slot?.register(actor), [slot, actor]);
}

/** Ask the editor on screen before going to `destination`: true when the editor will answer (LEAVE.ALLOWED). */
export function useRequestLeave(): (destination: LeaveDestination) => boolean {
  const slot = useContext(LeaveGuardContext);
  return (destination) => slot?.request(destination) ?? false;
}
