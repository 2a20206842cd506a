import { useState } from 'react';
import type { ListResponse } from '../../domain/api';
import { useRemote } from '../../common/Remote';

/**
 * One page of a list through useRemote (the resource statechart): read again whenever its parameters
 * (or the reload key) change, the request in flight aborted. While the next page loads, the page
 * before it stays on screen (the table marks itself busy); a failure shows its message.
 */
export function useRemoteList<T>(load: (signal: AbortSignal) => Promise<ListResponse<T>>, key: string) {
  const { state } = useRemote(load, key);
  const [shown, setShown] = useState<ListResponse<T> | undefined>(undefined);
  if (state.status === 'success' && state.data !== shown) setShown(state.data);
  return {
    loading: state.status === 'loading',
    data: state.status === 'success' ? state.data : state.status === 'loading' ? shown : undefined,
    error: state.status === 'failure' ? state.error.message : undefined,
  };
}
