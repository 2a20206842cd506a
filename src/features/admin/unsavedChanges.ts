import { useEffect } from 'react';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

let hasUnsavedChanges = false;
/** The admin agreed to lose the unsaved changes (so the editor need not keep a draft of them). */
let discardConfirmed = false;

function confirmDiscard(): boolean {
  const ok = window.confirm(UNSAVED_CHANGES_MESSAGE);
  if (ok) discardConfirmed = true;
  return ok;
}

/** Ask before discarding unsaved changes (sign out, in-app links). True when it is fine to go on. */
export function confirmDiscardChanges(): boolean {
  return !hasUnsavedChanges || confirmDiscard();
}

/** Did the admin agree to discard the changes? Reading it resets it. */
export function takeDiscardConfirmed(): boolean {
  const value = discardConfirmed;
  discardConfirmed = false;
  return value;
}

function isInAppNavigation(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return anchor;
}

/**
 * While `dirty`: the browser asks before a reload or closing the tab (beforeunload), and a click on
 * an in-app link asks first (the click is stopped before the router sees it when the admin stays).
 * The browser's Back button cannot be stopped this way: the editor keeps a draft for that case.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    hasUnsavedChanges = true;
    discardConfirmed = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!isInAppNavigation(event)) return;
      if (!confirmDiscard()) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      hasUnsavedChanges = false;
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
