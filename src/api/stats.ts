import type { AdminStats } from '../domain/admin';
import { api } from './client';

/** /admin/stats: the dashboard's counts. */
export const statsApi = {
  get: (signal?: AbortSignal) => api.get<AdminStats>('/admin/stats', { signal }).then((r) => r.data),
};
