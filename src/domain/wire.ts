/**
 * The wire contract shared by server/ and src/api/, without zod (so the API client stays small).
 * Lists: GET /{resource}?page=1&limit=20&q=text&...filters -> ListResponse<T>.
 * Errors: any 4xx/5xx -> ApiErrorBody.
 */
export const MAX_PAGE_SIZE = 100;
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
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
