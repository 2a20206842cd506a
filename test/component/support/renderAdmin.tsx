import { render, screen } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../src/app/App';
import { adminPages } from '../../../src/app/adminPages';
import { pages } from '../../../src/app/pages';

/** The whole app at `path` with an in-memory location (its history recorded). */
export function renderApp(path: string) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const view = render(<App hook={location.hook} searchHook={location.searchHook} />);
  return { ...view, location, screen };
}

/** The current path with its query string, as the memory location holds it. */
export function currentPath(location: ReturnType<typeof memoryLocation> & { history: string[] }): string {
  return location.history[location.history.length - 1];
}

/**
 * Loads the admin area's code (its own chunk and each admin page's) before a file's tests start, as
 * `beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS)`. On a busy machine the first import of that code can
 * outlast a test's own wait for what it asserts (a focus, a message): the tests then wait only for the
 * behaviour, and this hook waits for the code, for as long as it takes up to ADMIN_CODE_WAIT_MS.
 */
export const loadAdminCode = () => Promise.all([pages.adminArea.preload(), ...Object.values(adminPages).map((page) => page.preload())]);
export const ADMIN_CODE_WAIT_MS = 300_000;
