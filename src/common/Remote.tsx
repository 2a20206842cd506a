import { startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { resourceMachine, type ResourceFailure, type ResourceStart } from '../../machines/resource/resource.machine';
import { ApiError, retriedByCaller, toApiError } from '../api/client';
import { clientQueries } from '../api/publicQueries';
import { Button, Card, Spinner } from '../ui/primitives';
import type { FirstRead } from '../domain/publicQueries';
import { FirstDataContext, type FirstState } from '../ui/serverPage';

export type RemoteState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  /** The server could not be reached: the caller's built-in data, with the reason for the note. */
  | { status: 'fallback'; data: T; error: ApiError }
  | { status: 'failure'; error: ApiError };

export interface RemoteOptions<T> {
  /**
   * Built-in data to show when the read fails because the server cannot be reached (no connection,
   * a timeout or a 5xx, after the automatic retries); never on a 4xx. Loaded only when needed.
   */
  fallback?: () => Promise<T>;
}

const asApiError = (failure: ResourceFailure): ApiError =>
  failure instanceof ApiError
    ? failure
    : new ApiError(failure.message, failure.status, failure.code as ApiError['code'], {}, failure.retryAfterSeconds ?? null);

/** How the server render's read ended, as the resource statechart starts from it. */
const startFrom = (first: FirstState | undefined): ResourceStart | null =>
  !first ? null : first.status === 'success' ? first : { status: 'failure', error: asApiError(first.error) };

type ResourceSnapshot = SnapshotFrom<typeof resourceMachine>;

function remoteStateOf<T>(snapshot: ResourceSnapshot, key: string): RemoteState<T> {
  const { context } = snapshot;
  // A key the statechart has not been told of yet reads as loading (no other key's data shows).
  if (context.key !== key) return { status: 'loading' };
  if (snapshot.matches('success')) return { status: 'success', data: context.data as T };
  if (snapshot.matches('fallback')) return { status: 'fallback', data: context.data as T, error: asApiError(context.error!) };
  if (snapshot.matches('failure')) return { status: 'failure', error: asApiError(context.error!) };
  return { status: 'loading' };
}

/** A hook's reads, kept up to date after each render: the statechart's actors call the latest ones. */
class Reads<T> {
  constructor(
    public load: (signal: AbortSignal) => Promise<T>,
    public fallback: (() => Promise<T>) | undefined,
  ) {}

  update(load: (signal: AbortSignal) => Promise<T>, fallback: (() => Promise<T>) | undefined) {
    this.load = load;
    this.fallback = fallback;
  }
}

/**
 * The resource statechart with a hook's reads: the request (its failure as an ApiError; the statechart,
 * not the API client, retries it) and the built-in data.
 */
const resourceLogic = <T,>(reads: Reads<T>) =>
  resourceMachine.provide({
    actors: {
      load: fromPromise(({ signal }) => reads.load(retriedByCaller(signal)).catch((error: unknown) => Promise.reject(toApiError(error)))),
      loadFallback: fromPromise(() => (reads.fallback ? reads.fallback() : Promise.reject(new Error('No built-in data for this read.')))),
    },
  });

/**
 * Loads data for a page through the resource statechart (machines/resource): loading, success or
 * failure with a retry, passing failures retried on their own, and the built-in `fallback` (when
 * given) shown with a note when the server cannot be reached. Changing `key` reads again; leaving
 * or reloading aborts the request in flight. A page rendered on the server starts from the data it
 * was rendered with (by key) and does not ask again. The answer renders as a transition, in slices,
 * so a long list does not block input while it renders.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string, options: RemoteOptions<T> = {}) {
  const firstData = useContext(FirstDataContext);
  const { fallback } = options;
  // The reads the statechart invokes, always the latest closures (a new key's load when the key changes).
  const [reads] = useState(() => new Reads(load, fallback));
  useEffect(() => reads.update(load, fallback));
  const [logic] = useState(() => resourceLogic(reads));
  const actor = useActorRef(logic, { input: { key, initial: startFrom(firstData?.get(key)), hasFallback: Boolean(fallback) } });
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot());
  useEffect(() => {
    // The statechart starts (and its first request goes out) before this; its answers come later.
    const subscription = actor.subscribe((next) => startTransition(() => setSnapshot(next)));
    return () => subscription.unsubscribe();
  }, [actor]);
  const hasFallback = Boolean(fallback);
  useEffect(() => {
    if (actor.getSnapshot().context.key === key) return;
    actor.send({ type: 'KEY.CHANGE', key, initial: startFrom(firstData?.get(key)), hasFallback });
  }, [actor, key, firstData, hasFallback]);
  const retry = useCallback(() => actor.send({ type: 'RETRY.CLICK' }), [actor]);
  const reload = useCallback(() => actor.send({ type: 'RELOAD' }), [actor]);
  return { state: remoteStateOf<T>(snapshot, key), retry, reload };
}

/** useRemote for one of the pages' first reads (src/common/firstData.ts), through the API. */
export function useRead<T>(read: FirstRead<T>, options: RemoteOptions<T> = {}) {
  return useRemote((signal) => read.read(clientQueries, signal), read.key, options);
}

const Box = styled(Card)`
  text-align: center;
  margin: ${({ theme }) => theme.space.md} 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/**
 * A read that failed: its title, the reason and "Try again". A read the server refused as asked (the
 * address carries a value it does not accept, e.g. a page number past the last) would fail again:
 * it names the value and offers the page without the address's filters instead.
 */
export function ErrorState({
  title = 'We could not load this.',
  error,
  onRetry,
  retryLabel = 'Try again',
}: {
  title?: string;
  error: ApiError;
  onRetry: () => void;
  /** The button's text in the page's language (a page written in Nepali gives its own message's text). */
  retryLabel?: string;
}) {
  if (error.code === 'VALIDATION_FAILED') return <AddressRefused title={title} error={error} />;
  return (
    <Box role="alert" data-part="error-state">
      <p>
        <strong>{title}</strong> {error.message}
      </p>
      <Button type="button" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Box>
  );
}

function AddressRefused({ title, error }: { title: string; error: ApiError }) {
  const [path] = useLocation();
  return (
    <Box role="alert" data-part="address-refused">
      <p>
        <strong>{title}</strong> {error.message} Check the address.
      </p>
      <Link href={path}>Show this page without the address&apos;s filters</Link>
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

const Note = styled.p`
  background: ${({ theme }) => theme.colors.accentLight};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

/** What shows above built-in data: why it is shown (the server cannot be reached), and a way to ask again. */
export function FallbackNote({
  children,
  onRetry,
  retryLabel = 'Try again',
}: {
  children: ReactNode;
  onRetry: () => void;
  /** The button's text in the page's language (a page written in Nepali gives its own message's text). */
  retryLabel?: string;
}) {
  return (
    <Note data-part="fallback-note" role="status">
      {children}{' '}
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Note>
  );
}

/**
 * The states of one read, rendered the same way everywhere: a spinner while loading, the failure with
 * "Try again", the built-in data under its note, or the data.
 */
export function Remote<T>({
  state,
  retry,
  loading,
  failure,
  fallbackNote,
  retryLabel,
  children,
}: {
  state: RemoteState<T>;
  retry: () => void;
  /** "Try again" in the page's language (the English without it). */
  retryLabel?: string;
  /** The spinner's label. */
  loading: string;
  /** The failure's title. */
  failure: string;
  /** Why built-in data shows instead of the server's. */
  fallbackNote?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingState label={loading} />;
  if (state.status === 'failure') return <ErrorState title={failure} error={state.error} onRetry={retry} retryLabel={retryLabel} />;
  if (state.status === 'fallback') {
    return (
      <>
        <FallbackNote onRetry={retry} retryLabel={retryLabel}>
          {fallbackNote ?? 'Showing our built-in copy because the server cannot be reached right now.'}
        </FallbackNote>
        {children(state.data)}
      </>
    );
  }
  return <>{children(state.data)}</>;
}
