import type { ListResponse } from '../domain/api';
import type { ContactInput, ContactMessage, ContactReceipt } from '../domain/contact';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../domain/wire';
import { api } from './client';
import type { ListParams } from './resource';

const PATH = '/contact';

/**
 * /contact: a visitor sends a message (public, with an Idempotency-Key so a retried request never
 * stores it twice); an admin lists them and marks them read.
 */
export const contactApi = {
  /** Pass the same key when the visitor sends the same message again (e.g. after a failure). */
  send: (input: ContactInput, options: { idempotencyKey?: string; signal?: AbortSignal } = {}) =>
    api
      .post<ContactReceipt>(PATH, input, {
        signal: options.signal,
        headers: { [IDEMPOTENCY_HEADER]: options.idempotencyKey ?? newIdempotencyKey() },
      })
      .then((r) => r.data),
  list: (params: ListParams & { read?: boolean } = {}, signal?: AbortSignal) =>
    api.get<ListResponse<ContactMessage>>(PATH, { params, signal }).then((r) => r.data),
  setRead: (id: number | string, read: boolean, signal?: AbortSignal) =>
    api.patch<ContactMessage>(`${PATH}/${id}`, { read }, { signal }).then((r) => r.data),
};
