import type { Kysely } from 'kysely';
import { z } from 'zod';
import { NPR_RATES, NPR_RATES_SOURCE } from '../src/data/facts';
import { FOREX_CURRENCIES, type ExchangeRate, type ExchangeRates, type ForexCurrency } from '../src/domain/forex';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import type { ScheduledJob } from './plugins/scheduler';

/**
 * Exchange rates from Nepal Rastra Bank's forex API (GET /api/forex/v1/rates?page&per_page&from&to):
 * each day's payload lists { currency: { ISO3, name, unit }, buy, sell }; some currencies are quoted per
 * 10 or 100 units, so a rate is divided by its unit. Pages convert what a student pays abroad, so the
 * bank's selling rate is used. A failed fetch (timeout, HTTP error, bad data) leaves the last good copy.
 */
export const NRB_RATES_PATH = '/api/forex/v1/rates';
export const NRB_FOREX_PAGE = 'https://www.nrb.org.np/forex/';
export const NRB_SOURCE_NAME = 'Nepal Rastra Bank foreign exchange rates';
/** How many days back a request asks for (the bank publishes no rates on some holidays). */
export const NRB_LOOKBACK_DAYS = 7;

const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);
const nrbRate = z.object({
  currency: z
    .object({ ISO3: z.string().optional(), iso3: z.string().optional(), name: z.string().optional(), unit: numeric })
    .refine((c) => (c.ISO3 ?? c.iso3) !== undefined, 'a currency without ISO3'),
  buy: numeric.nullable().optional(),
  sell: numeric,
});
export const nrbResponseSchema = z.object({
  status: z.object({ code: z.number() }),
  data: z.object({
    payload: z.array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        published_on: z.string().optional(),
        modified_on: z.string().optional(),
        rates: z.array(nrbRate),
      }),
    ),
  }),
  pagination: z.unknown().optional(),
});

export interface NrbRates {
  /** The day the bank published these rates for. */
  date: string;
  /** NPR per one unit of each currency (selling rate / unit). */
  rates: Record<ForexCurrency, number>;
}

export class ForexError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The request address for the days up to `now`. */
export function nrbRatesUrl(baseUrl: string, now: Date): string {
  const from = new Date(now.getTime() - NRB_LOOKBACK_DAYS * 86_400_000);
  const q = new URLSearchParams({ page: '1', per_page: String(NRB_LOOKBACK_DAYS + 1), from: day(from), to: day(now) });
  return `${baseUrl}${NRB_RATES_PATH}?${q}`;
}

/** The newest day in an answer that quotes every currency the pages need, per one unit. */
export function parseNrbAnswer(body: unknown): NrbRates {
  const parsed = nrbResponseSchema.safeParse(body);
  if (!parsed.success)
    throw new ForexError(
      `The answer is not in Nepal Rastra Bank's format (${parsed.error.issues[0]?.path.join('.') || 'body'}: ${parsed.error.issues[0]?.message}).`,
      true,
    );
  if (parsed.data.status.code !== 200) throw new ForexError(`Nepal Rastra Bank answered with status code ${parsed.data.status.code}.`, true);
  const days = [...parsed.data.data.payload].sort((a, b) => b.date.localeCompare(a.date));
  let missing: string[] = [...FOREX_CURRENCIES];
  for (const d of days) {
    const rates: Partial<Record<ForexCurrency, number>> = {};
    for (const r of d.rates) {
      const code = (r.currency.ISO3 ?? r.currency.iso3 ?? '').toUpperCase() as ForexCurrency;
      if (!FOREX_CURRENCIES.includes(code)) continue;
      const unit = r.currency.unit;
      const perUnit = r.sell / unit;
      if (unit > 0 && Number.isFinite(perUnit) && perUnit > 0) rates[code] = Math.round(perUnit * 10_000) / 10_000;
    }
    const lacking = FOREX_CURRENCIES.filter((c) => rates[c] === undefined);
    if (lacking.length === 0) return { date: d.date, rates: rates as Record<ForexCurrency, number> };
    if (lacking.length < missing.length) missing = lacking;
  }
  throw new ForexError(
    days.length === 0 ? 'Nepal Rastra Bank published no rates for those days.' : `The answer has no usable rate for ${missing.join(', ')}.`,
    true,
  );
}

const inTests = () => process.env.NODE_ENV === 'test' || process.env.VITEST !== undefined;

/** One request, with a timeout. */
async function fetchOnce(url: string, timeoutMs: number): Promise<NrbRates> {
  if (inTests() && /(^|\.)nrb\.org\.np$/i.test(new URL(url).hostname)) {
    throw new ForexError('Tests never call Nepal Rastra Bank: give them a local stand-in.', false);
  }
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (e) {
    const name = (e as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new ForexError(`No answer within ${timeoutMs} ms.`, true);
    throw new ForexError(`Could not reach Nepal Rastra Bank (${(e as Error).message}).`, true);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new ForexError(`Nepal Rastra Bank answered HTTP ${res.status}.`, res.status >= 500 || res.status === 429);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ForexError('The answer is not JSON.', true);
  }
  return parseNrbAnswer(body);
}

export interface FetchOptions {
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  now: () => Date;
}

/** Fetches the latest rates, retrying a failed attempt (timeouts, 5xx, 429, bad data) with growing delays. */
export async function fetchNrbRates(baseUrl: string, options: FetchOptions): Promise<NrbRates> {
  const url = nrbRatesUrl(baseUrl, options.now());
  let last: ForexError | undefined;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) {
      const delay = options.retryDelayMs * 2 ** (attempt - 1);
      await new Promise((r) => setTimeout(r, delay + Math.random() * delay * 0.25));
    }
    try {
      return await fetchOnce(url, options.timeoutMs);
    } catch (e) {
      last = e instanceof ForexError ? e : new ForexError(String(e), true);
      if (!last.retryable) break;
    }
  }
  throw last ?? new ForexError('No attempt was made.', false);
}

