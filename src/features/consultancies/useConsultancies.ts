import { useEffect, useState } from 'react';
import { consultanciesApi } from '../../api/consultancies';
import { ApiError } from '../../api/client';
import type { Consultancy } from '../../domain/consultancy';

export type Source = 'api' | 'directory';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; source: Source }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const isUnreachable = (e: unknown) => e instanceof ApiError && (e.code === 'NETWORK' || e.code === 'TIMEOUT' || (e.status ?? 0) >= 500);

/** The built-in directory, loaded on demand (it is not in the first page load). */
const loadDirectory = () => import('../../data/consultancies').then((m) => m.CONSULTANCIES);

/** Every consultancy from the API, page by page; the built-in directory when the API cannot be reached. */
export async function fetchAllConsultancies(signal?: AbortSignal): Promise<{ data: Consultancy[]; source: Source }> {
  try {
    const first = await consultanciesApi.list({ page: 1, limit: 100 }, signal);
    const items = [...first.items];
    for (let page = 2; items.length < first.total && page <= 50; page++) {
      const next = await consultanciesApi.list({ page, limit: 100 }, signal);
      if (next.items.length === 0) break;
      items.push(...next.items);
    }
    return { data: items, source: 'api' };
  } catch (e) {
    if (signal?.aborted) throw e;
    if (isUnreachable(e)) return { data: await loadDirectory(), source: 'directory' };
    throw e;
  }
}

export async function fetchConsultancy(id: number, signal?: AbortSignal): Promise<{ data: Consultancy | null; source: Source }> {
  try {
    return { data: await consultanciesApi.get(id, signal), source: 'api' };
  } catch (e) {
    if (e instanceof ApiError && e.code === 'NOT_FOUND') return { data: null, source: 'api' };
    if (signal?.aborted) throw e;
    if (isUnreachable(e)) return { data: (await loadDirectory()).find((c) => c.id === id) ?? null, source: 'directory' };
    throw e;
  }
}

/** Runs a load, with a retry, cancelling it when the component leaves. Loading is derived: no result for this key yet. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<{ data: T | null; source: Source }>, key: string) {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: LoadState<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: LoadState<T>) => !controller.signal.aborted && setResult({ key: requestKey, state });
    load(controller.signal).then(
      (r) => settle(r.data === null ? { status: 'not-found' } : { status: 'ready', data: r.data, source: r.source }),
      (e: unknown) => settle({ status: 'error', message: e instanceof Error ? e.message : 'Something went wrong.' }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request key names the load
  }, [requestKey]);
  const state: LoadState<T> = result && result.key === requestKey ? result.state : { status: 'loading' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
