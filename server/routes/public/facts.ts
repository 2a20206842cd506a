import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listResponseSchema } from '../../../src/domain/api';
import { factSchema, reviewCutoff } from '../../../src/domain/fact';
import { exchangeRatesSchema } from '../../../src/domain/forex';
import { siteSettingsSchema } from '../../../src/domain/settings';
import { currentRates } from '../../forex';
import { HttpError, notFound } from '../../http';
import { errorResponses, idParams, noBody } from '../../plugins/schemas';
import { factListQuery, getFact, getSettings, listFacts } from '../../queries/facts';
import { sendKept, sendPrivate, type ApiContext } from '../context';

export const FACT = 'That fact';
export const SETTINGS_NOT_SET_UP = 'The site settings have not been set up.';

/**
 * Dated facts (listed in the order they were added, with search, one page's facts, and the ones due
 * for review: checked more than six months ago), the site settings and the exchange rates. Public
 * answers are kept per content version, with an entity tag and 304.
 */
export const publicFactRoutes: FastifyPluginAsync<ApiContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;

  api.get('/facts', { schema: { tags: ['facts'], querystring: factListQuery, response: { 200: listResponseSchema(factSchema), 304: noBody, ...errorResponses } } }, async (request, reply) => {
    const { due, ...rest } = request.query;
    // The cut-off month is part of the query (and so of the cache key): "due" moves with the calendar.
    const query = { ...rest, dueBefore: due === 'true' ? reviewCutoff(now()) : undefined };
    const build = async () => JSON.stringify(await listFacts(db, query));
    if (await context.isAdmin(request)) return sendPrivate(reply, await build());
    return sendKept(request, reply, context, { table: 'facts', query, build });
  });

  api.get('/facts/:id', { schema: { tags: ['facts'], params: idParams(FACT), response: { 200: factSchema, ...errorResponses } } }, async (request) => {
    const fact = await getFact(db, request.params.id);
    if (!fact) throw notFound(FACT);
    return fact;
  });

  api.get('/settings', { schema: { tags: ['settings'], response: { 200: siteSettingsSchema, 304: noBody, ...errorResponses } } }, async (request, reply) =>
    sendKept(request, reply, context, {
      table: 'site_settings',
      query: {},
      build: async () => {
        const settings = await getSettings(db);
        if (!settings) throw new HttpError(404, 'NOT_FOUND', SETTINGS_NOT_SET_UP);
        return JSON.stringify(settings);
      },
    }),
  );

  api.get('/exchange-rates', { schema: { tags: ['exchange rates'], response: { 200: exchangeRatesSchema, 304: noBody, ...errorResponses } } }, async (request, reply) =>
    sendKept(request, reply, context, { table: 'exchange_rates', query: {}, build: async () => JSON.stringify(await currentRates(db)) }),
  );
};
