import type { Kysely } from 'kysely';
import type { AdminStats } from '../../src/domain/admin';
import { reviewCutoff } from '../../src/domain/fact';
import type { Database } from '../db/schema';

type Counted = { n: number | string | bigint };
const count = async (query: { executeTakeFirstOrThrow: () => Promise<Counted> }) => Number((await query.executeTakeFirstOrThrow()).n);

/** The admin dashboard's counts. */
export async function adminStats(db: Kysely<Database>, now: Date): Promise<AdminStats> {
  const n = db.fn.countAll<number>().as('n');
  const all = (table: 'blogs' | 'universities' | 'courses' | 'consultancies' | 'bookings' | 'contact_messages') => count(db.selectFrom(table).select(n));
  return {
    blogs: await all('blogs'),
    universities: await all('universities'),
    courses: await all('courses'),
    consultancies: await all('consultancies'),
    bookings: await all('bookings'),
    newBookings: await count(db.selectFrom('bookings').select(n).where('status', '=', 'new')),
    messages: await all('contact_messages'),
    unreadMessages: await count(db.selectFrom('contact_messages').select(n).where('read', '=', 0)),
    factsDue: await count(db.selectFrom('facts').select(n).where('checked_on', '<', reviewCutoff(now))),
    correctionsOpen: await count(db.selectFrom('built_in_proposals').select(n).where('status', '=', 'open')),
  };
}
