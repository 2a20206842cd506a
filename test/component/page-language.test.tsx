import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/ui/theme';
import { EVERY_PAGE, loadI18n } from '../../src/app/i18n';
import { PageHeading } from '../../src/ui/primitives';
import { PageBody, InPageLanguage } from '../../src/ui/pageLanguage';

/** A page's body as the router renders it, in a language, written in it or not. */
async function renderPage(locale: 'en' | 'ne', written: boolean) {
  // A page other than the home page (which is always written): it loads the pages' catalog, where the note is.
  const i18n = await loadI18n(locale, EVERY_PAGE);
  return render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <main>
          <PageBody written={written}>
            <PageHeading title="नयाँ पृष्ठ" />
            <p>What follows is in English.</p>
            <InPageLanguage>
              <p>मिति</p>
            </InPageLanguage>
          </PageBody>
        </main>
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe('a page whose Nepali text is not yet written', () => {
  it('shows the English text with a short note in Nepali, the English marked as English, the heading and the parts written in Nepali marked Nepali', async () => {
    const { container } = await renderPage('ne', false);
    const note = container.querySelector('[data-part="english-only-note"]');
    expect(note?.textContent).toBe('यस पृष्ठको बाँकी भाग अझै नेपालीमा लेखिएको छैन: तलको जानकारी अंग्रेजीमा छ।');
    expect(note?.getAttribute('lang')).toBe('ne');
    const english = screen.getByText('What follows is in English.').closest('[lang]');
    expect(english?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')?.getAttribute('lang')).toBe('ne');
    expect(screen.getByText('मिति').closest('[lang]')?.getAttribute('lang')).toBe('ne');
  });

  it('a page written in Nepali, and any English page, shows no note and marks nothing', async () => {
    for (const [locale, written] of [
      ['ne', true],
      ['en', false],
      ['en', true],
    ] as const) {
      const { container, unmount } = await renderPage(locale, written);
      expect(container.querySelector('[data-part="english-only-note"]'), `${locale} ${written}`).toBeNull();
      expect(container.querySelector('[lang]'), `${locale} ${written}`).toBeNull();
      unmount();
    }
  });
});
