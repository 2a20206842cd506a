import type { Kysely } from 'kysely';
import type { Consultancy } from '../../src/domain/consultancy';
import {
  dayOf,
  isVerified,
  licenceDueReason,
  toPublicLicence,
  type Licence,
  type LicenceDue,
  type LicenceInput,
  type LicenceScan,
} from '../../src/domain/licence';
import type { Database } from '../db/schema';

/**
 * Each consultancy's licence record (the team's, with its private note) in `consultancy_licences`; the
 * consultancy's own row carries the public part and `verified`, derived from it on the day of the
 * write. A daily job (refreshVerified) derives `verified` again, so a check that runs out or a licence
 * that expires stops counting without anyone editing the record.
 */

type Db = Kysely<Database>;

/** How often `verified` is derived again (hourly: a day's change is seen within the hour after midnight UTC). */
export const VERIFIED_REFRESH_INTERVAL_MS = 60 * 60 * 1000;

const licenceFromRow = (r: { consultancy_id: number; data: string; updated_at: string | null }): Licence => ({
  ...(JSON.parse(r.data) as LicenceInput),
  consultancyId: Number(r.consultancy_id),
  updatedAt: r.updated_at,
});

export async function getLicence(db: Db, consultancyId: number): Promise<Licence | undefined> {
  const row = await db
    .selectFrom('consultancy_licences')
    .select(['consultancy_id', 'data', 'updated_at'])
    .where('consultancy_id', '=', consultancyId)
    .executeTakeFirst();
  if (!row) return undefined;
  const scan = await db
    .selectFrom('licence_scans')
    .select(['name', 'type', 'size', 'uploaded_at'])
    .where('consultancy_id', '=', consultancyId)
    .executeTakeFirst();
  return {
    ...licenceFromRow(row),
    scan: scan ? { name: scan.name, type: scan.type as LicenceScan['type'], size: Number(scan.size), uploadedAt: scan.uploaded_at } : null,
  };
}

/** Keeps (or replaces) the scan of a licence the team recorded; false when the consultancy has no licence on record. */
export async function saveLicenceScan(db: Db, consultancyId: number, file: { name: string; type: string; bytes: Buffer }, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const licence = await trx.selectFrom('consultancy_licences').select('consultancy_id').where('consultancy_id', '=', consultancyId).executeTakeFirst();
    if (!licence) return false;
    await trx.deleteFrom('licence_scans').where('consultancy_id', '=', consultancyId).execute();
    await trx
      .insertInto('licence_scans')
      .values({
        consultancy_id: consultancyId,
        name: file.name,
        type: file.type,
        size: file.bytes.length,
        data: file.bytes.toString('base64'),
        uploaded_at: now.toISOString(),
      })
      .execute();
    return true;
  });
}

/** The scan's file (for the team's download), or undefined when there is none. */
export const getLicenceScanFile = (db: Db, consultancyId: number) =>
  db.selectFrom('licence_scans').select(['name', 'type', 'data']).where('consultancy_id', '=', consultancyId).executeTakeFirst();

