import { afterEach, describe, expect, it } from 'vitest';
import { booking, createTestApp, type TestApp } from './harness';

/** The server checks the public forms with the same schema as the page: a limit is an error, never a cut. */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Bikash Rai',
  email: 'bikash@example.com',
  subject: 'NOC question',
  message: 'How long does the NOC take?',
  ...over,
});
const post = (url: string, payload: object) => t!.req({ method: 'POST', url, payload });

describe('the public forms on the server: limits and names', () => {
  it('a 5,000-character booking message is refused with the field named and nothing stored', async () => {
    t = await createTestApp();
    const res = await post('/api/v1/consultations', booking({ message: 'x'.repeat(5000) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.message).toBe('At most 2,000 characters: this has 5,000. Shorten it by 3,000.');
    expect(await t.database.db.selectFrom('bookings').select('id').execute()).toHaveLength(0);
  });

  it('a 6,000-character contact message is refused with the field named', async () => {
    t = await createTestApp();
    const res = await post('/api/v1/contact', contact({ message: 'y'.repeat(6000) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.message).toBe('At most 5,000 characters: this has 6,000. Shorten it by 1,000.');
  });

  it('a name of two emoji is refused on both forms; a Devanagari name is a name', async () => {
    t = await createTestApp();
    for (const [url, body] of [
      ['/api/v1/consultations', booking({ fullName: '😀😀' })],
      ['/api/v1/contact', contact({ name: '😀😀' })],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(Object.values(res.json().error.fields)).toEqual(['Write your name with at least one letter']);
    }
    expect((await post('/api/v1/consultations', booking({ fullName: 'सीता शर्मा' }))).statusCode).toBe(201);
    expect((await post('/api/v1/contact', contact({ name: 'बिकाश राई' }))).statusCode).toBe(201);
  });
});
