import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkOrIdempotentRequestError } from 'axios-retry';
import { API_RETRY_ATTEMPTS, API_TIMEOUT_MS } from '../config/constants';
import { IDEMPOTENCY_HEADER } from '../domain/wire';
import { API_BASE_URL, ApiError, isRetriedByCaller, retryAfterMs, tellUnauthorized, toApiError } from './errors';

/*
 * The HTTP client itself: axios with its retry rules. A chunk of its own, loaded on the first call the
 * app makes (src/api/client.ts's `api`): a page the server rendered with its data needs no call to become
 * live, so axios (23 KB gzip) is not in its first load.
 */

function hasIdempotencyKey(config: InternalAxiosRequestConfig | undefined): boolean {
  const headers = config?.headers;
  if (!headers) return false;
  return Boolean(headers.get?.(IDEMPOTENCY_HEADER) ?? (headers as Record<string, unknown>)[IDEMPOTENCY_HEADER]);
}

/** A Retry-After longer than this is not waited for: the call fails and the caller shows it. */
export const MAX_RETRY_AFTER_MS = API_TIMEOUT_MS;

/**
 * Retry only requests that are safe to repeat: idempotent methods, or a POST with an Idempotency-Key.
 * (axios-retry's own default would retry a POST that failed with a network error.)
 */
export function isRetryable(error: AxiosError): boolean {
  if (axios.isCancel(error) || error.code === 'ERR_CANCELED') return false;
  const signal = error.config?.signal;
  if (signal && isRetriedByCaller(signal)) return false;
  const method = (error.config?.method ?? 'get').toLowerCase();
  const safe = ['get', 'head', 'options', 'put', 'delete'].includes(method) || (method === 'post' && hasIdempotencyKey(error.config));
  if (!safe) return false;
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return true;
  const status = error.response?.status;
  if (status === undefined) return isNetworkOrIdempotentRequestError(error) || !error.response;
  if (status !== 429 && status < 500) return false;
  const wait = retryAfterMs(error);
  return wait === null || wait <= MAX_RETRY_AFTER_MS;
}

/** The wait before retry number `retryCount`: the server's Retry-After, else exponential back-off with 0-20% jitter. */
export function retryDelayFor(retryCount: number, error: AxiosError, baseDelayMs: number): number {
  const fromServer = retryAfterMs(error);
  if (fromServer !== null) return fromServer;
  return exponentialDelay(retryCount, error, baseDelayMs);
}

export interface ApiClientOptions {
  /** First back-off step in ms (doubles each retry, plus jitter). Tests make it small. */
  baseDelayMs?: number;
  /** Request timeout in ms: 10000 unless given. Tests make it small. */
  timeoutMs?: number;
}

export function createApiClient(baseURL = API_BASE_URL, options: ApiClientOptions = {}): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    withCredentials: true,
    headers: { Accept: 'application/json' },
  });
  const baseDelay = options.baseDelayMs ?? 300;
  axiosRetry(instance, {
    retries: API_RETRY_ATTEMPTS,
    shouldResetTimeout: true,
    retryCondition: isRetryable,
    // Exponential back-off with jitter, and the server's Retry-After when it gives one.
    retryDelay: (retryCount, error) => retryDelayFor(retryCount, error, baseDelay),
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const wasApiError = error instanceof ApiError;
    const apiError = toApiError(error);
    if (!wasApiError && apiError.status === 401) {
      const url = axios.isAxiosError(error) ? (error.config?.url ?? '') : '';
      tellUnauthorized(apiError, url);
    }
    return Promise.reject(apiError);
  });
  return instance;
}

/** The one axios instance of the app (loaded with this module, on the first call through `api` in client.ts). */
export const http = createApiClient();
