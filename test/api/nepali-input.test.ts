// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, createTestApp, type TestApp } from './harness';

describe('the booking form takes Nepali digits and Bikram Sambat dates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const stored = async (name: string) => {
    const rows = await t.database.db.selectFrom('bookings').select('data').where('data', 'like', `%${name}%`).execute();
    return rows.map((r) => JSON.parse(String(r.data)) as Record<string, unknown>);
  };

  it('a phone in Devanagari digits and a date typed in BS are stored in ASCII digits as the AD date', async () => {
    const payload = booking({ fullName: 'Ram Bahadur Thapa', phone: '+९७७ ९८४१२३४५६७', preferredDate: '२०८२-१२-३०' });
    const res = await t.req({ method: 'POST', url: '/api/v1/consultations', payload });
    expect(res.statusCode).toBe(201);
    expect(await stored('Ram Bahadur Thapa')).toEqual([expect.objectContaining({ phone: '+977 9841234567', preferredDate: '2026-04-13' })]);
  });

  it('a BS day that does not exist is refused with the field named, and nothing is stored', async () => {
    const res = await t.req({ method: 'POST', url: '/api/v1/consultations', payload: booking({ fullName: 'Gita Rai', preferredDate: '2082-01-32 BS' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.preferredDate).toBe('Baisakh 2082 BS has 31 days');
    expect(await stored('Gita Rai')).toEqual([]);
  });
});
