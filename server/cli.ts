/** npm run admin -- create EMAIL | reset-password EMAIL (password from ADMIN_PASSWORD or standard input). */
import { createInterface } from 'node:readline/promises';
import { createAdmin, resetPassword } from './auth/admins';
import { loadConfig } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrations';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  const answer = await rl.question('Password (at least 12 characters): ');
  rl.close();
  return answer.trim();
}

async function main() {
  const [command, email] = process.argv.slice(2);
  if (!['create', 'reset-password'].includes(command ?? '') || !email) {
    console.error('Usage: npm run admin -- create EMAIL | reset-password EMAIL');
    process.exit(2);
  }
  const config = loadConfig();
  const database = connect({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrateToLatest(database.db, database.dialect);
  const password = await readPassword();
  try {
    if (command === 'create') {
      await createAdmin(database.db, email, password, config.scryptLogN, new Date());
      console.log(`Created admin ${email}.`);
    } else if (await resetPassword(database.db, email, password, config.scryptLogN)) {
      console.log(`Reset the password of ${email}; their sessions were signed out.`);
    } else {
      console.error(`No admin with the e-mail ${email}.`);
      process.exitCode = 1;
    }
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
