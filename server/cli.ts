/**
 * npm run admin -- create EMAIL [--generate] | reset-password EMAIL [--generate] | unlock EMAIL
 *                | backup FILE | restore FILE
 * backup: a consistent copy of the SQLite database while the server runs. restore: the server stopped,
 * the file checked first, the current database kept beside the restored one.
 * The password comes from ADMIN_PASSWORD, else it is read from standard input (without echo on a
 * terminal), exactly as typed: nothing is trimmed. --generate makes a random one instead, prints it
 * once, and the admin must change it at their first sign-in.
 */
import { MIN_PASSWORD_LENGTH } from '../src/domain/admin';
import { createAdmin, resetPassword } from './auth/admins';
import { randomPassword } from './auth/passwords';
import { clearAttempts } from './auth/throttle';
import { BackupError, backupSqlite, PG_BACKUP_ADVICE, restoreSqlite, sqliteFile } from './backup';
import { loadConfig } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { withStartupLock } from './db/startup';

const USAGE = 'Usage: npm run admin -- create EMAIL [--generate] | reset-password EMAIL [--generate] | unlock EMAIL | backup FILE | restore FILE';

/** backup FILE and restore FILE: on the SQLite file itself (no migration first); PostgreSQL gets advice. */
async function backupOrRestore(command: 'backup' | 'restore', file: string): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(PG_BACKUP_ADVICE);
    return 2;
  }
  const counts = (rows: Record<string, number>) =>
    Object.entries(rows)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ');
  try {
    if (command === 'backup') {
      const check = await backupSqlite(config.dataDir, file);
      console.log(`Backed up ${sqliteFile(config.dataDir)} to ${file} (checked: ${counts(check.rows)}).`);
    } else {
      const done = await restoreSqlite(file, config.dataDir, new Date());
      console.log(`Restored ${file} into ${sqliteFile(config.dataDir)} (${counts(done.rows)}).`);
      if (done.keptAs) console.log(`The database it replaced is kept as ${done.keptAs}.`);
      if (done.missingMigrations) console.log(`It lacks ${done.missingMigrations} migrations of this version: they run at the next start.`);
    }
    return 0;
  } catch (e) {
    if (!(e instanceof BackupError)) throw e;
    console.error(e.message);
    return 1;
  }
}

/** One line from standard input; on a terminal, typed keys are not echoed. Only the line break is removed. */
function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  return new Promise((resolve, reject) => {
    let text = '';
    const tty = input.isTTY;
    if (tty) input.setRawMode(true);
    input.setEncoding('utf8');
    const done = (value: string | null) => {
      input.off('data', onData);
      input.off('end', onEnd);
      if (tty) input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      if (value === null) reject(new Error('Cancelled.'));
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\n' || ch === '\r') return done(text);
        if (tty && ch === '\u0003') return done(null); // Ctrl+C
        if (tty && (ch === '\u007f' || ch === '\b')) text = text.slice(0, -1);
        else text += ch;
      }
    };
    const onEnd = () => done(text);
    input.on('data', onData);
    input.on('end', onEnd);
    input.resume();
  });
}

async function main() {
  const args = process.argv.slice(2);
  const generate = args.includes('--generate');
  const [command, email] = args.filter((a) => a !== '--generate');
  if ((command === 'backup' || command === 'restore') && email && !generate) {
    process.exitCode = await backupOrRestore(command, email);
    return;
  }
  if (!['create', 'reset-password', 'unlock'].includes(command ?? '') || !email || (generate && command === 'unlock')) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = connect({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolMax: config.dbPoolMax });
  await withStartupLock(database, () => migrateToLatest(database.db, database.dialect));
  try {
    if (command === 'unlock') {
      const cleared = await clearAttempts(database.db, email);
      console.log(`Cleared the sign-in counters of ${email} (${cleared} recorded attempts).`);
      return;
    }
    const password = generate
      ? randomPassword()
      : process.env.ADMIN_PASSWORD || (await readPassword(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `));
    if (command === 'create') {
      await createAdmin(database.db, email, password, config.scryptLogN, new Date(), { generated: generate });
      console.log(`Created admin ${email}.`);
    } else if (await resetPassword(database.db, email, password, config.scryptLogN, { generated: generate })) {
      console.log(`Reset the password of ${email}; their sessions were signed out and their sign-in counters cleared.`);
    } else {
      console.error(`No admin with the e-mail ${email}.`);
      process.exitCode = 1;
      return;
    }
    if (generate) console.log(`The password is ${password} (shown once; it must be changed at the first sign-in).`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
