import { z } from './zod';
import { email, id, isoDateTime, nonEmpty, personName } from './common';

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactInputSchema = z.object({
  name: personName,
  email,
  subject: nonEmpty(CONTACT_SUBJECT_MAX),
  message: nonEmpty(CONTACT_MESSAGE_MAX),
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
