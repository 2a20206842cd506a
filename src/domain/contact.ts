import { z } from 'zod';
import { email, id, isoDateTime, nonEmpty } from './common';

export const contactInputSchema = z.object({
  name: nonEmpty(120),
  email,
  subject: nonEmpty(200),
  message: z.string().trim().min(1, 'Required').max(5000),
});

export const contactMessageSchema = contactInputSchema.extend({
  id,
  createdAt: isoDateTime,
  read: z.boolean(),
});

/** What the sender gets back (also on a replay): the reference only, never the message. */
export const contactReceiptSchema = z.object({ id });

export const contactReadUpdateSchema = z.object({ read: z.boolean() });

export type ContactInput = z.infer<typeof contactInputSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
