import type { Checked, FieldErrors } from '../../src/domain/fieldErrors';

/**
 * Pure pieces shared by the statecharts of the public forms (booking, contact): one attempt's
 * Idempotency-Key and how a failed submission is read.
 *
 * The key is never made inside the statechart: the page gives the machine a random seed as input
 * (newIdempotencyKey from src/domain/wire), and each attempt's key is that seed with the attempt's
 * serial number. So every `assign` stays a pure function of its context, a test can name the keys it
 * expects, and a retry of the same values sends the same key (the server then answers with the
 * booking it already made instead of making a second one).
 */
export interface AttemptKey {
  /** Random, from the page (a new one on every page load). */
  keySeed: string;
  /** How many keys this page load has made from its seed. */
  keyCount: number;
  /** The key of the current attempt, kept across retries and (in a draft) across a reload. */
  idempotencyKey: string | null;
  /** The values the key was made for: other values are another attempt. */
  keyFor: string | null;
}

/** The values as the text a key is tied to. */
export const valuesKey = (values: unknown): string => JSON.stringify(values);

/** The key for sending `values`: the current one when it was made for them, else the seed's next one. */
export function keyForValues(key: AttemptKey, values: unknown): { keyCount: number; idempotencyKey: string; keyFor: string } {
  const forValues = valuesKey(values);
  if (key.idempotencyKey !== null && key.keyFor === forValues) {
    return { keyCount: key.keyCount, idempotencyKey: key.idempotencyKey, keyFor: key.keyFor };
  }
  const keyCount = key.keyCount + 1;
  return { keyCount, idempotencyKey: `${key.keySeed}-${keyCount}`, keyFor: forValues };
}

/** What a failed submission reports (the API client's ApiError fits): a message and, for a 400, field errors. */
export interface SubmitFailure {
  message: string | null;
  fields: FieldErrors;
}

export const SUBMIT_FAILED_TEXT = 'Something went wrong. Please try again.';

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function fieldsOf(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}

export function failureOf(error: unknown): SubmitFailure {
  if (typeof error !== 'object' || error === null) return { message: null, fields: {} };
  return {
    message: 'message' in error ? textOf(error.message) : null,
    fields: 'fields' in error ? fieldsOf(error.fields) : {},
  };
}

/** The server refused the values themselves (a 400 naming fields): the visitor has to change them. */
export const isRefusedValues = (error: unknown): boolean => Object.keys(failureOf(error).fields).length > 0;

/**
 * The outcome of the one check of a form: its field errors, or what the attempt sends (the checked
 * values and the attempt's key) with the key's bookkeeping.
 */
export function attemptFor<T>(key: AttemptKey, values: unknown, checked: Checked<T>) {
  if (!checked.ok) return { fieldErrors: checked.errors, submission: null };
  const next = keyForValues(key, values);
  return { ...next, fieldErrors: {}, submission: { values: checked.data, idempotencyKey: next.idempotencyKey } };
}

/** The server refused the values: their errors on the fields, and the next attempt gets a new key. */
export function refusalOf(error: unknown) {
  const failure = failureOf(error);
  return { fieldErrors: failure.fields, submitError: failure.message, submission: null, idempotencyKey: null, keyFor: null };
}

/** A field's new value; its error goes, since the visitor has acted on it. */
export function withFieldChanged<V extends object>(form: { values: V; fieldErrors: FieldErrors }, field: keyof V & string, value: V[keyof V & string]) {
  const { [field]: _changed, ...fieldErrors } = form.fieldErrors;
  return { values: { ...form.values, [field]: value }, fieldErrors };
}
