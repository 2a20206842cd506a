/* The API client's errors, its retry marks and its 401 listeners: what the app and the HTTP client (src/api/http.ts) share, without axios. */
import type { AxiosError } from 'axios';
import type { ApiErrorBody, ErrorCode } from '../domain/wire';

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

/** Whether requests with this signal are left to their caller to retry. */
export const isRetriedByCaller = (signal: object) => retriedByTheirCaller.has(signal);

/** axios's own tests for its errors, without axios: a cancelled request, and an error of a request. */
const isCancel = (e: unknown) =>
  typeof e === 'object' && e !== null && ((e as { __CANCEL__?: unknown }).__CANCEL__ === true || (e as { code?: unknown }).code === 'ERR_CANCELED');
const isAxiosError = (e: unknown): e is AxiosError => typeof e === 'object' && e !== null && (e as { isAxiosError?: unknown }).isAxiosError === true;

/** The wait the server asked for (Retry-After, in seconds or as a date), in ms; null when it asked none. */
export function retryAfterMs(error: AxiosError): number | null {
  const header = error.response?.headers?.['retry-after'];
  if (header === undefined || header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(String(header));
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** The error of a call that could not reach the server (no connection, or the HTTP client's code could not load). */
export const networkError = () => new ApiError('Cannot reach the server. Check your connection and try again.', null, 'NETWORK');

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return new ApiError('The request was cancelled.', null, 'CANCELED');
  if (isAxiosError(error)) {
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
      return networkError();
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
/** Tells the listeners of a 401 answer (the HTTP client calls it). */
export function tellUnauthorized(error: ApiError, url: string) {
  unauthorizedListeners.forEach((listener) => listener(error, url));
}

export function onApiUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}
