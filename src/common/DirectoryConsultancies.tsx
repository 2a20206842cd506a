import type { DirectoryEntry } from '../domain/directory';
import { fetchDirectory } from './useConsultancies';
import { ErrorState, LoadingState, useRemote } from './Remote';
import { ConsultancyList } from './ConsultancyList';

/**
 * The consultancies of the directory (the database's, or the built-in list when the server cannot be
 * reached) that pass a filter: the destination pages list those sending students to the country, the
 * exam pages those preparing for the exam.
 */
export function DirectoryConsultancies({ filter, filterKey, label, emptyText, limit }: { filter: (c: DirectoryEntry) => boolean; filterKey: string; label: string; emptyText: string; limit?: number }) {
  const { state, retry } = useRemote(fetchDirectory, `directory:${filterKey}`);
  if (state.status === 'loading') return <LoadingState label="Loading consultancies…" />;
  if (state.status === 'failure') return <ErrorState title="We could not load the consultancies." error={state.error} onRetry={retry} />;
  return <ConsultancyList items={state.data.data.filter(filter)} label={label} emptyText={emptyText} limit={limit} />;
}
