import { describe, expect, it, vi, beforeAll } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from 'styled-components';
import { DESTINATION_PATHS, EXAM_PATHS } from '../../src/config/routes';
import { AppErrorBoundary } from '../../src/features/errors/AppErrorBoundary';
import { theme } from '../../src/ui/theme';
import { renderApp, loadPageCode, PAGE_CODE_WAIT_MS } from '../helpers/renderApp';

// The pages' code is in before any test waits for what a page shows.
beforeAll(() => loadPageCode('/404', '/admin/login', '/no/such/page'), PAGE_CODE_WAIT_MS);

const PUBLIC_PATHS = [
  '/',
  '/contact',
  '/consultation',
  '/services',
  '/courses',
  '/universities',
  '/consultancies',
  '/consultancies/1',
  ...DESTINATION_PATHS,
  ...EXAM_PATHS,
  '/blog',
  '/blog/1',
  '/faqs',
  '/terms',
  '/privacy',
  '/how-we-verify',
  '/important-links',
  '/cost-planner',
  '/scholarships',
  '/advertise',
  '/featured',
  '/events',
  '/test-preparation',
  '/visa-assistance',
  '/career-counseling',
];

describe('every public route renders its screen in the common layout', () => {
  it.each(PUBLIC_PATHS)('%s shows a page with its h1, the header and the footer', async (path) => {
    renderApp(path);
    const main = screen.getByRole('main');
    const h1 = await within(main).findByRole('heading', { level: 1 });
    expect(h1).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('other routes', () => {
  it('an unknown path shows the not-found page inside the public layout, with a way home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/no/such%0Apage', 'Page not found'],
    ['/consultancies/%0A%0D', 'Consultancy not found'],
  ])('a path with an encoded line break (%s) shows its page, never a blank screen', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: PAGE_CODE_WAIT_MS })).toBeInTheDocument();
  });

  it('/404 shows the not-found page', async () => {
    renderApp('/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it.each([
    ['/auth/login', 'Login Page (Coming Soon)'],
    ['/auth/register', 'Register Page (Coming Soon)'],
  ])('%s shows only "%s" in a centred card titled Gantavya with the tagline', async (path, text) => {
    renderApp(path);
    // Its code loads when the page is visited (no other page's first load carries it).
    expect(await screen.findByRole('heading', { level: 1, name: 'Gantavya' })).toBeInTheDocument();
    expect(screen.getByText('Your Gateway to Global Education')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it.each([
    ['/login', '/auth/login'],
    ['/register', '/auth/register'],
    ['/profile', '/auth/login'],
  ])('%s leads to %s', async (from, to) => {
    const { location } = renderApp(from);
    expect(location.history?.at(-1)).toBe(to);
  });

  it('/admin/login stands alone, outside the admin layout and the public layout', async () => {
    renderApp('/admin/login');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('unexpected application error', () => {
  it('an error thrown while rendering shows the unexpected-application-error page, not a blank screen', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Boom(): never {
      throw new Error('boom');
    }
    const { hook } = memoryLocation({ path: '/x' });
    render(
      <ThemeProvider theme={theme}>
        <Router hook={hook}>
          <AppErrorBoundary>
            <Switch>
              <Route path="/x" component={Boom} />
            </Switch>
          </AppErrorBoundary>
        </Router>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
