// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths, ROUTES } from '../../src/config/routes';
import { ConfigError, loadConfig } from '../../server/config';
import { adminBookingUrl, STATUS_PAGE_PATH, statusPageUrl } from '../../server/mail/messages';
import { newBookingReference } from '../../server/mail/reference';
import { BOOKING_REFERENCE_ALPHABET, bookingReference, normaliseBookingReference } from '../../src/domain/booking';

describe('links in e-mails lead to the pages the app has', () => {
  it("the student's link is the status page with the reference filled in", () => {
    expect(STATUS_PAGE_PATH).toBe(ROUTES.consultationStatus);
    expect(statusPageUrl('https://gantavya.example', 'K7QX4M2P')).toBe(`https://gantavya.example${paths.consultationStatus('K7QX4M2P')}`);
  });

  it("the team's link is the booking's page in the admin", () => {
    expect(adminBookingUrl('https://gantavya.example', 12)).toBe(`https://gantavya.example${paths.adminBooking(12)}`);
  });
});

describe('booking references are short and unambiguous', () => {
  it('are 8 characters of Crockford base32, without I, L, O and U, and every character occurs', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const r = newBookingReference();
      expect(r).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      for (const c of r) seen.add(c);
    }
    expect(seen.size).toBe(BOOKING_REFERENCE_ALPHABET.length);
  });

  it('read as typed: lower case, spaces and hyphens, O for 0 and I or L for 1', () => {
    expect(normaliseBookingReference('k7qx-4m2p')).toBe('K7QX4M2P');
    expect(normaliseBookingReference('o1il 2345')).toBe('01112345');
    expect(bookingReference.safeParse('K7QX4M2').success).toBe(false);
    expect(bookingReference.safeParse('K7QX4M2U').success).toBe(false);
    expect(bookingReference.parse(' k7qx 4m2p ')).toBe('K7QX4M2P');
  });
});

describe('e-mail configuration (SMTP_URL, MAIL_FROM, TEAM_EMAIL)', () => {
  it('without SMTP_URL nothing is sent, and the team address falls back to the sender', () => {
    const c = loadConfig({});
    expect(c.mail.smtpUrl).toBeNull();
    expect(c.mail.teamAddress).toBe('no-reply@localhost');
  });

  it('SMTP_URL needs MAIL_FROM: the start stops with a message naming it', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:587' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:587' })).toThrow(/MAIL_FROM/);
  });

  it('takes an smtp(s) URL, a sender with a display name and a team address; refuses anything else', () => {
    const c = loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example:465', MAIL_FROM: 'Gantavya <bookings@gantavya.example>' });
    expect(c.mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      from: 'Gantavya <bookings@gantavya.example>',
      teamAddress: 'bookings@gantavya.example',
    });
    expect(loadConfig({ MAIL_FROM: 'bookings@gantavya.example', TEAM_EMAIL: 'team@gantavya.example' }).mail.teamAddress).toBe('team@gantavya.example');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ TEAM_EMAIL: 'team' })).toThrow(/TEAM_EMAIL/);
  });
});
