import { render } from '@testing-library/react';
import type { I18n } from '@lingui/core';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';
import { pages } from '../../src/app/pages';
import { pageForPath } from '../../src/app/routeTable';

/** Renders the whole app at a path, with an in-memory location (in English, unless given another language's texts: `await loadI18n('ne', EVERY_PAGE)`). */
export function renderApp(path: string, i18n?: I18n) {
  const location = memoryLocation({ path, record: true });
  const utils = render(<App hook={location.hook} searchHook={location.searchHook} i18n={i18n} />);
  return { ...utils, location };
}

/**
 * Loads the code of the pages at these paths before a file's tests start, as
 * `beforeAll(() => loadPageCode('/', '/faqs'), PAGE_CODE_WAIT_MS)`. On a busy machine the first import of
 * a page can outlast a test's own wait for what it asserts (a heading, a title, a list): the tests then
 * wait only for the behaviour, and this hook waits for the code, for as long as it takes up to the limit.
 */
export const loadPageCode = (...paths: string[]) =>
  Promise.all(paths.map((path) => pageForPath(path.split('?')[0])).flatMap((key) => (key ? [pages[key].preload()] : [])));
export const PAGE_CODE_WAIT_MS = 300_000;
