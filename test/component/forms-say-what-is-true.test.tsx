import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingReceipt } from '../../src/domain/booking';
import type { SubmitInput } from '../../machines/booking/booking.machine';
import { ConsultationForm, todayIso } from '../../src/features/booking/ConsultationPage';
import { ContactForm } from '../../src/features/contact/ContactPage';
import { renderPage } from '../helpers/renderPage';
import { EVERY_PAGE, loadI18n } from '../../src/app/i18n';
import { ApiError } from '../../src/api/errors';
import { SERVER_FAILED_TEXT, TOO_MANY_REQUESTS_TEXT } from '../../src/domain/wire';

vi.mock('../../src/api/consultancies', () => ({ consultanciesApi: { get: vi.fn(), list: vi.fn() } }));

const inDays = (n: number) => todayIso(new Date(Date.now() + n * 86_400_000));
const receipt = (confirmationEmailed: boolean): BookingReceipt => ({ id: 42, reference: 'K7QX4M2P', status: 'new', confirmationEmailed });

async function fillBooking(user: ReturnType<typeof userEvent.setup>, name = 'Sita Sharma') {
  await user.type(screen.getByLabelText('Full name'), name);
  await user.type(screen.getByLabelText('E-mail'), 'sita@example.com');
  await user.type(screen.getByLabelText('Phone'), '9841234567');
  await user.selectOptions(screen.getByLabelText('Preferred destination'), 'Canada');
  await user.selectOptions(screen.getByLabelText('Study level'), 'Bachelor');
  await user.type(screen.getByLabelText('Preferred date'), inDays(10));
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, name = 'Bikash Rai') {
  await user.type(screen.getByLabelText('Your name'), name);
  await user.type(screen.getByLabelText('E-mail'), 'bikash@example.com');
  await user.type(screen.getByLabelText('Subject'), 'NOC question');
}

const bookButton = () => screen.getByRole('button', { name: 'Book free consultation' });

beforeEach(() => sessionStorage.clear());

describe('the booking confirmation says an e-mail was sent only when one is on its way', () => {
  it('when the server queued a confirmation e-mail, the page says it is on its way to the address given', async () => {
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={async () => receipt(true)} />, '/consultation');
    await fillBooking(user);
    await user.click(bookButton());
    const card = (await screen.findByRole('heading', { name: 'Your consultation is booked' })).closest('[data-part="booking-confirmation"]') as HTMLElement;
    expect(within(card).getByText(/A confirmation with your reference is on its way to sita@example\.com/)).toBeInTheDocument();
  });

  it('when no confirmation e-mail was queued (e-mail not set up, or the address had its share today), the page says none was sent and how the team will reply', async () => {
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={async () => receipt(false)} />, '/consultation');
    await fillBooking(user);
    await user.click(bookButton());
    const card = (await screen.findByRole('heading', { name: 'Your consultation is booked' })).closest('[data-part="booking-confirmation"]') as HTMLElement;
    expect(card).not.toHaveTextContent(/We have e-mailed|on its way/);
    expect(card).toHaveTextContent('we have not e-mailed it to you');
    expect(card).toHaveTextContent('A counsellor will call or e-mail you within two working days to confirm the time.');
    expect(within(card).getByText('K7QX4M2P')).toBeInTheDocument();
  });
});

