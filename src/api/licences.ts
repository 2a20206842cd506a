import type { Licence, LicenceDue, LicenceInput } from '../domain/licence';
import { api } from './client';

/** A consultancy's licence record (admins only) and the licences due for a check. */
export const licencesApi = {
  /** The record, or null when the consultancy has none. */
  get: (consultancyId: number | string, signal?: AbortSignal) =>
    api
      .get<Licence>(`/admin/consultancies/${consultancyId}/licence`, { signal, validateStatus: (s) => (s >= 200 && s < 300) || s === 404 })
      .then((r) => (r.status === 404 ? null : r.data)),
  save: (consultancyId: number | string, input: LicenceInput, signal?: AbortSignal) =>
    api.put<Licence>(`/admin/consultancies/${consultancyId}/licence`, input, { signal }).then((r) => r.data),
  remove: (consultancyId: number | string, signal?: AbortSignal) => api.delete<void>(`/admin/consultancies/${consultancyId}/licence`, { signal }).then(() => undefined),
  due: (signal?: AbortSignal) => api.get<{ items: LicenceDue[] }>('/admin/licences/due', { signal }).then((r) => r.data.items),
};
