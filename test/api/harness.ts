import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../server/app';
import { createAdmin } from '../../server/auth/admins';
import { loadConfig, type ServerConfig } from '../../server/config';
import { connect, type Db } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrations';
import { seedIfEmpty } from '../../server/db/seed';
import { PageCache } from '../../server/render/page-cache';

export const ADMIN = { email: 'admin@gantavya.example', password: 'correct-horse-battery' };
export const TEST_LOG_N = 10;

export interface TestApp {
  app: FastifyInstance;
  database: Db;
  clock: { now: Date; advance: (ms: number) => void };
  config: ServerConfig;
  /** inject with JSON and the app's own origin by default. */
  req: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  login: () => Promise<string>;
  /** Where its database is: another app can be built on the same one (sameDatabaseAs). */
  location: { dataDir: string; databaseUrl: string | null };
  close: () => Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory SQLite, or (when DATABASE_URL is set) a schema of its
 * own in that PostgreSQL. With sameDatabaseAs, a second app (its own connection, as another API
 * process would have) on another app's database, which it leaves in place when closed.
 */
export async function createTestApp(
  options: {
    dataDir?: string;
    config?: Partial<ServerConfig>;
    seed?: boolean;
    sameDatabaseAs?: TestApp;
    serve?: Pick<BuildOptions, 'distDir' | 'renderer'>;
    pageCacheEntries?: number;
  } = {},
): Promise<TestApp> {
  const fresh = options.sameDatabaseAs ? null : await createTestDatabase(options.dataDir);
  const { dataDir, databaseUrl: dbUrl } = options.sameDatabaseAs ? options.sameDatabaseAs.location : fresh!.location;
  const database = fresh ? fresh.database : connect({ dataDir, databaseUrl: dbUrl });
  await migrateToLatest(database.db, database.dialect);
  const clock = {
    now: new Date('2026-01-05T08:00:00.000Z'),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  if (options.seed !== false) await seedIfEmpty(database.db, () => clock.now);
  const existing = await database.db.selectFrom('admins').select('id').where('email', '=', ADMIN.email).executeTakeFirst();
  if (!existing) await createAdmin(database.db, ADMIN.email, ADMIN.password, TEST_LOG_N, clock.now);
  // The read and render limits are out of the way unless a test sets its own (one address sends every request here).
  const unlimited = { readsPerMinute: 1_000_000, pageRenders: { perMinute: 1_000_000, concurrency: 4, queue: 1_000 } };
  const config: ServerConfig = { ...loadConfig({}), scryptLogN: TEST_LOG_N, ...unlimited, ...options.config };
  const pageCache = options.pageCacheEntries ? new PageCache(database.db, options.pageCacheEntries) : undefined;
  const app = await buildApp({ config, database, now: () => clock.now, distDir: null, ...options.serve, pageCache });
  // A header given as undefined is left out (e.g. `origin: undefined` for a request without one).
  const req = (opts: InjectOptions) => {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(String(opts.method ?? 'GET').toUpperCase());
    const headers: Record<string, string | string[] | undefined> = {
      host: 'localhost',
      ...(write ? { origin: config.publicOrigin ?? 'http://localhost' } : {}),
      ...(opts.payload !== undefined && typeof opts.payload === 'object' ? { 'content-type': 'application/json' } : {}),
      ...(opts.headers as Record<string, string | string[] | undefined>),
    };
    return app.inject({
      ...opts,
      headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string | string[]>,
    });
  };
  const login = async () => {
    const res = await req({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    return cookie;
  };
  return {
    app,
    database,
    clock,
    config,
    req,
    login,
    location: { dataDir, databaseUrl: dbUrl },
    close: async () => {
      await app.close();
      if (fresh) await fresh.drop();
      else await database.close().catch(() => {});
    },
  };
}

/**
 * A fresh, empty, unmigrated database: in-memory SQLite (or in dataDir), or (when DATABASE_URL is
 * set) a PostgreSQL database of its own, dropped by drop().
 */
export async function createTestDatabase(
  dataDir?: string,
): Promise<{ database: Db; location: { dataDir: string; databaseUrl: string | null }; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL || null;
  let dbName: string | undefined;
  let dbUrl: string | null = null;
  if (url && !dataDir) {
    dbName = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE DATABASE ${dbName}`);
    await client.end();
    const u = new URL(url);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const location = { dataDir: dataDir ?? ':memory:', databaseUrl: dbUrl };
  const database = connect(location);
  return {
    database,
    location,
    drop: async () => {
      await database.close().catch(() => {});
      if (dbName && url) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        // pg's pool.end() resolves before its connections have finished closing; dropping with
        // FORCE under them would make them fail loudly. Wait (up to 5 s) until they are gone.
        for (let tries = 0; tries < 250; tries++) {
          const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [dbName]);
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await client.end();
      }
    },
  };
}

export const booking = (over: Record<string, unknown> = {}) => ({
  fullName: 'Sita Sharma',
  email: 'sita@example.com',
  phone: '9841234567',
  preferredDestination: 'Australia',
  studyLevel: 'Master',
  preferredDate: '2026-02-01',
  message: 'I want to study IT.',
  ...over,
});

/**
 * Seeds a database migrated only up to an older migration, as a database of that time would have been
 * seeded: the built-in records are seeded into a database of today, and each table's rows are copied
 * with the columns the older table has (the seed code writes today's columns).
 */
export async function seedAsOfOlderSchema(older: Db, seedAt: () => Date): Promise<void> {
  const { database: today, drop } = await createTestDatabase();
  try {
    await migrateToLatest(today.db, today.dialect);
    await seedIfEmpty(today.db, seedAt);
    const loose = (db: Db['db']) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const tables = (await older.db.introspection.getTables()).filter((t) => !/migration/i.test(t.name));
    const todays = new Set((await today.db.introspection.getTables()).map((t) => t.name));
    // A table whose rows name another table's (a foreign key) is copied in a later pass, once those are there.
    let waiting = tables.filter((t) => todays.has(t.name));
    for (let pass = 0; waiting.length > 0; pass++) {
      if (pass > tables.length) throw new Error(`could not copy ${waiting.map((t) => t.name).join(', ')}`);
      const failed: typeof waiting = [];
      for (const table of waiting) {
        const columns = table.columns.map((c) => c.name);
        const rows = await loose(today.db).selectFrom(table.name).select(columns).execute();
        try {
          for (let i = 0; i < rows.length; i += 100)
            await loose(older.db)
              .insertInto(table.name)
              .values(rows.slice(i, i + 100))
              .onConflict((oc) => oc.doNothing())
              .execute();
        } catch {
          failed.push(table);
        }
      }
      waiting = failed;
    }
    // PostgreSQL's id sequences follow the copied ids (SQLite's rowids do by themselves).
    if (older.dialect === 'postgres') {
      for (const table of tables) {
        if (table.columns.some((c) => c.name === 'id' && c.isAutoIncrementing)) {
          await sql`SELECT setval(pg_get_serial_sequence(${table.name}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(table.name)}), 1))`.execute(older.db);
        }
      }
    }
  } finally {
    await drop();
  }
}
