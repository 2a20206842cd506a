import type { ListResponse } from '../domain/api';
import type { ContactInput, ContactMessage, ContactReceipt } from '../domain/contact';
import { api } from './client';
import { postIdempotent, type IdempotentOptions } from './idempotent';
import type { ListParams } from './resource';

const PATH = '/contact';

/**
 * /contact: a visitor sends a message (public, with an Idempotency-Key so a retried request never
 * stores it twice); an admin lists them and marks them read.
 */
export const contactApi = {
  /** Pass the same key when the visitor sends the same message again (e.g. after a failure). */
  send: (input: ContactInput, options: IdempotentOptions = {}) => postIdempotent<ContactReceipt>(PATH, input, options),
  list: (params: ListParams & { read?: boolean } = {}, signal?: AbortSignal) =>
    api.get<ListResponse<ContactMessage>>(PATH, { params, signal }).then((r) => r.data),
  setRead: (id: number | string, read: boolean, signal?: AbortSignal) => api.patch<ContactMessage>(`${PATH}/${id}`, { read }, { signal }).then((r) => r.data),
};
