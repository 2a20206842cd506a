import type { ListResponse } from '../domain/api';
import type { ContactInput, ContactMessage } from '../domain/contact';
import { api } from './client';
import type { ListParams } from './resource';

const PATH = '/contact';

/** /contact: a visitor sends a message (public); an admin lists them and marks them read. */
export const contactApi = {
  send: (input: ContactInput, signal?: AbortSignal) => api.post<ContactMessage>(PATH, input, { signal }).then((r) => r.data),
  list: (params: ListParams & { read?: boolean } = {}, signal?: AbortSignal) =>
    api.get<ListResponse<ContactMessage>>(PATH, { params, signal }).then((r) => r.data),
  setRead: (id: number | string, read: boolean, signal?: AbortSignal) =>
    api.patch<ContactMessage>(`${PATH}/${id}`, { read }, { signal }).then((r) => r.data),
};
