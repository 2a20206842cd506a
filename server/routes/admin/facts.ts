import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { factChangeSchema, factInputSchema, factSchema, monthOf, type Fact, type FactChangeAction, type FactInput } from '../../../src/domain/fact';
import { exchangeRatesSchema, FOREX_CURRENCIES, rateOverrideInputSchema, type ForexCurrency } from '../../../src/domain/forex';
import { siteSettingsInputSchema, siteSettingsSchema } from '../../../src/domain/settings';
import type { ServerConfig } from '../../config';
import { currentRates, refreshRates } from '../../forex';
import { HttpError, notFound } from '../../http';
import { apiErrorSchema, errorResponses, idParams, noBody } from '../../plugins/schemas';
import {
  clearRateOverride,
  createFact,
  deleteFact,
  getFact,
  getFactByKey,
  getRateOverride,
  getSettings,
  reviewFact,
  saveSettings,
  setRateOverride,
  updateFact,
} from '../../queries/facts';
import { factChange, factHistory, recordFactChange } from '../../queries/fact-history';
import { NO_CHANGE as NO_CHANGE_OF, NOTHING_BEFORE, recordChange, recordChangeOf, recordHistory } from '../../queries/record-history';
import { recordHistorySchema } from '../../../src/domain/history';
import type { SiteSettings } from '../../../src/domain/settings';
import type { ApiContext } from '../context';
import { FACT, SETTINGS_NOT_SET_UP } from '../public/facts';

/** A fact's month may not be later than this month. */
function assertNotFuture(input: FactInput, now: Date) {
  if (input.checkedOn > monthOf(now)) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields need attention: checkedOn.', {
      checkedOn: `The month it was checked cannot be after this month (${monthOf(now)})`,
    });
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

/** A fact's record without its id and time: what its history keeps. */
const inputOf = ({ id: _id, updatedAt: _updatedAt, ...input }: Fact): FactInput => input;

/** A fact's change in its history by the path's ids. */
const changeParams = z.object({ id: idParams('That fact').shape.id, changeId: idParams('That change').shape.id });
const NO_CHANGE = "That change was not found in this fact's history.";

const refreshedSchema = z.object({ fetchedDate: z.string(), rates: exchangeRatesSchema });
const refreshFailedSchema = apiErrorSchema.extend({ rates: exchangeRatesSchema });

