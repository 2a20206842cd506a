import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/api/client';
import ContactPage, { ContactForm } from '../../src/features/contact/ContactPage';
import { SITE } from '../../src/config/site';
import { renderPage } from '../helpers/renderPage';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Bikash Rai');
  await user.type(screen.getByLabelText('E-mail'), 'bikash@example.com');
  await user.type(screen.getByLabelText('Subject'), 'NOC question');
  await user.type(screen.getByLabelText('Message'), 'How long does the NOC take?');
}

describe('contact (/contact)', () => {
  it("shows the site's contact details", () => {
    renderPage(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    expect(screen.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+977/));
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
    const send = vi.fn().mockRejectedValueOnce(new ApiError('Cannot reach the server.', null, 'NETWORK')).mockResolvedValueOnce({ id: 1 });
    const user = userEvent.setup();
    renderPage(<ContactForm send={send} />, '/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(screen.getByLabelText('Message')).toHaveValue('How long does the NOC take?');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thank you, your message was sent.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![1]).toBe(send.mock.calls[1]![1]);
    expect(send.mock.calls[0]![0]).toEqual({ name: 'Bikash Rai', email: 'bikash@example.com', subject: 'NOC question', message: 'How long does the NOC take?' });
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
