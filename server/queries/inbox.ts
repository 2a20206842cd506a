import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listQuerySchema } from '../../src/domain/api';
import { BOOKING_STATUSES, type Booking, type BookingInput, type BookingStatus } from '../../src/domain/booking';
import type { ContactInput, ContactMessage } from '../../src/domain/contact';
import type { Database } from '../db/schema';
import { arrivalOrder, listPage, pageRows, receivedSortParam } from './lists';

export const bookingListQuery = listQuerySchema.extend({ status: z.enum(BOOKING_STATUSES).optional(), sort: receivedSortParam() });
export const messageListQuery = listQuerySchema.extend({ read: z.enum(['true', 'false']).optional(), sort: receivedSortParam() });

export const bookingFromRow = (r: { id: number; status: string; created_at: string; data: string; reference: string }): Booking => ({
  ...(JSON.parse(r.data) as BookingInput),
  id: r.id,
  reference: r.reference,
  status: r.status as BookingStatus,
  createdAt: r.created_at,
});

export const messageFromRow = (r: { id: number; read: number; created_at: string; data: string }): ContactMessage => ({
  ...(JSON.parse(r.data) as ContactInput),
  id: r.id,
  read: r.read === 1,
  createdAt: r.created_at,
});

/** Bookings, newest first, of one status or all. */
export async function listBookings(db: Kysely<Database>, q: z.output<typeof bookingListQuery>) {
  const { status } = q;
  const { rows, total } = await pageRows(
    () => (status ? db.selectFrom('bookings').where('status', '=', status) : db.selectFrom('bookings')),
    (qb) => {
      const order = arrivalOrder(q.sort, 'desc');
      return qb.selectAll().orderBy('created_at', order).orderBy('id', order);
    },
    q,
  );
  return listPage(rows.map(bookingFromRow), total, q);
}

export async function getBooking(db: Kysely<Database>, id: number): Promise<Booking | undefined> {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? bookingFromRow(row) : undefined;
}

/** Messages, newest first, read, unread or all. */
export async function listMessages(db: Kysely<Database>, q: z.output<typeof messageListQuery>) {
  const read = q.read === undefined ? undefined : q.read === 'true' ? 1 : 0;
  const { rows, total } = await pageRows(
    () => (read === undefined ? db.selectFrom('contact_messages') : db.selectFrom('contact_messages').where('read', '=', read)),
    (qb) => {
      const order = arrivalOrder(q.sort, 'desc');
      return qb.selectAll().orderBy('created_at', order).orderBy('id', order);
    },
    q,
  );
  return listPage(rows.map(messageFromRow), total, q);
}

/** Marks a message read or unread; undefined when there is no such message. */
export async function markMessage(db: Kysely<Database>, id: number, read: boolean): Promise<ContactMessage | undefined> {
  const r = await db
    .updateTable('contact_messages')
    .set({ read: read ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  return messageFromRow(await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}
