import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { inTransaction } from './transaction';
import type { Dialect } from './connect';
import { SAMPLE_PHONE } from '../../src/domain/directory';
import { CONTENT_VERSION_BUMPS, FACT_VERSION_BUMPS, type Database } from './schema';
import { newBookingReference } from '../mail/reference';
import { recipientKey } from '../mail/recipient';
import { plannerFacts } from '../../src/data/cost-planner';
import { GUIDE_FACTS } from '../../src/data/guide-facts';
import { builtInFacts } from '../../src/data/fact-seeds';
import type { FactInput } from '../../src/domain/fact';
import { factRowBeforeLabelKey } from './fact-rows';
import { blogRow, consultancyRow } from './rows';
import { SEED_BLOGS } from './seed-data';
import type { ConsultancyInput } from '../../src/domain/consultancy';
import { ratingOrderKey, type Rated } from '../../src/domain/rating';
import { blogSortColumns, consultancyListColumns, consultancySoundKey, courseSortColumns, universitySortColumns } from './rows';
import type { UniversityInput } from '../../src/domain/university';
import type { CourseInput } from '../../src/domain/course';
import type { BlogInput } from '../../src/domain/blog';
import { LICENCE_AUTHORITY_FACT, LICENCE_GUIDE_REWRITES, LICENCE_GUIDE_SLUG, licenceAuthorityFact } from '../../src/data/licensing';

/**
 * A migration's view of the database: any table and column of the time it was written (the schema in
 * schema.ts is today's); what it reads is checked where it is used.
 */
type MigrationDb = Kysely<Record<string, Record<string, unknown>>>;

// Kysely runs a migration in a transaction only where its adapter declares transactional DDL
// (PostgreSQL); on SQLite, which has it too, a migration opens its own (inTransaction).

/**
 * The triggers that bump `bumps` in content_versions on every write to `table`, in the writing
 * transaction: one statement-level trigger on PostgreSQL (through bump_content_version()), one per
 * kind of write on SQLite.
 */
