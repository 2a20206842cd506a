import type { z } from 'zod';
import type { ErrorCode } from '../src/domain/api';
import { fieldErrorsFrom } from '../src/domain/fieldErrors';

/** An error with the wire shape { error: { code, message, fields } }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'That item') => new HttpError(404, 'NOT_FOUND', `${what} was not found.`);

/**
 * A query whose values hold a NUL character is refused (400, naming each such parameter) before anything
 * reads it: PostgreSQL's text cannot hold one, and a filter carrying it had made the read fail (500).
 */
export function refuseNulInQuery(query: unknown): void {
  if (!query || typeof query !== 'object') return;
  const bad = Object.entries(query)
    .filter(([, v]) => (Array.isArray(v) ? v : [v]).some((x) => typeof x === 'string' && x.includes('\u0000')))
    .map(([k]) => k);
  if (bad.length > 0)
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      `Some fields need attention: ${bad.join(', ')}.`,
      Object.fromEntries(bad.map((k) => [k, 'Must not contain a NUL character.'])),
    );
}

/** Parses with a zod schema; a failure is a 400 naming each bad field (a query's NUL characters first). */
export function parse<S extends z.ZodTypeAny>(schema: S, value: unknown, what = 'body'): z.infer<S> {
  if (what === 'query') refuseNulInQuery(value);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrorsFrom(result.error.issues, what);
  throw new HttpError(400, 'VALIDATION_FAILED', `Some fields need attention: ${Object.keys(fields).join(', ')}.`, fields);
}
