import { Link } from 'wouter';
import { ROUTES } from '../config/routes';
import { browseDirectory, directoryQueryString, type DirectoryQuery } from '../domain/directoryQuery';
import { BUILT_IN_DIRECTORY_NOTE, builtInConsultancies } from './useConsultancies';
import { Remote, useRead } from './Remote';
import { ConsultancyList } from './ConsultancyList';
import { consultancyListRead } from './firstData';
import { useT } from '../ui/i18n';

/** Its texts, in the pages' catalog (lingui.config.ts): only pages other than the home page show this list. */
const TEXT = {
  loading: /*i18n*/ { id: 'directoryList.loading', message: 'Loading consultancies…' },
  failure: /*i18n*/ { id: 'directoryList.failure', message: 'We could not load the consultancies.' },
  seeAll: /*i18n*/ { id: 'directoryList.seeAll', message: 'See all {total} in the consultancy list' },
};

/** The filters a page lists consultancies by (the rest of the question is the list's defaults). */
export type DirectoryFilter = Pick<DirectoryQuery, 'destination' | 'exam' | 'verified'>;

/**
 * The best-rated consultancies that pass a filter, from the first page of the consultancy list (the
 * database's, or the built-in directory filtered the same way when the server cannot be reached), and
 * a link to all of them on /consultancies: the destination pages list those sending students to the
 * country, the exam pages those preparing for the exam, the featured page the verified ones.
 */
export function DirectoryConsultancies({ filter, label, emptyText, limit }: { filter: DirectoryFilter; label: string; emptyText: string; limit?: number }) {
  const { t } = useT();
  const search = directoryQueryString({ ...filter, sort: 'rating', page: 1 });
  const read = consultancyListRead(search);
  const { state, retry } = useRead(read, { fallback: async () => browseDirectory(await builtInConsultancies(), read.query) });
  return (
    <Remote state={state} retry={retry} loading={t(TEXT.loading)} failure={t(TEXT.failure)} fallbackNote={BUILT_IN_DIRECTORY_NOTE}>
      {(page) => (
        <>
          <ConsultancyList items={page.items} label={label} emptyText={emptyText} limit={limit} />
          {page.total > Math.min(page.items.length, limit ?? 9) && (
            <p>
              <Link href={`${ROUTES.consultancies}${search}`}>{t(TEXT.seeAll, { total: page.total })}</Link>
            </p>
          )}
        </>
      )}
    </Remote>
  );
}
