import type { Licence, LicenceDue, LicenceInput } from '../domain/licence';
import type { RecordChange } from '../domain/history';
import { API_BASE_URL, api } from './client';

/** A consultancy's licence record (admins only) and the licences due for a check. */
export const licencesApi = {
  /** The record, or null when the consultancy has none. */
  get: (consultancyId: number | string, signal?: AbortSignal) =>
    api
      .get<Licence>(`/admin/consultancies/${consultancyId}/licence`, { signal, validateStatus: (s) => (s >= 200 && s < 300) || s === 404 })
      .then((r) => (r.status === 404 ? null : r.data)),
  save: (consultancyId: number | string, input: LicenceInput, signal?: AbortSignal) =>
    api.put<Licence>(`/admin/consultancies/${consultancyId}/licence`, input, { signal }).then((r) => r.data),
  remove: (consultancyId: number | string, signal?: AbortSignal) =>
    api.delete<void>(`/admin/consultancies/${consultancyId}/licence`, { signal }).then(() => undefined),
  /** Keeps (or replaces) the certificate's scan, private to the team; answers the licence with it. */
  saveScan: (consultancyId: number | string, file: { name: string; data: string }, signal?: AbortSignal) =>
    api.put<Licence>(`/admin/consultancies/${consultancyId}/licence/scan`, file, { signal }).then((r) => r.data),
  removeScan: (consultancyId: number | string, signal?: AbortSignal) =>
    api.delete<void>(`/admin/consultancies/${consultancyId}/licence/scan`, { signal }).then(() => undefined),
  /** Where the scan is downloaded (the team's session cookie goes with it). */
  scanHref: (consultancyId: number | string) => `${API_BASE_URL}/admin/consultancies/${consultancyId}/licence/scan`,
  /** The licence's history (every change, newest first), and a version of it restored (recorded too). */
  history: (consultancyId: number | string, signal?: AbortSignal) =>
    api.get<{ items: RecordChange[] }>(`/admin/consultancies/${consultancyId}/licence/history`, { signal }).then((r) => r.data.items),
  restore: (consultancyId: number | string, changeId: number, signal?: AbortSignal) =>
    api.post<Licence>(`/admin/consultancies/${consultancyId}/licence/history/${changeId}/restore`, undefined, { signal }).then((r) => r.data),
  due: (signal?: AbortSignal) => api.get<{ items: LicenceDue[] }>('/admin/licences/due', { signal }).then((r) => r.data.items),
};
