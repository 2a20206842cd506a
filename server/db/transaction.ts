import type { Kysely } from 'kysely';

/**
 * Runs `run` in the caller's transaction when `db` already is one, else in a transaction of its own:
 * a write and what it records about itself (its history, the images it let go) commit together or
 * not at all, however the functions that make it up are called.
 */
export function inTransaction<DB, T>(db: Kysely<DB>, run: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
