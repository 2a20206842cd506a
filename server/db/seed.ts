import type { Kysely } from 'kysely';
import { builtInFacts } from '../../src/data/fact-seeds';
import { DEFAULT_SITE_SETTINGS } from '../../src/data/site-settings';
import { CONSULTANCIES } from '../../src/data/consultancies';
import type { Database } from './schema';
import { SEED_BLOGS, SEED_COURSES, SEED_UNIVERSITIES } from './seed-data';
import { blogRow, consultancyRow, courseRow, universityRow } from './rows';
import { factRow, SITE_SETTINGS_ROW } from './fact-rows';

/**
 * On an empty database: the built-in directory and the sample content, in one transaction; and, each
 * on its own when missing (a database made before they existed gets them too), the built-in dated facts
 * and the default site settings.
 */
export async function seedIfEmpty(db: Kysely<Database>, now: () => Date): Promise<boolean> {
  const content = await seedContentIfEmpty(db, now);
  const facts = await seedFactsIfEmpty(db);
  return content || facts;
}

/** The built-in dated facts when there are none, and the default site settings when none are stored. */
export async function seedFactsIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let seeded = false;
    const { n } = await trx
      .selectFrom('facts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) === 0) {
      for (const f of builtInFacts()) await trx.insertInto('facts').values(factRow(f, null)).execute();
      seeded = true;
    }
    const settings = await trx.selectFrom('site_settings').select('name').where('name', '=', SITE_SETTINGS_ROW).executeTakeFirst();
    if (!settings) {
      await trx
        .insertInto('site_settings')
        .values({ name: SITE_SETTINGS_ROW, data: JSON.stringify(DEFAULT_SITE_SETTINGS), updated_at: null })
        .execute();
      seeded = true;
    }
    return seeded;
  });
}

async function seedContentIfEmpty(db: Kysely<Database>, now: () => Date): Promise<boolean> {
  const { n } = await db
    .selectFrom('consultancies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const { m } = await db
    .selectFrom('universities')
    .select((eb) => eb.fn.countAll<number>().as('m'))
    .executeTakeFirstOrThrow();
  if (Number(n) > 0 || Number(m) > 0) return false;
  const stamp = now().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const c of CONSULTANCIES) {
      // The built-in records are sample records (sample: true, carried in the data).
      const { id: _id, ...input } = c;
      await trx
        .insertInto('consultancies')
        .values({ ...consultancyRow(input), updated_at: stamp })
        .execute();
    }
    const uniIds: number[] = [];
    for (const u of SEED_UNIVERSITIES) {
      const { key: _key, ...input } = u;
      const row = await trx
        .insertInto('universities')
        .values({ ...universityRow(input), updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      uniIds.push(row.id);
    }
    for (const c of SEED_COURSES) {
      const { universityIndex, ...rest } = c;
      await trx
        .insertInto('courses')
        .values(courseRow({ ...rest, universityId: uniIds[universityIndex] }))
        .execute();
    }
    for (const b of SEED_BLOGS) {
      const { publishedAt, ...input } = b;
      await trx
        .insertInto('blogs')
        .values(blogRow(input, { createdAt: stamp, updatedAt: stamp, publishedAt }))
        .execute();
    }
  });
  return true;
}
