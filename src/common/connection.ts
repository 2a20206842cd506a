/**
 * Is the connection gone? Code that failed to load is either missing (a new release replaced the
 * files: loading the page afresh fixes it) or unreachable (the phone lost its connection: a reload
 * would throw the page away for the browser's own "no internet" page). A small request to our own
 * server tells which: when it fails as a network error, it is the connection. What the browser says
 * (`navigator.onLine`) is not asked: it says online on a Wi-Fi without internet, and some browsers say
 * offline while requests go through; the request's real outcome is the answer (a browser that is
 * offline fails it at once).
 */
export const CONNECTION_PROBE_PATH = '/api/v1/health';

/**
 * How often the connection is checked while waiting for it. A connection without internet (a phone on
 * a Wi-Fi that has none) never fires `online` when it comes back: the browser thought it was online.
 */
export const CONNECTION_RECHECK_MS = 5000;

export async function connectionIsGone(win: Window = window): Promise<boolean> {
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

/** Resolves once our server answers again, checked every CONNECTION_RECHECK_MS. */
export function whenReachable(win: Window, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<Window['setTimeout']> | undefined;
    const check = () => {
      timer = win.setTimeout(() => {
        if (signal?.aborted) return;
        void connectionIsGone(win).then((gone) => (signal?.aborted ? undefined : gone ? check() : resolve()));
      }, CONNECTION_RECHECK_MS);
    };
    signal?.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
    check();
  });
}

/**
 * Resolves when the connection is back: the browser's `online` event, or our server answering a check
 * (whichever comes first; the other stops with the signal's abort, or with the wait's end).
 */
export function whenConnectionBack(win: Window = window, signal?: AbortSignal): Promise<void> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  return Promise.race([whenOnline(win, controller.signal), whenReachable(win, controller.signal)]).finally(() => controller.abort());
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

/** The address of the module a failed dynamic import names (Chromium and Firefox name it; Safari does not). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /\b(https?:\/\/\S+?\.m?js)\b/.exec(message)?.[1] ?? null;
}

/**
 * Imports the module a failed import names again, at an address of its own (a query the server ignores):
 * a browser that keeps a failed import's failure for the page's life (Chromium 150 does) would answer the
 * same address with the same failure without asking the server. The modules it imports are the ones
 * already in (their addresses are unchanged). Null where the error names no module.
 */
export function importAfresh<T>(error: unknown, attempt: number): Promise<T> | null {
  const file = failedModuleUrl(error);
  return file === null ? null : (import(/* @vite-ignore */ `${file}?attempt=${attempt}`) as Promise<T>);
}

/** Is the file on the server (true), gone from it (false: a new release replaced it), or out of reach (null)? */
export async function fileIsThere(url: string, win: Window = window): Promise<boolean | null> {
  try {
    return (await win.fetch(url, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return null;
  }
}

/** How often a file still on the server is imported again before the failure is taken as it came. */
export const IMPORT_ATTEMPTS_WHILE_FILE_IS_THERE = 4;
/** The wait before the first of those attempts; it doubles before each next one (0.25 + 0.5 + 1 + 2 s at most). */
export const IMPORT_RETRY_FIRST_WAIT_MS = 250;

/**
 * Runs the import; when it fails while the connection is gone, fails with ConnectionGoneError. A file
 * that failed although our server answers is asked for itself: while it is still on the server, the
 * connection failed it on its way (the first moments after the `online` event, when the browser says
 * online before every request goes through, its service worker's among them), so the import runs again,
 * a few times, each after a wait that doubles and after the file has answered once more. A file gone from the server (a new release),
 * one that does not answer, or an error that names no file, fails as it came: a reload mends it.
 */
export async function importOrConnectionGone<T>(load: () => Promise<T>, win: Window = window): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (await connectionIsGone(win)) throw new ConnectionGoneError(error);
    const file = failedModuleUrl(error);
    for (let attempt = 0; file !== null && attempt < IMPORT_ATTEMPTS_WHILE_FILE_IS_THERE; attempt += 1) {
      await new Promise((resolve) => win.setTimeout(resolve, IMPORT_RETRY_FIRST_WAIT_MS * 2 ** attempt));
      if ((await fileIsThere(file, win)) !== true) break;
      try {
        return await load();
      } catch {
        // Asked again below: the file may still be there.
      }
    }
    throw error;
  }
}
