import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { listQuerySchema } from '../../src/domain/api';
import type { BookingInput } from '../../src/domain/booking';
import {
  PUBLIC_REVIEWS_SHOWN,
  REVIEW_STATUSES,
  type AdminReview,
  type ConsultancyReviews,
  type PublicReview,
  type ReviewStatus,
  type ReviewSummary,
} from '../../src/domain/review';
import type { Database } from '../db/schema';
import type { Consultancy } from '../../src/domain/consultancy';
import { ratingOrderKey } from '../../src/domain/rating';
import { arrivalOrder, listPage, pageRows, receivedSortParam } from './lists';

type Db = Kysely<Database> | Transaction<Database>;

/** A review link's token: 32 random bytes, base64url. Only its hash is stored. */
export const newReviewToken = () => randomBytes(32).toString('base64url');
export const reviewTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new review link for a booking, when it may be reviewed: closed, with a consultancy that is still
 * listed, and no review yet. The token is returned once (for the e-mail or the status page) and kept
 * only as its hash.
 */
export async function newReviewLink(trx: Db, booking: { id: number; status: string; data: string }, now: Date): Promise<string | null> {
  if (booking.status !== 'closed') return null;
  const consultancyId = (JSON.parse(booking.data) as BookingInput).consultancyId;
  if (consultancyId == null) return null;
  if (!(await trx.selectFrom('consultancies').select('id').where('id', '=', consultancyId).executeTakeFirst())) return null;
  if (await trx.selectFrom('reviews').select('id').where('booking_id', '=', booking.id).executeTakeFirst()) return null;
  const token = newReviewToken();
  await trx
    .insertInto('review_links')
    .values({ booking_id: booking.id, token_hash: reviewTokenHash(token), created_at: now.toISOString() })
    .execute();
  return token;
}

/** Whether a booking already has a review. */
export const isReviewed = async (db: Db, bookingId: number) =>
  (await db.selectFrom('reviews').select('id').where('booking_id', '=', bookingId).executeTakeFirst()) !== undefined;

/** The booking a review link belongs to, with its consultancy, while it may still be reviewed (closed, consultancy listed); else undefined. */
export async function bookingOfReviewLink(db: Db, token: string) {
  const row = await db
    .selectFrom('review_links')
    .innerJoin('bookings', 'bookings.id', 'review_links.booking_id')
    .select(['bookings.id as id', 'bookings.status as status', 'bookings.data as data'])
    .where('review_links.token_hash', '=', reviewTokenHash(token))
    .executeTakeFirst();
  if (!row || row.status !== 'closed') return undefined;
  const booking = JSON.parse(row.data) as BookingInput;
  if (booking.consultancyId == null) return undefined;
  const consultancy = await db.selectFrom('consultancies').select(['id', 'data']).where('id', '=', booking.consultancyId).executeTakeFirst();
  if (!consultancy) return undefined;
  return { bookingId: row.id, booking, consultancyId: consultancy.id, consultancyName: (JSON.parse(consultancy.data) as { name: string }).name };
}

/** The mean (one decimal) and count of a consultancy's approved reviews, or null when there are none. */
export async function reviewSummary(db: Db, consultancyId: number): Promise<ReviewSummary | null> {
  const r = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('rating').as('total')])
    .where('consultancy_id', '=', consultancyId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const count = Number(r.count);
  if (count === 0) return null;
  return { average: Math.round((Number(r.total) / count) * 10) / 10, count };
}

/**
 * Writes a consultancy's review summary into its record, in the moderating transaction: the write bumps
 * the consultancies' content version, so every list, page and cached render shows the new rating;
 * the rating order's column is written from it too (src/domain/rating.ts).
 */
export async function storeReviewSummary(trx: Transaction<Database>, consultancyId: number): Promise<void> {
  const row = await trx.selectFrom('consultancies').select('data').where('id', '=', consultancyId).executeTakeFirst();
  if (!row) return;
  const { reviews: _old, ...record } = JSON.parse(row.data) as Record<string, unknown> & Pick<Consultancy, 'sample' | 'rating'>;
  const summary = await reviewSummary(trx, consultancyId);
  const next = summary ? { ...record, reviews: summary } : record;
  await trx
    .updateTable('consultancies')
    .set({ data: JSON.stringify(next), rating: ratingOrderKey(next) })
    .where('id', '=', consultancyId)
    .execute();
}

type ReviewRow = Selectable<Database['reviews']>;

const publicReviewOf = (r: Pick<ReviewRow, 'id' | 'rating' | 'text' | 'first_name' | 'month'>): PublicReview => ({
  id: Number(r.id),
  rating: Number(r.rating),
  text: r.text,
  firstName: r.first_name,
  month: r.month,
});

/** What visitors see of a consultancy's reviews: the summary and the newest approved ones, nothing else. */
export async function consultancyReviews(db: Db, consultancyId: number): Promise<ConsultancyReviews> {
  const rows = await db
    .selectFrom('reviews')
    .select(['id', 'rating', 'text', 'first_name', 'month'])
    .where('consultancy_id', '=', consultancyId)
    .where('status', '=', 'approved')
    .orderBy('id', 'desc')
    .limit(PUBLIC_REVIEWS_SHOWN)
    .execute();
  return { summary: await reviewSummary(db, consultancyId), items: rows.map(publicReviewOf) };
}

export const reviewListQuery = listQuerySchema.extend({ status: z.enum(REVIEW_STATUSES).optional(), sort: receivedSortParam() });

function adminReviewsQuery(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('bookings', 'bookings.id', 'reviews.booking_id')
    .innerJoin('consultancies', 'consultancies.id', 'reviews.consultancy_id');
}

const adminReviewOf = (r: ReviewRow & { reference: string; booking_data: string; consultancy_data: string }): AdminReview => ({
  ...publicReviewOf(r),
  status: r.status as ReviewStatus,
  reason: r.reason,
  consultancyId: Number(r.consultancy_id),
  consultancyName: (JSON.parse(r.consultancy_data) as { name: string }).name,
  bookingReference: r.reference,
  email: (JSON.parse(r.booking_data) as BookingInput).email,
  createdAt: r.created_at,
  moderatedAt: r.moderated_at,
});

/** The moderation queue: reviews of one status or all, oldest waiting first for pending, else newest first. */
export async function listReviews(db: Kysely<Database>, q: z.output<typeof reviewListQuery>) {
  const { status } = q;
  const { rows, total } = await pageRows(
    () => (status ? db.selectFrom('reviews').where('status', '=', status) : db.selectFrom('reviews')),
    (qb) => qb.select('id').orderBy('id', arrivalOrder(q.sort, status === 'pending' ? 'asc' : 'desc')),
    q,
  );
  const ids = rows.map((r) => Number(r.id));
  const found = new Map((await reviewsByIds(db, ids)).map((r) => [r.id, r]));
  return listPage(
    ids.flatMap((id) => found.get(id) ?? []),
    total,
    q,
  );
}

async function reviewsByIds(db: Db, ids: number[]): Promise<AdminReview[]> {
  if (ids.length === 0) return [];
  const rows = await adminReviewsQuery(db)
    .selectAll('reviews')
    .select(['bookings.reference as reference', 'bookings.data as booking_data', 'consultancies.data as consultancy_data'])
    .where('reviews.id', 'in', ids)
    .execute();
  return rows.map(adminReviewOf);
}

export const getReview = async (db: Db, id: number): Promise<AdminReview | undefined> => (await reviewsByIds(db, [id]))[0];
