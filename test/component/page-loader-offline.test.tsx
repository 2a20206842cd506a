import { connectionBack, connectionGone, connectionUp } from '../helpers/connection';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { InEnglish } from '../helpers/renderPage';
import { lazyPage } from '../../src/app/lazyPage';
import { theme } from '../../src/ui/theme';
import { LOADING_TEXT } from '../../src/common/loadingText';

// The page loader's own code cannot be fetched (as after a release replaced the files, or offline).
vi.mock('../../src/app/pageLoading', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const missingChunk = () => import(/* @vite-ignore */ `/chunks/definitely-missing-${Math.random()}.js`) as Promise<{ default: () => null }>;

const renderPage = (Page: () => React.ReactNode) =>
  render(
    <InEnglish>
      <ThemeProvider theme={theme}>
        <Page />
      </ThemeProvider>
    </InEnglish>,
  );

describe("a page whose chunk and the page loader's own code both fail to load", () => {
  beforeEach(() => {
    sessionStorage.clear();
    connectionUp();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is loaded afresh from the server once, then shows the error screen with Try again', async () => {
    const reload = vi.fn();
    const Page = lazyPage('offline', missingChunk, { reload });
    const first = renderPage(Page);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('gantavya:chunk-reload:offline')).not.toBeNull();
    first.unmount();

    // Right after that reload it fails again: no second reload, the error screen.
    renderPage(Page);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a page already in renders without the page loader', async () => {
    const Page = lazyPage('in', async () => ({ default: () => <h1>Already here</h1> }));
    await Page.preload();
    renderPage(Page);
    expect(screen.getByRole('heading', { name: 'Already here' })).toBeInTheDocument();
  });

  it('while the connection is gone, a failing chunk does not reload the page: a notice says so, and the page loads when the connection is back', async () => {
    const reload = vi.fn();
    let failing = true;
    const Page = lazyPage('dropped', () => (failing ? missingChunk() : Promise.resolve({ default: () => <h1>Back online</h1> })), { reload });
    connectionGone();
    renderPage(Page);
    expect(await screen.findByText(LOADING_TEXT.offline.message)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('gantavya:chunk-reload:dropped')).toBeNull();
    failing = false;
    connectionBack();
    expect(await screen.findByRole('heading', { name: 'Back online' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
