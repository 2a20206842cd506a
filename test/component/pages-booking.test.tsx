import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/api/client';
import type { BookingReceipt } from '../../src/domain/booking';
import type { SubmitInput } from '../../machines/booking/booking.machine';
import { CONSULTANCIES } from '../../src/data/consultancies';
import ConsultationPage, { BOOKING_DRAFT_KEY, ConsultationForm, todayIso } from '../../src/features/booking/ConsultationPage';
import { renderPage } from '../helpers/renderPage';

/** The database's record for the consultancy a booking is made with (renamed since it was seeded). */
const IN_DATABASE = { ...CONSULTANCIES[0], name: 'Renamed In The Database Education' };
vi.mock('../../src/api/consultancies', () => ({
  consultanciesApi: { get: vi.fn(async (id: number) => (id === IN_DATABASE.id ? IN_DATABASE : Promise.reject(new Error('not found')))), list: vi.fn() },
}));

const inDays = (n: number) => todayIso(new Date(Date.now() + n * 86_400_000));
// The API answers a booking with its receipt only (reference and status).
const booked = (_input: SubmitInput): BookingReceipt => ({ id: 42, reference: 'K7QX4M2P', status: 'new', confirmationEmailed: true });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Sita Sharma');
  await user.type(screen.getByLabelText('E-mail'), 'sita@example.com');
  await user.type(screen.getByLabelText('Phone'), '9841234567');
  await user.selectOptions(screen.getByLabelText('Preferred destination'), 'Canada');
  await user.selectOptions(screen.getByLabelText('Study level'), 'Bachelor');
  await user.type(screen.getByLabelText('Preferred date'), inDays(10));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('consultation booking (/consultation)', () => {
  it('the page has its h1, title and how-it-works aside', async () => {
    renderPage(<ConsultationPage />, '/consultation');
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Free Consultation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Book a Free Consultation \|/));
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  });

  it('submitting an empty form shows a clear inline error on every required field, announces the count and focuses the first', async () => {
    const submit = vi.fn();
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={submit} />, '/consultation');
    await user.click(screen.getByRole('button', { name: 'Book free consultation' }));
    for (const label of ['Full name', 'E-mail', 'Phone', 'Preferred destination', 'Study level', 'Preferred date']) {
      const field = screen.getByLabelText(label);
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
      expect(field.getAttribute('aria-describedby'), label).toMatch(/-error/);
      expect(field, label).toHaveAccessibleDescription(/.+/);
    }
    expect(screen.getByLabelText('Study level')).toHaveAccessibleDescription('Choose a study level');
    expect(screen.getByText('6 fields need your attention.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(submit).not.toHaveBeenCalled();
  });

  it.each(['9841234567', '+977 9812345678', '01-4123456', '061-523456'])('accepts the Nepali phone number %s', async (phone) => {
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={vi.fn()} />, '/consultation');
    await user.type(screen.getByLabelText('Phone'), phone);
    await user.click(screen.getByRole('button', { name: 'Book free consultation' }));
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a phone number that is not Nepali and a date in the past', async () => {
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={vi.fn()} />, '/consultation');
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.type(screen.getByLabelText('Preferred date'), inDays(-2));
    await user.click(screen.getByRole('button', { name: 'Book free consultation' }));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(/Nepali mobile/);
    expect(screen.getByLabelText('Preferred date')).toHaveAccessibleDescription(/Today or later Pick today or a later date/);
  });

  it('an unsent form survives a page reload (sessionStorage)', async () => {
    const user = userEvent.setup();
    const first = renderPage(<ConsultationForm submit={vi.fn()} />, '/consultation');
    await user.type(screen.getByLabelText('Full name'), 'Ram Thapa');
    await user.type(screen.getByLabelText('Message (optional)'), 'Nursing in Sydney');
    first.unmount();
    renderPage(<ConsultationForm submit={vi.fn()} />, '/consultation');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ram Thapa');
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('Nursing in Sydney');
  });

  it('books with the consultancy from ?consultancy={id} (named as the database has it) and shows a confirmation with what was booked; the draft is cleared', async () => {
    const c = IN_DATABASE;
    const submit = vi.fn(async (input: SubmitInput) => booked(input));
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={submit} />, `/consultation?consultancy=${c.id}`);
    expect(await screen.findByText(c.name)).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Book free consultation' }));
    const confirmation = await screen.findByRole('heading', { name: 'Your consultation is booked' });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0].values).toMatchObject({
      fullName: 'Sita Sharma',
      preferredDestination: 'Canada',
      studyLevel: 'Bachelor',
      consultancyId: c.id,
    });
    expect(submit.mock.calls[0]![0].idempotencyKey).toMatch(/.{8,}/);
    const card = confirmation.closest('[data-part="booking-confirmation"]') as HTMLElement;
    // The booking's reference, with the way to the status page.
    expect(within(card).getByText('K7QX4M2P')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'check your booking’s status' })).toHaveAttribute('href', '/consultation/status?reference=K7QX4M2P');
    expect(within(card).getByText('Canada')).toBeInTheDocument();
    expect(within(card).getByText(c.name)).toBeInTheDocument();
    expect(sessionStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  it('on failure keeps every field, offers to try again, and the retry sends the same Idempotency-Key', async () => {
    const submit = vi
      .fn<(input: SubmitInput) => Promise<BookingReceipt>>()
      .mockRejectedValueOnce(new ApiError('Cannot reach the server. Check your connection and try again.', null, 'NETWORK'))
      .mockImplementationOnce(async (input) => booked(input));
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={submit} />, '/consultation');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Book free consultation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your booking was not sent. Cannot reach the server.');
    expect(screen.getByLabelText('Full name')).toHaveValue('Sita Sharma');
    expect(screen.getByLabelText('Preferred destination')).toHaveValue('Canada');
    expect(JSON.parse(sessionStorage.getItem(BOOKING_DRAFT_KEY)!).values.fullName).toBe('Sita Sharma');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your consultation is booked' });
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]![0].idempotencyKey).toBe(submit.mock.calls[0]![0].idempotencyKey);
  });

  it("puts the server's field errors (400 VALIDATION_FAILED) on the right fields", async () => {
    const submit = vi
      .fn()
      .mockRejectedValue(new ApiError('Some fields are invalid', 400, 'VALIDATION_FAILED', { email: 'This e-mail address cannot receive mail' }));
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={submit} />, '/consultation');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Book free consultation' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This e-mail address cannot receive mail'));
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).toHaveValue('Sita Sharma');
  });
});

describe('booking: server errors on fields the form does not show', () => {
  it('an error on the consultancy is shown, not silently dropped', async () => {
    const submit = vi.fn().mockRejectedValue(new ApiError('Invalid', 400, 'VALIDATION_FAILED', { consultancyId: 'Unknown consultancy' }));
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={submit} />, '/consultation?consultancy=99999');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Book free consultation' }));
    expect(await screen.findByText('Consultancy: Unknown consultancy')).toBeInTheDocument();
  });
});
