import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, Route, Router, Switch, useLocation } from 'wouter';
import { installScrollRestoration } from '../../src/app/scrollRestoration';

/**
 * jsdom lays nothing out: the window's scroll position is modelled here. `pageHeight` is how far the
 * page can scroll (a position beyond it is clamped, as a browser does on a page still too short).
 */
let y = 0;
let pageHeight = 10_000;
const userScrollsTo = (top: number) => {
  y = top;
  window.dispatchEvent(new Event('scroll'));
};
const scrollTo = vi.fn((options: ScrollToOptions) => {
  y = Math.max(0, Math.min(pageHeight, options.top ?? 0));
  window.dispatchEvent(new Event('scroll'));
});

/** A page whose content arrives when the test says (like a list from the API). */
let showLateSection: (shown: boolean) => void = () => {};
const releaseLatePage = () => act(() => showLateSection(true));
function LatePage() {
  const [here, setHere] = useState(false);
  useEffect(() => {
    showLateSection = setHere;
  }, []);
  return here ? <h2 id="late">The late section</h2> : <p>Loading…</p>;
}

/** The list's links go with it when another page shows (as a card's link does). */
function List() {
  const [, navigate] = useLocation();
  return (
    <>
      <h1>List</h1>
      <Link href="/detail">View details</Link>
      <Link href="/guide#late">Read the late section</Link>
      <button type="button" onClick={() => navigate('/list?country=Japan', { replace: true })}>
        Filter
      </button>
    </>
  );
}

function Pages() {
  return (
    <main tabIndex={-1}>
      <Switch>
        <Route path="/guide" component={LatePage} />
        <Route path="/detail">
          <h1>Detail</h1>
        </Route>
        <Route component={List} />
      </Switch>
    </main>
  );
}

let uninstall: () => void = () => {};
function start(path = '/list') {
  window.history.replaceState(null, '', path);
  uninstall = installScrollRestoration(window);
  render(
    <Router>
      <Pages />
    </Router>,
  );
}

beforeEach(() => {
  y = 0;
  pageHeight = 10_000;
  scrollTo.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
});

/** Back, as the browser's button: jsdom fires popstate on a later task. */
const goBack = () => act(() => window.history.back());

describe('scrolling on navigation', () => {
  it('takes over from the browser: scroll restoration is manual while installed', () => {
    start();
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('a link to a new page starts it at the top, and focus lost with the link goes to the main region', async () => {
    start();
    userScrollsTo(3237);
    await userEvent.click(screen.getByRole('link', { name: 'View details' }));
    expect(screen.getByRole('heading', { name: 'Detail' })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('Back puts the page where the visitor left it, and Forward the next one where it was left', async () => {
    start();
    userScrollsTo(3237);
    await userEvent.click(screen.getByRole('link', { name: 'View details' }));
    userScrollsTo(120);
    await goBack();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'List' })).toBeInTheDocument());
    await waitFor(() => expect(window.scrollY).toBe(3237));
    await act(() => window.history.forward());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Detail' })).toBeInTheDocument());
    await waitFor(() => expect(window.scrollY).toBe(120));
  });

  it('a position the returning page cannot reach yet is reached once the page has grown to it', async () => {
    start();
    userScrollsTo(3237);
    await userEvent.click(screen.getByRole('link', { name: 'View details' }));
    pageHeight = 800;
    await goBack();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'List' })).toBeInTheDocument());
    await waitFor(() => expect(window.scrollY).toBe(800));
    pageHeight = 10_000;
    act(() => document.querySelector('main')!.append(document.createElement('section')));
    await waitFor(() => expect(window.scrollY).toBe(3237));
  });

  it('a restored position holds while content arrives above it (the browser would carry the view down with what was in it)', async () => {
    start();
    userScrollsTo(1121);
    await userEvent.click(screen.getByRole('link', { name: 'View details' }));
    await goBack();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'List' })).toBeInTheDocument());
    await waitFor(() => expect(window.scrollY).toBe(1121));
    // The list arrives above the position; the browser's scroll anchoring keeps the footer in view.
    userScrollsTo(6634);
    act(() => document.querySelector('main')!.append(document.createElement('section')));
    await waitFor(() => expect(window.scrollY).toBe(1121));
    expect(document.documentElement.style.getPropertyValue('overflow-anchor')).toBe('none');
    // Once the visitor scrolls, the page is theirs again.
    window.dispatchEvent(new Event('wheel'));
    expect(document.documentElement.style.getPropertyValue('overflow-anchor')).toBe('');
  });

  it('the wait for a page to grow ends as soon as the visitor scrolls themselves', async () => {
    start();
    userScrollsTo(3237);
    await userEvent.click(screen.getByRole('link', { name: 'View details' }));
    pageHeight = 800;
    await goBack();
    await waitFor(() => expect(window.scrollY).toBe(800));
    window.dispatchEvent(new Event('wheel'));
    userScrollsTo(500);
    pageHeight = 10_000;
    act(() => document.querySelector('main')!.append(document.createElement('section')));
    await new Promise((r) => setTimeout(r));
    expect(window.scrollY).toBe(500);
  });

  it('a link with a hash opens its page at the element named, as soon as that element is there, and focuses it', async () => {
    start();
    userScrollsTo(900);
    await userEvent.click(screen.getByRole('link', { name: 'Read the late section' }));
    expect(window.scrollY).toBe(900);
    releaseLatePage();
    const section = screen.getByRole('heading', { name: 'The late section' });
    // jsdom lays nothing out: the element's top is where the scroll goes (less the sticky header's height).
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: 900, left: 0, behavior: 'instant' }));
    expect(section).toHaveFocus();
    expect(section).toHaveAttribute('tabindex', '-1');
  });

  it('a query rewritten in place on the same page (a filter) keeps the position', async () => {
    start();
    userScrollsTo(700);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(window.location.search).toBe('?country=Japan');
    expect(window.scrollY).toBe(700);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a reload of a page visited in this tab puts it back where it was (the position outlives the document)', () => {
    start();
    userScrollsTo(1500);
    uninstall();
    window.dispatchEvent(new Event('pagehide'));
    y = 0;
    uninstall = installScrollRestoration(window);
    expect(window.scrollY).toBe(1500);
  });

  it('a reload of a page left at its top is not held there: a scroll made without an input event (a screen reader moving on) is kept', async () => {
    start();
    uninstall();
    window.dispatchEvent(new Event('pagehide'));
    uninstall = installScrollRestoration(window);
    expect(window.scrollY).toBe(0);
    userScrollsTo(4687);
    act(() => document.querySelector('main')!.append(document.createElement('section')));
    await new Promise((r) => setTimeout(r));
    expect(window.scrollY).toBe(4687);
  });

  it("an entry the browser made for a fragment link it followed itself keeps the browser's scroll", async () => {
    start();
    userScrollsTo(400);
    // A plain <a href="#main-content"> (the skip link): the browser scrolls, then announces popstate with no state.
    History.prototype.pushState.call(window.history, null, '', '/list#main-content');
    y = 650;
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate', { state: null })));
    expect(window.scrollY).toBe(650);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
