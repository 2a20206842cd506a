import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { ensureFirstAdmin } from '../auth/admins';
import type { Db } from './connect';
import { migrateToLatest } from './migrations';
import { seedIfEmpty } from './seed';
import { proposeBuiltInCorrections } from './built-in-corrections';

/** The PostgreSQL advisory lock every instance takes to prepare the database (any fixed number will do; this is "gant"). */
export const STARTUP_LOCK_KEY = 0x67616e74;

/** How long an instance waits for another one's preparation of a SQLite database before it gives up. */
const SQLITE_LOCK_WAIT_MS = 5 * 60_000;

/**
 * Runs `run` while no other instance on this database runs its own: the migrations, the seed and the
 * first admin are each made once however many instances start at the same moment (the others wait,
 * then find them there).
 * PostgreSQL: a session advisory lock, held on one pooled connection while `run` uses the others (a
 * connection that dies releases it). SQLite: an exclusive transaction on a small lock database next
 * to the data file. Not the data file itself: the migrations open transactions of their own on the
 * one connection, which SQLite cannot nest, and a second connection holding the data file's write lock
 * would block them. An in-memory database has nobody to wait for.
 */
export async function withStartupLock<T>(database: Db, run: () => Promise<T>): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(conn);
      try {
        return await run();
      } finally {
        await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(conn);
      }
    });
  }
  if (!database.file) return run();
  const lock = new SQLite(`${database.file}-startup-lock`, { timeout: SQLITE_LOCK_WAIT_MS });
  try {
    lock.exec('begin exclusive');
    try {
      return await run();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}

/**
 * What every start does before serving, under the startup lock: the migrations, the sample content
 * on an empty database, the release's corrections of built-in records as proposals (never applied
 * here), and the first admin when there is none.
 */
export async function prepareDatabase(
  database: Db,
  options: { now: () => Date; admin: { email: string | null; password: string | null; logN: number }; print: (line: string) => void },
): Promise<void> {
  await withStartupLock(database, async () => {
    await migrateToLatest(database.db, database.dialect);
    if (await seedIfEmpty(database.db, options.now)) options.print('Seeded an empty database with the sample content.');
    const proposed = await proposeBuiltInCorrections(database.db, options.now());
    if (proposed > 0)
      options.print(`This release corrects ${proposed} built-in ${proposed === 1 ? 'record' : 'records'}: each waits for an admin under Facts → Corrections.`);
    await ensureFirstAdmin(database.db, { ...options.admin, now: options.now(), print: options.print });
  });
}
