import { startTransition, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '../api/client';
import { Button, Card, Spinner } from '../ui/primitives';
import { FirstDataContext, type FirstState } from '../ui/serverPage';

export type RemoteState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'failure'; error: ApiError };

const fromFirst = <T,>(first: FirstState): RemoteState<T> =>
  first.status === 'success'
    ? { status: 'success', data: first.data as T }
    : { status: 'failure', error: new ApiError(first.error.message, first.error.status, first.error.code as ApiError['code']) };

/**
 * Loads data for a page: loading, success or failure, with a retry. Changing `key` reloads;
 * leaving or reloading aborts the previous request. The answer renders as a transition, in slices,
 * so a long list does not block input while it renders. A page rendered on the server starts from
 * the data it was rendered with (by key) and does not ask again.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  const firstData = useContext(FirstDataContext);
  const [settled, setSettled] = useState<{ key: string; state: RemoteState<T> } | null>(() => {
    const first = firstData?.get(key);
    return first ? { key: requestKey, state: fromFirst<T>(first) } : null;
  });
  const settledKey = settled?.key;
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    // Already settled for this key: the data the page was rendered with on the server.
    if (settledKey === requestKey) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setSettled({ key: requestKey, state: { status: 'success', data } }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof ApiError ? error : new ApiError(String((error as Error)?.message ?? error), null, (error as { code?: string })?.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'INTERNAL');
        startTransition(() => setSettled({ key: requestKey, state: { status: 'failure', error: apiError } }));
      },
    );
    return () => controller.abort();
  }, [requestKey, settledKey]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: RemoteState<T> = settled && settled.key === requestKey ? settled.state : { status: 'loading' };
  return { state, retry };
}

const Box = styled(Card)`
  text-align: center;
  margin: ${({ theme }) => theme.space.md} 0;
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
`;

export function ErrorState({ title = 'We could not load this.', error, onRetry }: { title?: string; error: ApiError; onRetry: () => void }) {
  return (
    <Box role="alert" data-part="error-state">
      <p>
        <strong>{title}</strong> {error.message}
      </p>
      <Button type="button" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box data-part="empty-state" role="status">
      {children}
    </Box>
  );
}

export function LoadingState({ label }: { label: string }) {
  return <Spinner label={label} />;
}
