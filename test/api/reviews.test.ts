// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_ALREADY_GIVEN, REVIEW_LINK_INVALID, type AdminReview, type ConsultancyReviews } from '../../src/domain/review';
import { reviewTokenHash } from '../../server/queries/reviews';
import { decodeDirectory } from '../../src/domain/directory';
import { booking, createTestApp, createTestDatabase, seedAsOfOlderSchema, type TestApp } from './harness';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrations';

const API = '/api/v1';
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

async function appAndAdmin() {
  const t = await createTestApp({ config: { publicOrigin: 'https://gantavya.example' } });
  cleanups.push(() => t.close());
  const cookie = await t.login();
  return { t, cookie };
}

/** A real (not sample) consultancy made by an admin, from the first seeded record's fields. */
async function realConsultancy(t: TestApp, cookie: string, name = 'Honest Review Consultancy') {
  const { id: _id, sample: _sample, ...input } = (await t.req({ url: `${API}/consultancies/1` })).json();
  const res = await t.req({ method: 'POST', url: `${API}/consultancies`, payload: { ...input, name }, headers: { cookie } });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

let keyCount = 0;
const key = (prefix: string) => `${prefix}-key-${String(++keyCount).padStart(6, '0')}`;

/** A booking with the consultancy, closed by an admin; the review link's token read from the e-mail it sent. */
async function closedBooking(t: TestApp, cookie: string, consultancyId: number | null, over: Record<string, unknown> = {}) {
  const made = await t.req({
    method: 'POST',
    url: `${API}/consultations`,
    payload: booking({ consultancyId, ...over }),
    headers: { 'idempotency-key': key('booking') },
  });
  expect(made.statusCode).toBe(201);
  const { id, reference } = made.json() as { id: number; reference: string };
  const closed = await t.req({ method: 'PATCH', url: `${API}/consultations/${id}`, payload: { status: 'closed' }, headers: { cookie } });
  expect(closed.statusCode).toBe(200);
  const mail = await t.database.db
    .selectFrom('email_outbox')
    .select('body')
    .where('booking_id', '=', id)
    .where('kind', '=', 'booking-status-change')
    .executeTakeFirstOrThrow();
  const token = /\/consultation\/review\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? null;
  return { id, reference, token, mail: mail.body };
}

const review = (t: TestApp, body: Record<string, unknown>, idempotencyKey = key('review')) =>
  t.req({ method: 'POST', url: `${API}/reviews`, payload: body, headers: { 'idempotency-key': idempotencyKey } });

const moderate = (t: TestApp, cookie: string, id: number, body: Record<string, unknown>) =>
  t.req({ method: 'PATCH', url: `${API}/reviews/${id}`, payload: body, headers: { cookie } });

const TEXT = 'The counsellor explained every fee in writing and answered all my questions.';

describe('reviews only from students who booked', () => {
  it('closing a booking e-mails a review link; its token is stored only as its hash and opens the booking’s review', async () => {
    const { t, cookie } = await appAndAdmin();
    const consultancyId = await realConsultancy(t, cookie);
    const b = await closedBooking(t, cookie, consultancyId, { fullName: 'Sita Kumari Sharma' });
    expect(b.mail).toContain('https://gantavya.example/consultation/review?token=');
    expect(b.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.selectFrom('review_links').selectAll().where('booking_id', '=', b.id).execute();
    expect(stored.map((r) => r.token_hash)).toEqual([reviewTokenHash(b.token!)]);
    expect(JSON.stringify(stored)).not.toContain(b.token!);
    const link = await t.req({ method: 'POST', url: `${API}/reviews/link`, payload: { token: b.token } });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ consultancyId, consultancyName: 'Honest Review Consultancy', firstName: 'Sita', reviewed: false });
  });

  it('a booking without a consultancy, or not closed, gets no review link', async () => {
    const { t, cookie } = await appAndAdmin();
    const none = await closedBooking(t, cookie, null);
    expect(none.token).toBeNull();
    expect(none.mail).not.toContain('review');
    const consultancyId = await realConsultancy(t, cookie);
    const made = await t.req({
      method: 'POST',
      url: `${API}/consultations`,
      payload: booking({ consultancyId }),
      headers: { 'idempotency-key': key('booking') },
    });
    await t.req({ method: 'PATCH', url: `${API}/consultations/${made.json().id}`, payload: { status: 'contacted' }, headers: { cookie } });
    const mail = await t.database.db
      .selectFrom('email_outbox')
      .select('body')
      .where('booking_id', '=', made.json().id)
      .where('kind', '=', 'booking-status-change')
      .executeTakeFirstOrThrow();
    expect(mail.body).not.toContain('/consultation/review');
  });

  it('a review waits for moderation; approved, it makes the consultancy’s rating and count; a second review of the booking is refused', async () => {
    const { t, cookie } = await appAndAdmin();
    const consultancyId = await realConsultancy(t, cookie);
    const before = (await t.req({ url: `${API}/consultancies/${consultancyId}` })).json();
    expect(before.reviews).toBeUndefined();
    const b = await closedBooking(t, cookie, consultancyId, { fullName: 'Sita Sharma', email: 'sita.private@example.com' });
    const sent = await review(t, { token: b.token, rating: 4, text: TEXT }, 'first-review-key-0001');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ id: expect.any(Number), status: 'pending' });
    // The same request again (a retry) answers the same receipt and stores nothing twice.
    const replay = await review(t, { token: b.token, rating: 4, text: TEXT }, 'first-review-key-0001');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(sent.json());
    // Another review of the same booking: refused with a clear message.
    const second = await review(t, { token: b.token, rating: 1, text: TEXT });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(REVIEW_ALREADY_GIVEN);
    expect((await t.req({ method: 'POST', url: `${API}/reviews/link`, payload: { token: b.token } })).json().reviewed).toBe(true);
    // Pending: nothing public yet.
    expect((await t.req({ url: `${API}/consultancies/${consultancyId}/reviews` })).json()).toEqual({ summary: null, items: [] });
    const queue = await t.req({ url: `${API}/reviews?status=pending`, headers: { cookie } });
    const item = (queue.json().items as AdminReview[])[0]!;
    expect(item).toMatchObject({
      rating: 4,
      text: TEXT,
      firstName: 'Sita',
      month: '2026-01',
      status: 'pending',
      email: 'sita.private@example.com',
      bookingReference: b.reference,
      consultancyId,
    });
    const approved = await moderate(t, cookie, item.id, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    const other = await closedBooking(t, cookie, consultancyId, { fullName: 'Ram Bahadur Thapa', email: 'ram@example.com' });
    const otherId = (await review(t, { token: other.token, rating: 5, text: TEXT })).json().id as number;
    await moderate(t, cookie, otherId, { status: 'approved' });
    const after = (await t.req({ url: `${API}/consultancies/${consultancyId}` })).json();
    expect(after.reviews).toEqual({ average: 4.5, count: 2 });
    const listed = (await t.req({ url: `${API}/consultancies?ids=${consultancyId}` })).json().items[0];
    expect(listed.reviews).toEqual({ average: 4.5, count: 2 });
    const pub = (await t.req({ url: `${API}/consultancies/${consultancyId}/reviews` })).json() as ConsultancyReviews;
    expect(pub.summary).toEqual({ average: 4.5, count: 2 });
    expect(pub.items).toEqual([
      { id: otherId, rating: 5, text: TEXT, firstName: 'Ram', month: '2026-01' },
      { id: item.id, rating: 4, text: TEXT, firstName: 'Sita', month: '2026-01' },
    ]);
    expect(JSON.stringify(pub)).not.toContain('@');
    // Hidden later: the rating goes back to the one review left.
    await moderate(t, cookie, otherId, { status: 'hidden' });
    expect((await t.req({ url: `${API}/consultancies/${consultancyId}` })).json().reviews).toEqual({ average: 4, count: 1 });
    // An admin's edit of the consultancy keeps the rating from reviews.
    const { id: _i, sample: _s, reviews: _r, ...fields } = after;
    await t.req({
      method: 'PUT',
      url: `${API}/consultancies/${consultancyId}`,
      payload: { ...fields, reviews: { average: 5, count: 99 }, location: 'Putalisadak, Kathmandu' },
      headers: { cookie },
    });
    expect((await t.req({ url: `${API}/consultancies/${consultancyId}` })).json().reviews).toEqual({ average: 4, count: 1 });
  });

  it('every list a visitor sees or sorts by rates a real record by its approved reviews: the rating sort, the directory file, an edit after', async () => {
    const { t, cookie } = await appAndAdmin();
    // Three real records, each typed 4.9 on the form: one rated 5 by a review, one rated 2, one with none.
    const typed = 4.9;
    const makeReal = async (name: string) => {
      const id = await realConsultancy(t, cookie, name);
      const { id: _i, sample: _s, ...fields } = (await t.req({ url: `${API}/consultancies/${id}` })).json();
      await t.req({ method: 'PUT', url: `${API}/consultancies/${id}`, payload: { ...fields, rating: typed }, headers: { cookie } });
      return id;
    };
    const best = await makeReal('Rated Five Consultancy');
    const low = await makeReal('Rated Two Consultancy');
    const unrated = await makeReal('Not Yet Rated Consultancy');
    for (const [id, rating] of [
      [best, 5],
      [low, 2],
    ] as const) {
      const b = await closedBooking(t, cookie, id);
      const r = await review(t, { token: b.token, rating, text: TEXT });
      await moderate(t, cookie, r.json().id as number, { status: 'approved' });
    }
    // The list's rating sort: reviewed records by their mean, then real ones with none yet, then the samples (invented ratings).
    const sorted = (await t.req({ url: `${API}/consultancy-list?sort=rating` })).json() as { items: Array<{ id: number; sample: boolean }> };
    expect(sorted.items.slice(0, 3).map((c) => c.id)).toEqual([best, low, unrated]);
    expect(sorted.items.slice(3).every((c) => c.sample)).toBe(true);
    const plain = (await t.req({ url: `${API}/consultancies?sort=rating&limit=3` })).json() as { items: Array<{ id: number }> };
    expect(plain.items.map((c) => c.id)).toEqual([best, low, unrated]);
    // The search's directory file: a real record's typed rating is never published, its reviews are.
    const m = (await t.req({ url: `${API}/directory` })).json() as { file: string };
    const entries = decodeDirectory((await t.req({ url: `${API}${m.file}` })).json())!;
    expect(entries.find((e) => e.id === best)).toMatchObject({ rating: 0, reviews: { average: 5, count: 1 } });
    expect(entries.find((e) => e.id === unrated)).toMatchObject({ rating: 0 });
    expect(entries.find((e) => e.id === unrated)?.reviews).toBeUndefined();
    const sample = entries.find((e) => e.sample)!;
    expect(sample.rating).toBeGreaterThan(0);
    expect(sample.reviews).toBeUndefined();
    // An admin's edit of the best one keeps its place (the order is not read from the typed rating).
    const { id: _i, sample: _s, reviews: _r, ...fields } = (await t.req({ url: `${API}/consultancies/${best}` })).json();
    await t.req({ method: 'PUT', url: `${API}/consultancies/${best}`, payload: { ...fields, rating: 0 }, headers: { cookie } });
    const again = (await t.req({ url: `${API}/consultancy-list?sort=rating` })).json() as { items: Array<{ id: number }> };
    expect(again.items.slice(0, 3).map((c) => c.id)).toEqual([best, low, unrated]);
  });

  it('a database from before orders by the rating visitors see once migrated (a real record by its reviews, not its typed rating)', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await migrateUpTo(database.db, database.dialect, '0121_fact_history');
      await seedAsOfOlderSchema(database, () => new Date('2026-01-05T08:00:00Z'));
      const rowOf = async (id: number) => database.db.selectFrom('consultancies').select(['rating', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
      // Record 1 made real with one approved review of 3; record 2 real with none; both typed 4.9 in the column.
      for (const [id, reviews] of [
        [1, { average: 3, count: 1 }],
        [2, undefined],
      ] as const) {
        const data = { ...(JSON.parse((await rowOf(id)).data) as object), sample: false, rating: 4.9, ...(reviews ? { reviews } : {}) };
        await database.db
          .updateTable('consultancies')
          .set({ data: JSON.stringify(data), rating: 4.9 })
          .where('id', '=', id)
          .execute();
      }
      await migrateToLatest(database.db, database.dialect);
      const [reviewed, none, sample] = await Promise.all([rowOf(1), rowOf(2), rowOf(3)]);
      expect(Number(reviewed.rating)).toBeCloseTo(13.00001, 5);
      expect(Number(none.rating)).toBe(6);
      expect(Number(sample.rating)).toBe((JSON.parse(sample.data) as { rating: number }).rating);
    } finally {
      await drop();
    }
  });

  it('a rejection needs a reason, kept for the team; a rejected review is never public', async () => {
    const { t, cookie } = await appAndAdmin();
    const consultancyId = await realConsultancy(t, cookie);
    const b = await closedBooking(t, cookie, consultancyId);
    const id = (await review(t, { token: b.token, rating: 1, text: 'Rude and they asked for a cash deposit without a receipt.' })).json().id as number;
    const noReason = await moderate(t, cookie, id, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBeTruthy();
    const rejected = await moderate(t, cookie, id, { status: 'rejected', reason: 'Names a counsellor in full' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Names a counsellor in full' });
    const pub = await t.req({ url: `${API}/consultancies/${consultancyId}/reviews` });
    expect(pub.json()).toEqual({ summary: null, items: [] });
    expect(pub.body).not.toContain('Names a counsellor');
  });

  it('the status page with the reference and e-mail offers a new review link for a closed booking, none once reviewed', async () => {
    const { t, cookie } = await appAndAdmin();
    const consultancyId = await realConsultancy(t, cookie);
    const b = await closedBooking(t, cookie, consultancyId);
    const lookup = await t.req({ method: 'POST', url: `${API}/consultations/status`, payload: { reference: b.reference, email: 'sita@example.com' } });
    expect(lookup.statusCode).toBe(200);
    const { reviewToken, reviewed } = lookup.json();
    expect(reviewToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reviewToken).not.toBe(b.token);
    expect(reviewed).toBe(false);
    expect((await review(t, { token: reviewToken, rating: 5, text: TEXT })).statusCode).toBe(201);
    // The e-mail's link now opens a booking that has its review.
    expect((await review(t, { token: b.token, rating: 5, text: TEXT })).statusCode).toBe(409);
    const again = (await t.req({ method: 'POST', url: `${API}/consultations/status`, payload: { reference: b.reference, email: 'sita@example.com' } })).json();
    expect(again).toMatchObject({ reviewToken: null, reviewed: true });
  });

  it('a wrong or malformed token changes nothing and gets a clear answer; bad fields are named', async () => {
    const { t } = await appAndAdmin();
    const wrong = await review(t, { token: 'A'.repeat(43), rating: 5, text: TEXT });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe(REVIEW_LINK_INVALID);
    const bad = await review(t, { token: '../../etc/passwd', rating: 9, text: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['rating', 'text', 'token']);
    for (const payload of [null, [], 'x', { token: { $ne: 1 } }, { token: 'A'.repeat(43), rating: '5', text: TEXT }]) {
      const res = await t.req({
        method: 'POST',
        url: `${API}/reviews`,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json', 'idempotency-key': key('hostile') },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    expect((await t.req({ url: `${API}/consultancies/99999/reviews` })).statusCode).toBe(404);
    expect((await t.req({ url: `${API}/consultancies/abc/reviews` })).statusCode).toBe(404);
    expect(await t.database.db.selectFrom('reviews').select('id').execute()).toEqual([]);
  });

  it('a visitor without a session can read no review queue, no rejected review and no reviewer’s e-mail', async () => {
    const { t, cookie } = await appAndAdmin();
    const consultancyId = await realConsultancy(t, cookie);
    const b = await closedBooking(t, cookie, consultancyId, { email: 'hidden.reviewer@example.com' });
    const id = (await review(t, { token: b.token, rating: 2, text: TEXT })).json().id as number;
    await moderate(t, cookie, id, { status: 'rejected', reason: 'Private reason' });
    for (const url of [`${API}/reviews`, `${API}/reviews?status=rejected`, `${API}/reviews/${id}`]) {
      const res = await t.req({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(401);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toContain('hidden.reviewer');
      expect(res.body).not.toContain('Private reason');
    }
    expect((await moderate(t, '', id, { status: 'approved' })).statusCode).toBe(401);
    const pub = await t.req({ url: `${API}/consultancies/${consultancyId}/reviews` });
    expect(pub.body).not.toContain('hidden.reviewer');
    const link = await t.req({ method: 'POST', url: `${API}/reviews/link`, payload: { token: b.token } });
    expect(link.body).not.toContain('hidden.reviewer');
  });
});