/** Removes a licence's scan; false when there was none. */
export async function deleteLicenceScan(db: Db, consultancyId: number): Promise<boolean> {
  const r = await db.deleteFrom('licence_scans').where('consultancy_id', '=', consultancyId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

type Stored = Omit<Consultancy, 'id'>;

/** The consultancy's row with its public licence (or none) and `verified` derived for `today`; false when there is no such consultancy. */
async function writePublicLicence(db: Db, consultancyId: number, licence: LicenceInput | null, today: string): Promise<boolean> {
  const row = await db.selectFrom('consultancies').select('data').where('id', '=', consultancyId).executeTakeFirst();
  if (!row) return false;
  const { licence: _old, ...data } = JSON.parse(row.data) as Stored;
  const verified = isVerified(licence, data.sample === true, today);
  const next: Stored = { ...data, verified, ...(licence ? { licence: toPublicLicence(licence) } : {}) };
  await db
    .updateTable('consultancies')
    .set({ data: JSON.stringify(next), verified: verified ? 1 : 0 })
    .where('id', '=', consultancyId)
    .execute();
  return true;
}

export type SaveLicenceResult = { ok: true; licence: Licence } | { ok: false; reason: 'not-found' | 'sample' };

/** Records (or replaces) a consultancy's licence; a sample record cannot hold one. */
export async function saveLicence(db: Db, consultancyId: number, input: LicenceInput, now: Date): Promise<SaveLicenceResult> {
  return db.transaction().execute(async (trx) => {
    const c = await trx.selectFrom('consultancies').select('data').where('id', '=', consultancyId).executeTakeFirst();
    if (!c) return { ok: false, reason: 'not-found' } as const;
    if ((JSON.parse(c.data) as { sample?: unknown }).sample === true) return { ok: false, reason: 'sample' } as const;
    const stamp = now.toISOString();
    const values = { checked_on: input.checkedOn, valid_until: input.validUntil, data: JSON.stringify(input), updated_at: stamp };
    const existing = await trx.selectFrom('consultancy_licences').select('consultancy_id').where('consultancy_id', '=', consultancyId).executeTakeFirst();
    if (existing) await trx.updateTable('consultancy_licences').set(values).where('consultancy_id', '=', consultancyId).execute();
    else
      await trx
        .insertInto('consultancy_licences')
        .values({ consultancy_id: consultancyId, ...values })
        .execute();
    await writePublicLicence(trx, consultancyId, input, dayOf(now));
    // Read back as admins read it (with the scan the team keeps, if any).
    return { ok: true, licence: (await getLicence(trx, consultancyId)) ?? { ...input, consultancyId, updatedAt: stamp } } as const;
  });
}

/** Removes a consultancy's licence record and its scan (it is then not verified); false when it had none. */
export async function deleteLicence(db: Db, consultancyId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('consultancy_licences').where('consultancy_id', '=', consultancyId).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) return false;
    // The certificate's scan goes with the licence it shows.
    await trx.deleteFrom('licence_scans').where('consultancy_id', '=', consultancyId).execute();
    await writePublicLicence(trx, consultancyId, null, dayOf(now));
    return true;
  });
}

/**
 * `verified` derived again for every consultancy whose stored value is no longer right on this day
 * (a check that ran out, a licence that expired); rows already right are not written, so the content
 * version only moves when something changed. Returns how many changed.
 */
export async function refreshVerified(db: Db, now: Date): Promise<number> {
  const today = dayOf(now);
  const licences = new Map(
    (await db.selectFrom('consultancy_licences').select(['consultancy_id', 'data']).execute()).map((r) => [
      Number(r.consultancy_id),
      JSON.parse(r.data) as LicenceInput,
    ]),
  );
  const rows = await db.selectFrom('consultancies').select(['id', 'verified', 'data']).execute();
  let changed = 0;
  for (const r of rows) {
    const sample = (JSON.parse(r.data) as { sample?: unknown }).sample === true;
    const should = isVerified(licences.get(Number(r.id)) ?? null, sample, today);
    if (Boolean(r.verified) === should) continue;
    await writePublicLicence(db, Number(r.id), licences.get(Number(r.id)) ?? null, today);
    changed++;
  }
  return changed;
}

/** The licences due for a check (or soon), expired, or expiring soon, soonest first, with the consultancy's name. */
export async function licencesDue(db: Db, now: Date): Promise<LicenceDue[]> {
  const today = dayOf(now);
  const rows = await db
    .selectFrom('consultancy_licences')
    .innerJoin('consultancies', 'consultancies.id', 'consultancy_licences.consultancy_id')
    .select(['consultancy_licences.consultancy_id as id', 'consultancy_licences.data as licence', 'consultancies.data as consultancy'])
    .execute();
  const due: LicenceDue[] = [];
  for (const r of rows) {
    const reason = licenceDueReason(JSON.parse(r.licence) as LicenceInput, today);
    if (reason) due.push({ consultancyId: Number(r.id), name: (JSON.parse(r.consultancy) as { name: string }).name, ...reason });
  }
  // Branches' own licences live in their consultancy's record (only records that mention a licence are read).
  const withBranchLicences = await db.selectFrom('consultancies').select(['id', 'data']).where('data', 'like', '%"licence"%').execute();
  for (const r of withBranchLicences) {
    const c = JSON.parse(r.data) as Pick<Consultancy, 'name' | 'branches' | 'sample'>;
    if (c.sample) continue;
    for (const b of c.branches ?? []) {
      const reason = b.licence ? licenceDueReason(b.licence, today) : null;
      if (reason) due.push({ consultancyId: Number(r.id), name: c.name, branch: b.name, ...reason });
    }
  }
  return due.sort((a, b) => a.on.localeCompare(b.on) || a.consultancyId - b.consultancyId || (a.branch ?? '').localeCompare(b.branch ?? ''));
}
