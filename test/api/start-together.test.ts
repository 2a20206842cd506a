// @vitest-environment node
/**
 * Several instances of the real server started at the same moment on one empty database (a fresh
 * PostgreSQL database when DATABASE_URL is set, else one SQLite file): every one comes up, and the
 * migrations, the sample content and the first admin are there exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtInFacts } from '../../src/data/fact-seeds';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { connect } from '../../server/db/connect';
import { SEED_BLOGS, SEED_UNIVERSITIES } from '../../server/db/seed-data';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { createTestDatabase } from './harness';

const INSTANCES = 3;

describe('instances started together on an empty database', () => {
  const servers: ServerProcess[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    for (const c of cleanups) await c();
  });

  it(`all ${INSTANCES} come up, and the seed and the first admin are there once`, async () => {
    let location: { dataDir: string; databaseUrl: string | null };
    if (process.env.DATABASE_URL) {
      const fresh = await createTestDatabase();
      await fresh.database.close();
      location = fresh.location;
      cleanups.push(fresh.drop);
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'gantavya-together-'));
      location = { dataDir: dir, databaseUrl: null };
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    }
    const env = {
      DATA_DIR: location.dataDir,
      DATABASE_URL: location.databaseUrl ?? '',
      ADMIN_EMAIL: 'admin@gantavya.example',
      ADMIN_PASSWORD: 'together-password-123',
    };
    servers.push(...(await Promise.all(Array.from({ length: INSTANCES }, () => startServerProcess(env)))));
    await Promise.all(servers.map((s) => s.ready(90_000)));

    const database = connect(location);
    try {
      const count = async (table: 'blogs' | 'universities' | 'consultancies' | 'facts' | 'admins') =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('blogs')).toBe(SEED_BLOGS.length);
      expect(await count('universities')).toBe(SEED_UNIVERSITIES.length);
      expect(await count('consultancies')).toBe(CONSULTANCIES.length);
      expect(await count('facts')).toBe(builtInFacts().length);
      expect(await count('admins')).toBe(1);
    } finally {
      await database.close();
    }
    for (const s of servers) expect((await fetch(`${s.base}/api/v1/blogs`)).status).toBe(200);
  }, 180_000);
});