/** The admins' writes of facts, the site settings and the exchange rates. */
export const adminFactRoutes: FastifyPluginAsync<ApiContext & { forex: ServerConfig['forex'] }> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;

  /** A write of a fact and the record of it in the fact's history, in one transaction. */
  const changeFact = (
    request: FastifyRequest,
    action: FactChangeAction,
    write: (trx: typeof db) => Promise<{ before: Fact | null; after: Fact | null } | null>,
  ) =>
    db.transaction().execute(async (trx) => {
      const result = await write(trx);
      if (!result) return null;
      const fact = result.after ?? result.before!;
      await recordFactChange(trx, {
        factId: fact.id,
        key: fact.key,
        action,
        before: result.before && inputOf(result.before),
        after: result.after && inputOf(result.after),
        adminEmail: request.admin?.email ?? 'unknown',
        at: now(),
      });
      return result;
    });

  const assertKeyFree = async (key: string) => {
    if (await getFactByKey(db, key)) throw new HttpError(409, 'CONFLICT', 'Another fact has that key.', { key: 'This key is already used by another fact' });
  };

  api.post('/facts', { schema: { tags: ['facts'], body: factInputSchema, response: { 201: factSchema, ...errorResponses } } }, async (request, reply) => {
    const input = request.body;
    assertNotFuture(input, now());
    await assertKeyFree(input.key);
    const created = await changeFact(request, 'created', async (trx) => ({ before: null, after: await createFact(trx, input, now()) }));
    return reply.code(201).send(created!.after!);
  });

  api.put(
    '/facts/:id',
    { schema: { tags: ['facts'], params: idParams(FACT), body: factInputSchema, response: { 200: factSchema, ...errorResponses } } },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      assertNotFuture(input, now());
      const existing = await db.selectFrom('facts').select(['id', 'key']).where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound(FACT);
      if (existing.key !== input.key) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields need attention: key.', {
          key: `The key cannot change (pages look the fact up by “${existing.key}”)`,
        });
      }
      const changed = await changeFact(request, 'edited', async (trx) => {
        const before = await getFact(trx, id);
        return before ? { before, after: await updateFact(trx, id, input, now()) } : null;
      });
      if (!changed) throw notFound(FACT);
      return changed.after!;
    },
  );

  api.get(
    '/facts/:id/history',
    { schema: { tags: ['facts'], params: idParams(FACT), response: { 200: z.object({ items: z.array(factChangeSchema) }), ...errorResponses } } },
    async (request) => {
      const items = await factHistory(db, request.params.id);
      if (items.length === 0 && !(await getFact(db, request.params.id))) throw notFound(FACT);
      return { items };
    },
  );

  api.post(
    '/facts/:id/history/:changeId/restore',
    { schema: { tags: ['facts'], params: changeParams, response: { 200: factSchema, ...errorResponses } } },
    async (request) => {
      const { id, changeId } = request.params;
      const change = await factChange(db, id, changeId);
      if (!change) throw new HttpError(404, 'NOT_FOUND', NO_CHANGE);
      // The version before the change (the "old" of its old → new): restoring it undoes the change.
      const version = change.before;
      if (!version) throw new HttpError(400, 'VALIDATION_FAILED', 'This change created the fact: there is no earlier version to restore.');
      const restored = await changeFact(request, 'restored', async (trx) => {
        const before = await getFact(trx, id);
        return before ? { before, after: await updateFact(trx, id, version, now()) } : null;
      });
      if (!restored) throw notFound(FACT);
      return restored.after!;
    },
  );

  api.post('/facts/:id/review', { schema: { tags: ['facts'], params: idParams(FACT), response: { 200: factSchema, ...errorResponses } } }, async (request) => {
    const reviewed = await changeFact(request, 'checked', async (trx) => {
      const before = await getFact(trx, request.params.id);
      const after = before && (await reviewFact(trx, request.params.id, now()));
      return before && after ? { before, after } : null;
    });
    if (!reviewed) throw notFound(FACT);
    return reviewed.after!;
  });

  api.delete('/facts/:id', { schema: { tags: ['facts'], params: idParams(FACT), response: { 204: noBody, ...errorResponses } } }, async (request, reply) => {
    const deleted = await changeFact(request, 'deleted', async (trx) => {
      const before = await getFact(trx, request.params.id);
      return before && (await deleteFact(trx, request.params.id)) ? { before, after: null } : null;
    });
    if (!deleted) throw notFound(FACT);
    return reply.code(204).send(null);
  });

  const adminOf = (request: FastifyRequest) => request.admin?.email ?? 'unknown';
  const settingsInput = (s: SiteSettings | undefined) => {
    if (!s) return null;
    const { updatedAt: _updatedAt, ...input } = s;
    return input;
  };
  const saveSettingsRecorded = async (request: FastifyRequest, input: z.output<typeof siteSettingsInputSchema>, action: 'edited' | 'restored') => {
    const before = settingsInput(await getSettings(db));
    await saveSettings(db, input, now());
    const settings = await getSettings(db);
    if (!settings) throw new HttpError(404, 'NOT_FOUND', SETTINGS_NOT_SET_UP);
    await recordChange(db, {
      kind: 'settings',
      recordId: 'site',
      key: 'Site settings',
      action,
      before,
      after: settingsInput(settings),
      adminEmail: adminOf(request),
      at: now(),
    });
    return settings;
  };

  api.put(
    '/settings',
    { schema: { tags: ['settings'], body: siteSettingsInputSchema, response: { 200: siteSettingsSchema, ...errorResponses } } },
    async (request) => saveSettingsRecorded(request, request.body, 'edited'),
  );

  api.get('/settings/history', { schema: { tags: ['settings'], response: { 200: recordHistorySchema, ...errorResponses } } }, async () => ({
    items: await recordHistory(db, 'settings', 'site'),
  }));

  api.post(
    '/settings/history/:changeId/restore',
    {
      schema: {
        tags: ['settings'],
        params: z.object({ changeId: idParams('That change').shape.id }),
        response: { 200: siteSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const change = await recordChangeOf(db, 'settings', 'site', request.params.changeId);
      if (!change) throw new HttpError(404, 'NOT_FOUND', NO_CHANGE_OF('settings'));
      if (!change.before) throw new HttpError(400, 'VALIDATION_FAILED', NOTHING_BEFORE('settings'));
      const version = siteSettingsInputSchema.safeParse(change.before);
      if (!version.success)
        throw new HttpError(400, 'VALIDATION_FAILED', "That version of the settings no longer passes today's checks: edit the settings instead.");
      return saveSettingsRecorded(request, version.data, 'restored');
    },
  );

  /** An override set or removed, and its record in the currency's history. */
  const changeOverride = async (
    request: FastifyRequest,
    currency: ForexCurrency,
    input: { nprPerUnit: number; note: string } | null,
    action: 'edited' | 'deleted' | 'restored',
  ) => {
    const before = await getRateOverride(db, currency);
    if (input) await setRateOverride(db, currency, input, now());
    else await clearRateOverride(db, currency);
    const after = await getRateOverride(db, currency);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordChange(db, {
        kind: 'exchange-rate',
        recordId: currency,
        key: `${currency} rate override`,
        action,
        before,
        after,
        adminEmail: adminOf(request),
        at: now(),
      });
    }
    return currentRates(db);
  };

  api.put(
    '/exchange-rates/:currency',
    { schema: { tags: ['exchange rates'], params: currencyParams, body: rateOverrideInputSchema, response: { 200: exchangeRatesSchema, ...errorResponses } } },
    async (request) => changeOverride(request, request.params.currency, request.body, 'edited'),
  );

  api.delete(
    '/exchange-rates/:currency/override',
    { schema: { tags: ['exchange rates'], params: currencyParams, response: { 200: exchangeRatesSchema, ...errorResponses } } },
    async (request) => changeOverride(request, request.params.currency, null, 'deleted'),
  );

  api.get(
    '/exchange-rates/:currency/history',
    { schema: { tags: ['exchange rates'], params: currencyParams, response: { 200: recordHistorySchema, ...errorResponses } } },
    async (request) => ({
      items: await recordHistory(db, 'exchange-rate', request.params.currency),
    }),
  );

  api.post(
    '/exchange-rates/:currency/history/:changeId/restore',
    {
      schema: {
        tags: ['exchange rates'],
        params: currencyParams.extend({ changeId: idParams('That change').shape.id }),
        response: { 200: exchangeRatesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { currency, changeId } = request.params;
      const change = await recordChangeOf(db, 'exchange-rate', currency, changeId);
      if (!change) throw new HttpError(404, 'NOT_FOUND', NO_CHANGE_OF('rate'));
      // The override before the change; none before it means the bank's rate again.
      const version = change.before === null ? null : rateOverrideInputSchema.safeParse(change.before);
      if (version && !version.success)
        throw new HttpError(400, 'VALIDATION_FAILED', "That version of the override no longer passes today's checks: set the rate instead.");
      return changeOverride(request, currency, version ? version.data : null, 'restored');
    },
  );

  api.post(
    '/exchange-rates/refresh',
    { schema: { tags: ['exchange rates'], response: { 200: refreshedSchema, 502: refreshFailedSchema, ...errorResponses } } },
    async (_request, reply) => {
      const result = await refreshRates(db, context.forex, now);
      const rates = await currentRates(db);
      if (!result.ok) {
        return reply.code(502).send({
          error: { code: 'UNAVAILABLE', message: `${result.error} The last good copy is kept${result.lastGoodDate ? ` (${result.lastGoodDate})` : ''}.` },
          rates,
        });
      }
      return { fetchedDate: result.date, rates };
    },
  );
};