describe('length limits are shown and never applied silently', () => {
  it('a 5,000-character message pasted into the booking form is kept whole, the counter says how many too many, and booking is refused with a field error', async () => {
    const submit = vi.fn(async (_: SubmitInput) => receipt(true));
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={submit} />, '/consultation');
    await fillBooking(user);
    const message = screen.getByLabelText('Message (optional)');
    await user.click(message);
    await user.paste('x'.repeat(5000));
    expect(message).toHaveValue('x'.repeat(5000));
    expect(screen.getByText('3,000 characters too many')).toBeInTheDocument();
    await user.click(bookButton());
    await waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toHaveAccessibleDescription(expect.stringContaining('At most 2,000 characters: this has 5,000. Shorten it by 3,000.'));
    expect(message).toHaveValue('x'.repeat(5000));
    expect(submit).not.toHaveBeenCalled();
  });

  it('a 6,000-character contact message is kept whole and refused with a field error; nothing is sent', async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    renderPage(<ContactForm send={send} />, '/contact');
    await fillContact(user);
    const message = screen.getByLabelText('Message');
    await user.click(message);
    await user.paste('y'.repeat(6000));
    expect(message).toHaveValue('y'.repeat(6000));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(message).toHaveAccessibleDescription(expect.stringContaining('At most 5,000 characters: this has 6,000. Shorten it by 1,000.')));
    expect(send).not.toHaveBeenCalled();
  });

  it('near the limit a counter shows what is left, and a polite live region announces it once typing pauses', async () => {
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={vi.fn()} />, '/consultation');
    const message = screen.getByLabelText('Message (optional)');
    await user.click(message);
    await user.paste('a'.repeat(100));
    // Far from the limit: no counter.
    expect(screen.queryByText(/characters left/)).toBeNull();
    await user.paste('a'.repeat(1880));
    expect(screen.getByText('20 characters left')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription(expect.stringContaining('20 characters left'));
    const live = message.parentElement!.querySelector('[data-part="character-count-announcement"]') as HTMLElement;
    expect(live).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(live).toHaveTextContent('20 characters left'), { timeout: 5000 });
  });

  it('on a Nepali page the counter says what is left, or how many too many, in Nepali with Devanagari digits', async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm send={vi.fn()} />, '/ne/contact', { i18n: await loadI18n('ne', EVERY_PAGE) });
    const message = document.querySelector('textarea[name="message"]') as HTMLTextAreaElement;
    await user.click(message);
    await user.paste('a'.repeat(4980));
    expect(screen.getByText('२० अक्षर बाँकी')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription(expect.stringContaining('२० अक्षर बाँकी'));
    await user.paste('a'.repeat(1020));
    expect(screen.getByText('१,००० अक्षर बढी भयो')).toBeInTheDocument();
    expect(screen.queryByText(/characters/)).toBeNull();
  });

  it('every limited free-text field of both forms has no maxlength that would cut a paste', () => {
    renderPage(<ConsultationForm submit={vi.fn()} />, '/consultation');
    renderPage(<ContactForm send={vi.fn()} />, '/contact');
    for (const el of document.querySelectorAll('input, textarea')) expect(el, el.getAttribute('name') ?? '').not.toHaveAttribute('maxlength');
  });
});

describe('a name must have a letter, in any script', () => {
  it('a booking name of two emoji is refused with a clear message', async () => {
    const submit = vi.fn();
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={submit} />, '/consultation');
    await fillBooking(user, '😀😀');
    await user.click(bookButton());
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Write your name with at least one letter'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('a Devanagari name books', async () => {
    const submit = vi.fn(async (_: SubmitInput) => receipt(false));
    const user = userEvent.setup();
    renderPage(<ConsultationForm submit={submit} />, '/consultation');
    await fillBooking(user, 'सीता शर्मा');
    await user.click(bookButton());
    await screen.findByRole('heading', { name: 'Your consultation is booked' });
    expect(submit.mock.calls[0]![0].values.fullName).toBe('सीता शर्मा');
  });

  it('a contact name of punctuation only is refused', async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    renderPage(<ContactForm send={send} />, '/contact');
    await fillContact(user, '!!! ...');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Write your name with at least one letter'));
    expect(send).not.toHaveBeenCalled();
  });
});

describe("on a Nepali page a form says the API's own refusals in Nepali", () => {
  it.each([
    ['too many requests from the address (429)', new ApiError(TOO_MANY_REQUESTS_TEXT, 429, 'TOO_MANY_REQUESTS'), 'तपाईंको ठेगानाबाट धेरै अनुरोध आए'],
    ['a failure on the server’s side (500)', new ApiError(SERVER_FAILED_TEXT, 500, 'INTERNAL'), 'हाम्रो तर्फ केही गडबड भयो'],
    ['an answer with no message of the server’s (502)', new ApiError('The server answered 502.', 502, 'INTERNAL'), 'सर्भरले ५०२ जवाफ दियो।'],
  ])('the contact form, refused with %s, says why in Nepali and keeps what was typed', async (_case, error, nepali) => {
    const user = userEvent.setup();
    const send = vi.fn().mockRejectedValue(error);
    renderPage(<ContactForm send={send} />, '/ne/contact', { i18n: await loadI18n('ne', EVERY_PAGE) });
    const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
    await user.type(field('name'), 'Bikash Rai');
    await user.type(field('email'), 'bikash@example.com');
    await user.type(field('subject'), 'NOC');
    await user.type(field('message'), 'When should I apply for the NOC?');
    await user.click(document.querySelector('form button[type="submit"]') as HTMLButtonElement);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(nepali));
    expect(alert.textContent).not.toContain(error.message);
    expect(field('message')).toHaveValue('When should I apply for the NOC?');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
