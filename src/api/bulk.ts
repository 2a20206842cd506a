import { IMPORT_TIMEOUT_MS } from '../config/constants';
import type { BulkResource, DuplicateGroup, ImportApplyBody, ImportApplyResult, ImportPreview } from '../domain/bulk';
import { api, API_BASE_URL } from './client';

const base = (resource: BulkResource) => `/admin/bulk/${resource}`;

/** /admin/bulk/{resource}: CSV export, template, import (preview, then apply) and likely duplicates. */
export const bulkApi = {
  /** Links the browser downloads (the session cookie goes with them). */
  exportHref: (resource: BulkResource) => `${API_BASE_URL}${base(resource)}/export.csv`,
  templateHref: (resource: BulkResource) => `${API_BASE_URL}${base(resource)}/template.csv`,
  preview: (resource: BulkResource, csv: string, signal?: AbortSignal) =>
    api.post<ImportPreview>(`${base(resource)}/preview`, { csv }, { signal, timeout: IMPORT_TIMEOUT_MS }).then((r) => r.data),
  apply: (resource: BulkResource, body: ImportApplyBody, signal?: AbortSignal) =>
    api.post<ImportApplyResult>(`${base(resource)}/apply`, body, { signal, timeout: IMPORT_TIMEOUT_MS }).then((r) => r.data),
  duplicates: (resource: BulkResource, signal?: AbortSignal) =>
    api.get<{ groups: DuplicateGroup[] }>(`${base(resource)}/duplicates`, { signal }).then((r) => r.data.groups),
};
