import { useMemo } from 'react';
import styled from 'styled-components';
import { Link, useSearch } from 'wouter';
import { ROUTES, paths } from '../../config/routes';
import type { Consultancy } from '../../domain/consultancy';
import { plainMatch } from '../../search/rule';
import { Button, Container, PageHeading, PageSection, Spinner, VisuallyHidden } from '../../ui/primitives';
import { media } from '../../ui/theme';
import { useHeader } from '../../common/header/headerShell';
import { CATEGORY_FILTERS, isCategoryKey, offersCategory } from './categories';
import { ConsultancyCard } from './ConsultancyCard';
import { FallbackNote, useRead } from '../../common/Remote';
import { BUILT_IN_DIRECTORY_NOTE, builtInConsultancies } from '../../common/useConsultancies';
import { allConsultanciesRead } from '../../common/firstData';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* minmax(0, …): a card is never wider than its column, whatever its longest word. */
  grid-template-columns: minmax(0, 1fr);
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  .chip { background: ${({ theme }) => theme.colors.primaryLight}; border-radius: ${({ theme }) => theme.radii.pill}; padding: 4px 12px; }
  /* A 44 px target (WCAG 2.5.5). */
  a { display: inline-flex; align-items: center; min-height: 44px; }
`;


/** /consultancies: the list, filtered by ?search= (the header's rule, no cap) and ?category=. */
export default function ConsultanciesPage() {
  const params = new URLSearchParams(useSearch());
  const search = params.get('search')?.trim() ?? '';
  const categoryParam = params.get('category');
  const category = isCategoryKey(categoryParam) ? categoryParam : null;
  const highlightedId = useHeader().view.highlightedConsultancyId;
  const { state, retry } = useRead(allConsultanciesRead, { fallback: builtInConsultancies });

  const all = state.status === 'success' || state.status === 'fallback' ? state.data : null;
  // The header's rule on a list of about a hundred: a plain scan, no index to build (fuse.js stays
  // in the search modal's chunk).
  const shown: Consultancy[] = useMemo(() => {
    if (!all) return [];
    let list = search ? plainMatch(all, search) : all;
    if (category) list = list.filter((c) => offersCategory(c, category));
    return list;
  }, [all, search, category]);
  const highlighted = shown.find((c) => c.id === highlightedId);
  const filtered = Boolean(search || category);

  return (
    <div>
      <PageHeading
        title="Consultancies"
        description="Compare education consultancies in Nepal by destination, location, rating and services, and book a free consultation."
      >
        <p>Education consultancies across Nepal: compare where they send students, what they offer, and how students rate them.</p>
      </PageHeading>
      <Container>
        <PageSection aria-label="Results">
          {(filtered || categoryParam) && (
            <Filters>
              <span>Filtered by:</span>
              {search && <span className="chip">“{search}”</span>}
              {category && <span className="chip">{CATEGORY_FILTERS[category].label}</span>}
              {categoryParam && !category && <span className="chip">unknown category “{categoryParam}” (ignored)</span>}
              <Link href={ROUTES.consultancies}>Clear filters</Link>
            </Filters>
          )}
          {state.status === 'loading' && <Spinner label="Loading consultancies…" />}
          {state.status === 'failure' && (
            <div role="alert">
              <p>We could not load the consultancies: {state.error.message}</p>
              <Button type="button" onClick={retry}>
                Try again
              </Button>
            </div>
          )}
          {all && (
            <>
              {state.status === 'fallback' && <FallbackNote onRetry={retry}>{BUILT_IN_DIRECTORY_NOTE}</FallbackNote>}
              <p role="status" data-part="result-count">
                {shown.length === 1 ? '1 consultancy' : `${shown.length} consultancies`}
                {search ? ` matching “${search}”` : ''}
                {category ? ` offering ${CATEGORY_FILTERS[category].label.toLowerCase()}` : ''}
              </p>
              <VisuallyHidden aria-live="polite">{highlighted ? `Highlighted: ${highlighted.name}, ${highlighted.location}` : ''}</VisuallyHidden>
              {shown.length === 0 ? (
                <div data-part="empty">
                  <p>No consultancy matches these filters.</p>
                  <Link href={ROUTES.consultancies}>Clear the filters and see all consultancies</Link>
                </div>
              ) : (
                <Grid>
                  {shown.map((c) => (
                    <ConsultancyCard key={c.id} c={c} highlighted={c.id === highlightedId} />
                  ))}
                </Grid>
              )}
              <p>
                Not sure which to choose? <Link href={paths.consultation()}>Book a free consultation</Link> and we will help.
              </p>
            </>
          )}
        </PageSection>
      </Container>
    </div>
  );
}
