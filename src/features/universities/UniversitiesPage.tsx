import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { universitiesApi } from '../../api/universities';
import { STUDY_LEVELS } from '../../domain/catalog';
import type { University } from '../../domain/university';
import { toNprEstimate, type NprRates } from '../../data/facts';
import { RatesNote } from '../../common/facts/FactNotes';
import { ratesRequest, useRates } from '../../common/facts/useRates';
import { ROUTES } from '../../config/routes';
import { Button, Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { Grid } from '../../ui/Prose';
import { EmptyState, ErrorState, LoadingState, useRemote } from '../../common/Remote';
import { COUNTRY_OPTIONS, DetailPanel, Filters, PAGE_SIZE, Pagination, pageFrom, useQueryState } from '../../common/listKit';
import type { FirstDataPlan } from '../../common/firstData';
import { formatNumber } from '../../domain/numbers';
import { SaveToggle } from '../../common/shortlist/SaveToggle';
import { useKeptBeforeHydration } from '../../ui/fields';

const Row = styled(Card)`
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0 0 ${({ theme }) => theme.space.xs}; }
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; }
`;

export function tuitionText(u: University, rates?: NprRates): string {
  const { min, max, currency } = u.tuition;
  const n = formatNumber;
  const npr = currency in { AUD: 1, CAD: 1, USD: 1, GBP: 1, NZD: 1, EUR: 1, NPR: 1 } ? ` (about ${toNprEstimate(min, currency, rates)}–${toNprEstimate(max, currency, rates).replace('NPR ', '')})` : '';
  return `${currency} ${n(min)}–${n(max)} a year${npr}`;
}

const universityRequest = (id: number) => ({ key: `u-${id}`, load: (signal: AbortSignal) => universitiesApi.get(id, signal) });

function listQuery(params: URLSearchParams) {
  const country = params.get('country') ?? '';
  const level = params.get('level') ?? '';
  const q = params.get('q') ?? '';
  return { country: country || undefined, level: level || undefined, q: q || undefined, page: pageFrom(params), limit: PAGE_SIZE };
}
const listRequest = (query: ReturnType<typeof listQuery>) => ({ key: `universities-${JSON.stringify(query)}`, load: (signal: AbortSignal) => universitiesApi.list(query, signal) });
const openIdOf = (params: URLSearchParams) => Number(params.get('id')) || null;

export const firstData: FirstDataPlan = ({ search }) => {
  const params = new URLSearchParams(search);
  const openId = openIdOf(params);
  return [listRequest(listQuery(params)), ratesRequest, ...(openId ? [universityRequest(openId)] : [])];
};

function UniversityDetail({ id, onClose, rates }: { id: number; onClose: () => void; rates: NprRates }) {
  const request = universityRequest(id);
  const { state, retry } = useRemote(request.load, request.key);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.status === 'success') heading.current?.focus();
  }, [state.status]);
  return (
    <DetailPanel aria-labelledby="uni-detail-title" data-part="detail">
      {state.status === 'loading' && <LoadingState label="Loading the university…" />}
      {state.status === 'failure' &&
        (state.error.code === 'NOT_FOUND' ? (
          <EmptyState>
            <span id="uni-detail-title">That university was not found.</span>
          </EmptyState>
        ) : (
          <ErrorState title="We could not load this university." error={state.error} onRetry={retry} />
        ))}
      {state.status === 'success' && (
        <>
          <h2 id="uni-detail-title" ref={heading} tabIndex={-1}>
            {state.data.name}
          </h2>
          <p>{state.data.description}</p>
          <dl>
            <dt>Location</dt>
            <dd>
              {state.data.city}, {state.data.country}
            </dd>
            {state.data.ranking != null && (
              <>
                <dt>World ranking</dt>
                <dd>#{state.data.ranking}</dd>
              </>
            )}
            <dt>Tuition</dt>
            <dd>{tuitionText(state.data, rates)}</dd>
            <dt>Intakes</dt>
            <dd>{state.data.intakes.join(', ')}</dd>
            <dt>Levels</dt>
            <dd>{state.data.levels.join(', ')}</dd>
            <dt>Scholarships</dt>
            <dd>{state.data.scholarshipsAvailable ? 'Available' : 'Not listed'}</dd>
          </dl>
          {state.data.website && (
            <p>
              <a href={state.data.website} target="_blank" rel="noopener noreferrer">
                Official website
              </a>
            </p>
          )}
          <p>
            <Link href={`${ROUTES.courses}?universityId=${state.data.id}`}>Courses at {state.data.name}</Link>
          </p>
        </>
      )}
      <Button type="button" $variant="secondary" onClick={onClose}>
        Close details
      </Button>
    </DetailPanel>
  );
}

