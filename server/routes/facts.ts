import type { Kysely } from 'kysely';
import { factListQuery, listFacts } from '../queries/facts';
import type { Database } from '../db/schema';
import { currentRates } from '../forex';
import { parse } from '../http';

/**
 * The public reads of facts and rates for the server renderer, answered as GET /facts (without "due")
 * and GET /exchange-rates answer them; null for any other path.
 */
export function publicFactReader(db: Kysely<Database>) {
  return async (path: string, query: Record<string, string>): Promise<unknown> => {
    if (path === '/facts') {
      const { due: _due, ...q } = parse(factListQuery, query, 'query');
      return listFacts(db, q);
    }
    if (path === '/exchange-rates') return currentRates(db);
    return null;
  };
}
