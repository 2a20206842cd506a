// @vitest-environment node
/**
 * Backups of the SQLite database with the real admin command (npm run admin -- backup / restore, in a
 * process of its own): a copy made while bookings are being written holds every booking committed
 * before it began, and restored into a new data directory it gives back every one of them, row for
 * row. The restore checks the file first and refuses while a server has the database open; PostgreSQL
 * gets advice instead. The server's daily backup lands in BACKUP_DIR.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupIfDue, scheduledBackups } from '../../server/backup';
import { connect } from '../../server/db/connect';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { booking, createTestApp, type TestApp } from './harness';

/** The admin command as an operator runs it: its exit code and everything it printed. */
function admin(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function rowsOf(dataDir: string) {
  const database = connect({ dataDir });
  try {
    const bookings = await database.db.selectFrom('bookings').select(['id', 'reference', 'status', 'created_at', 'data']).orderBy('id').execute();
    const outbox = await database.db.selectFrom('email_outbox').select(['id', 'booking_id', 'kind']).orderBy('id').execute();
    return { bookings, outbox };
  } finally {
    await database.close();
  }
}

describe('backups of the SQLite database', () => {
  const root = mkdtempSync(join(tmpdir(), 'gantavya-backup-'));
  const live = join(root, 'live');
  let t: TestApp | null = null;
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await t?.close();
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    if (server) await server.exited;
    rmSync(root, { recursive: true, force: true });
  });

  it('a backup made during writes, restored into a new data directory, holds every booking committed before it began, row for row', async () => {
    t = await createTestApp({ dataDir: live, config: { publicWriteLimit: { max: 1_000_000, windowMs: 60_000 } } });
    const committed: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const res = await t!.req({
          method: 'POST',
          url: '/api/v1/consultations',
          payload: booking({ fullName: `Student ${i}`, email: `student${i}@example.com` }),
        });
        if (res.statusCode !== 201) throw new Error(`booking ${i}: ${res.statusCode} ${res.body}`);
        committed.push(res.json().id);
      }
    })();
    const until = async (n: number) => {
      while (committed.length < n) await new Promise((r) => setTimeout(r, 10));
    };
    await until(50);
    const file = join(root, 'copy.sqlite');
    const before = committed.length;
    const made = await admin(['backup', file], { DATA_DIR: live });
    const during = committed.length - before;
    const atEnd = committed.length;
    await until(atEnd + 20);
    writing = false;
    await writer;
    expect(made.output).toMatch(/^Backed up .* \(checked: .*bookings \d+/m);
    expect(made.code).toBe(0);
    // The bookings went on while the command ran.
    expect(during).toBeGreaterThan(0);

    const fresh = join(root, 'restored');
    const restored = await admin(['restore', file], { DATA_DIR: fresh });
    expect(restored.output).toMatch(/^Restored /m);
    expect(restored.code).toBe(0);
    const back = await rowsOf(fresh);
    const now = await rowsOf(live);
    const backIds = back.bookings.map((b) => b.id);
    // Every booking committed before the backup began is there, and nothing that was never committed.
    expect(backIds.slice(0, before)).toEqual(committed.slice(0, before));
    expect(backIds.every((id) => committed.includes(id))).toBe(true);
    expect(backIds.length).toBeLessThanOrEqual(atEnd);
    // Row for row as in the live database, with each booking's e-mails.
    expect(back.bookings).toEqual(now.bookings.slice(0, back.bookings.length));
    expect(back.outbox).toEqual(now.outbox.filter((m) => m.booking_id === null || backIds.includes(m.booking_id)));
    console.log(
      `backup during writes: ${before} bookings committed when it began, ${during} more while the command ran; ` +
        `restored: ${back.bookings.length} bookings, ${back.outbox.length} e-mails (live at the end: ${now.bookings.length} bookings)`,
    );
  }, 120_000);

  it('a restore checks the file first: a file that is not a SQLite database, a cut-off copy and a foreign database are refused, and nothing is written', async () => {
    const target = join(root, 'refused');
    const notSqlite = join(root, 'notes.txt');
    writeFileSync(notSqlite, 'these are not the tables you are looking for\n'.repeat(100));
    const cut = join(root, 'cut.sqlite');
    copyFileSync(join(root, 'copy.sqlite'), cut);
    truncateSync(cut, 8192);
    const foreign = join(root, 'foreign.sqlite');
    const other = connect({ dataDir: join(root, 'foreign') });
    await other.db.schema.createTable('notes').addColumn('text', 'text').execute();
    await other.close();
    copyFileSync(join(root, 'foreign', 'gantavya.sqlite'), foreign);

    const answers = await Promise.all([notSqlite, cut, foreign, join(root, 'missing.sqlite')].map((f) => admin(['restore', f], { DATA_DIR: target })));
    expect(answers.map((a) => a.code)).toEqual([1, 1, 1, 1]);
    expect(answers[0]!.output).toMatch(/not a SQLite database/);
    expect(answers[1]!.output).toMatch(/damaged|cannot be opened/);
    expect(answers[2]!.output).toMatch(/not a Gantavya database/);
    expect(answers[3]!.output).toMatch(/no such file/);
    expect(existsSync(join(target, 'gantavya.sqlite'))).toBe(false);
  }, 120_000);

  it('a restore over an existing database keeps the one it replaces beside it', async () => {
    const dataDir = join(root, 'restored');
    const before = await rowsOf(dataDir);
    const again = await admin(['restore', join(root, 'copy.sqlite')], { DATA_DIR: dataDir });
    expect(again.code).toBe(0);
    const kept = /kept as (\S+)\./.exec(again.output)?.[1];
    expect(kept, again.output).toBeDefined();
    copyFileSync(kept!, join(root, 'kept.sqlite'));
    const keptDir = join(root, 'kept');
    const restoredKept = await admin(['restore', join(root, 'kept.sqlite')], { DATA_DIR: keptDir });
    expect(restoredKept.code).toBe(0);
    expect(await rowsOf(keptDir)).toEqual(before);
  }, 120_000);

  it('a restore refuses while a server has the database open, and leaves it as it was', async () => {
    const before = await rowsOf(live);
    const refused = await admin(['restore', join(root, 'copy.sqlite')], { DATA_DIR: live });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/in use: stop the server/);
    expect(await rowsOf(live)).toEqual(before);
  }, 60_000);

  it('with PostgreSQL the command refuses and gives the pg_dump and pg_restore commands', async () => {
    const answer = await admin(['backup', join(root, 'pg.dump')], { DATABASE_URL: 'postgres://gantavya@127.0.0.1:1/gantavya' });
    expect(answer.code).toBe(2);
    expect(answer.output).toMatch(/pg_dump -Fc/);
    expect(answer.output).toMatch(/pg_restore /);
    expect(existsSync(join(root, 'pg.dump'))).toBe(false);
  }, 60_000);

  it('the daily backup: one a day in BACKUP_DIR, keeping the newest BACKUP_KEEP', async () => {
    const dir = join(root, 'daily');
    const day = 24 * 60 * 60_000;
    const at = (days: number) => new Date(Date.now() + days * day);
    const options = { dataDir: live, dir, keep: 2, everyMs: day };
    expect(await backupIfDue({ ...options, now: at(0) })).toMatch(/^gantavya-.*\.sqlite$/);
    expect(await backupIfDue({ ...options, now: at(0.5) })).toBeNull();
    expect(await backupIfDue({ ...options, now: at(1.01) })).not.toBeNull();
    expect(await backupIfDue({ ...options, now: at(2.02) })).not.toBeNull();
    expect(scheduledBackups(dir)).toHaveLength(2);
  }, 60_000);

  it('a server started with BACKUP_DIR makes its first daily backup at once', async () => {
    const dir = join(root, 'server-backups');
    server = await startServerProcess({ DATA_DIR: join(root, 'served'), DATABASE_URL: '', BACKUP_DIR: dir, BACKUP_KEEP: '3' });
    await server.ready();
    for (const deadline = Date.now() + 30_000; !(existsSync(dir) && readdirSync(dir).some((n) => n.endsWith('.sqlite')));) {
      if (Date.now() > deadline) throw new Error(`no backup in ${dir}:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(scheduledBackups(dir)).toHaveLength(1);
  }, 120_000);
});
