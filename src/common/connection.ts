/**
 * Is the connection gone? Code that failed to load is either missing (a new release replaced the
 * files: loading the page afresh fixes it) or unreachable (the phone lost its connection: a reload
 * would throw the page away for the browser's own "no internet" page). The browser says it is offline,
 * or a small request to our own server fails as a network error: then it is the connection.
 */
export const CONNECTION_PROBE_PATH = '/api/v1/health';

export async function connectionIsGone(win: Window = window): Promise<boolean> {
  if (!win.navigator.onLine) return true;
  try {
    await win.fetch(CONNECTION_PROBE_PATH, { method: 'HEAD', cache: 'no-store' });
    return false;
  } catch {
    return true;
  }
}

/** Resolves when the browser says the connection is back (the `online` event). */
export function whenOnline(win: Window = window, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      win.removeEventListener('online', done);
      resolve();
    };
    win.addEventListener('online', done);
    signal?.addEventListener('abort', () => win.removeEventListener('online', done), { once: true });
  });
}

/** Raised for code that could not load because the connection is gone (not a reason to reload). */
export class ConnectionGoneError extends Error {
  readonly connectionGone = true;
  constructor(cause: unknown) {
    super('The connection is gone', { cause });
    this.name = 'ConnectionGoneError';
  }
}

export const isConnectionGoneError = (error: unknown): boolean => (error as { connectionGone?: unknown } | null)?.connectionGone === true;

/** Runs the import; when it fails while the connection is gone, fails with ConnectionGoneError. */
export async function importOrConnectionGone<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (await connectionIsGone()) throw new ConnectionGoneError(error);
    throw error;
  }
}

/** What the page says while something waits for the connection. */
export const OFFLINE_MESSAGE = 'You are offline. This page stays as it is; what you asked for carries on when the connection is back.';
