import type { DirectoryEntry } from '../domain/directory';
import { BUILT_IN_DIRECTORY_NOTE, builtInDirectory, fetchDirectory } from './useConsultancies';
import { Remote, useRemote } from './Remote';
import { ConsultancyList } from './ConsultancyList';

/**
 * The consultancies of the directory (the database's, or the built-in list when the server cannot be
 * reached) that pass a filter: the destination pages list those sending students to the country, the
 * exam pages those preparing for the exam.
 */
export function DirectoryConsultancies({ filter, filterKey, label, emptyText, limit }: { filter: (c: DirectoryEntry) => boolean; filterKey: string; label: string; emptyText: string; limit?: number }) {
  const { state, retry } = useRemote(fetchDirectory, `directory:${filterKey}`, { fallback: builtInDirectory });
  return (
    <Remote state={state} retry={retry} loading="Loading consultancies…" failure="We could not load the consultancies." fallbackNote={BUILT_IN_DIRECTORY_NOTE}>
      {(entries) => <ConsultancyList items={entries.filter(filter)} label={label} emptyText={emptyText} limit={limit} />}
    </Remote>
  );
}
