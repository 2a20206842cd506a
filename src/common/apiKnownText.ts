import type { Message } from '../config/routes';
import { SERVER_FAILED_TEXT, TOO_MANY_REQUESTS_TEXT } from '../domain/wire';

/** A text the shared code writes in English, and the message that says it in the page's language. */
export type KnownText = readonly [english: string, message: Message];

/**
 * The API's own words for a refusal any public request may meet (src/domain/wire.ts): too many requests
 * from the address, a failure on the server's side. Every public form's table of known texts has them
 * (formKnownText.ts, and the report form's), so a Nepali page says them in Nepali.
 */
export const API_KNOWN_TEXTS: readonly KnownText[] = [
  [TOO_MANY_REQUESTS_TEXT, /*i18n*/ { id: 'forms.known.tooMany', message: 'Too many requests from your address. Please wait a moment and try again.' }],
  [SERVER_FAILED_TEXT, /*i18n*/ { id: 'forms.known.serverFailed', message: 'Something went wrong on our side. Please try again.' }],
];
