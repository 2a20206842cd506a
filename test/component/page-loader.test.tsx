import { connectionUp } from '../helpers/connection';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { InEnglish } from '../helpers/renderPage';
import { lazyPage } from '../../src/app/lazyPage';
import { CHUNK_RELOAD_WINDOW_MS } from '../../src/config/constants';
import { theme } from '../../src/ui/theme';

/** A chunk import that really fails: the module does not exist. */
const missingChunk = () => import(/* @vite-ignore */ `/chunks/definitely-missing-${Math.random()}.js`) as Promise<{ default: () => null }>;

function renderPage(Page: () => React.ReactNode) {
  return render(
    <InEnglish>
      <ThemeProvider theme={theme}>
        <Page />
      </ThemeProvider>
    </InEnglish>,
  );
}

describe('a lazily loaded page that fails to load reloads', () => {
  beforeEach(() => {
    sessionStorage.clear();
    connectionUp();
  });
  afterEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.useRealTimers());

  it('shows a spinner while the page loads, then the page', async () => {
    let resolve!: (m: { default: () => React.ReactNode }) => void;
    const Page = lazyPage('slow', () => new Promise((r) => (resolve = r)));
    renderPage(Page);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    resolve({ default: () => <h1>Loaded page</h1> });
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('a failing chunk reloads the page once, then shows the error screen with Try again', async () => {
    const reload = vi.fn();
    const Page = lazyPage('broken', missingChunk, { reload });

    // First visit: the chunk fails, the page reloads.
    const first = renderPage(Page);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('gantavya:chunk-reload:broken')).not.toBeNull();
    first.unmount();

    // Right after the reload the same chunk fails again: the error screen, no second reload.
    renderPage(Page);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);

    // Try again reloads (once more, on the user's word).
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a failure long after an earlier reload reloads again (the marker is only for "right after")', async () => {
    const reload = vi.fn();
    sessionStorage.setItem('gantavya:chunk-reload:old', String(Date.now() - CHUNK_RELOAD_WINDOW_MS - 1));
    renderPage(lazyPage('old', missingChunk, { reload }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('a chunk that loads clears the reload marker', async () => {
    sessionStorage.setItem('gantavya:chunk-reload:ok', String(Date.now()));
    renderPage(lazyPage('ok', async () => ({ default: () => <h1>Fine</h1> })));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(sessionStorage.getItem('gantavya:chunk-reload:ok')).toBeNull();
  });
});

describe('waiting for the connection', () => {
  afterEach(() => vi.useRealTimers());

  /** A window whose browser says `onLine`, and whose probe of our server fails `failures` times, then answers. */
  function fakeWindow(onLine: boolean, failures: number) {
    let failed = 0;
    const fetch = vi.fn(async () => {
      if (failed < failures) {
        failed += 1;
        throw new TypeError('Failed to fetch');
      }
      return new Response(null, { status: 200 });
    });
    const win = { navigator: { onLine }, fetch, setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout } as unknown as Window;
    return { win, fetch };
  }

  it('a connection that comes back without an `online` event (a Wi-Fi without internet) is found by checking our server', async () => {
    vi.useFakeTimers();
    const { whenReachable, CONNECTION_RECHECK_MS } = await import('../../src/common/connection');
    const { win, fetch } = fakeWindow(true, 1);
    const back = vi.fn();
    void whenReachable(win, new AbortController().signal).then(back);
    await vi.advanceTimersByTimeAsync(CONNECTION_RECHECK_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CONNECTION_RECHECK_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('a browser that says it is offline while our server answers is not believed; a wait that is dropped stops checking', async () => {
    vi.useFakeTimers();
    const { whenReachable, connectionIsGone, CONNECTION_RECHECK_MS } = await import('../../src/common/connection');
    const saysOffline = fakeWindow(false, 0);
    expect(await connectionIsGone(saysOffline.win)).toBe(false);
    const back = vi.fn();
    void whenReachable(saysOffline.win, new AbortController().signal).then(back);
    await vi.advanceTimersByTimeAsync(CONNECTION_RECHECK_MS);
    expect(back).toHaveBeenCalledTimes(1);

    const dropped = fakeWindow(true, 10);
    const controller = new AbortController();
    void whenReachable(dropped.win, controller.signal);
    await vi.advanceTimersByTimeAsync(CONNECTION_RECHECK_MS);
    expect(dropped.fetch).toHaveBeenCalledTimes(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(3 * CONNECTION_RECHECK_MS);
    expect(dropped.fetch).toHaveBeenCalledTimes(1);
  });

  it("the wait for the connection ends at the browser's `online` event or at our server's answer, whichever comes first, and then stops checking", async () => {
    vi.useFakeTimers();
    const { whenConnectionBack, CONNECTION_RECHECK_MS } = await import('../../src/common/connection');
    const events = new EventTarget();
    const { win, fetch } = fakeWindow(true, 100);
    Object.assign(win, { addEventListener: events.addEventListener.bind(events), removeEventListener: events.removeEventListener.bind(events) });
    const back = vi.fn();
    void whenConnectionBack(win).then(back);
    await vi.advanceTimersByTimeAsync(CONNECTION_RECHECK_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(back).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * CONNECTION_RECHECK_MS);
    expect(fetch).toHaveBeenCalledTimes(1);

    const answered = fakeWindow(false, 0);
    Object.assign(answered.win, { addEventListener: () => undefined, removeEventListener: () => undefined });
    const backToo = vi.fn();
    void whenConnectionBack(answered.win).then(backToo);
    await vi.advanceTimersByTimeAsync(CONNECTION_RECHECK_MS);
    expect(backToo).toHaveBeenCalledTimes(1);
  });
});

describe('a chunk that fails while our server answers', () => {
  const FILE = 'http://localhost/assets/ServicesPage-abc123.js';
  const failed = () => new TypeError(`Failed to fetch dynamically imported module: ${FILE}`);
  /** A window whose server answers the connection check, and the file's own check with `file`. */
  const serverWith = (file: number | 'unreachable') => {
    const fetch = vi.fn(async (url: string) => {
      if (url !== FILE) return new Response(null, { status: 204 });
      if (file === 'unreachable') throw new TypeError('Failed to fetch');
      return new Response(null, { status: file });
    });
    return { win: { fetch, setTimeout: (run: () => void) => setTimeout(run, 0) } as unknown as Window, fetch };
  };

  it('names the file the browser could not import', async () => {
    const { failedModuleUrl } = await import('../../src/common/connection');
    expect(failedModuleUrl(failed())).toBe(FILE);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${FILE}`))).toBe(FILE);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it('the connection failed it on its way (the file is still on the server): the import runs once more, and the page opens without a reload', async () => {
    const { importOrConnectionGone } = await import('../../src/common/connection');
    const { win } = serverWith(200);
    const load = vi.fn().mockRejectedValueOnce(failed()).mockResolvedValueOnce('page');
    await expect(importOrConnectionGone(load, win)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('failing on every attempt although the file is on the server, it fails as it came after a few attempts, so the page reloads (no endless wait)', async () => {
    const { importOrConnectionGone, isConnectionGoneError, IMPORT_ATTEMPTS_WHILE_FILE_IS_THERE } = await import('../../src/common/connection');
    const { win } = serverWith(200);
    const load = vi.fn().mockRejectedValue(failed());
    const error = await importOrConnectionGone(load, win).catch((e: unknown) => e);
    expect(isConnectionGoneError(error)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1 + IMPORT_ATTEMPTS_WHILE_FILE_IS_THERE);
  });

  it('a file gone from the server (a new release replaced it) fails as it did, so the page reloads; so does an error that names no file', async () => {
    const { importOrConnectionGone, isConnectionGoneError } = await import('../../src/common/connection');
    const gone = serverWith(404);
    const load = vi.fn().mockRejectedValue(failed());
    const error = await importOrConnectionGone(load, gone.win).catch((e: unknown) => e);
    expect(isConnectionGoneError(error)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    const unnamed = vi.fn().mockRejectedValue(new TypeError('Importing a module script failed.'));
    expect(isConnectionGoneError(await importOrConnectionGone(unnamed, serverWith(200).win).catch((e: unknown) => e))).toBe(false);
  });

  it('a file that does not answer while our server does fails as it came (a reload mends it), without another attempt', async () => {
    const { importOrConnectionGone, isConnectionGoneError } = await import('../../src/common/connection');
    const load = vi.fn().mockRejectedValue(failed());
    expect(isConnectionGoneError(await importOrConnectionGone(load, serverWith('unreachable').win).catch((e: unknown) => e))).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
