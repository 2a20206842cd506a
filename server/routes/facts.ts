import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { listQuerySchema } from '../../src/domain/api';
import { factInputSchema, factKeyListParam, monthOf, reviewCutoff, reviewedFact, type FactInput } from '../../src/domain/fact';
import { FOREX_CURRENCIES, rateOverrideInputSchema, type ForexCurrency } from '../../src/domain/forex';
import { siteSettingsInputSchema } from '../../src/domain/settings';
import type { ServerConfig } from '../config';
import { factFromRow, factRow, settingsFromRow, SITE_SETTINGS_ROW } from '../db/fact-rows';
import type { ContentTable, Database } from '../db/schema';
import { currentRates, refreshRates } from '../forex';
import { HttpError, notFound, parse } from '../http';
import { etagMatches, ListCache, queryKey } from '../list-cache';
import { pathId } from './content';

export interface FactRouteDeps {
  db: Kysely<Database>;
  now: () => Date;
  requireAdmin: (request: FastifyRequest) => Promise<unknown>;
  isAdmin: (request: FastifyRequest) => Promise<boolean>;
  forex: ServerConfig['forex'];
  listCache?: ListCache;
}

const FACT = 'That fact';
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const factQuerySchema = listQuerySchema.extend({
  onPage: z.string().trim().max(120).optional(),
  /** Comma-separated keys: the facts an article embeds. */
  keys: factKeyListParam.optional(),
  due: z.enum(['true', 'false']).optional(),
});

/** A fact's month may not be later than this month. */
function assertNotFuture(input: FactInput, now: Date) {
  if (input.checkedOn > monthOf(now)) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields need attention: checkedOn.', { checkedOn: `The month it was checked cannot be after this month (${monthOf(now)})` });
  }
}

type FactPageQuery = z.infer<typeof factQuerySchema> & { dueBefore?: string };

/** One page of facts as GET /facts answers it (q, onPage, the ones checked before dueBefore). */
async function factPage(db: Kysely<Database>, query: FactPageQuery) {
  const base = () => {
    let qb = db.selectFrom('facts');
    if (query.q) qb = qb.where(sql<boolean>`search like ${likePattern(query.q)} escape '\\'`);
    if (query.onPage) qb = qb.where('page', '=', query.onPage);
    if (query.keys) qb = qb.where('key', 'in', query.keys);
    if (query.dueBefore) qb = qb.where('checked_on', '<', query.dueBefore);
    return qb;
  };
  const { total } = await base().select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await base().selectAll().orderBy('id', 'asc').limit(query.limit).offset((query.page - 1) * query.limit).execute();
  return { items: rows.map(factFromRow), total: Number(total), page: query.page, limit: query.limit };
}

/**
 * The public reads of facts and rates for the server renderer, answered as GET /facts (without "due")
 * and GET /exchange-rates answer them; null for any other path.
 */
export function publicFactReader(db: Kysely<Database>) {
  return async (path: string, query: Record<string, string>): Promise<unknown> => {
    if (path === '/facts') return factPage(db, { ...parse(factQuerySchema, query, 'query'), due: undefined });
    if (path === '/exchange-rates') return currentRates(db);
    return null;
  };
}

/**
 * Dated facts (GET public, cached per content version; writes need an admin), the site settings and the
 * exchange rates. Facts are listed in page order with search (q), a page filter (onPage) and the ones
 * due for review (due=true: checked more than six months ago).
 */
