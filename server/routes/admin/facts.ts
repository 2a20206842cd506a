import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { factInputSchema, factSchema, monthOf, type FactInput } from '../../../src/domain/fact';
import { exchangeRatesSchema, FOREX_CURRENCIES, rateOverrideInputSchema, type ForexCurrency } from '../../../src/domain/forex';
import { siteSettingsInputSchema, siteSettingsSchema } from '../../../src/domain/settings';
import type { ServerConfig } from '../../config';
import { currentRates, refreshRates } from '../../forex';
import { HttpError, notFound } from '../../http';
import { apiErrorSchema, errorResponses, idParams, noBody } from '../../plugins/schemas';
import { clearRateOverride, createFact, deleteFact, getFactByKey, getSettings, reviewFact, saveSettings, setRateOverride, updateFact } from '../../queries/facts';
import type { ApiContext } from '../context';
import { FACT, SETTINGS_NOT_SET_UP } from '../public/facts';

/** A fact's month may not be later than this month. */
function assertNotFuture(input: FactInput, now: Date) {
  if (input.checkedOn > monthOf(now)) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields need attention: checkedOn.', { checkedOn: `The month it was checked cannot be after this month (${monthOf(now)})` });
  }
}

/** A currency of the path, in any case; another one has no rate (404). */
const currencyParams = z.object({
  currency: z.string().transform((raw, ctx) => {
    const c = raw.toUpperCase();
    const known = FOREX_CURRENCIES.find((f) => f === c);
    if (known) return known satisfies ForexCurrency;
    ctx.addIssue({ code: 'custom', message: `There is no rate for “${c}”: use one of ${FOREX_CURRENCIES.join(', ')}.` });
    return z.NEVER;
  }),
});

const refreshedSchema = z.object({ fetchedDate: z.string(), rates: exchangeRatesSchema });
const refreshFailedSchema = apiErrorSchema.extend({ rates: exchangeRatesSchema });

/** The admins' writes of facts, the site settings and the exchange rates. */
export const adminFactRoutes: FastifyPluginAsync<ApiContext & { forex: ServerConfig['forex'] }> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;

  const assertKeyFree = async (key: string) => {
    if (await getFactByKey(db, key)) throw new HttpError(409, 'CONFLICT', 'Another fact has that key.', { key: 'This key is already used by another fact' });
  };

  api.post('/facts', { schema: { tags: ['facts'], body: factInputSchema, response: { 201: factSchema, ...errorResponses } } }, async (request, reply) => {
    const input = request.body;
    assertNotFuture(input, now());
    await assertKeyFree(input.key);
    return reply.code(201).send(await createFact(db, input, now()));
  });

  api.put('/facts/:id', { schema: { tags: ['facts'], params: idParams(FACT), body: factInputSchema, response: { 200: factSchema, ...errorResponses } } }, async (request) => {
    const { id } = request.params;
    const input = request.body;
    assertNotFuture(input, now());
    const existing = await db.selectFrom('facts').select(['id', 'key']).where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound(FACT);
    if (existing.key !== input.key) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields need attention: key.', { key: `The key cannot change (pages look the fact up by “${existing.key}”)` });
    }
    return updateFact(db, id, input, now());
  });

  api.post('/facts/:id/review', { schema: { tags: ['facts'], params: idParams(FACT), response: { 200: factSchema, ...errorResponses } } }, async (request) => {
    const fact = await reviewFact(db, request.params.id, now());
    if (!fact) throw notFound(FACT);
    return fact;
  });

  api.delete('/facts/:id', { schema: { tags: ['facts'], params: idParams(FACT), response: { 204: noBody, ...errorResponses } } }, async (request, reply) => {
    if (!(await deleteFact(db, request.params.id))) throw notFound(FACT);
    return reply.code(204).send(null);
  });

  api.put('/settings', { schema: { tags: ['settings'], body: siteSettingsInputSchema, response: { 200: siteSettingsSchema, ...errorResponses } } }, async (request) => {
    await saveSettings(db, request.body, now());
    const settings = await getSettings(db);
    if (!settings) throw new HttpError(404, 'NOT_FOUND', SETTINGS_NOT_SET_UP);
    return settings;
  });

  api.put('/exchange-rates/:currency', { schema: { tags: ['exchange rates'], params: currencyParams, body: rateOverrideInputSchema, response: { 200: exchangeRatesSchema, ...errorResponses } } }, async (request) => {
    await setRateOverride(db, request.params.currency, request.body, now());
    return currentRates(db);
  });

  api.delete('/exchange-rates/:currency/override', { schema: { tags: ['exchange rates'], params: currencyParams, response: { 200: exchangeRatesSchema, ...errorResponses } } }, async (request) => {
    await clearRateOverride(db, request.params.currency);
    return currentRates(db);
  });

  api.post('/exchange-rates/refresh', { schema: { tags: ['exchange rates'], response: { 200: refreshedSchema, 502: refreshFailedSchema, ...errorResponses } } }, async (_request, reply) => {
    const result = await refreshRates(db, context.forex, now);
    const rates = await currentRates(db);
    if (!result.ok) {
      return reply.code(502).send({ error: { code: 'UNAVAILABLE', message: `${result.error} The last good copy is kept${result.lastGoodDate ? ` (${result.lastGoodDate})` : ''}.` }, rates });
    }
    return { fetchedDate: result.date, rates };
  });
};
