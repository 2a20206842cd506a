import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { EMAIL_NOT_CONFIGURED, type BookingEmail, type BookingEmails } from '../../src/domain/booking';
import { installFakeApi, sampleBooking, type FakeApi } from './support/fakeAdminApi';
import { renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from './support/renderAdmin';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi | undefined;
afterEach(() => fake?.restore());

const email = (id: number, over: Partial<BookingEmail>): BookingEmail => ({
  id,
  kind: 'booking-confirmation',
  to: 's2@example.com',
  subject: 'Your consultation request',
  status: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function withEmails(answer: BookingEmails) {
  fake = installFakeApi({ signedIn: true, bookings: [sampleBooking(2, { fullName: 'Newer', reference: 'K7QX4M2P' })] });
  fake.override('GET', /^\/consultations\/(\d+)\/emails$/, () => ({ status: 200, data: answer }));
  fake.override('GET', /^\/consultations\/(\d+)$/, (_req, m) => {
    const b = fake!.db.consultations.find((x) => x.id === Number(m[1]));
    return b ? { status: 200, data: b } : fake!.error(404, 'NOT_FOUND', 'That booking does not exist.');
  });
}

describe("a booking's reference and e-mails in the admin", () => {
  it('without SMTP_URL the e-mails wait and say so: "not sent: e-mail is not configured"', async () => {
    withEmails({ configured: false, items: [email(1, {}), email(2, { kind: 'booking-team-notice', to: 'team@gantavya.example' })] });
    renderApp('/admin/consultations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View booking from Newer' }));
    const details = screen.getByRole('region', { name: 'Booking from Newer' });
    expect(within(details).getByText('K7QX4M2P')).toBeInTheDocument();
    const items = await within(details).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `Confirmation to the student to s2@example.com: ${EMAIL_NOT_CONFIGURED}`,
      `Notice to the team to team@gantavya.example: ${EMAIL_NOT_CONFIGURED}`,
    ]);
  });

  it('with SMTP_URL each e-mail shows its state: sent, failed with its error, or waiting after a failed attempt', async () => {
    withEmails({
      configured: true,
      items: [
        email(1, { status: 'sent', attempts: 1, sentAt: '2026-11-20T10:00:05.000Z', nextAttemptAt: null }),
        email(2, {
          kind: 'booking-team-notice',
          to: 'team@gantavya.example',
          status: 'failed',
          attempts: 8,
          lastError: 'connect ECONNREFUSED',
          nextAttemptAt: null,
        }),
        email(3, { kind: 'booking-status-change', status: 'pending', attempts: 1, lastError: 'Greeting never received' }),
      ],
    });
    renderApp('/admin/consultations/2');
    expect(await screen.findByRole('heading', { name: 'Booking from Newer', level: 1 })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    const texts = items.map((li) => li.textContent ?? '').filter((t) => t.includes(' to '));
    expect(texts[0]).toMatch(/^Confirmation to the student to s2@example\.com: sent /);
    expect(texts[1]).toBe('Notice to the team to team@gantavya.example: failed after 8 attempts: connect ECONNREFUSED');
    expect(texts[2]).toMatch(/^Status change to the student to s2@example\.com: not sent yet \(attempt 1 failed: Greeting never received\); next try /);
    expect(screen.getByText('K7QX4M2P')).toBeInTheDocument();
  });

  it("the booking's own page (where the team's e-mail leads) says when there is no such booking", async () => {
    withEmails({ configured: true, items: [] });
    renderApp('/admin/consultations/999');
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  });
});
