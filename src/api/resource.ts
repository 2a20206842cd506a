import type { ListResponse } from '../domain/api';
import type { RecordChange } from '../domain/history';
import { api, type ApiHttp } from './client';

export type ListParams = Record<string, string | number | boolean | undefined>;

/** One module per resource, all built the same way: list, get, create, update, remove. */
export function makeResource<T, TInput>(path: string, client: ApiHttp = api) {
  return {
    list: (params: ListParams = {}, signal?: AbortSignal) => client.get<ListResponse<T>>(path, { params, signal }).then((r) => r.data),
    get: (id: number | string, signal?: AbortSignal) => client.get<T>(`${path}/${id}`, { signal }).then((r) => r.data),
    create: (input: TInput, signal?: AbortSignal) => client.post<T>(path, input, { signal }).then((r) => r.data),
    update: (id: number | string, input: TInput, signal?: AbortSignal) => client.put<T>(`${path}/${id}`, input, { signal }).then((r) => r.data),
    remove: (id: number | string, signal?: AbortSignal) => client.delete<void>(`${path}/${id}`, { signal }).then(() => undefined),
    /** A record's changes, newest first (admins). */
    history: (id: number | string, signal?: AbortSignal) =>
      client.get<{ items: RecordChange[] }>(`${path}/${id}/history`, { signal }).then((r) => r.data.items),
    /** Sets the record back to its version before a change; the restore is recorded too. */
    restore: (id: number | string, changeId: number, signal?: AbortSignal) =>
      client.post<T>(`${path}/${id}/history/${changeId}/restore`, undefined, { signal }).then((r) => r.data),
  };
}
