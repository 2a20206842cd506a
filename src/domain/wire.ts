/**
 * The wire contract shared by server/ and src/api/, without zod (so the API client stays small).
 * Lists: GET /{resource}?page=1&limit=20&q=text&...filters -> ListResponse<T>.
 * Errors: any 4xx/5xx -> ApiErrorBody.
 */
export const MAX_PAGE_SIZE = 100;

/**
 * API resources whose answers carry personal data or depend on who asks (the admin API, sign-in,
 * bookings, messages, reviews, problem reports): the server marks their answers no-store, and the service worker never keeps them.
 */
export const PERSONAL_API_RESOURCES = ['auth', 'consultations', 'contact', 'admin', 'reviews', 'reports'] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListResponse<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

/**
 * What the API says when it refuses a visitor's request for its rate (429), and when it fails on its own
 * side (500): the public forms show these as they come, so their table of known texts (the client's
 * formKnownText.ts) says them in Nepali on a Nepali page.
 */
export const TOO_MANY_REQUESTS_TEXT = 'Too many requests from your address. Please wait a moment and try again.';
export const SERVER_FAILED_TEXT = 'Something went wrong on our side. Please try again.';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** An Idempotency-Key is 16 to 128 visible ASCII characters; the server keeps it for a day. */
export const IDEMPOTENCY_KEY_LENGTH = { min: 16, max: 128 } as const;
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

/**
 * A new Idempotency-Key: 128 random bits from crypto.getRandomValues, as 32 hex digits.
 * getRandomValues is there on plain http too (randomUUID is only in secure contexts).
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
