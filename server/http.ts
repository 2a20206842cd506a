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

/** Parses with a zod schema; a failure is a 400 naming each bad field. */
export function parse<S extends z.ZodTypeAny>(schema: S, value: unknown, what = 'body'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrorsFrom(result.error.issues, what);
  throw new HttpError(400, 'VALIDATION_FAILED', `Some fields need attention: ${Object.keys(fields).join(', ')}.`, fields);
}
