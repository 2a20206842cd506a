import type { ListResponse } from '../domain/wire';
import type { Booking, BookingEmails, BookingInput, BookingReceipt, BookingStatus, BookingStatusAnswer, BookingStatusLookup } from '../domain/booking';
import { api } from './client';
import { postIdempotent, type IdempotentOptions } from './idempotent';
import type { ListParams } from './resource';

const PATH = '/consultations';

/**
 * /consultations: a visitor books (POST, public, with an Idempotency-Key so a retried request
 * never makes a second booking); an admin lists, reads and moves the status on.
 */
export const bookingsApi = {
  /**
   * Pass the same key when the visitor submits the same form again (e.g. after a failure). The
   * answer is a receipt (reference and status): the form still holds what was sent.
   */
  create: (input: BookingInput, options: IdempotentOptions = {}) => postIdempotent<BookingReceipt>(PATH, input, options),
  list: (params: ListParams & { status?: BookingStatus } = {}, signal?: AbortSignal) =>
    api.get<ListResponse<Booking>>(PATH, { params, signal }).then((r) => r.data),
  get: (id: number | string, signal?: AbortSignal) => api.get<Booking>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  /** A student's own lookup: the status and date asked for, for a right reference and e-mail (404 for any wrong pair). */
  lookUpStatus: (lookup: BookingStatusLookup, signal?: AbortSignal) => api.post<BookingStatusAnswer>(`${PATH}/status`, lookup, { signal }).then((r) => r.data),
  /** A booking's e-mails and their delivery state (admin). */
  emails: (id: number | string, signal?: AbortSignal) => api.get<BookingEmails>(`${PATH}/${id}/emails`, { signal }).then((r) => r.data),
  setStatus: (id: number | string, status: BookingStatus, signal?: AbortSignal) =>
    api.patch<Booking>(`${PATH}/${id}`, { status }, { signal }).then((r) => r.data),
};
