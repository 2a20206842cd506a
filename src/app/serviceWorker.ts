import {
  KEEP_LOADED_MESSAGE,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  VISITED_MESSAGE,
  type KeepLoadedMessage,
  type VisitedMessage,
} from '../../worker/protocol';

/**
 * Registers the service worker (worker/sw.ts) once the page has loaded and the browser is idle, so it
 * costs the first paint and hydration nothing. On the first visit the page was loaded before any worker
 * controlled it: once the worker is active, the page names its own address and the files it loaded, and
 * the worker keeps them too (so the first page read also reads offline). Each navigation inside the app
 * (wouter announces pushState and replaceState) tells the worker the new address, so that it opens
 * offline too.
 */
export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker;
  if (!container || !win.isSecureContext) return;
  const controlledAtLoad = Boolean(container.controller);
  const register = async () => {
    const registration = await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    if (controlledAtLoad) return;
    await container.ready;
    const message: KeepLoadedMessage = {
      type: KEEP_LOADED_MESSAGE,
      pages: [win.location.href],
      files: win.performance.getEntriesByType('resource').map((entry) => entry.name),
    };
    registration.active?.postMessage(message);
  };
  const whenIdle = () => {
    const start = () => void register().catch(() => undefined);
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(start, { timeout: 5000 });
    else win.setTimeout(start, 1000);
  };
  const visited = () => {
    const message: VisitedMessage = { type: VISITED_MESSAGE, url: win.location.href };
    container.controller?.postMessage(message);
  };
  for (const event of ['pushState', 'replaceState', 'popstate']) win.addEventListener(event, visited);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
