import { useEffect } from 'react';

/**
 * The header's widgets (search, menu) and the Save and Compare toggles load their code on first use
 * (see src/common/widget.ts); on a slow phone that first use would wait for a chain of downloads
 * (XState, the statecharts, the search's chunk). So their code starts loading as soon as the page is
 * idle after it has hydrated, beside nothing else: the first load stays as small, and a tap a few
 * seconds later is answered at once. A load that fails here is tried again on first use.
 */
export const IDLE_TIMEOUT_MS = 1500;

export function whenIdle(run: () => void, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(run, 0);
  return () => win.clearTimeout(id);
}

/** Starts the loads once the page is idle after hydration (each an idempotent load). */
export function useWarmOnIdle(...loads: Array<() => Promise<unknown>>) {
  useEffect(
    () => whenIdle(() => loads.forEach((load) => load().catch(() => undefined))),
    // The loads are module-level functions or the layout's actors: fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
