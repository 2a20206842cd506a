// @vitest-environment node
/** The PostgreSQL pool holds at most DB_POOL_MAX connections (PostgreSQL only: SQLite has one connection). */
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/connect';
import { createTestDatabase } from './harness';

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL connection pool', () => {
  it('opens no more connections than DB_POOL_MAX, however many queries wait', async () => {
    const fresh = await createTestDatabase();
    await fresh.database.close();
    const config = loadConfig({ DATABASE_URL: fresh.location.databaseUrl!, DB_POOL_MAX: '3' });
    const database = connect({ dataDir: ':memory:', databaseUrl: config.databaseUrl, poolMax: config.dbPoolMax });
    const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await watcher.connect();
    const dbName = new URL(fresh.location.databaseUrl!).pathname.slice(1);
    const connections = async () =>
      (await watcher.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [dbName])).rows[0]!.n;
    // The harness's own connection is closed, but its server process leaves a moment later: counted, it
    // would be one more than the pool ever held. Wait until the database has no connection left.
    while ((await connections()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    let most = 0;
    let watching = true;
    const watch = (async () => {
      while (watching) most = Math.max(most, await connections());
    })();
    try {
      await Promise.all(Array.from({ length: 12 }, () => sql`select pg_sleep(0.1)`.execute(database.db)));
      watching = false;
      await watch;
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(3);
    } finally {
      watching = false;
      await watcher.end();
      await database.close();
      await fresh.drop();
    }
  }, 60_000);
});
