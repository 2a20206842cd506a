import type { z } from 'zod';

/** Messages keyed by a field's dotted path (`email`, `tuition.max`, `branches.0.email`). */
export type FieldErrors = Record<string, string>;

/** The key of an error that belongs to the whole form rather than one field. */
export const FORM_ERROR_KEY = '_form';

/** zod's default wording for a wrong type or an unknown option, in words a visitor understands. */
function plainMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Enter a number';
  if ((issue.code === 'invalid_value' || (issue.code === 'invalid_type' && issue.expected !== 'string')) && issue.message.startsWith('Invalid')) {
    return 'Choose a valid option';
  }
  return issue.message;
}

/**
 * zod issues as field errors, the one mapping the browser forms and the server's 400 answers share:
 * keyed by the issue's dotted path (an issue without a path goes under `rootKey`), the first issue of
 * each field wins.
 */
export function fieldErrorsFrom(issues: readonly z.core.$ZodIssue[], rootKey: string = FORM_ERROR_KEY): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || rootKey;
    if (!(key in fields)) fields[key] = plainMessage(issue);
  }
  return fields;
}

/** A schema's verdict on a value: the parsed data, or the field errors. */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function checkWith<S extends z.ZodType>(schema: S, value: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsFrom(result.error.issues) };
}
