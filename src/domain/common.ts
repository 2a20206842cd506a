import { z } from './zod';
import { normaliseTypedDigits } from './digits';
import { count, tooLongMessage } from './textLength';

export { charactersLeftText, textLength, tooLongMessage } from './textLength';

/** How soon the team answers a booking or a message, in the words the site and its e-mails use. */
export const TEAM_REPLIES_WITHIN = 'within two working days';
/** The same promise in Nepali (the e-mails to a student who booked on a Nepali page). */
export const TEAM_REPLIES_WITHIN_NE = 'दुई कार्य दिनभित्र';

export const id = z.number().int().positive();
/** A route parameter that must be a positive integer id. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
/** A trimmed text of at most `max` characters; a longer one is refused with tooLongMessage, never cut. */
export const limitedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: (issue) => (typeof issue.input === 'string' ? tooLongMessage(max, issue.input.length) : `At most ${count(max)} characters`) });
export const nonEmpty = (max: number) => limitedText(max).min(1, 'Required');

export const NAME_MAX = 120;
export const EMAIL_MAX = 200;
/** A person's name: required, at most NAME_MAX characters, and at least one letter of any script (Devanagari names are names; emoji alone are not). */
export const personName = nonEmpty(NAME_MAX).refine((v) => v === '' || /\p{L}/u.test(v), 'Write your name with at least one letter');
export const isoDateTime = z.string().datetime({ offset: true });
/** A URL or a site-relative path such as /images/logos/1.svg. */
export const imageRef = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v), 'Must be a URL or a path starting with /');
export const webUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'Must start with http:// or https://');
export const email = limitedText(EMAIL_MAX).email('Enter a valid e-mail address');
/** Nepali mobile (98x/97x, 10 digits) or landline (0 + area code + number), optional +977. */
export const NEPAL_PHONE_RE = /^(?:\+?977[- ]?)?(?:9[678]\d{8}|0?\d{1,2}[- ]?\d{6,7})$/;
/** What may stand between a phone number's digits as people write them: spaces, hyphens, dots and brackets. */
const PHONE_SEPARATORS = /[\s\-.()]/g;
/**
 * A phone as typed, in either script: Devanagari digits read as ASCII (+९७७ ९८४१२३४५६७ is
 * +977 9841234567), and kept in ASCII.
 */
export const nepalPhone = z.preprocess(
  normaliseTypedDigits,
  z
    .string()
    .trim()
    .refine((v) => NEPAL_PHONE_RE.test(v.replace(PHONE_SEPARATORS, '')), 'Enter a Nepali mobile (98XXXXXXXX) or landline (01-4XXXXXX) number'),
);
/** How many ids one `ids=` list query may name (a page of results). */
export const MAX_IDS_PER_QUERY = 100;
/**
 * A list query's `ids=1,2,3`: the items with these ids (those that exist), for the compare page and the
 * shortlist. Positive integer ids separated by commas, each once, at most MAX_IDS_PER_QUERY.
 */
export const idListParam = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'A comma-separated list of ids, such as 1,2,3')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.every((n) => n >= 1 && n <= 2_147_483_647), 'Ids are whole numbers from 1 to 2147483647')
  .refine((ids) => ids.length <= MAX_IDS_PER_QUERY, `At most ${MAX_IDS_PER_QUERY} ids at once`);
