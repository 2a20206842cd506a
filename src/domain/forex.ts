import { z } from './zod';
import { CURRENCIES } from './catalog';
import { isoDateTime } from './common';

/** The currencies pages convert to rupees (NPR itself needs no rate). */
export const FOREX_CURRENCIES = CURRENCIES.filter((c): c is Exclude<(typeof CURRENCIES)[number], 'NPR'> => c !== 'NPR');
export type ForexCurrency = (typeof FOREX_CURRENCIES)[number];

export const RATE_ORIGINS = ['nrb', 'override', 'built-in'] as const;
export type RateOrigin = (typeof RATE_ORIGINS)[number];

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One currency's rate in rupees per unit, as pages use it: Nepal Rastra Bank's published selling rate
 * (fetched daily), or an admin's override, or the built-in figure when neither exists yet; with its date.
 */
export const exchangeRateSchema = z.object({
  currency: z.enum(FOREX_CURRENCIES),
  nprPerUnit: z.number().positive(),
  /** The day the rate applies to (NRB's published date, or the day an admin set it), YYYY-MM-DD or YYYY-MM. */
  date: z.string(),
  origin: z.enum(RATE_ORIGINS),
  nrb: z.object({ nprPerUnit: z.number().positive(), date: z.string(), fetchedAt: isoDateTime }).nullable(),
  override: z.object({ nprPerUnit: z.number().positive(), setOn: z.string(), note: z.string() }).nullable(),
});

export const exchangeRatesSchema = z.object({
  items: z.array(exchangeRateSchema),
  sourceUrl: z.string(),
  sourceName: z.string(),
});

export const rateOverrideInputSchema = z.object({
  nprPerUnit: z
    .number({ message: 'Enter the rate in rupees as a number' })
    .positive('The rate must be above zero')
    .max(100_000, 'That rate is far too large: enter rupees for one unit of the currency'),
  note: z.string().trim().max(300, 'At most 300 characters').default(''),
});

export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
export type RateOverrideInput = z.infer<typeof rateOverrideInputSchema>;
