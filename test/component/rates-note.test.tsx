import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { EVERY_PAGE, loadI18n } from '../../src/app/i18n';
import { RatesLabel, RatesNote } from '../../src/common/facts/FactNotes';
import type { RatesView } from '../../src/common/facts/useRates';
import { NPR_RATES, NPR_RATES_SOURCE } from '../../src/data/facts';
import type { ExchangeRate } from '../../src/domain/forex';
import { InEnglish } from '../helpers/renderPage';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/ui/theme';

const rate = (currency: ExchangeRate['currency'], origin: ExchangeRate['origin'], date: string): ExchangeRate => ({
  currency,
  nprPerUnit: 100,
  date,
  origin,
  nrb: null,
  override: null,
});
const BUILT_IN: RatesView = {
  rates: NPR_RATES,
  items: [],
  sourceUrl: NPR_RATES_SOURCE.source,
  sourceName: NPR_RATES_SOURCE.sourceName,
  builtInAsOf: '2026-01',
};
const FROM_API: RatesView = {
  rates: NPR_RATES,
  items: [rate('USD', 'nrb', '2026-11-25'), rate('GBP', 'nrb', '2026-11-25'), rate('AUD', 'override', '2026-11-20'), rate('NZD', 'built-in', '2026-01')],
  sourceUrl: 'https://www.nrb.org.np/forex/',
  sourceName: 'Nepal Rastra Bank',
  builtInAsOf: null,
};
const OVERRIDES_ONLY: RatesView = { ...FROM_API, items: [rate('AUD', 'override', '2026-11-20'), rate('CAD', 'override', '2026-11-21')] };

function text(view: RatesView, i18n?: I18n) {
  const ui = (
    <ThemeProvider theme={theme}>
      <RatesNote view={view} />|<RatesLabel view={view} />
    </ThemeProvider>
  );
  const { container, unmount } = render(i18n ? <I18nProvider i18n={i18n}>{ui}</I18nProvider> : <InEnglish>{ui}</InEnglish>);
  const shown = container.textContent ?? '';
  unmount();
  return shown;
}

describe('the exchange-rates note and label', () => {
  it('read in English exactly as they always have', () => {
    expect(text(BUILT_IN)).toBe(
      "NPR estimates use built-in rates of January 2026: Nepal Rastra Bank's selling rates then, rounded (NZD: Nepal Rastra Bank publishes no New Zealand dollar rate). Source: Nepal Rastra Bank foreign exchange rates (opens in a new tab)|built-in rates of January 2026",
    );
    expect(text(FROM_API)).toBe(
      "NPR estimates use Nepal Rastra Bank (opens in a new tab) (selling rates of 25 November 2026); AUD as set by our team on 20 November 2026; NZD at built-in rates of January 2026.|Nepal Rastra Bank rates of 25 November 2026; our team's rates for AUD; built-in rates of January 2026 for NZD",
    );
    expect(text(OVERRIDES_ONLY)).toBe(
      "NPR estimates use exchange rates AUD as set by our team on 20 November 2026, CAD as set by our team on 21 November 2026.|our team's rates for AUD, CAD",
    );
  });

  it('read in Nepali on a Nepali page: their words, the dates in Bikram Sambat beside the Gregorian, nothing left in English but names and codes', async () => {
    const nepali = await loadI18n('ne', EVERY_PAGE);
    for (const view of [BUILT_IN, FROM_API, OVERRIDES_ONLY]) {
      const shown = text(view, nepali);
      expect(shown).toMatch(/प्रयोग गरिएको छ/);
      expect(shown).not.toMatch(/NPR estimates|rates of|as set by|built-in|our team/);
    }
    expect(text(BUILT_IN, nepali)).toContain('(NZD: नेपाल राष्ट्र बैंकले न्युजिल्यान्ड डलरको दर प्रकाशित गर्दैन)');
    expect(text(FROM_API, nepali)).toContain('AUD: हाम्रो टोलीले');
  });
});
