import { useEffect } from 'react';

/**
 * The header's widgets (search, menu) and the Save and Compare toggles load their code on first use
 * (see src/common/widget.ts); on a slow phone that first use would wait for a chain of downloads
 * (XState, the statecharts, the search's chunk), 2 s a round on Slow 3G. So their code starts loading
 * as soon as the page has hydrated (in the task after the commit, not when the page is next idle: on a
 * slow phone idle came seconds later): the first load stays as small, and a tap soon after the page is
 * live is answered at once. A load that fails here is tried again on first use.
 */
export function afterCommit(run: () => void, win: Window = window): () => void {
  const id = win.setTimeout(run, 0);
  return () => win.clearTimeout(id);
}

/** Starts the loads right after the page has hydrated (each an idempotent load). */
export function useWarmAfterHydration(...loads: Array<() => Promise<unknown>>) {
  useEffect(
    () => afterCommit(() => loads.forEach((load) => load().catch(() => undefined))),
    // The loads are module-level functions or the layout's actors: fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
