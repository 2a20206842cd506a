import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connect } from './db/connect';
import { prepareDatabase } from './db/startup';
import { forexJob } from './forex';
import { backupIfDue } from './backup';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const database = connect({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolMax: config.dbPoolMax });
  // Any number of instances may start at once on one database: one prepares it, the others wait.
  await prepareDatabase(database, {
    now: () => new Date(),
    admin: { email: config.adminEmail, password: config.adminPassword, logN: config.scryptLogN },
    print: (line) => console.log(line),
  });
  // The daily backup (BACKUP_DIR): checked at start and every hour, made when the newest is a day old.
  const backup = config.backup;
  const backupJobs = backup
    ? [
        {
          name: 'the scheduled backup',
          everyMs: backup.checkEveryMs,
          runAtStart: true,
          run: async (log: { info: (line: string) => void }) => {
            const made = await backupIfDue({ dataDir: config.dataDir, dir: backup.dir, keep: backup.keep, everyMs: backup.everyMs, now: new Date() });
            if (made) log.info(`backed up the database to ${made} in ${backup.dir}`);
          },
        },
      ]
    : [];
  // Exchange rates from Nepal Rastra Bank once a day (off when no address is configured, as in tests).
  const forex = forexJob(database.db, config.forex);
  const jobs = [...backupJobs, ...(forex ? [forex] : [])];
  const app = await buildApp({ config, database, logger: process.env.NODE_ENV !== 'test', jobs });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining requests and closing the database');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`Gantavya is serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
  if (config.publicOrigin)
    console.log(`Public origin: ${config.publicOrigin}${config.trustProxy === false ? '' : `, behind a proxy (TRUST_PROXY=${String(config.trustProxy)})`}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
