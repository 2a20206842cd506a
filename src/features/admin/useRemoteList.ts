import { useEffect, useState } from 'react';
import type { ListResponse } from '../../domain/api';

/** Loads one page of a list whenever its parameters (or the reload key) change; aborts the previous call. */
export function useRemoteList<T>(load: (signal: AbortSignal) => Promise<ListResponse<T>>, key: string) {
  const [result, setResult] = useState<{ key: string; data?: ListResponse<T>; error?: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => setResult({ key, data }))
      .catch((e: { code?: string; message?: string }) => {
        if (e?.code !== 'CANCELED') setResult({ key, error: e?.message ?? 'Could not load the list.' });
      });
    return () => controller.abort();
    // `key` names everything `load` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { loading: result?.key !== key, data: result?.data, error: result?.key === key ? result.error : undefined, setResult };
}
