/**
 * npm run admin -- create EMAIL [--generate] | reset-password EMAIL [--generate] | unlock EMAIL
 * The password comes from ADMIN_PASSWORD, else it is read from standard input (without echo on a
 * terminal), exactly as typed: nothing is trimmed. --generate makes a random one instead, prints it
 * once, and the admin must change it at their first sign-in.
 */
import { MIN_PASSWORD_LENGTH } from '../src/domain/admin';
import { createAdmin, resetPassword } from './auth/admins';
import { randomPassword } from './auth/passwords';
import { clearAttempts } from './auth/throttle';
import { loadConfig } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { withStartupLock } from './db/startup';

const USAGE = 'Usage: npm run admin -- create EMAIL [--generate] | reset-password EMAIL [--generate] | unlock EMAIL';

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
    const password = generate ? randomPassword() : (process.env.ADMIN_PASSWORD || (await readPassword(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `)));
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
