import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { coursesApi } from '../../api/courses';
import { STUDY_LEVELS } from '../../domain/catalog';
import type { Course } from '../../domain/course';
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

export const FIELD_OPTIONS = ['Information Technology', 'Business', 'Engineering', 'Nursing', 'Hospitality', 'Accounting', 'Data Science', 'Public Health'];

export function courseTuition(c: Course, rates?: NprRates): string {
  const { amount, currency, per } = c.tuition;
  return `${currency} ${formatNumber(amount)} ${per === 'year' ? 'a year' : 'for the course'} (about ${toNprEstimate(amount, currency, rates)})`;
}

function englishText(c: Course): string {
  const e = c.englishRequirements;
  const parts = [e.ielts != null ? `IELTS ${e.ielts}` : null, e.pte != null ? `PTE ${e.pte}` : null, e.toefl != null ? `TOEFL iBT ${e.toefl}` : null].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Ask the university';
}

const courseRequest = (id: number) => ({ key: `c-${id}`, load: (signal: AbortSignal) => coursesApi.get(id, signal) });

function listQuery(params: URLSearchParams) {
  const get = (k: string) => params.get(k) || undefined;
  return { country: get('country'), level: get('level'), field: get('field'), universityId: get('universityId'), q: get('q'), page: pageFrom(params), limit: PAGE_SIZE };
}
const listRequest = (query: ReturnType<typeof listQuery>) => ({ key: `courses-${JSON.stringify(query)}`, load: (signal: AbortSignal) => coursesApi.list(query, signal) });
const openIdOf = (params: URLSearchParams) => Number(params.get('id')) || null;

export const firstData: FirstDataPlan = ({ search }) => {
  const params = new URLSearchParams(search);
  const openId = openIdOf(params);
  return [listRequest(listQuery(params)), ratesRequest, ...(openId ? [courseRequest(openId)] : [])];
};

function CourseDetail({ id, onClose, rates }: { id: number; onClose: () => void; rates: NprRates }) {
  const request = courseRequest(id);
  const { state, retry } = useRemote(request.load, request.key);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.status === 'success') heading.current?.focus();
  }, [state.status]);
  return (
    <DetailPanel aria-labelledby="course-detail-title" data-part="detail">
      {state.status === 'loading' && <LoadingState label="Loading the course…" />}
      {state.status === 'failure' &&
        (state.error.code === 'NOT_FOUND' ? (
          <EmptyState>
            <span id="course-detail-title">That course was not found.</span>
          </EmptyState>
        ) : (
          <ErrorState title="We could not load this course." error={state.error} onRetry={retry} />
        ))}
      {state.status === 'success' && (
        <>
          <h2 id="course-detail-title" ref={heading} tabIndex={-1}>
            {state.data.title}
          </h2>
          <p>{state.data.description}</p>
          <dl>
            <dt>Level and field</dt>
            <dd>
              {state.data.level}, {state.data.field}
            </dd>
            <dt>Duration</dt>
            <dd>{state.data.duration}</dd>
            <dt>Tuition</dt>
            <dd>{courseTuition(state.data, rates)}</dd>
            <dt>Intakes</dt>
            <dd>{state.data.intakes.join(', ')}</dd>
            <dt>English requirement</dt>
            <dd>{englishText(state.data)}</dd>
          </dl>
          <p>
            <Link href={`${ROUTES.universities}?id=${state.data.universityId}`}>About the university</Link>
          </p>
        </>
      )}
      <Button type="button" $variant="secondary" onClick={onClose}>
        Close details
      </Button>
    </DetailPanel>
  );
}

export default function CoursesPage() {
  const { params, set } = useQueryState();
  const country = params.get('country') ?? '';
  const level = params.get('level') ?? '';
  const field = params.get('field') ?? '';
  const universityId = params.get('universityId') ?? '';
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
    <div data-page="courses">
      <PageHeading title="Courses" description="Search courses abroad by country, level and field, with tuition in NPR, intakes and English requirements.">
        <p>Filter by country, level and field; open a course for its tuition, intakes and English requirement.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Filters
            role="search"
            aria-label="Filter courses"
            onSubmit={(e) => {
              e.preventDefault();
              set({ q: text.trim() || null }, { resetPage: true });
            }}
          >
            <label>
              Search courses
              <input type="search" ref={keptText} value={text} onChange={(e) => setText(e.target.value)} placeholder="Course title" />
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
            <label>
              Field
              <select value={field} onChange={(e) => set({ field: e.target.value || null }, { resetPage: true })}>
                <option value="">All fields</option>
                {FIELD_OPTIONS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </label>
            <Button type="submit">Search</Button>
          </Filters>
          {universityId && (
            <p>
              Showing courses of one university.{' '}
              <Button type="button" $variant="ghost" onClick={() => set({ universityId: null }, { resetPage: true })}>
                Show all universities
              </Button>
            </p>
          )}
          {openId && <CourseDetail key={openId} id={openId} rates={rates.rates} onClose={() => set({ id: null })} />}
          <div aria-live="polite" role="status" data-part="result-count">
            {state.status === 'success' && <p>{state.data.total === 1 ? '1 course' : `${state.data.total} courses`}</p>}
          </div>
          {state.status === 'loading' && <LoadingState label="Loading courses…" />}
          {state.status === 'failure' && <ErrorState title="We could not load the courses." error={state.error} onRetry={retry} />}
          {state.status === 'success' && state.data.items.length === 0 && (
            <EmptyState>
              No course matches these filters.{' '}
              <Button type="button" $variant="ghost" onClick={() => { setText(''); set({ q: null, country: null, level: null, field: null, universityId: null }, { resetPage: true }); }}>
                Clear filters
              </Button>
            </EmptyState>
          )}
          {state.status === 'success' && state.data.items.length > 0 && (
            <>
              <Grid $min="260px" aria-label="Courses">
                {state.data.items.map((c) => (
                  <li key={c.id}>
                    <Row as="article">
                      <h2>{c.title}</h2>
                      <p>
                        {c.level} · {c.field} · {c.duration}
                      </p>
                      <p>{courseTuition(c, rates.rates)}</p>
                      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                        <Button type="button" $variant="secondary" onClick={() => set({ id: String(c.id) })} aria-label={`Details of ${c.title}`}>
                          Details
                        </Button>
                        <SaveToggle kind="course" id={c.id} name={c.title} />
                      </div>
                    </Row>
                  </li>
                ))}
              </Grid>
              <Pagination page={page} total={state.data.total} limit={PAGE_SIZE} onPage={(p) => set({ page: String(p) })} label="Courses pages" />
            </>
          )}
          <RatesNote view={rates} />
        </PageSection>
      </Container>
    </div>
  );
}
