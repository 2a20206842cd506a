import { useEffect, useState } from 'react';
import { ratesApi } from '../../api/facts';
import { NPR_RATES, NPR_RATES_SOURCE, type NprRates } from '../../data/facts';
import type { ExchangeRate } from '../../domain/forex';

export interface RatesView {
  rates: NprRates;
  /** Per currency, where its rate comes from and its date (empty until the API answers). */
  items: ExchangeRate[];
  sourceUrl: string;
  sourceName: string;
  /** The built-in figures' month while the API has not answered (or cannot be reached). */
  builtInAsOf: string | null;
}

const BUILT_IN: RatesView = { rates: NPR_RATES, items: [], sourceUrl: NPR_RATES_SOURCE.source, sourceName: NPR_RATES_SOURCE.sourceName, builtInAsOf: NPR_RATES_SOURCE.asOf };

/** Rupee rates for NPR estimates: built-in at once, then Nepal Rastra Bank's (or an admin's) from the API. */
export function useRates(): RatesView {
  const [view, setView] = useState<RatesView>(BUILT_IN);
  useEffect(() => {
    const controller = new AbortController();
    ratesApi.get(controller.signal).then(
      (r) => {
        const rates = { ...NPR_RATES } as NprRates;
        for (const item of r.items) rates[item.currency] = item.nprPerUnit;
        setView({ rates, items: r.items, sourceUrl: r.sourceUrl, sourceName: r.sourceName, builtInAsOf: null });
      },
      () => {
        // Unreachable API: the built-in rates stay, with their month.
      },
    );
    return () => controller.abort();
  }, []);
  return view;
}
