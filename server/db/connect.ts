import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { Lru } from '../lru';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file (null for PostgreSQL and for an in-memory SQLite). */
  file: string | null;
  close: () => Promise<void>;
}

/** PostgreSQL connections one process keeps at most, unless DB_POOL_MAX says otherwise. */
export const DEFAULT_POOL_MAX = 10;

/** How many prepared statements a SQLite connection keeps (the app compiles a few dozen distinct queries). */
export const STATEMENT_CACHE_SIZE = 200;

/**
 * better-sqlite3 for Kysely, keeping prepared statements by SQL text: Kysely's driver prepares every
 * query it runs, and compiling the SQL again each time was most of the cost of a small query. Kysely
 * puts values in parameters, so the distinct texts are few; a search text never becomes SQL. Bounded
 * all the same (least recently used first). A statement that is still iterating (a stream) is busy:
 * then a fresh one is prepared for this use.
 */
export class StatementCache implements SqliteDatabase {
  readonly statements: Lru<string, SQLite.Statement>;

  constructor(
    readonly database: SQLite.Database,
    maxStatements = STATEMENT_CACHE_SIZE,
  ) {
    this.statements = new Lru(maxStatements);
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.statements.get(sql);
    if (cached && !cached.busy) return cached;
    const statement = this.database.prepare(sql);
    if (!cached) this.statements.set(sql, statement);
    return statement;
  }

  close(): void {
    this.statements.clear();
    this.database.close();
  }
}

/**
 * Kysely's SQLite driver begins a transaction DEFERRED: it reads in a snapshot and asks for the write
 * lock only at its first write. If another process (another instance on the same file) committed in
 * between, that write fails at once with SQLITE_BUSY_SNAPSHOT, which busy_timeout cannot wait out.
 * Every transaction here begins IMMEDIATE instead: it takes the write lock first, waiting up to
 * busy_timeout, and then reads and writes the newest data. Readers outside transactions are not
 * held up (WAL).
 */
export class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(readonly options: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(options);
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.options);
  }
}

/**
 * SQLite in DATA_DIR by default (WAL, synchronous=FULL: a committed write survives a crash);
 * PostgreSQL when a DATABASE_URL is given. `:memory:` as dataDir gives a throwaway SQLite.
 */
export function connect(options: { dataDir: string; databaseUrl?: string | null; poolMax?: number }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? DEFAULT_POOL_MAX });
    // An idle connection that the server closes (a restart, an administrator ending it) is dropped by
    // the pool and replaced at the next query; without a listener its 'error' would end the process.
    pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
    // COUNT(*) and BIGINT come back as strings by default; ids and counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', file: null, close: () => db.destroy() };
  }
  let file = ':memory:';
  if (options.dataDir !== ':memory:') {
    mkdirSync(options.dataDir, { recursive: true });
    file = join(options.dataDir, 'gantavya.sqlite');
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: new StatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', file: file === ':memory:' ? null : file, close: () => db.destroy() };
}
