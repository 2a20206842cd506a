import type { AxiosInstance } from 'axios';

import { networkError } from './errors';

export { API_BASE_URL, ApiError, onApiUnauthorized, retriedByCaller, toApiError } from './errors';

/** The HTTP methods the app calls, with axios's types. */
export type ApiHttp = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

let loading: Promise<AxiosInstance> | null = null;
/** The HTTP client, loaded once; where its code cannot load (offline, before the service worker kept it), the call fails as one that cannot reach the server, and the next call tries again. */
const loadHttp = () =>
  (loading ??= import('./http').then(
    (m) => m.http,
    () => {
      loading = null;
      throw networkError();
    },
  ));

/** Loads the HTTP client ahead of the first call (the layout does, once the page is live); a failure is left to that call. */
export const preloadHttp = (): Promise<void> =>
  loadHttp().then(
    () => undefined,
    () => undefined,
  );

/**
 * The app's API client: axios's methods, each loading the HTTP client (src/api/http.ts, with axios) on
 * the first call, so that a page needs axios only once it calls the API.
 */
export const api: ApiHttp = {
  get: (...args) => loadHttp().then((h) => h.get(...args)),
  post: (...args) => loadHttp().then((h) => h.post(...args)),
  put: (...args) => loadHttp().then((h) => h.put(...args)),
  patch: (...args) => loadHttp().then((h) => h.patch(...args)),
  delete: (...args) => loadHttp().then((h) => h.delete(...args)),
};
