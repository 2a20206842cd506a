import { type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Dialect } from './connect';
import { SAMPLE_PHONE } from '../../src/domain/directory';
import { CONTENT_VERSION_BUMPS } from './schema';

/**
 * Kysely runs a migration in a transaction only where its adapter declares transactional DDL
 * (PostgreSQL); on SQLite, which has it too, the migration opens its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function inTransaction(db: Kysely<any>, run: (db: Kysely<any>) => Promise<void>): Promise<void> {
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** Forward-only migrations, in the repository, run at start; Kysely runs each in a transaction. */
function migrations(dialect: Dialect): Record<string, Migration> {
  const pg = dialect === 'postgres';
  const id = (t: CreateTableBuilder<string, never>): CreateTableBuilder<string, 'id'> =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const real = pg ? 'double precision' : 'real';
  return {
    '0001_initial': {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      up: (db: Kysely<any>) => inTransaction(db, async (db) => {
        await id(db.schema.createTable('blogs'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('published_at', 'text')
          .addColumn('search', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await id(db.schema.createTable('universities'))
          .addColumn('country', 'text', (c) => c.notNull())
          .addColumn('levels', 'text', (c) => c.notNull())
          .addColumn('search', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .execute();
        await id(db.schema.createTable('courses'))
          .addColumn('university_id', 'integer', (c) => c.notNull())
          .addColumn('level', 'text', (c) => c.notNull())
          .addColumn('field', 'text', (c) => c.notNull())
          .addColumn('search', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .execute();
        await id(db.schema.createTable('consultancies'))
          .addColumn('rating', real, (c) => c.notNull())
          .addColumn('verified', 'integer', (c) => c.notNull())
          .addColumn('specializations', 'text', (c) => c.notNull())
          .addColumn('search', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .execute();
        await id(db.schema.createTable('bookings'))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .execute();
        await id(db.schema.createTable('contact_messages'))
          .addColumn('read', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('idempotency_keys')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('scope', 'text', (c) => c.notNull())
          .addColumn('status', 'integer', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await id(db.schema.createTable('admins'))
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_login_at', 'text')
          .execute();
        await db.schema
          .createTable('sessions')
          .addColumn('id_hash', 'text', (c) => c.primaryKey())
          .addColumn('admin_id', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_seen_at', 'text', (c) => c.notNull())
          .execute();
        await id(db.schema.createTable('login_attempts'))
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('ip', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('success', 'integer', (c) => c.notNull())
          .execute();
        await id(db.schema.createTable('rate_events'))
          .addColumn('scope', 'text', (c) => c.notNull())
          .addColumn('ip', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('blogs_status_published').on('blogs').columns(['status', 'published_at']).execute();
        await db.schema.createIndex('courses_university').on('courses').column('university_id').execute();
        await db.schema.createIndex('bookings_status_created').on('bookings').columns(['status', 'created_at']).execute();
        await db.schema.createIndex('login_attempts_email_at').on('login_attempts').columns(['email', 'at']).execute();
        await db.schema.createIndex('login_attempts_ip_at').on('login_attempts').columns(['ip', 'at']).execute();
        await db.schema.createIndex('rate_events_scope_ip_at').on('rate_events').columns(['scope', 'ip', 'at']).execute();
        await db.schema.createIndex('sessions_admin').on('sessions').column('admin_id').execute();
      }),
    },
    '0002_content_versions': {
      // One row per content table whose version goes up with every write to that table, in the same
      // transaction (a trigger, so no write path can forget it): response caches in any number of API
      // processes compare it with the version they built an entry at.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      up: (db: Kysely<any>) => inTransaction(db, async (db) => {
        await db.schema
          .createTable('content_versions')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('version', 'integer', (c) => c.notNull())
          .execute();
        await db.insertInto('content_versions').values(Object.keys(CONTENT_VERSION_BUMPS).map((name) => ({ name, version: 1 }))).execute();
        if (pg) {
          await sql`create function bump_content_version() returns trigger language plpgsql as $$
            begin
              update content_versions set version = version + 1 where name = any(TG_ARGV);
              return null;
            end $$`.execute(db);
        }
        for (const [table, bumps] of Object.entries(CONTENT_VERSION_BUMPS)) {
          const names = bumps.map((b) => `'${b}'`).join(', ');
          if (pg) {
            await sql
              .raw(`create trigger ${table}_version after insert or update or delete or truncate on ${table} for each statement execute function bump_content_version(${names})`)
              .execute(db);
            continue;
          }
          for (const event of ['insert', 'update', 'delete']) {
            await sql
              .raw(`create trigger ${table}_version_${event} after ${event} on ${table} begin update content_versions set version = version + 1 where name in (${names}); end`)
              .execute(db);
          }
        }
      }),
    },
    '0020_consultancy_sample': {
      // Every consultancy says whether it is a sample record. The records seeded before the flag
      // existed are the built-in sample directory: their e-mail addresses are on the reserved
      // `.example` domain, which no real business can have. A sample record keeps no phone number in
      // a real format (the invented numbers could ring real people).
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      up: (db: Kysely<any>) => inTransaction(db, async (db) => {
        const rows: Array<{ id: number; data: string }> = await db.selectFrom('consultancies').select(['id', 'data']).orderBy('id').execute();
        for (const row of rows) {
          const data = JSON.parse(row.data) as { email?: string; phone?: string; sample?: boolean; branches?: Array<{ phone?: string }> };
          if (typeof data.sample === 'boolean') continue;
          data.sample = /\.example$/i.test(data.email ?? '');
          if (data.sample) {
            data.phone = SAMPLE_PHONE;
            for (const b of data.branches ?? []) b.phone = SAMPLE_PHONE;
          }
          await db.updateTable('consultancies').set({ data: JSON.stringify(data) }).where('id', '=', row.id).execute();
        }
      }),
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
