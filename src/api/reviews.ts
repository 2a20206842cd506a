import type { ListResponse } from '../domain/wire';
import type { AdminReview, ConsultancyReviews, ReviewInput, ReviewInvitation, ReviewModeration, ReviewReceipt, ReviewStatus } from '../domain/review';
import { api } from './client';
import { postIdempotent, type IdempotentOptions } from './idempotent';
import type { ListParams } from './resource';

/**
 * Reviews from students who booked: a review link opens its form (POST with the token), a review is
 * sent once (with an Idempotency-Key, so a retry never stores it twice), a consultancy's approved
 * reviews are public, and the team moderates them.
 */
export const reviewsApi = {
  openLink: (token: string, signal?: AbortSignal) => api.post<ReviewInvitation>('/reviews/link', { token }, { signal }).then((r) => r.data),
  send: (input: ReviewInput, options: IdempotentOptions = {}) => postIdempotent<ReviewReceipt>('/reviews', input, options),
  ofConsultancy: (id: number, signal?: AbortSignal) => api.get<ConsultancyReviews>(`/consultancies/${id}/reviews`, { signal }).then((r) => r.data),
  list: (params: ListParams & { status?: ReviewStatus } = {}, signal?: AbortSignal) =>
    api.get<ListResponse<AdminReview>>('/reviews', { params, signal }).then((r) => r.data),
  moderate: (id: number, decision: ReviewModeration, signal?: AbortSignal) =>
    api.patch<AdminReview>(`/reviews/${id}`, decision, { signal }).then((r) => r.data),
};
