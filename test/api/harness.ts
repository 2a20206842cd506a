import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../server/app';
import { createAdmin } from '../../server/auth/admins';
import { loadConfig, type ServerConfig } from '../../server/config';
import { connect, type Db } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrations';
import { seedIfEmpty } from '../../server/db/seed';

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
  options: { dataDir?: string; config?: Partial<ServerConfig>; seed?: boolean; sameDatabaseAs?: TestApp; serve?: Pick<BuildOptions, 'distDir' | 'renderer'> } = {},
): Promise<TestApp> {
  const url = options.sameDatabaseAs ? null : process.env.DATABASE_URL || null;
  // On PostgreSQL, a database of its own for each test app.
  let dbName: string | undefined;
  let dbUrl: string | null = options.sameDatabaseAs?.location.databaseUrl ?? null;
  if (url && !options.dataDir) {
    dbName = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE DATABASE ${dbName}`);
    await client.end();
    const u = new URL(url);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const dataDir = options.sameDatabaseAs?.location.dataDir ?? options.dataDir ?? ':memory:';
  const database = connect({ dataDir, databaseUrl: dbUrl });
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
  const config: ServerConfig = { ...loadConfig({}), scryptLogN: TEST_LOG_N, ...options.config };
  const app = await buildApp({ config, database, now: () => clock.now, distDir: null, ...options.serve });
  const req = (opts: InjectOptions) =>
    app.inject({
      ...opts,
      headers: {
        host: 'localhost',
        ...(opts.payload !== undefined && typeof opts.payload === 'object' ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
    });
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
      await database.close().catch(() => {});
      if (dbName && url) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
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
