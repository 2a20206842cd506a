import type { z } from 'zod';
import type { ErrorCode } from '../src/domain/api';

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
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : what;
    if (!fields[key]) fields[key] = issue.message;
  }
  throw new HttpError(400, 'VALIDATION_FAILED', `Some fields need attention: ${Object.keys(fields).join(', ')}.`, fields);
}
