import { SITE } from '../config/site';
import type { SiteSettingsInput } from '../domain/settings';
import { SOCIAL_NETWORKS } from '../domain/social';

/**
 * What an empty database starts with, and what pages show when the API cannot be reached: no phone
 * number (pages say it is coming soon rather than show a made-up one), the e-mail address on the reserved
 * .example domain the site has always shown, the city only, and no social links (their icons keep a placeholder).
 */
export const DEFAULT_SITE_SETTINGS: SiteSettingsInput = {
  phone: '',
  email: SITE.email,
  address: 'Kathmandu, Nepal',
  social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) as SiteSettingsInput['social'],
};

/** What the footer says while the phone or e-mail is not set (messages: src/locales has their translations). */
export const NOT_SET_TEXT = {
  phone: /*i18n*/ { id: 'footer.phoneNotSet', message: 'Phone number coming soon' },
  email: /*i18n*/ { id: 'footer.emailNotSet', message: 'E-mail address coming soon' },
};
export const PHONE_NOT_SET_TEXT = NOT_SET_TEXT.phone.message;
export const EMAIL_NOT_SET_TEXT = NOT_SET_TEXT.email.message;
