import type { Kysely } from 'kysely';
import type { SiteSettings } from '../../src/domain/settings';
import { settingsFromRow, SITE_SETTINGS_ROW } from '../db/fact-rows';
import type { Database } from '../db/schema';

/** The site settings as GET /settings answers them, or null before an admin has set them (404 there). */
export async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings | null> {
  const row = await db.selectFrom('site_settings').selectAll().where('name', '=', SITE_SETTINGS_ROW).executeTakeFirst();
  return row ? settingsFromRow(row) : null;
}
