import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../domain/wire';
import { api } from './client';

export interface IdempotentOptions {
  /** The attempt's key: the same one for every retry of the same request (a new one when none is given). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * A public write (a booking, a message) with an Idempotency-Key: the server answers a repeat of the
 * same key and body with what it answered the first time, so a retried request is never stored twice.
 */
export function postIdempotent<T>(path: string, body: unknown, options: IdempotentOptions = {}): Promise<T> {
  return api
    .post<T>(path, body, { signal: options.signal, headers: { [IDEMPOTENCY_HEADER]: options.idempotencyKey ?? newIdempotencyKey() } })
    .then((r) => r.data);
}
