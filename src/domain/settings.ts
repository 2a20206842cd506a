import { z } from './zod';
import { email, isoDateTime, NEPAL_PHONE_RE, nonEmpty } from './common';

import { SOCIAL_NETWORKS, type SocialNetwork } from './social';

export { SOCIAL_NETWORKS, type SocialNetwork };

const optionalPhone = z
  .string()
  .trim()
  .max(40)
  .refine(
    (v) => v === '' || NEPAL_PHONE_RE.test(v.replace(/[\s-]/g, '')),
    'Enter a Nepali mobile (98XXXXXXXX) or landline (01-4XXXXXX) number, or leave it empty',
  );

const optionalEmail = z.union([z.literal(''), email]);

const socialLink = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'Must start with https://, or leave it empty');

/**
 * The organisation's contact details and social links, kept by the admins. An empty phone, e-mail or
 * link means "not set yet": pages say so (or keep the icon's placeholder) instead of inventing one.
 */
export const siteSettingsInputSchema = z.object({
  phone: optionalPhone,
  email: optionalEmail,
  address: nonEmpty(300),
  social: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, socialLink])) as Record<SocialNetwork, typeof socialLink>),
});

export const siteSettingsSchema = siteSettingsInputSchema.extend({ updatedAt: isoDateTime.nullable() });

export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>;
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
