import { render, screen } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../src/app/App';

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