export default function UniversitiesPage() {
  const { params, set } = useQueryState();
  const country = params.get('country') ?? '';
  const level = params.get('level') ?? '';
  const q = params.get('q') ?? '';
  const openId = openIdOf(params);
  const [text, setText] = useState(q);
  const keptText = useKeptBeforeHydration<HTMLInputElement>(text, setText);
  const query = listQuery(params);
  const { page } = query;
  const request = listRequest(query);
  const { state, retry } = useRemote(request.load, request.key);
  const rates = useRates();

  return (
    <div data-page="universities">
      <PageHeading title="Universities" description="Search universities in Australia, Canada, the USA, the UK and New Zealand by country, level and name, with tuition in NPR.">
        <p>Search and filter universities; open one to see tuition, intakes and courses.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Filters
            role="search"
            aria-label="Filter universities"
            onSubmit={(e) => {
              e.preventDefault();
              set({ q: text.trim() || null }, { resetPage: true });
            }}
          >
            <label>
              Search universities
              <input type="search" ref={keptText} value={text} onChange={(e) => setText(e.target.value)} placeholder="Name or city" />
            </label>
            <label>
              Country
              <select value={country} onChange={(e) => set({ country: e.target.value || null }, { resetPage: true })}>
                <option value="">All countries</option>
                {COUNTRY_OPTIONS.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label>
              Level
              <select value={level} onChange={(e) => set({ level: e.target.value || null }, { resetPage: true })}>
                <option value="">All levels</option>
                {STUDY_LEVELS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
            </label>
            <Button type="submit">Search</Button>
          </Filters>
          {openId && <UniversityDetail key={openId} id={openId} rates={rates.rates} onClose={() => set({ id: null })} />}
          <div aria-live="polite" role="status" data-part="result-count">
            {state.status === 'success' && <p>{state.data.total === 1 ? '1 university' : `${state.data.total} universities`}</p>}
          </div>
          {state.status === 'loading' && <LoadingState label="Loading universities…" />}
          {state.status === 'failure' && <ErrorState title="We could not load the universities." error={state.error} onRetry={retry} />}
          {state.status === 'success' && state.data.items.length === 0 && (
            <EmptyState>
              No university matches these filters.{' '}
              <Button type="button" $variant="ghost" onClick={() => { setText(''); set({ q: null, country: null, level: null }, { resetPage: true }); }}>
                Clear filters
              </Button>
            </EmptyState>
          )}
          {state.status === 'success' && state.data.items.length > 0 && (
            <>
              <Grid $min="260px" aria-label="Universities">
                {state.data.items.map((u) => (
                  <li key={u.id}>
                    <Row as="article">
                      <h2>{u.name}</h2>
                      <p>
                        {u.city}, {u.country}
                        {u.ranking != null ? ` · World #${u.ranking}` : ''}
                      </p>
                      <p>{tuitionText(u, rates.rates)}</p>
                      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                        <Button type="button" $variant="secondary" onClick={() => set({ id: String(u.id) })} aria-label={`Details of ${u.name}`}>
                          Details
                        </Button>
                        <SaveToggle kind="university" id={u.id} name={u.name} />
                      </div>
                    </Row>
                  </li>
                ))}
              </Grid>
              <Pagination page={page} total={state.data.total} limit={PAGE_SIZE} onPage={(p) => set({ page: String(p) })} label="Universities pages" />
            </>
          )}
          <RatesNote view={rates} />
        </PageSection>
      </Container>
    </div>
  );
}