/** Keeps a good copy: one row per currency, in one transaction (overrides are left as they are). */
export async function storeNrbRates(db: Kysely<Database>, fetched: NrbRates, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const currency of FOREX_CURRENCIES) {
      const values = { nrb_rate: fetched.rates[currency], nrb_date: fetched.date, fetched_at: now.toISOString() };
      await trx
        .insertInto('exchange_rates')
        .values({ currency, ...values, override_rate: null, override_on: null, override_note: null })
        .onConflict((oc) => oc.column('currency').doUpdateSet(values))
        .execute();
    }
  });
}

export type RefreshResult = { ok: true; date: string } | { ok: false; error: string; lastGoodDate: string | null };

/** Fetch and keep; on failure the stored copy stays and the result says why. Never throws. */
export async function refreshRates(db: Kysely<Database>, config: ServerConfig['forex'], now: () => Date): Promise<RefreshResult> {
  if (!config.baseUrl)
    return { ok: false, error: 'Fetching exchange rates is turned off (no Nepal Rastra Bank address is configured).', lastGoodDate: await lastGoodDate(db) };
  try {
    const fetched = await fetchNrbRates(config.baseUrl, { ...config, now });
    await storeNrbRates(db, fetched, now());
    return { ok: true, date: fetched.date };
  } catch (e) {
    return { ok: false, error: (e as Error).message, lastGoodDate: await lastGoodDate(db) };
  }
}

async function lastGoodDate(db: Kysely<Database>): Promise<string | null> {
  const r = await db
    .selectFrom('exchange_rates')
    .select((eb) => eb.fn.max('nrb_date').as('d'))
    .executeTakeFirst();
  return (r?.d as string | null | undefined) ?? null;
}

async function lastFetchedAt(db: Kysely<Database>): Promise<number | null> {
  const r = await db
    .selectFrom('exchange_rates')
    .select((eb) => eb.fn.min('fetched_at').as('t'))
    .executeTakeFirst();
  return r?.t ? Date.parse(String(r.t)) : null;
}

/** The rates pages use: override, else the bank's last good copy, else the built-in figure; with dates. */
export async function currentRates(db: Kysely<Database>): Promise<ExchangeRates> {
  const rows = await db.selectFrom('exchange_rates').selectAll().execute();
  const byCurrency = new Map(rows.map((r) => [r.currency, r]));
  const items: ExchangeRate[] = FOREX_CURRENCIES.map((currency) => {
    const r = byCurrency.get(currency);
    const nrb = r?.nrb_rate != null && r.nrb_date && r.fetched_at ? { nprPerUnit: Number(r.nrb_rate), date: r.nrb_date, fetchedAt: r.fetched_at } : null;
    const override =
      r?.override_rate != null && r.override_on ? { nprPerUnit: Number(r.override_rate), setOn: r.override_on, note: r.override_note ?? '' } : null;
    if (override) return { currency, nprPerUnit: override.nprPerUnit, date: override.setOn, origin: 'override', nrb, override };
    if (nrb) return { currency, nprPerUnit: nrb.nprPerUnit, date: nrb.date, origin: 'nrb', nrb, override };
    return { currency, nprPerUnit: NPR_RATES[currency], date: NPR_RATES_SOURCE.asOf, origin: 'built-in', nrb, override };
  });
  return { items, sourceUrl: NRB_FOREX_PAGE, sourceName: NRB_SOURCE_NAME };
}

/**
 * The exchange-rate job for the app's scheduler (null when no address is configured, as in tests):
 * fetches once a day: at start when the stored copy is older than a day (or missing), then whenever a
 * check (hourly, or more often when the period is shorter) finds it a day old. Processes sharing one
 * database see each other's fetch and skip theirs; a check still running when the next is due is not
 * doubled. What it has to say goes to the logger's info, a failure included (the next check tries again).
 */
export function forexJob(db: Kysely<Database>, config: ServerConfig['forex'], now: () => Date = () => new Date()): ScheduledJob | null {
  if (!config.baseUrl) return null;
  let running = false;
  return {
    name: 'the exchange-rate check',
    everyMs: Math.min(config.everyMs, 60 * 60_000),
    runAtStart: true,
    run: async (log) => {
      if (running) return;
      running = true;
      try {
        const last = await lastFetchedAt(db);
        if (last !== null && now().getTime() - last < config.everyMs) return;
        const r = await refreshRates(db, config, now);
        log.info(
          r.ok
            ? `Exchange rates of ${r.date} fetched from Nepal Rastra Bank.`
            : `Exchange rates not fetched: ${r.error} Keeping the copy of ${r.lastGoodDate ?? '(none: built-in figures)'}.`,
        );
      } catch (e) {
        log.info(`Exchange rates check failed: ${(e as Error).message}`);
      } finally {
        running = false;
      }
    },
  };
}
