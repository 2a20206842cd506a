import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { ThemeProvider } from 'styled-components';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { theme } from '../../src/ui/theme';
import { SavedListsProvider } from '../../src/common/SavedLists';
import { FirstDataContext, type FirstState } from '../../src/ui/serverPage';
import { BS_DATES_ELEMENT_ID, BsDatesContext, browserBsDates, readBsDates, recordingBsDates, type BsDates } from '../../src/common/bsDates';
import { adToBs } from '../../src/domain/bikramSambat';
import { blogPageRead } from '../../src/common/firstData';
import { formatDate } from '../../src/common/format';
import BlogListPage from '../../src/features/blog/BlogListPage';
import { SourceNote } from '../../src/common/SourceNote';
import { loadI18n } from '../../src/app/i18n';

// React's act() outside testing-library's render: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An article published on 1 Baisakh 2082 (14 April 2025, a known pair) and one on 12 April 2016 (30 Chaitra 2072). */
const PUBLISHED = ['2025-04-14T06:00:00.000Z', '2016-04-12T10:00:00.000Z'];
const BLOG_PAGE = {
  items: PUBLISHED.map((publishedAt, i) => ({ id: i + 1, title: `Article ${i + 1}`, author: 'Anita', publishedAt, body: 'text', coverImage: null })),
  total: 2,
  page: 1,
  limit: 9,
};
const firstData = () => new Map<string, FirstState>([[blogPageRead(1).key, { status: 'success', data: BLOG_PAGE }]]);

/** A page in a language (the Nepali page sees its path without /ne, as under the app's nested router), with its BS days' source. */
function wrap(ui: ReactElement, locale: 'en' | 'ne', dates: BsDates, data = firstData(), i18n = setupI18n({ locale, messages: { [locale]: {} } })) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <Router ssrPath="/blog" ssrSearch="">
          <FirstDataContext.Provider value={data}>
            <BsDatesContext.Provider value={dates}>
              <SavedListsProvider>{ui}</SavedListsProvider>
            </BsDatesContext.Provider>
          </FirstDataContext.Provider>
        </Router>
      </ThemeProvider>
    </I18nProvider>
  );
}

const times = (root: ParentNode) => [...root.querySelectorAll('time')].map((t) => [t.getAttribute('datetime'), t.textContent]);

let cleanup: Array<() => void> = [];
afterEach(() => {
  cleanup.forEach((c) => c());
  cleanup = [];
});

describe('dates on the blog list', () => {
  it("on a Nepali page (/ne/blog) each article's date shows in Bikram Sambat with the Gregorian date beside it, the same from the server and after hydration, before the converter has loaded", async () => {
    const server = recordingBsDates(adToBs);
    const container = document.createElement('div');
    container.innerHTML = renderToString(wrap(<BlogListPage />, 'ne', server));
    document.body.append(container);
    const expected = [
      [PUBLISHED[0], '२०८२ बैशाख १ (14 April 2025)'],
      [PUBLISHED[1], '२०७२ चैत ३० (12 April 2016)'],
    ];
    expect(times(container)).toEqual(expected);

    // The page carries the days; the browser's converter has not loaded while the page hydrates.
    const script = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: BS_DATES_ELEMENT_ID,
      textContent: JSON.stringify(server.record()),
    });
    document.body.append(script);
    let loaded: (convert: typeof adToBs) => void = () => undefined;
    const browser = browserBsDates(() => new Promise((resolve) => (loaded = resolve)));
    readBsDates(document, browser);
    const errors = vi.spyOn(console, 'error');
    let root: Root | null = null;
    await act(async () => {
      root = hydrateRoot(container, wrap(<BlogListPage />, 'ne', browser));
    });
    cleanup.push(() => {
      act(() => root?.unmount());
      container.remove();
      script.remove();
      errors.mockRestore();
    });
    expect(errors).not.toHaveBeenCalled();
    expect(times(container)).toEqual(expected);
    // Once the converter has loaded (after hydration, on Nepali pages) the text stays.
    await act(async () => loaded(adToBs));
    expect(times(container)).toEqual(expected);
  });

  it("on an English page (/blog) each article's date reads exactly as before", () => {
    const server = recordingBsDates(adToBs);
    const html = renderToString(wrap(<BlogListPage />, 'en', server));
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(times(container)).toEqual(PUBLISHED.map((p) => [p, formatDate(p)]));
    expect(times(container)).toEqual([
      [PUBLISHED[0], '14 April 2025'],
      [PUBLISHED[1], '12 April 2016'],
    ]);
    // No BS day was asked for, so the English page carries none.
    expect(server.record()).toEqual({});
  });

  it('a Nepali page the browser renders alone (after a navigation) shows the Gregorian date until the converter has loaded, then both', async () => {
    let loaded: (convert: typeof adToBs) => void = () => undefined;
    const browser = browserBsDates(() => new Promise((resolve) => (loaded = resolve)));
    render(wrap(<BlogListPage />, 'ne', browser));
    expect(await screen.findByText('14 April 2025')).toBeInTheDocument();
    await act(async () => loaded(adToBs));
    expect(await screen.findByText('२०८२ बैशाख १ (14 April 2025)')).toBeInTheDocument();
  });
});

describe("a fact's source note", () => {
  const fact = { asOf: '2025-07', source: 'https://example.org/visa', sourceName: 'Home Affairs', lastChecked: '2026-11-27' };

  it('on a Nepali page it is written in Nepali, its month and the day it was checked in Bikram Sambat with the Gregorian date beside them', async () => {
    render(wrap(<SourceNote fact={fact} />, 'ne', recordingBsDates(adToBs), firstData(), await loadI18n('ne', null)));
    const note = document.querySelector('[data-part="source-note"]');
    expect(note).toHaveTextContent(
      '२०८२ असार–साउन (July 2025) सम्मको जानकारी · स्रोत: Home Affairs (नयाँ ट्याबमा खुल्छ) · २०८३ मंसिर ११ (27 November 2026) मा जाँच गरिएको।',
    );
  });

  it('on an English page it reads as before', () => {
    render(wrap(<SourceNote fact={fact} />, 'en', recordingBsDates(adToBs)));
    expect(document.querySelector('[data-part="source-note"]')).toHaveTextContent(
      'As of July 2025 · Source: Home Affairs (opens in a new tab) · Checked on 27 November 2026.',
    );
  });
});
