import type { ListResponse } from '../domain/api';
import type { Fact, FactChange, FactInput } from '../domain/fact';
import type { ExchangeRates, RateOverrideInput } from '../domain/forex';
import type { Correction } from '../domain/corrections';
import type { RecordChange } from '../domain/history';
import type { SiteSettings, SiteSettingsInput } from '../domain/settings';
import { api } from './client';
import { makeResource } from './resource';

/** /facts: dated facts (public reads, admin writes), plus "still correct, checked today". */
export const factsApi = {
  ...makeResource<Fact, FactInput>('/facts'),
  /** Every fact one page shows. */
  forPage: (page: string, signal?: AbortSignal) =>
    api.get<ListResponse<Fact>>('/facts', { params: { onPage: page, limit: 100 }, signal }).then((r) => r.data.items),
  /** The facts with these keys (those that exist); none asked, none read. */
  byKeys: (keys: readonly string[], signal?: AbortSignal) =>
    keys.length === 0
      ? Promise.resolve([] as Fact[])
      : api.get<ListResponse<Fact>>('/facts', { params: { keys: keys.join(','), limit: 100 }, signal }).then((r) => r.data.items),
  review: (id: number, signal?: AbortSignal) => api.post<Fact>(`/facts/${id}/review`, undefined, { signal }).then((r) => r.data),
  /** A fact's changes, newest first (admins). */
  factHistory: (id: number, signal?: AbortSignal) => api.get<{ items: FactChange[] }>(`/facts/${id}/history`, { signal }).then((r) => r.data.items),
  /** Sets the fact back to its version before a change (the old of its old → new); the restore is recorded too. */
  restoreFact: (id: number, changeId: number, signal?: AbortSignal) =>
    api.post<Fact>(`/facts/${id}/history/${changeId}/restore`, undefined, { signal }).then((r) => r.data),
};

/** /settings: the organisation's contact details and social links. */
export const settingsApi = {
  get: (signal?: AbortSignal) => api.get<SiteSettings>('/settings', { signal }).then((r) => r.data),
  update: (input: SiteSettingsInput, signal?: AbortSignal) => api.put<SiteSettings>('/settings', input, { signal }).then((r) => r.data),
  /** The settings' changes, newest first (admins). */
  history: (signal?: AbortSignal) => api.get<{ items: RecordChange[] }>('/settings/history', { signal }).then((r) => r.data.items),
  restore: (changeId: number, signal?: AbortSignal) =>
    api.post<SiteSettings>(`/settings/history/${changeId}/restore`, undefined, { signal }).then((r) => r.data),
};

/** /exchange-rates: rupee rates with their dates; admins override one or fetch the bank's now. */
export const ratesApi = {
  get: (signal?: AbortSignal) => api.get<ExchangeRates>('/exchange-rates', { signal }).then((r) => r.data),
  override: (currency: string, input: RateOverrideInput, signal?: AbortSignal) =>
    api.put<ExchangeRates>(`/exchange-rates/${currency}`, input, { signal }).then((r) => r.data),
  clearOverride: (currency: string, signal?: AbortSignal) => api.delete<ExchangeRates>(`/exchange-rates/${currency}/override`, { signal }).then((r) => r.data),
  refresh: (signal?: AbortSignal) =>
    api.post<{ fetchedDate: string; rates: ExchangeRates }>('/exchange-rates/refresh', undefined, { signal }).then((r) => r.data),
  /** A currency's override changes, newest first (admins). */
  history: (currency: string, signal?: AbortSignal) =>
    api.get<{ items: RecordChange[] }>(`/exchange-rates/${currency}/history`, { signal }).then((r) => r.data.items),
  restore: (currency: string, changeId: number, signal?: AbortSignal) =>
    api.post<ExchangeRates>(`/exchange-rates/${currency}/history/${changeId}/restore`, undefined, { signal }).then((r) => r.data),
};

/** /corrections: what a release corrects in built-in facts and articles, waiting for an admin (admins). */
export const correctionsApi = {
  list: (status: 'open' | 'decided', signal?: AbortSignal) =>
    api.get<{ items: Correction[] }>('/corrections', { params: { status }, signal }).then((r) => r.data.items),
  accept: (id: number, signal?: AbortSignal) => api.post<Correction>(`/corrections/${id}/accept`, undefined, { signal }).then((r) => r.data),
  reject: (id: number, signal?: AbortSignal) => api.post<Correction>(`/corrections/${id}/reject`, undefined, { signal }).then((r) => r.data),
};
