import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkOrIdempotentRequestError } from 'axios-retry';
import { API_RETRY_ATTEMPTS, API_TIMEOUT_MS } from '../config/constants';
import { IDEMPOTENCY_HEADER, type ApiErrorBody, type ErrorCode } from '../domain/wire';

/** The API base address: VITE_API_BASE_URL, else the same-origin /api/v1. */
export const API_BASE_URL: string = import.meta.env?.VITE_API_BASE_URL || '/api/v1';

/** One typed error for every failed call, with the server's field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: ErrorCode | 'NETWORK' | 'TIMEOUT' | 'CANCELED',
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function hasIdempotencyKey(config: InternalAxiosRequestConfig | undefined): boolean {
  const headers = config?.headers;
  if (!headers) return false;
  return Boolean(headers.get?.(IDEMPOTENCY_HEADER) ?? (headers as Record<string, unknown>)[IDEMPOTENCY_HEADER]);
}

/** A Retry-After longer than this is not waited for: the call fails and the caller shows it. */
export const MAX_RETRY_AFTER_MS = API_TIMEOUT_MS;

const retriedByTheirCaller = new WeakSet<object>();

/**
 * Requests made with this signal are not retried by the client: their caller retries the whole read
 * (the resource statechart behind useRemote, which also decides when built-in data shows), so a
 * failing read is not asked again at two levels. Returns the signal.
 */
export function retriedByCaller(signal: AbortSignal): AbortSignal {
  retriedByTheirCaller.add(signal);
  return signal;
}

/**
 * Retry only requests that are safe to repeat: idempotent methods, or a POST with an Idempotency-Key.
 * (axios-retry's own default would retry a POST that failed with a network error.)
 */
export function isRetryable(error: AxiosError): boolean {
  if (axios.isCancel(error) || error.code === 'ERR_CANCELED') return false;
  const signal = error.config?.signal;
  if (signal && retriedByTheirCaller.has(signal)) return false;
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

export function retryAfterMs(error: AxiosError): number | null {
  const header = error.response?.headers?.['retry-after'];
  if (header === undefined || header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(String(header));
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError('The request was cancelled.', null, 'CANCELED');
  if (axios.isAxiosError(error)) {
    const status = error.response?.status ?? null;
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    const retryMs = retryAfterMs(error);
    const retryAfterSeconds = retryMs === null ? null : Math.ceil(retryMs / 1000);
    if (body?.error?.code) {
      return new ApiError(body.error.message, status, body.error.code, body.error.fields ?? {}, retryAfterSeconds);
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError('The server took too long to answer. Please try again.', null, 'TIMEOUT');
    }
    if (!error.response) {
      return new ApiError('Cannot reach the server. Check your connection and try again.', null, 'NETWORK');
    }
    return new ApiError(`The server answered ${status}.`, status, status === 404 ? 'NOT_FOUND' : 'INTERNAL', {}, retryAfterSeconds);
  }
  return new ApiError(error instanceof Error ? error.message : 'Unexpected error', null, 'INTERNAL');
}

type UnauthorizedListener = (error: ApiError, url: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Be told of every 401 answer (the admin session ended on the server). Returns the unsubscribe.
 * The admin-auth statechart turns it into "session expired" while an admin is signed in.
 */
export function onApiUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
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
      unauthorizedListeners.forEach((listener) => listener(apiError, url));
    }
    return Promise.reject(apiError);
  });
  return instance;
}

/** The one axios instance of the app. */
export const api = createApiClient();
