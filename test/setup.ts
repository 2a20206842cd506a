import { afterEach, vi } from 'vitest';
import { memoizeComputedStyle } from './helpers/computedStyleMemo';

// findBy*/waitFor wait for a condition; on a loaded machine a lazy page's chunk can take seconds to
// import, so the wait may be long (it ends as soon as the condition holds).
const WAIT_FOR_CONDITION_MS = 15_000;
// Vitest's own vi.waitFor gives up after one second unless told otherwise: the same long wait there.
const vitestWaitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  vitestWaitFor(callback, typeof options === 'number' ? options : { timeout: WAIT_FOR_CONDITION_MS, ...options })) as typeof vi.waitFor;

// user-event with fake timers needs a jest-compatible advanceTimersByTime (see GUIDE.md).
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

if (typeof window !== 'undefined') {
  // Testing Library, React with it, and the DOM matchers only where there is a DOM: a file in Node (the
  // API's, most unit tests) does not pay for loading them.
  const [{ cleanup, configure }] = await Promise.all([import('@testing-library/react'), import('@testing-library/jest-dom/vitest')]);
  configure({ asyncUtilTimeout: WAIT_FOR_CONDITION_MS });
  afterEach(() => {
    cleanup();
  });
  // jsdom lacks these; components read them.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList;
  }
  // jsdom's own computation stays reachable, for the test that compares the memo's answers with it.
  (window as unknown as { jsdomComputedStyle: unknown }).jsdomComputedStyle = memoizeComputedStyle(window);
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  if (!window.scrollTo) window.scrollTo = () => {};
  // No test reaches a real server: a request that no test answers (a fake API or a mocked module)
  // fails at once as "cannot reach the server", as it would offline (pages then use their built-in copy).
  const [{ http }, { AxiosError }] = await Promise.all([import('../src/api/http'), import('axios')]);
  http.defaults.adapter = async (config) => {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  };
}
