import { connectionBack, connectionGone, connectionUp } from '../helpers/connection';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/App';
import { LOADING_TEXT } from '../../src/common/loadingText';
import { EVERY_PAGE, loadI18n } from '../../src/app/i18n';

// The page loader's own code cannot be fetched: the connection dropped before the service worker kept it.
vi.mock('../../src/app/pageLoading', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

/** The FAQ page's chunk cannot be fetched while `missing` is set (as offline, for a page never loaded). */
const chunk = vi.hoisted(() => ({ missing: true }));
vi.mock('../../src/app/pageImports', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/app/pageImports')>();
  return {
    ...original,
    pageImports: {
      ...original.pageImports,
      faqs: () => (chunk.missing ? import(/* @vite-ignore */ `/chunks/missing-${Math.random()}.js`) : original.pageImports.faqs()),
    },
  };
});

describe("a link followed while the connection is gone, when the page loader's own code cannot arrive either", () => {
  beforeEach(() => {
    chunk.missing = true;
    sessionStorage.clear();
    connectionUp();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the page being read, at its address, with the notice over it in the page’s language, and opens the link when the connection is back', async () => {
    const i18n = await loadI18n('ne', EVERY_PAGE);
    window.history.replaceState(null, '', '/ne/');
    render(<App i18n={i18n} />);
    const heading = await screen.findByRole('heading', { level: 1 });
    connectionGone();
    const faqs = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === '/ne/faqs');
    await userEvent.click(faqs!);

    // The Nepali home page stays, with the notice in Nepali over it, not the notice in its place.
    expect(await screen.findByText(i18n._(LOADING_TEXT.offlineKept.id))).toBeInTheDocument();
    expect(window.location.pathname).toBe('/ne/');
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.queryByText(i18n._(LOADING_TEXT.offline.id))).toBeNull();
    expect(screen.getByRole('button', { name: i18n._(LOADING_TEXT.stay.id) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n._(LOADING_TEXT.tryAgain.id) })).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT.offlineKept.message)).toBeNull();

    chunk.missing = false;
    connectionBack();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/ne/faqs'));
    expect(await screen.findByRole('heading', { level: 1, name: i18n._('faqs.head.title') })).toBeInTheDocument();
    expect(screen.queryByText(i18n._(LOADING_TEXT.offlineKept.id))).toBeNull();
  });
});