async function createVersionTriggers(db: MigrationDb, dialect: Dialect, table: string, bumps: readonly string[]): Promise<void> {
  const names = bumps.map((b) => `'${b}'`).join(', ');
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create trigger ${table}_version after insert or update or delete or truncate on ${table} for each statement execute function bump_content_version(${names})`,
      )
      .execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql
      .raw(
        `create trigger ${table}_version_${event} after ${event} on ${table} begin update content_versions set version = version + 1 where name in (${names}); end`,
      )
      .execute(db);
  }
}

/** Forward-only migrations, in the repository, run at start; Kysely runs each in a transaction. */
function migrations(dialect: Dialect): Record<string, Migration> {
  const pg = dialect === 'postgres';
  const id = (t: CreateTableBuilder<string, never>): CreateTableBuilder<string, 'id'> =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const real = pg ? 'double precision' : 'real';
  return {
    '0001_initial': {
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
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
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await db.schema
            .createTable('content_versions')
            .addColumn('name', 'text', (c) => c.primaryKey())
            .addColumn('version', 'integer', (c) => c.notNull())
            .execute();
          await db
            .insertInto('content_versions')
            .values(Object.keys(CONTENT_VERSION_BUMPS).map((name) => ({ name, version: 1 })))
            .execute();
          if (pg) {
            await sql`create function bump_content_version() returns trigger language plpgsql as $$
            begin
              update content_versions set version = version + 1 where name = any(TG_ARGV);
              return null;
            end $$`.execute(db);
          }
          for (const [table, bumps] of Object.entries(CONTENT_VERSION_BUMPS)) await createVersionTriggers(db, dialect, table, bumps);
        }),
    },
    '0011_courses_university_fk': {
      // A course's university is a foreign key: no write path (a race between deleting a university
      // and adding a course to it, or plain SQL) can leave a course pointing at nothing. SQLite adds
      // a constraint only by rebuilding the table, so its content-version triggers are made again.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          const orphans = await sql<{ id: number }>`select id from courses where university_id not in (select id from universities) order by id`.execute(db);
          if (orphans.rows.length > 0) {
            throw new Error(
              `courses ${orphans.rows.map((r) => r.id).join(', ')} name a university that does not exist: give them an existing university_id (or delete them), then start again`,
            );
          }
          if (pg) {
            await db.schema.alterTable('courses').addForeignKeyConstraint('courses_university_fk', ['university_id'], 'universities', ['id']).execute();
            return;
          }
          await db.schema
            .createTable('courses_new')
            .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
            .addColumn('university_id', 'integer', (c) => c.notNull().references('universities.id'))
            .addColumn('level', 'text', (c) => c.notNull())
            .addColumn('field', 'text', (c) => c.notNull())
            .addColumn('search', 'text', (c) => c.notNull())
            .addColumn('data', 'text', (c) => c.notNull())
            .execute();
          await sql`insert into courses_new (id, university_id, level, field, search, data) select id, university_id, level, field, search, data from courses`.execute(
            db,
          );
          await db.schema.dropTable('courses').execute();
          await sql`alter table courses_new rename to courses`.execute(db);
          await db.schema.createIndex('courses_university').on('courses').column('university_id').execute();
          await createVersionTriggers(db, dialect, 'courses', CONTENT_VERSION_BUMPS.courses);
        }),
    },
    '0011_idempotency_keys_hashed': {
      // Idempotency keys keep a SHA-256 of the request body (a key sent again with another body is
      // refused) and the receipt that was answered, never the personal data; they expire after a
      // day. The old rows held whole bookings and messages: they go.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await db.schema.dropTable('idempotency_keys').execute();
          await db.schema
            .createTable('idempotency_keys')
            .addColumn('key', 'text', (c) => c.primaryKey())
            .addColumn('scope', 'text', (c) => c.notNull())
            .addColumn('request_hash', 'text', (c) => c.notNull())
            .addColumn('status', 'integer', (c) => c.notNull())
            .addColumn('body', 'text', (c) => c.notNull())
            .addColumn('created_at', 'text', (c) => c.notNull())
            .addColumn('expires_at', 'text', (c) => c.notNull())
            .execute();
          await db.schema.createIndex('idempotency_keys_expires').on('idempotency_keys').column('expires_at').execute();
          await db.schema.createIndex('rate_events_at').on('rate_events').column('at').execute();
        }),
    },
    '0030_facts_settings_rates': {
      // Dated facts the admins keep, the organisation's contact settings, and exchange rates (Nepal
      // Rastra Bank's last good copy and admin overrides), each versioned like the content tables.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await id(db.schema.createTable('facts'))
            .addColumn('key', 'text', (c) => c.notNull().unique())
            .addColumn('page', 'text', (c) => c.notNull())
            .addColumn('checked_on', 'text', (c) => c.notNull())
            .addColumn('search', 'text', (c) => c.notNull())
            .addColumn('data', 'text', (c) => c.notNull())
            .addColumn('updated_at', 'text')
            .execute();
          await db.schema.createIndex('facts_page').on('facts').columns(['page', 'id']).execute();
          await db.schema.createIndex('facts_checked_on').on('facts').column('checked_on').execute();
          await db.schema
            .createTable('site_settings')
            .addColumn('name', 'text', (c) => c.primaryKey())
            .addColumn('data', 'text', (c) => c.notNull())
            .addColumn('updated_at', 'text')
            .execute();
          await db.schema
            .createTable('exchange_rates')
            .addColumn('currency', 'text', (c) => c.primaryKey())
            .addColumn('nrb_rate', real)
            .addColumn('nrb_date', 'text')
            .addColumn('fetched_at', 'text')
            .addColumn('override_rate', real)
            .addColumn('override_on', 'text')
            .addColumn('override_note', 'text')
            .execute();
          await db
            .insertInto('content_versions')
            .values(Object.keys(FACT_VERSION_BUMPS).map((name) => ({ name, version: 1 })))
            .execute();
          // On PostgreSQL, bump_content_version() was created with the content_versions table.
          for (const [table, bumps] of Object.entries(FACT_VERSION_BUMPS)) await createVersionTriggers(db, dialect, table, bumps);
        }),
    },
    '0010_sign_in_security': {
      // Sign-in attempts are recorded before the password is checked (outcome 'pending') and remember
      // the device cookie they came with; a generated password must be changed; the server keeps the
      // device cookie's signing key.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await db.schema.alterTable('login_attempts').addColumn('outcome', 'text').execute();
          await db.schema.alterTable('login_attempts').addColumn('device', 'text').execute();
          await sql`update login_attempts set outcome = case when success = 1 then 'success' else 'failure' end`.execute(db);
          await db.schema
            .alterTable('admins')
            .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
            .execute();
          await db.schema
            .createTable('server_secrets')
            .addColumn('name', 'text', (c) => c.primaryKey())
            .addColumn('value', 'text', (c) => c.notNull())
            .addColumn('created_at', 'text', (c) => c.notNull())
            .execute();
          await db.schema.createIndex('login_attempts_email_ip_at').on('login_attempts').columns(['email', 'ip', 'at']).execute();
          await db.schema.createIndex('login_attempts_device_at').on('login_attempts').columns(['device', 'at']).execute();
          await db.schema.createIndex('login_attempts_at').on('login_attempts').column('at').execute();
          await db.schema.createIndex('sessions_last_seen').on('sessions').column('last_seen_at').execute();
        }),
    },
    '0020_consultancy_sample': {
      // Every consultancy says whether it is a sample record. The records seeded before the flag
      // existed are the built-in sample directory: their e-mail addresses are on the reserved
      // `.example` domain, which no real business can have. A sample record keeps no phone number in
      // a real format (the invented numbers could ring real people).
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          const rows = (await db.selectFrom('consultancies').select(['id', 'data']).orderBy('id').execute()).map((r) => ({
            id: Number(r.id),
            data: String(r.data),
          }));
          for (const row of rows) {
            const data = JSON.parse(row.data) as { email?: string; phone?: string; sample?: boolean; branches?: Array<{ phone?: string }> };
            if (typeof data.sample === 'boolean') continue;
            data.sample = /\.example$/i.test(data.email ?? '');
            if (data.sample) {
              data.phone = SAMPLE_PHONE;
              for (const b of data.branches ?? []) b.phone = SAMPLE_PHONE;
            }
            await db
              .updateTable('consultancies')
              .set({ data: JSON.stringify(data) })
              .where('id', '=', row.id)
              .execute();
          }
        }),
    },
    '0030_updated_at_consultancies_universities': {
      // Consultancies and universities remember when they last changed (the sitemap's lastmod), as
      // articles do. Rows made before have no record of it: they count as changed when this runs.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          const now = new Date().toISOString();
          for (const table of ['consultancies', 'universities']) {
            await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
            await db.updateTable(table).set({ updated_at: now }).execute();
          }
        }),
    },
    '0040_booking_reference_outbox': {
      // Every booking gets a short reference (the ones made before it existed get one now), unique;
      // and the e-mail outbox: each e-mail is written in the transaction of the booking or status
      // change that makes it due, and a sender in the server delivers it (server/mail/sender.ts).
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await db.schema.alterTable('bookings').addColumn('reference', 'text').execute();
          const rows = (await db.selectFrom('bookings').select('id').orderBy('id').execute()).map((r) => ({ id: Number(r.id) }));
          const used = new Set<string>();
          for (const row of rows) {
            let reference = newBookingReference();
            while (used.has(reference)) reference = newBookingReference();
            used.add(reference);
            await db.updateTable('bookings').set({ reference }).where('id', '=', row.id).execute();
          }
          await db.schema.createIndex('bookings_reference').on('bookings').column('reference').unique().execute();
          await id(db.schema.createTable('email_outbox'))
            .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('cascade'))
            .addColumn('kind', 'text', (c) => c.notNull())
            .addColumn('to_address', 'text', (c) => c.notNull())
            .addColumn('subject', 'text', (c) => c.notNull())
            .addColumn('body', 'text', (c) => c.notNull())
            .addColumn('status', 'text', (c) => c.notNull())
            .addColumn('attempts', 'integer', (c) => c.notNull())
            .addColumn('next_attempt_at', 'text', (c) => c.notNull())
            .addColumn('claim_token', 'text')
            .addColumn('claimed_until', 'text')
            .addColumn('last_error', 'text')
            .addColumn('created_at', 'text', (c) => c.notNull())
            .addColumn('sent_at', 'text')
            .execute();
          await db.schema.createIndex('email_outbox_due').on('email_outbox').columns(['status', 'next_attempt_at']).execute();
          await db.schema.createIndex('email_outbox_booking').on('email_outbox').columns(['booking_id', 'id']).execute();
        }),
    },
    '0055_cost_planner_facts': {
      // The study-cost planner's own dated facts (the visa fees as amounts) for a database seeded
      // before they existed; a key an admin already keeps is left as it is. A new database gets them
      // with the other built-in facts.
      up: (db: MigrationDb) => inTransaction(db, addMissingPlannerFacts),
    },
    '0060_outbox_recipient_key': {
      // Booking confirmations are capped per mailbox per day (server/mail/recipient.ts): each one
      // keeps the mailbox it went to, spelled one way, indexed with its time for the count.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await db.schema.alterTable('email_outbox').addColumn('recipient_key', 'text').execute();
          const rows = (await db.selectFrom('email_outbox').select(['id', 'to_address']).where('kind', '=', 'booking-confirmation').execute()).map((r) => ({
            id: Number(r.id),
            to_address: String(r.to_address),
          }));
          for (const r of rows)
            await db
              .updateTable('email_outbox')
              .set({ recipient_key: recipientKey(r.to_address) })
              .where('id', '=', r.id)
              .execute();
          await db.schema.createIndex('email_outbox_recipient').on('email_outbox').columns(['recipient_key', 'created_at']).execute();
        }),
    },
    '0065_planner_visa_length_fact': {
      // The planner's record of how long a UK Student visa runs (its health surcharge is paid for
      // all of it), for a database that already had the planner's other facts; as 0055, a key an
      // admin already keeps is left as it is.
      up: (db: MigrationDb) => inTransaction(db, addMissingPlannerFacts),
    },
    '0120_guide_facts': {
      // The rules the articles and FAQ answers embed that no page's record held (src/data/guide-facts.ts),
      // for a database seeded before they existed, with their last check; as 0055, a key an admin
      // already keeps is left as it is.
      up: (db: MigrationDb) =>
        inTransaction(db, (db) =>
          addMissingFacts(
            db,
            builtInFacts().filter((f) => GUIDE_FACT_KEYS.has(f.key)),
          ),
        ),
    },
    '0121_fact_history': {
      // Who changed which fact, when, from what to what (server/queries/fact-history.ts); no foreign
      // key, so the history of a deleted fact stays.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await id(db.schema.createTable('fact_history'))
            .addColumn('fact_id', 'integer', (c) => c.notNull())
            .addColumn('fact_key', 'text', (c) => c.notNull())
            .addColumn('action', 'text', (c) => c.notNull())
            .addColumn('before', 'text')
            .addColumn('after', 'text')
            .addColumn('admin_email', 'text', (c) => c.notNull())
            .addColumn('changed_at', 'text', (c) => c.notNull())
            .execute();
          await db.schema.createIndex('fact_history_fact').on('fact_history').columns(['fact_id', 'id']).execute();
        }),
    },
    '0090_images': {
      // Uploaded images, in the database so that every instance serves them: one row per width kept
      // of each image (WebP), found by the upload's content hash and the width.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await db.schema
            .createTable('images')
            .addColumn('hash', 'text', (c) => c.notNull())
            .addColumn('width', 'integer', (c) => c.notNull())
            .addColumn('height', 'integer', (c) => c.notNull())
            .addColumn('data', pg ? 'bytea' : 'blob', (c) => c.notNull())
            .addColumn('created_at', 'text', (c) => c.notNull())
            .addPrimaryKeyConstraint('images_pk', ['hash', 'width'])
            .execute();
        }),
    },
    '0091_consultancy_search_branches': {
      // A consultancy's search text now holds its branches' cities and addresses: written anew for
      // the records kept before.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          const rows = await db.selectFrom('consultancies').select(['id', 'data']).execute();
          for (const r of rows) {
            const record = JSON.parse(String(r.data)) as Partial<ConsultancyInput> & { sample?: boolean };
            // Only a whole record with branches has anything to add; any other row keeps its text.
            const whole = typeof record.name === 'string' && typeof record.location === 'string' && Array.isArray(record.specializations);
            if (!whole || !Array.isArray(record.branches) || !record.branches.every((b) => typeof b?.location === 'string')) continue;
            await db
              .updateTable('consultancies')
              .set({ search: consultancyRow({ ...(record as ConsultancyInput), sample: record.sample === true, verified: false }).search })
              .where('id', '=', Number(r.id))
              .execute();
          }
        }),
    },
    '0080_reviews': {
      // Reviews from students who booked: a closed booking's review links (only the SHA-256 of each
      // token is kept), and the reviews, one per booking, waiting for moderation.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await id(db.schema.createTable('review_links'))
            .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
            .addColumn('token_hash', 'text', (c) => c.notNull().unique())
            .addColumn('created_at', 'text', (c) => c.notNull())
            .execute();
          await db.schema.createIndex('review_links_booking').on('review_links').column('booking_id').execute();
          await id(db.schema.createTable('reviews'))
            .addColumn('booking_id', 'integer', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
            .addColumn('consultancy_id', 'integer', (c) => c.notNull().references('consultancies.id').onDelete('cascade'))
            .addColumn('rating', 'integer', (c) => c.notNull())
            .addColumn('text', 'text', (c) => c.notNull())
            .addColumn('first_name', 'text', (c) => c.notNull())
            .addColumn('month', 'text', (c) => c.notNull())
            .addColumn('status', 'text', (c) => c.notNull())
            .addColumn('reason', 'text')
            .addColumn('created_at', 'text', (c) => c.notNull())
            .addColumn('moderated_at', 'text')
            .execute();
          await db.schema.createIndex('reviews_consultancy').on('reviews').columns(['consultancy_id', 'status', 'id']).execute();
          await db.schema.createIndex('reviews_status').on('reviews').columns(['status', 'id']).execute();
        }),
    },
    '0081_reports': {
      // Problem reports about a consultancy, with the team's status, note and public notice, and their
      // evidence files (the bytes in base64, private to the team).
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await id(db.schema.createTable('reports'))
            .addColumn('consultancy_id', 'integer', (c) => c.notNull().references('consultancies.id').onDelete('cascade'))
            .addColumn('what_happened', 'text', (c) => c.notNull())
            .addColumn('contact', 'text', (c) => c.notNull())
            .addColumn('status', 'text', (c) => c.notNull())
            .addColumn('note', 'text', (c) => c.notNull())
            .addColumn('confirmed', 'integer', (c) => c.notNull())
            .addColumn('public_notice', 'text', (c) => c.notNull())
            .addColumn('created_at', 'text', (c) => c.notNull())
            .addColumn('updated_at', 'text', (c) => c.notNull())
            .execute();
          await db.schema.createIndex('reports_status').on('reports').columns(['status', 'id']).execute();
          await db.schema.createIndex('reports_consultancy').on('reports').columns(['consultancy_id', 'id']).execute();
          await id(db.schema.createTable('report_files'))
            .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
            .addColumn('name', 'text', (c) => c.notNull())
            .addColumn('type', 'text', (c) => c.notNull())
            .addColumn('size', 'integer', (c) => c.notNull())
            .addColumn('data', 'text', (c) => c.notNull())
            .execute();
          await db.schema.createIndex('report_files_report').on('report_files').columns(['report_id', 'id']).execute();
        }),
    },
    '0100_consultancy_list_columns': {
      // The consultancy list filters, sorts, pages and counts on the server: the columns it reads
      // (server/db/rows.ts, consultancyListColumns), filled for the rows already there, and the
      // indexes of its orders (rating, name, verified by rating; newest is the primary key).
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          // Name order is by code point on both databases (PostgreSQL's default collation follows a locale).
          await db.schema
            .alterTable('consultancies')
            .addColumn('name_key', 'text', (c) => (dialect === 'postgres' ? c.modifyFront(sql`collate "C"`) : c).notNull().defaultTo(''))
            .execute();
          for (const column of ['places', 'exams', 'services', 'facets']) {
            await db.schema
              .alterTable('consultancies')
              .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
              .execute();
          }
          const rows = (await db.selectFrom('consultancies').select(['id', 'data']).orderBy('id').execute()).map((r) => ({
            id: Number(r.id),
            data: String(r.data),
          }));
          for (const row of rows) {
            const columns = listColumnsOf(row.data);
            if (columns) await db.updateTable('consultancies').set(columns).where('id', '=', row.id).execute();
          }
          await db.schema.createIndex('consultancies_rating').on('consultancies').columns(['rating desc', 'id']).execute();
          await db.schema.createIndex('consultancies_name_key').on('consultancies').columns(['name_key', 'id']).execute();
          await db.schema.createIndex('consultancies_verified_rating').on('consultancies').columns(['verified', 'rating desc', 'id']).execute();
        }),
    },
    '0070_licences_derived_verified': {
      // "Verified" is no longer typed by an admin: it is derived from a licence record the team keeps
      // (number, authority, valid until, the day and way it was checked). No record has a licence yet,
      // so none is verified, the sample records included (they never are). The licensing authority
      // becomes a dated fact, and the seeded guide on choosing a consultancy names it through that fact.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await db.schema
            .createTable('consultancy_licences')
            .addColumn('consultancy_id', 'integer', (c) => c.primaryKey().references('consultancies.id').onDelete('cascade'))
            .addColumn('checked_on', 'text', (c) => c.notNull())
            .addColumn('valid_until', 'text', (c) => c.notNull())
            .addColumn('data', 'text', (c) => c.notNull())
            .addColumn('updated_at', 'text', (c) => c.notNull())
            .execute();
          const rows = (await db.selectFrom('consultancies').select(['id', 'data']).orderBy('id').execute()).map((r) => ({
            id: Number(r.id),
            data: String(r.data),
          }));
          for (const row of rows) {
            const data = JSON.parse(row.data) as { verified?: boolean };
            data.verified = false;
            await db
              .updateTable('consultancies')
              .set({ data: JSON.stringify(data), verified: 0 })
              .where('id', '=', row.id)
              .execute();
          }
          await addMissingFacts(db, [licenceAuthorityFact()]);
          await useLicenceFactInGuide(db);
        }),
    },
    '0220_built_in_corrections': {
      // A release's corrections to built-in facts and articles reach a site set up earlier as proposals
      // (server/db/built-in-corrections.ts): the built-in version each record was last seeded from or
      // decided on, and the proposed corrections with the admins' decision.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await db.schema
            .createTable('built_in_seeds')
            .addColumn('kind', 'text', (c) => c.notNull())
            .addColumn('key', 'text', (c) => c.notNull())
            .addColumn('hash', 'text', (c) => c.notNull())
            .addColumn('value', 'text', (c) => c.notNull())
            .addPrimaryKeyConstraint('built_in_seeds_pk', ['kind', 'key'])
            .execute();
          await id(db.schema.createTable('built_in_proposals'))
            .addColumn('kind', 'text', (c) => c.notNull())
            .addColumn('key', 'text', (c) => c.notNull())
            .addColumn('hash', 'text', (c) => c.notNull())
            .addColumn('built_in', 'text', (c) => c.notNull())
            .addColumn('current', 'text')
            .addColumn('admin_edited', 'integer', (c) => c.notNull())
            .addColumn('status', 'text', (c) => c.notNull())
            .addColumn('created_at', 'text', (c) => c.notNull())
            .addColumn('decided_at', 'text')
            .addColumn('decided_by', 'text')
            .execute();
          await db.schema.createIndex('built_in_proposals_status').on('built_in_proposals').columns(['status', 'id']).execute();
          await db.schema.createIndex('built_in_proposals_key').on('built_in_proposals').columns(['kind', 'key', 'hash']).execute();
        }),
    },
    '0221_record_history': {
      // The history of facts becomes the history of every record the admins edit (facts, articles,
      // universities, courses, consultancies, the site settings, exchange-rate overrides): one table,
      // the record's kind and id beside each change. The facts' changes so far move into it.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await id(db.schema.createTable('record_history'))
            .addColumn('kind', 'text', (c) => c.notNull())
            .addColumn('record_id', 'text', (c) => c.notNull())
            .addColumn('record_key', 'text', (c) => c.notNull())
            .addColumn('action', 'text', (c) => c.notNull())
            .addColumn('before', 'text')
            .addColumn('after', 'text')
            .addColumn('admin_email', 'text', (c) => c.notNull())
            .addColumn('changed_at', 'text', (c) => c.notNull())
            .execute();
          await db.schema.createIndex('record_history_record').on('record_history').columns(['kind', 'record_id', 'id']).execute();
          await sql`insert into record_history (kind, record_id, record_key, action, before, after, admin_email, changed_at)
          select 'fact', cast(fact_id as text), fact_key, action, before, after, admin_email, changed_at from fact_history order by id`.execute(db);
          await db.schema.dropTable('fact_history').execute();
        }),
    },
    '0200_rating_order_from_reviews': {
      // The list's rating column orders by the rating visitors see (src/domain/rating.ts): a real
      // record's approved reviews, then real records with none yet, then samples by their invented rating. It
      // held the typed rating of every record until now; the rows already there get their key.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          const rows = (await db.selectFrom('consultancies').select(['id', 'data']).orderBy('id').execute()).map((r) => ({
            id: Number(r.id),
            data: String(r.data),
          }));
          for (const row of rows) {
            const key = ratingOrderKeyOf(row.data);
            if (key !== null) await db.updateTable('consultancies').set({ rating: key }).where('id', '=', row.id).execute();
          }
        }),
    },
    '0201_licence_scans': {
      // A scan of a consultancy's licence certificate, kept for the team only (never public): one per
      // consultancy, its bytes in base64 as a report's evidence files are; gone with the consultancy.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await db.schema
            .createTable('licence_scans')
            .addColumn('consultancy_id', 'integer', (c) => c.primaryKey().references('consultancies.id').onDelete('cascade'))
            .addColumn('name', 'text', (c) => c.notNull())
            .addColumn('type', 'text', (c) => c.notNull())
            .addColumn('size', 'integer', (c) => c.notNull())
            .addColumn('data', 'text', (c) => c.notNull())
            .addColumn('uploaded_at', 'text', (c) => c.notNull())
            .execute();
        }),
    },
    '0210_consultancy_branch_cities': {
      // The city filter counts a consultancy's branch cities too: its list columns (places, facets)
      // written anew for the records kept before.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          const rows = (await db.selectFrom('consultancies').select(['id', 'data']).orderBy('id').execute()).map((r) => ({
            id: Number(r.id),
            data: String(r.data),
          }));
          for (const row of rows) {
            const columns = listColumnsOf(row.data);
            if (columns) await db.updateTable('consultancies').set({ places: columns.places, facets: columns.facets }).where('id', '=', row.id).execute();
          }
        }),
    },
    '0211_list_sort_columns': {
      // The lists sort on the server: the columns each order reads (server/db/rows.ts, the *SortColumns
      // functions), filled for the rows already there, with the indexes of the large lists' orders.
      // Text keys sort by code point on both databases, as the consultancies' name does.
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          const textKey = (c: ColumnDefinitionBuilder) => (pg ? c.modifyFront(sql`collate "C"`) : c).notNull().defaultTo('');
          const number = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
          const add = async (table: string, columns: Record<string, 'text' | 'integer'>) => {
            for (const [name, type] of Object.entries(columns)) {
              await db.schema
                .alterTable(table)
                .addColumn(name, type, type === 'text' ? textKey : number)
                .execute();
            }
          };
          await add('universities', { name_key: 'text', city_key: 'text', ranking_key: 'integer', tuition_npr_min: 'integer', tuition_npr_max: 'integer' });
          await add('courses', { title_key: 'text', tuition_npr: 'integer' });
          await add('blogs', { title_key: 'text', author_key: 'text' });
          await add('consultancies', { location_key: 'text' });
          await add('facts', { label_key: 'text' });
          await fillColumns(db, 'universities', (d) => universitySortColumns(d as UniversityInput));
          await fillColumns(db, 'courses', (d) => courseSortColumns(d as CourseInput));
          await fillColumns(db, 'blogs', (d) => blogSortColumns(d as BlogInput));
          await fillColumns(db, 'consultancies', (d) => ({ location_key: (d as ConsultancyInput).location.toLowerCase() }));
          await fillColumns(db, 'facts', (d) => ({ label_key: (d as FactInput).label.toLowerCase() }));
          await db.schema.createIndex('universities_name_key').on('universities').columns(['name_key', 'id']).execute();
          await db.schema.createIndex('universities_tuition').on('universities').columns(['tuition_npr_min', 'id']).execute();
          await db.schema.createIndex('courses_title_key').on('courses').columns(['title_key', 'id']).execute();
          await db.schema.createIndex('courses_tuition').on('courses').columns(['tuition_npr', 'id']).execute();
          await db.schema.createIndex('consultancies_location_key').on('consultancies').columns(['location_key', 'id']).execute();
        }),
    },
    '0230_consultancy_sound_key': {
      // A name typed in Devanagari finds a consultancy by its sound key (src/domain/soundKey.ts): the
      // key of its name, location, specializations and branches, kept beside its search text and
      // written for the records kept before (a row that is not a whole record keeps an empty key).
      up: (db: MigrationDb) =>
        inTransaction(db, async (db) => {
          await db.schema
            .alterTable('consultancies')
            .addColumn('sound_key', 'text', (c) => c.notNull().defaultTo(''))
            .execute();
          const rows = (await db.selectFrom('consultancies').select(['id', 'data']).orderBy('id').execute()).map((r) => ({
            id: Number(r.id),
            data: String(r.data),
          }));
          for (const row of rows) {
            const key = soundKeyOf(row.data);
            if (key) await db.updateTable('consultancies').set({ sound_key: key }).where('id', '=', row.id).execute();
          }
        }),
    },
    '0240_seeded_articles_nepali': {
      // The sample articles that have a Nepali version in the seed get it in a database seeded before:
      // only an article still as seeded (its English title, excerpt and body unchanged) and without one.
      up: (db: MigrationDb) => inTransaction(db, addSeededNepaliVersions),
    },
  };
}

/** The seed's Nepali versions, given to the articles a database still holds as seeded (never to one the team has edited). */
async function addSeededNepaliVersions(db: MigrationDb) {
  for (const seeded of SEED_BLOGS) {
    if (!seeded.ne) continue;
    const row = await db.selectFrom('blogs').select(['id', 'data']).where('slug', '=', seeded.slug).executeTakeFirst();
    if (!row) continue;
    let stored: BlogInput;
    try {
      stored = JSON.parse(String(row.data)) as BlogInput;
    } catch {
      continue;
    }
    if (stored.ne || stored.title !== seeded.title || stored.excerpt !== seeded.excerpt || stored.body !== seeded.body) continue;
    const next: BlogInput = { ...stored, ne: seeded.ne };
    const { search } = blogRow(next, { createdAt: '', updatedAt: '', publishedAt: null });
    await db
      .updateTable('blogs')
      .set({ data: JSON.stringify(next), search })
      .where('id', '=', Number(row.id))
      .execute();
  }
}

/** A stored consultancy's sound key, or null for data that is not a whole record. */
function soundKeyOf(data: string) {
  try {
    const c = JSON.parse(data) as Parameters<typeof consultancySoundKey>[0];
    return typeof c.name === 'string' && typeof c.location === 'string' && Array.isArray(c.specializations) ? consultancySoundKey(c) : null;
  } catch {
    return null;
  }
}

const GUIDE_FACT_KEYS = new Set(GUIDE_FACTS.map((g) => g.key));

/** A stored consultancy's rating order key, or null for data that is not a record (left as it was). */
function ratingOrderKeyOf(data: string): number | null {
  try {
    const c = JSON.parse(data) as Partial<Rated>;
    return typeof c.rating === 'number' ? ratingOrderKey({ sample: c.sample === true, rating: c.rating, reviews: c.reviews }) : null;
  } catch {
    return null;
  }
}

/** A stored consultancy's list columns, or null for data that is not a whole record (left at their defaults). */
function listColumnsOf(data: string) {
  try {
    const c = JSON.parse(data) as Parameters<typeof consultancyListColumns>[0];
    if (!(typeof c.name === 'string' && typeof c.location === 'string' && Array.isArray(c.specializations) && Array.isArray(c.services))) return null;
    // Branches without an address (not a whole branch) count no city.
    const branches = Array.isArray(c.branches) ? c.branches.filter((b) => typeof b?.location === 'string') : undefined;
    return consultancyListColumns({ ...c, branches });
  } catch {
    return null;
  }
}

/**
 * Each row's new columns from its stored record; a row whose data is not a whole record (the function
 * throws on it) keeps the defaults.
 */
async function fillColumns(db: MigrationDb, table: string, columnsOf: (data: unknown) => Record<string, string | number>) {
  const rows = (await db.selectFrom(table).select(['id', 'data']).orderBy('id').execute()).map((r) => ({ id: Number(r.id), data: String(r.data) }));
  for (const row of rows) {
    let columns: Record<string, string | number>;
    try {
      columns = columnsOf(JSON.parse(row.data));
    } catch {
      continue;
    }
    if (Object.values(columns).some((v) => typeof v === 'number' && !Number.isFinite(v))) continue;
    await db.updateTable(table).set(columns).where('id', '=', row.id).execute();
  }
}

/** The seeded guide's sentences that named the licensing authority, and the words that replace them. */
async function useLicenceFactInGuide(db: MigrationDb) {
  const fact = await db.selectFrom('facts').select('id').where('key', '=', LICENCE_AUTHORITY_FACT).executeTakeFirst();
  if (!fact) return;
  const guide = await db.selectFrom('blogs').select(['id', 'data']).where('slug', '=', LICENCE_GUIDE_SLUG).executeTakeFirst();
  if (!guide) return;
  const data = JSON.parse(String(guide.data)) as { body?: string };
  const body = LICENCE_GUIDE_REWRITES.reduce((text, [before, after]) => text.replace(before, after), data.body ?? '');
  if (body !== data.body)
    await db
      .updateTable('blogs')
      .set({ data: JSON.stringify({ ...data, body }) })
      .where('id', '=', Number(guide.id))
      .execute();
}

/** The planner's built-in facts a seeded database lacks, added; none on an empty one (seeding adds them). */
const addMissingPlannerFacts = (db: MigrationDb) => addMissingFacts(db, plannerFacts());

/** Built-in facts a seeded database lacks, added by key; none on an empty one (seeding adds them). */
async function addMissingFacts(db: MigrationDb, facts: readonly FactInput[]) {
  const { n } = await db
    .selectFrom('facts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) === 0) return;
  for (const f of facts) {
    const existing = await db.selectFrom('facts').select('id').where('key', '=', f.key).executeTakeFirst();
    if (!existing) await db.insertInto('facts').values(factRowBeforeLabelKey(f, null)).execute();
  }
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  return migrateUpTo(db, dialect, null);
}

/** Runs the migrations up to and including `target` (all of them when null). */
export async function migrateUpTo(db: Kysely<Database>, dialect: Dialect, target: string | null): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = target === null ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
