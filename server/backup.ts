import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrations';

/** The SQLite file in a data directory (connect() opens the same one). */
export const sqliteFile = (dataDir: string) => join(dataDir, 'gantavya.sqlite');

/** What PostgreSQL deployments use instead of the admin command (the README gives the same). */
export const PG_BACKUP_ADVICE =
  "This server uses PostgreSQL (DATABASE_URL): back it up with PostgreSQL's own tools, e.g.\n" +
  '  pg_dump -Fc --dbname="$DATABASE_URL" --file=gantavya-$(date +%F).dump\n' +
  'and restore into an empty database with\n' +
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" gantavya-YYYY-MM-DD.dump';

const SQLITE_HEADER = 'SQLite format 3\u0000';

export class BackupError extends Error {}

export interface BackupCheck {
  /** Rows per table of the app. */
  rows: Record<string, number>;
  /** Migrations recorded in the file, and how many of this version's it lacks (run at the next start). */
  migrations: number;
  missingMigrations: number;
}

/** The tables and migrations of a database made by this version (an empty one, migrated in memory). */
async function expectedSchema(): Promise<{ tables: string[]; migrations: string[] }> {
  const database = connect({ dataDir: ':memory:' });
  try {
    await migrateToLatest(database.db, database.dialect);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(database.db);
    const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
    return { tables: tables.rows.map((r) => r.name), migrations: migrations.rows.map((r) => r.name) };
  } finally {
    await database.close();
  }
}

/**
 * Checks that `file` is a whole, sound database of this app: the SQLite header, PRAGMA integrity_check,
 * every table of the app, and migrations this version knows (a copy made by a newer version is
 * refused). Throws BackupError saying what is wrong; otherwise answers the row counts.
 */
export async function checkBackupFile(file: string): Promise<BackupCheck> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`${file}: no such file.`);
  const header = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) throw new BackupError(`${file}: not a SQLite database (its first bytes are not the SQLite header).`);
  const expected = await expectedSchema();
  let copy: SQLite.Database;
  try {
    copy = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new BackupError(`${file}: cannot be opened as a SQLite database (${e instanceof Error ? e.message : e}).`);
  }
  try {
    let integrity: string[];
    try {
      integrity = (copy.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check);
    } catch (e) {
      throw new BackupError(`${file}: damaged (${e instanceof Error ? e.message : e}).`);
    }
    if (integrity.join() !== 'ok') throw new BackupError(`${file}: damaged (integrity check: ${integrity.slice(0, 3).join('; ')}).`);
    const tables = new Set((copy.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>).map((r) => r.name));
    const missing = expected.tables.filter((t) => !tables.has(t) && t !== 'kysely_migration_lock');
    if (missing.length) throw new BackupError(`${file}: not a Gantavya database, or an incomplete one (no table ${missing.join(', ')}).`);
    const applied = (copy.prepare('select name from kysely_migration').all() as Array<{ name: string }>).map((r) => r.name);
    const unknown = applied.filter((m) => !expected.migrations.includes(m));
    if (unknown.length)
      throw new BackupError(`${file}: made by a newer version of Gantavya (migrations ${unknown.join(', ')} are unknown here); restore it with that version.`);
    const rows: Record<string, number> = {};
    for (const t of expected.tables.filter((name) => !name.startsWith('kysely_'))) {
      rows[t] = (copy.prepare(`select count(*) as n from "${t}"`).get() as { n: number }).n;
    }
    return { rows, migrations: applied.length, missingMigrations: expected.migrations.length - applied.length };
  } finally {
    copy.close();
  }
}

/**
 * A consistent copy of the live SQLite database at `dataDir` in `target`, while the server keeps
 * serving (SQLite's online backup: the copy is the database as of one moment, writes go on meanwhile).
 * Written beside the target first and renamed when whole and checked, so `target` is never half a copy.
 */
export async function backupSqlite(dataDir: string, target: string): Promise<BackupCheck> {
  const source = sqliteFile(dataDir);
  if (!existsSync(source)) throw new BackupError(`No database at ${source} (DATA_DIR=${dataDir}).`);
  if (existsSync(target)) throw new BackupError(`${target} exists already: choose a new file name (nothing was overwritten).`);
  const partial = `${target}.partial`;
  const live = new SQLite(source, { fileMustExist: true, timeout: 5000 });
  try {
    await live.backup(partial);
  } finally {
    live.close();
  }
  try {
    const check = await checkBackupFile(partial);
    renameSync(partial, target);
    return check;
  } catch (e) {
    rmSync(partial, { force: true });
    throw e;
  }
}

/** True when some process (a running server) has the database at `file` open. */
export function databaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    // An exclusive lock is refused while any other connection has the file open, idle or not.
    probe.pragma('locking_mode = exclusive');
    probe.exec('begin exclusive');
    probe.exec('rollback');
    return false;
  } catch (e) {
    if (e instanceof SQLite.SqliteError && e.code.startsWith('SQLITE_BUSY')) return true;
    throw e;
  } finally {
    probe.close();
  }
}

/**
 * Puts the backup `file` in place of the database at `dataDir`, the server being stopped: the file is
 * checked first, and the database it replaces is kept beside it (gantavya.sqlite.before-restore-TIME),
 * never deleted. Refuses while a server has the database open.
 */
export async function restoreSqlite(file: string, dataDir: string, now: Date): Promise<BackupCheck & { keptAs: string | null }> {
  const check = await checkBackupFile(file);
  mkdirSync(dataDir, { recursive: true });
  const target = sqliteFile(dataDir);
  if (databaseInUse(target)) throw new BackupError(`The database at ${target} is in use: stop the server (every instance) first, then restore.`);
  let keptAs: string | null = null;
  if (existsSync(target)) {
    // Everything committed goes into the main file first, so moving it keeps every row.
    const current = new SQLite(target, { fileMustExist: true, timeout: 0 });
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
    keptAs = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, keptAs);
    for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  }
  const incoming = `${target}.restoring`;
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(incoming);
  } finally {
    source.close();
  }
  renameSync(incoming, target);
  return { ...check, keptAs };
}

const BACKUP_NAME = /^gantavya-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.sqlite$/;

/** The scheduled backups in `dir`, oldest first (their names sort by time). */
export function scheduledBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
}

/**
 * The daily backup: when the newest one in `dir` is older than `everyMs` (or there is none), a new one
 * named by the time, then all but the newest `keep` removed. Checked often (an instance restarted
 * every few hours still makes its daily copy); several instances on one file may each make one.
 */
export async function backupIfDue(options: { dataDir: string; dir: string; keep: number; everyMs: number; now: Date }): Promise<string | null> {
  const { dir, keep, now } = options;
  mkdirSync(dir, { recursive: true });
  const newest = scheduledBackups(dir).at(-1);
  if (newest && now.getTime() - statSync(join(dir, newest)).mtimeMs < options.everyMs) return null;
  const name = `gantavya-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`;
  await backupSqlite(options.dataDir, join(dir, name));
  const all = scheduledBackups(dir);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) rmSync(join(dir, old), { force: true });
  return basename(name);
}
