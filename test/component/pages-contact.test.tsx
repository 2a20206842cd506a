import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/api/client';
import ContactPage, { ContactForm } from '../../src/features/contact/ContactPage';
import { DEFAULT_SITE_SETTINGS, PHONE_NOT_SET_TEXT } from '../../src/data/site-settings';
import { renderPage } from '../helpers/renderPage';

const settings = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../src/api/facts', () => ({ settingsApi: settings }));

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Bikash Rai');
  await user.type(screen.getByLabelText('E-mail'), 'bikash@example.com');
  await user.type(screen.getByLabelText('Subject'), 'NOC question');
  await user.type(screen.getByLabelText('Message'), 'How long does the NOC take?');
}

describe('contact (/contact)', () => {
  it("shows the site's contact details from the site settings", async () => {
    settings.get.mockResolvedValue({
      ...DEFAULT_SITE_SETTINGS,
      phone: '+977-1-5550100',
      email: 'office@gantavya.example',
      address: 'Putalisadak, Kathmandu',
      updatedAt: null,
    });
    renderPage(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+977-1-5550100' })).toHaveAttribute('href', 'tel:+97715550100');
    expect(screen.getByRole('link', { name: 'office@gantavya.example' })).toHaveAttribute('href', 'mailto:office@gantavya.example');
    expect(screen.getByText('Putalisadak, Kathmandu')).toBeInTheDocument();
  });

  it('says the phone number is coming soon while none is set, and keeps the defaults when the API cannot be reached', async () => {
    settings.get.mockRejectedValue(new ApiError('Cannot reach the server.', null, 'NETWORK'));
    renderPage(<ContactPage />, '/contact');
    expect(screen.getByText(PHONE_NOT_SET_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^\+977|^0\d/ })).toBeNull();
    expect(screen.getByRole('link', { name: DEFAULT_SITE_SETTINGS.email })).toHaveAttribute('href', `mailto:${DEFAULT_SITE_SETTINGS.email}`);
  });

  it('shows inline errors for empty fields and sends nothing', async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    renderPage(<ContactForm send={send} />, '/contact');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const l of ['Your name', 'E-mail', 'Subject', 'Message']) expect(screen.getByLabelText(l)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByText('4 fields need your attention.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the text on failure and retries with the same Idempotency-Key, then confirms', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Cannot reach the server.', null, 'NETWORK'))
      .mockResolvedValueOnce({ id: 1 });
    const user = userEvent.setup();
    renderPage(<ContactForm send={send} />, '/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(screen.getByLabelText('Message')).toHaveValue('How long does the NOC take?');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thank you, your message was sent.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![0].idempotencyKey).toBe(send.mock.calls[1]![0].idempotencyKey);
    expect(send.mock.calls[0]![0].values).toEqual({
      name: 'Bikash Rai',
      email: 'bikash@example.com',
      subject: 'NOC question',
      message: 'How long does the NOC take?',
    });
  });

  it("puts the server's field errors on the right fields", async () => {
    const send = vi.fn().mockRejectedValue(new ApiError('Invalid', 400, 'VALIDATION_FAILED', { subject: 'Too short' }));
    const user = userEvent.setup();
    renderPage(<ContactForm send={send} />, '/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Too short');
  });
});
