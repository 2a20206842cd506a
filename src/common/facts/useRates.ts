import { useMemo } from 'react';
import { useRead } from '../Remote';
import { exchangeRatesRead } from '../firstData';
import { NPR_RATES, NPR_RATES_SOURCE, type NprRates } from '../../data/facts';
import type { ExchangeRate, ExchangeRates } from '../../domain/forex';

export interface RatesView {
  rates: NprRates;
  /** Per currency, where its rate comes from and its date (empty until the API answers). */
  items: ExchangeRate[];
  sourceUrl: string;
  sourceName: string;
  /** The built-in figures' month while the API has not answered (or cannot be reached). */
  builtInAsOf: string | null;
}

const BUILT_IN: RatesView = {
  rates: NPR_RATES,
  items: [],
  sourceUrl: NPR_RATES_SOURCE.source,
  sourceName: NPR_RATES_SOURCE.sourceName,
  builtInAsOf: NPR_RATES_SOURCE.asOf,
};

/** The rates view of the API's answer: its rates over the built-in ones, with their dates. */
export function ratesView(r: ExchangeRates): RatesView {
  const rates = { ...NPR_RATES } as NprRates;
  for (const item of r.items) rates[item.currency] = item.nprPerUnit;
  return { rates, items: r.items, sourceUrl: r.sourceUrl, sourceName: r.sourceName, builtInAsOf: null };
}

/**
 * Rupee rates for NPR estimates: Nepal Rastra Bank's (or an admin's), those the server rendered the
 * page with or from the API when they arrive; the built-in ones until then, or when the API cannot be reached.
 */
export function useRates(): RatesView {
  const { state } = useRead(exchangeRatesRead);
  const answer = state.status === 'success' ? state.data : null;
  return useMemo(() => (answer ? ratesView(answer) : BUILT_IN), [answer]);
}
