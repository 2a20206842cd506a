import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect';

// Several instances may share one SQLite file. A transaction that began DEFERRED, read, and then
// wrote after another process committed failed with SQLITE_BUSY_SNAPSHOT (three instances started
// together: one's sweep committed while another proposed the built-in corrections, and it exited).
describe('SQLite transactions on a file shared by several instances', () => {
  let dir: string;
  let database: Db | null = null;

  afterEach(async () => {
    await database?.close();
    database = null;
    rmSync(dir, { recursive: true, force: true });
  });

  it('take the write lock when they begin, so another writer waits for them instead of failing them later', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gantavya-tx-'));
    database = connect({ dataDir: dir });
    await sql`create table t (n integer)`.execute(database.db);
    const other = new SQLite(join(dir, 'gantavya.sqlite'), { timeout: 0 });
    try {
      await database.db.transaction().execute(async (trx) => {
        await sql`select count(*) from t`.execute(trx);
        // Held from the begin: a second connection cannot start writing while this one is open.
        expect(() => other.exec('begin immediate')).toThrow(/locked|busy/i);
        await sql`insert into t (n) values (1)`.execute(trx);
      });
      // Released at the commit.
      other.exec('begin immediate; insert into t (n) values (2); commit');
    } finally {
      other.close();
    }
    const { rows } = await sql<{ n: number }>`select n from t order by n`.execute(database.db);
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
  });
});
