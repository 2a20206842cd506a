/**
 * Development only: with ?inspect in the URL, running actors connect to the Stately inspector.
 * Imported dynamically behind import.meta.env.DEV, so none of it is in the production bundle.
 */
import type { InspectionEvent, Observer } from 'xstate';

let inspect: Observer<InspectionEvent> | undefined;

export async function startInspector(): Promise<void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector({ autoStart: true }).inspect;
}

/** The observer to pass as `inspect` when creating actors (undefined unless inspecting). */
export function getInspector(): Observer<InspectionEvent> | undefined {
  return inspect;
}
