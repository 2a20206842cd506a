import type { Kysely } from 'kysely';
import { MEDIA_PREFIX } from '../../src/domain/images';
import type { Database } from '../db/schema';
import type { ProcessedImage } from '../images/process';

/** The tables whose records can refer to an uploaded image. */
const IMAGE_USERS = ['consultancies', 'universities', 'blogs'] as const;

/**
 * Keeps each width of a processed image; an image uploaded before keeps its bytes (its address is its
 * content) and takes the new upload time, so that the sweep of unused images gives it a new day.
 */
export async function saveImage(db: Kysely<Database>, image: ProcessedImage, now: Date): Promise<void> {
  const created_at = now.toISOString();
  await db
    .insertInto('images')
    .values(image.variants.map((v) => ({ hash: image.hash, width: v.width, height: v.height, data: v.data, created_at })))
    .onConflict((oc) => oc.columns(['hash', 'width']).doUpdateSet({ created_at }))
    .execute();
}

/** One width of an image, or undefined. */
export async function imageFile(db: Kysely<Database>, hash: string, width: number): Promise<Buffer | undefined> {
  const row = await db.selectFrom('images').select('data').where('hash', '=', hash).where('width', '=', width).executeTakeFirst();
  return row ? Buffer.from(row.data) : undefined;
}

/** Whether any record still refers to the image (its address is in the record's stored JSON). */
async function isUsed(db: Kysely<Database>, hash: string): Promise<boolean> {
  const pattern = `%${MEDIA_PREFIX}/${hash}/%`;
  for (const table of IMAGE_USERS) {
    const row = await db.selectFrom(table).select('id').where('data', 'like', pattern).limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * Deletes the images that a record no longer refers to (it was deleted, or an edit replaced them)
 * and that no other record uses. Returns the hashes deleted.
 */
export async function releaseImages(db: Kysely<Database>, hashes: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (const hash of hashes) {
    if (await isUsed(db, hash)) continue;
    await db.deleteFrom('images').where('hash', '=', hash).execute();
    deleted.push(hash);
  }
  return deleted;
}

/** How long an uploaded image waits for the record that will use it (an editor still open) before a sweep may delete it. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60_000;
export const IMAGE_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Deletes the images uploaded more than a day ago that no record uses (uploaded in an editor that was never saved). */
export async function sweepUnusedImages(db: Kysely<Database>, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS).toISOString();
  const old = await db.selectFrom('images').select('hash').distinct().where('created_at', '<', cutoff).execute();
  return releaseImages(
    db,
    old.map((r) => r.hash),
  );
}
