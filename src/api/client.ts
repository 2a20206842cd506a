import type { AxiosInstance } from 'axios';

import { networkError } from './errors';
import { importAfresh } from '../common/connection';

export { API_BASE_URL, ApiError, onApiUnauthorized, retriedByCaller, toApiError } from './errors';

/** The HTTP methods the app calls, with axios's types. */
export type ApiHttp = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

let loading: Promise<AxiosInstance> | null = null;
// The last load's failure, and how many loads failed: the next load asks for the file at an address of its own.
let failure: unknown = null;
let failures = 0;
/**
 * The HTTP client, loaded once; where its code cannot load (offline, before the service worker kept it),
 * the call fails as one that cannot reach the server, and the next call tries again, at an address of
 * its own (importAfresh: a browser may keep the failure of the first address for the page's life, and
 * every call would fail as if the server could not be reached).
 */
const loadHttp = () =>
  (loading ??= ((failure !== null && importAfresh<typeof import('./http')>(failure, failures)) || import('./http')).then(
    (m) => m.http,
    (error: unknown) => {
      loading = null;
      failure = error;
      failures += 1;
      throw networkError();
    },
  ));

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
