import { vi } from 'vitest';

/**
 * The connection as the page sees it (src/common/connection.ts asks the browser and probes the server):
 * up (the probe answers) or gone (the browser says offline, and the probe fails as a network error).
 */
export function connectionUp() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 200 })),
  );
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
}

export function connectionGone() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
}

/** The connection comes back: the browser says so with the `online` event. */
export function connectionBack() {
  connectionUp();
  window.dispatchEvent(new Event('online'));
}
