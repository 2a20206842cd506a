import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/ui/theme';
import { EVERY_PAGE, loadI18n } from '../../src/app/i18n';
import { NOC_GUIDE } from '../../src/data/noc';
import { useRecordText } from '../../src/ui/recordText';
import { FactMarkdownWith } from '../../src/common/facts/FactMarkdown';
import type { FactInput, FactNepali } from '../../src/domain/fact';

const DEVANAGARI = /[\u0900-\u097F]/;
const builtIn = NOC_GUIDE.steps[0];

async function recordText(locale: 'en' | 'ne') {
  const i18n = await loadI18n(locale, EVERY_PAGE);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return renderHook(() => useRecordText(), { wrapper }).result.current;
}

describe('useRecordText: a fact record’s text in the page’s language', () => {
  const reworded = 'Apply on the NOC portal and upload your offer letter.';
  const ne: FactNepali = { items: ['एनओसी पोर्टलमा आवेदन दिनुहोस्।'], of: { items: [reworded] } };

  it('on a Nepali page: the record’s Nepali version while it was written for the English the record says now', async () => {
    const shown = await recordText('ne');
    expect(shown(reworded, [builtIn], ne)).toEqual({ text: 'एनओसी पोर्टलमा आवेदन दिनुहोस्।' });
    // Before the built-in wording's message, too, when the record still says the built-in English.
    expect(shown(builtIn.message, [builtIn], { items: ['आफ्नै अनुवाद।'], of: { items: [builtIn.message] } })).toEqual({ text: 'आफ्नै अनुवाद।' });
  });

  it('on a Nepali page, once the English changed since: the built-in message while the record says it, else the English marked as English', async () => {
    const shown = await recordText('ne');
    const changed = 'Apply on the NOC portal; upload your offer letter and passport.';
    expect(shown(changed, [builtIn], ne)).toEqual({ text: changed, lang: 'en' });
    const seeded = shown(builtIn.message, [builtIn], ne);
    expect(seeded.text).toMatch(DEVANAGARI);
    expect(seeded.lang).toBeUndefined();
    expect(shown(changed, [builtIn])).toEqual({ text: changed, lang: 'en' });
  });

  it('on an English page: the record’s English, never its Nepali version', async () => {
    const shown = await recordText('en');
    expect(shown(reworded, [builtIn], ne)).toEqual({ text: reworded, lang: undefined });
    expect(shown(builtIn.message, [builtIn], ne)).toEqual({ text: builtIn.message });
  });
});

describe('facts embedded in a text written in the page’s language', () => {
  const fact: FactInput = {
    key: 'destination.canada.work-during-study',
    page: '/destinations/canada',
    label: 'Work while studying',
    value: { kind: 'text', text: 'Up to 24 hours a week off campus.' },
    checkedOn: '2025-07',
    sourceUrl: 'https://www.canada.ca/work',
    sourceName: 'IRCC',
    ne: { text: 'हप्तामा २४ घण्टासम्म।', of: { text: 'Up to 24 hours a week off campus.' } },
  };
  const embedded = async (locale: 'en' | 'ne', record: FactInput, inPageLanguage: boolean) => {
    const i18n = await loadI18n(locale, EVERY_PAGE);
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <FactMarkdownWith source={`काम: {{fact ${record.key}}}`} lookup={() => record} inPageLanguage={inPageLanguage} />
        </ThemeProvider>
      </I18nProvider>,
    );
    return container.querySelector(`[data-fact="${record.key}"]`)?.textContent ?? '';
  };

  it('show the record’s current Nepali version on a Nepali page; the English on an English page, in an English text, or once the English changed', async () => {
    expect(await embedded('ne', fact, true)).toMatch(/^हप्तामा २४ घण्टासम्म। \(.*July 2025\)? सम्मको जानकारी, IRCC\)$/);
    expect(await embedded('en', fact, true)).toMatch(/^Up to 24 hours a week off campus\. \(as of July 2025/);
    expect(await embedded('ne', fact, false)).toMatch(/^Up to 24 hours a week off campus\. \(as of /);
    const changed = { ...fact, value: { kind: 'text' as const, text: 'Up to 20 hours a week off campus.' } };
    expect(await embedded('ne', changed, true)).toMatch(/^Up to 20 hours a week off campus\. /);
  });
});

describe('the words around a fact inside a text', () => {
  const fee: FactInput = {
    key: 'destination.uk.visa-fee',
    page: '/destinations/uk',
    label: 'Student visa fee',
    value: { kind: 'money', min: 524, max: 524, currency: 'GBP', per: 'once' },
    checkedOn: '2025-04',
    sourceUrl: 'https://www.gov.uk/student-visa',
    sourceName: 'GOV.UK',
  };
  const shown = async (locale: 'en' | 'ne', inPageLanguage: boolean) => {
    const { container } = render(
      <I18nProvider i18n={await loadI18n(locale, EVERY_PAGE)}>
        <ThemeProvider theme={theme}>
          <FactMarkdownWith source="शुल्क: {{fact destination.uk.visa-fee}}" lookup={() => fee} inPageLanguage={inPageLanguage} />
        </ThemeProvider>
      </I18nProvider>,
    );
    const el = container.querySelector('[data-fact="destination.uk.visa-fee"]')!;
    return { text: el.textContent, link: el.querySelector('a')?.getAttribute('href') };
  };

  it('are Nepali in a Nepali text on a Nepali page (how often, and "as of"), the source still linked; English otherwise', async () => {
    // (The month in BS beside it comes with the page's converter, which a component alone has not loaded.)
    const nepali = await shown('ne', true);
    expect(nepali.text).toMatch(/^GBP 524 एक पटक \(.*April 2025\)? सम्मको जानकारी, GOV\.UK\)$/);
    expect(nepali.link).toBe('https://www.gov.uk/student-visa');
    expect((await shown('ne', false)).text).toMatch(/^GBP 524 once \(as of /);
    expect(await shown('en', true)).toEqual({ text: 'GBP 524 once (as of April 2025, GOV.UK)', link: 'https://www.gov.uk/student-visa' });
  });
});
