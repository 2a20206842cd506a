import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { CONFIRMATION_CAPPED, type BookingEmails } from '../../src/domain/booking';
import { installFakeApi, sampleBooking, type FakeApi } from './support/fakeAdminApi';
import { renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from './support/renderAdmin';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi | undefined;
afterEach(() => fake?.restore());

const notice: BookingEmails['items'][number] = {
  id: 1,
  kind: 'booking-team-notice',
  to: 'team@gantavya.example',
  subject: 'New consultation booking',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:05.000Z',
  nextAttemptAt: null,
};

describe('a booking whose confirmation the cap per address held back, in the admin', () => {
  it('the booking is there with its team notice, and a line says no confirmation went to the student and why', async () => {
    fake = installFakeApi({ signedIn: true, bookings: [sampleBooking(2, { fullName: 'Capped', reference: 'K7QX4M2P' })] });
    fake.override('GET', /^\/consultations\/(\d+)\/emails$/, () => ({ status: 200, data: { configured: true, items: [notice] } }));
    renderApp('/admin/consultations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View booking from Capped' }));
    const details = screen.getByRole('region', { name: 'Booking from Capped' });
    const items = await within(details).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(CONFIRMATION_CAPPED);
    expect(CONFIRMATION_CAPPED).toMatch(/had already had 3 booking confirmations in 24 hours/);
    expect(items[1]).toHaveTextContent('Notice to the team to team@gantavya.example: sent');
  });
});
