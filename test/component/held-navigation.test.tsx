import { connectionBack, connectionGone, connectionUp } from '../helpers/connection';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/App';
import { LOADING_TEXT } from '../../src/common/loadingText';

/**
 * The FAQ and privacy pages' chunks: they cannot be fetched while `missing` is set (as offline, for a page
 * never loaded). Each test follows a link to a page of its own (a page's code, once in, stays in).
 */
const chunk = vi.hoisted(() => ({ missing: true }));
vi.mock('../../src/app/pageImports', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/app/pageImports')>();
  return {
    ...original,
    pageImports: {
      ...original.pageImports,
      faqs: () => (chunk.missing ? import(/* @vite-ignore */ `/chunks/missing-${Math.random()}.js`) : original.pageImports.faqs()),
      privacy: () => (chunk.missing ? import(/* @vite-ignore */ `/chunks/missing-${Math.random()}.js`) : original.pageImports.privacy()),
    },
  };
});

/** The app on the browser's own location (jsdom's), as it runs in a browser. */
async function openHome() {
  window.history.replaceState(null, '', '/');
  const view = render(<App />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Study abroad with confidence' })).toBeInTheDocument();
  return view;
}

const footerLink = (name: string) => within(screen.getByRole('navigation', { name: 'Resources' })).getByRole('link', { name });
const faqLink = () => footerLink('FAQs');
const privacyLink = () => footerLink('Privacy Policy');

describe('a link followed to a page whose code is not in, while the connection is gone', () => {
  beforeEach(() => {
    chunk.missing = true;
    sessionStorage.clear();
    connectionUp();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the page being read, at its address, says why, and opens the link when the connection is back', async () => {
    await openHome();
    connectionGone();
    await userEvent.click(faqLink());
    expect(await screen.findByText(LOADING_TEXT.offlineKept.message)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Study abroad with confidence' })).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT.offline.message)).toBeNull();

    chunk.missing = false;
    connectionBack();
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/faqs');
    expect(screen.queryByText(LOADING_TEXT.offlineKept.message)).toBeNull();
  });

  it('"Stay on this page" drops the link: the connection coming back opens nothing', async () => {
    await openHome();
    connectionGone();
    await userEvent.click(privacyLink());
    await userEvent.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByText(LOADING_TEXT.offlineKept.message)).toBeNull());
    chunk.missing = false;
    connectionBack();
    // Online again, the link opens its page when followed, and not before.
    expect(window.location.pathname).toBe('/');
    await userEvent.click(privacyLink());
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