export function factRoutes(app: FastifyInstance, deps: FactRouteDeps) {
  const { db, now } = deps;
  const cache = deps.listCache ?? new ListCache(db);

  /** A public answer built at the table's version, or kept from before; ETag and 304 as for lists. */
  async function sendCached(request: FastifyRequest, reply: FastifyReply, table: ContentTable, key: string, build: () => Promise<string>) {
    reply.type('application/json; charset=utf-8').header('vary', 'Cookie');
    const version = await cache.version(table);
    const page = cache.get(table, version, key) ?? cache.set(table, version, key, await build());
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return reply.send(page.body);
  }

  const buildFactPage = (query: FactPageQuery) => factPage(db, query).then((page) => JSON.stringify(page));

  app.get('/facts', async (request, reply) => {
    const parsed = parse(factQuerySchema, request.query, 'query');
    // The cut-off month is part of the query (and so of the cache key): "due" moves with the calendar.
    const query = { ...parsed, due: undefined, dueBefore: parsed.due === 'true' ? reviewCutoff(now()) : undefined };
    if (await deps.isAdmin(request)) {
      return reply.type('application/json; charset=utf-8').header('vary', 'Cookie').header('cache-control', 'private, no-store').send(await buildFactPage(query));
    }
    return sendCached(request, reply, 'facts', queryKey(query), () => buildFactPage(query));
  });

  app.get('/facts/:id', async (request) => {
    const row = await db.selectFrom('facts').selectAll().where('id', '=', pathId(request, FACT)).executeTakeFirst();
    if (!row) throw notFound(FACT);
    return factFromRow(row);
  });

  const assertKeyFree = async (key: string, exceptId?: number) => {
    let q = db.selectFrom('facts').select('id').where('key', '=', key);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw new HttpError(409, 'CONFLICT', 'Another fact has that key.', { key: 'This key is already used by another fact' });
  };

  app.post('/facts', async (request, reply) => {
    await deps.requireAdmin(request);
    const input = parse(factInputSchema, request.body);
    assertNotFuture(input, now());
    await assertKeyFree(input.key);
    const row = await db.insertInto('facts').values(factRow(input, now().toISOString())).returning('id').executeTakeFirstOrThrow();
    const saved = await db.selectFrom('facts').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    return reply.code(201).send(factFromRow(saved));
  });

  app.put('/facts/:id', async (request) => {
    await deps.requireAdmin(request);
    const id = pathId(request, FACT);
    const input = parse(factInputSchema, request.body);
    assertNotFuture(input, now());
    const existing = await db.selectFrom('facts').select(['id', 'key']).where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound(FACT);
    if (existing.key !== input.key) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields need attention: key.', { key: `The key cannot change (pages look the fact up by “${existing.key}”)` });
    }
    await db.updateTable('facts').set(factRow(input, now().toISOString())).where('id', '=', id).execute();
    return factFromRow(await db.selectFrom('facts').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });

  /** "Still correct, checked today": the month checked becomes this month and the day checked today; nothing else changes. */
  app.post('/facts/:id/review', async (request) => {
    await deps.requireAdmin(request);
    const id = pathId(request, FACT);
    const row = await db.selectFrom('facts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(FACT);
    const stored = JSON.parse(row.data) as FactInput;
    await db.updateTable('facts').set(factRow(reviewedFact(stored, now()), now().toISOString())).where('id', '=', id).execute();
    return factFromRow(await db.selectFrom('facts').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });

  app.delete('/facts/:id', async (request, reply) => {
    await deps.requireAdmin(request);
    const r = await db.deleteFrom('facts').where('id', '=', pathId(request, FACT)).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw notFound(FACT);
    return reply.code(204).send();
  });

  // Site settings: one record.
  const readSettings = async () => {
    const row = await db.selectFrom('site_settings').selectAll().where('name', '=', SITE_SETTINGS_ROW).executeTakeFirst();
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'The site settings have not been set up.');
    return settingsFromRow(row);
  };
  app.get('/settings', async (request, reply) => sendCached(request, reply, 'site_settings', 'settings', async () => JSON.stringify(await readSettings())));
  app.put('/settings', async (request) => {
    await deps.requireAdmin(request);
    const input = parse(siteSettingsInputSchema, request.body);
    const values = { data: JSON.stringify(input), updated_at: now().toISOString() };
    await db
      .insertInto('site_settings')
      .values({ name: SITE_SETTINGS_ROW, ...values })
      .onConflict((oc) => oc.column('name').doUpdateSet(values))
      .execute();
    return readSettings();
  });

  // Exchange rates.
  const currencyParam = (request: FastifyRequest): ForexCurrency => {
    const c = String((request.params as { currency?: string }).currency ?? '').toUpperCase();
    if (!(FOREX_CURRENCIES as readonly string[]).includes(c)) throw new HttpError(404, 'NOT_FOUND', `There is no rate for “${c}”: use one of ${FOREX_CURRENCIES.join(', ')}.`);
    return c as ForexCurrency;
  };
  app.get('/exchange-rates', async (request, reply) => sendCached(request, reply, 'exchange_rates', 'rates', async () => JSON.stringify(await currentRates(db))));
  app.put('/exchange-rates/:currency', async (request) => {
    await deps.requireAdmin(request);
    const currency = currencyParam(request);
    const input = parse(rateOverrideInputSchema, request.body);
    const values = { override_rate: input.nprPerUnit, override_on: now().toISOString().slice(0, 10), override_note: input.note };
    await db
      .insertInto('exchange_rates')
      .values({ currency, nrb_rate: null, nrb_date: null, fetched_at: null, ...values })
      .onConflict((oc) => oc.column('currency').doUpdateSet(values))
      .execute();
    return currentRates(db);
  });
  app.delete('/exchange-rates/:currency/override', async (request) => {
    await deps.requireAdmin(request);
    const currency = currencyParam(request);
    await db.updateTable('exchange_rates').set({ override_rate: null, override_on: null, override_note: null }).where('currency', '=', currency).execute();
    return currentRates(db);
  });
  app.post('/exchange-rates/refresh', async (request, reply) => {
    await deps.requireAdmin(request);
    const result = await refreshRates(db, deps.forex, now);
    const rates = await currentRates(db);
    if (!result.ok) return reply.code(502).send({ error: { code: 'UNAVAILABLE', message: `${result.error} The last good copy is kept${result.lastGoodDate ? ` (${result.lastGoodDate})` : ''}.` }, rates });
    return { fetchedDate: result.date, rates };
  });
}
