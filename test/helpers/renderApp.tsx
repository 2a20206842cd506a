import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';

/** Renders the whole app at a path, with an in-memory location. */
export function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  const utils = render(<App hook={location.hook} searchHook={location.searchHook} />);
  return { ...utils, location };
}
