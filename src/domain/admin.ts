import { z } from 'zod';
import { email, id, isoDateTime } from './common';

export const MIN_PASSWORD_LENGTH = 12;

export const loginInputSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(1000),
});

/** What GET /auth/me and POST /auth/login answer: never the password hash. */
export const adminUserSchema = z.object({
  id,
  email: z.string(),
  createdAt: isoDateTime,
  lastLoginAt: isoDateTime.nullable(),
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
});

export type LoginInput = z.infer<typeof loginInputSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminStats = z.infer<typeof adminStatsSchema>;
