import { z } from './zod';
import { id, isoDateTime } from './common';

export const MIN_PASSWORD_LENGTH = 12;

/** Longest password accepted anywhere (long passphrases are welcome; this only bounds the work of hashing). */
export const MAX_PASSWORD_LENGTH = 1000;

/** One label of a host name: letters, digits and inner hyphens, at most 63 characters. */
const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const ADMIN_EMAIL_RE = new RegExp(`^[^\\s@]+@${HOST_LABEL}(?:\\.${HOST_LABEL})*$`, 'i');

/**
 * An admin's address. Admins may be on a local or internal domain with no dot in it (the first admin's
 * default, admin@localhost, or name@intranet), which the public forms' stricter rule refuses: the address
 * names the account and is never written to.
 */
export const adminEmail = z.string().trim().max(200).regex(ADMIN_EMAIL_RE, 'Enter a valid e-mail address, such as name@example.com or admin@localhost');

/** The first admin's address when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

export const loginInputSchema = z.object({
  email: adminEmail,
  password: z.string().min(1, 'Enter your password').max(MAX_PASSWORD_LENGTH),
});

export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Use at most ${MAX_PASSWORD_LENGTH} characters.`;

/**
 * A new password: any characters, at least MIN_PASSWORD_LENGTH of them, taken exactly as typed (never
 * trimmed). The server also refuses common passwords and the account's own e-mail address.
 */
export const newPasswordSchema = z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT).max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);

/** POST /auth/password: the signed-in admin changes their own password. */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(MAX_PASSWORD_LENGTH),
  newPassword: newPasswordSchema,
});

/** What GET /auth/me and POST /auth/login answer: never the password hash. */
export const adminUserSchema = z.object({
  id,
  email: z.string(),
  createdAt: isoDateTime,
  lastLoginAt: isoDateTime.nullable(),
  /** The password was generated for them: they must choose their own before anything else. */
  mustChangePassword: z.boolean(),
});

export const adminStatsSchema = z.object({
  blogs: z.number().int(),
  universities: z.number().int(),
  courses: z.number().int(),
  consultancies: z.number().int(),
  bookings: z.number().int(),
  newBookings: z.number().int(),
  messages: z.number().int(),
  unreadMessages: z.number().int(),
  /** Dated facts checked more than six months ago. */
  factsDue: z.number().int(),
  /** A release's corrections of built-in facts and articles waiting for an admin. */
  correctionsOpen: z.number().int(),
});

export type LoginInput = z.infer<typeof loginInputSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminStats = z.infer<typeof adminStatsSchema>;
