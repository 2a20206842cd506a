import type { ListResponse } from '../domain/wire';
import type { AdminReport, ReportInput, ReportReceipt, ReportStatus, ReportUpdate } from '../domain/report';
import { API_BASE_URL, api } from './client';
import { postIdempotent, type IdempotentOptions } from './idempotent';
import type { ListParams } from './resource';

/**
 * Problem reports: anyone sends one (with an Idempotency-Key, so a retry never stores it twice); the
 * team lists them, reads their evidence and updates them.
 */
export const reportsApi = {
  send: (input: ReportInput, options: IdempotentOptions = {}) => postIdempotent<ReportReceipt>('/reports', input, options),
  list: (params: ListParams & { status?: ReportStatus } = {}, signal?: AbortSignal) =>
    api.get<ListResponse<AdminReport>>('/reports', { params, signal }).then((r) => r.data),
  update: (id: number, update: ReportUpdate, signal?: AbortSignal) => api.patch<AdminReport>(`/reports/${id}`, update, { signal }).then((r) => r.data),
  /** Where an evidence file is downloaded (the team's session cookie goes with it). */
  fileHref: (id: number, fileId: number) => `${API_BASE_URL}/reports/${id}/files/${fileId}`,
};
