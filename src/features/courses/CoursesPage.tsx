import { Link } from 'wouter';
import { coursesApi } from '../../api/courses';
import { STUDY_LEVELS } from '../../domain/catalog';
import type { Course } from '../../domain/course';
import { toNprEstimate, type NprRates } from '../../data/facts';
import { RatesNote } from '../../common/facts/FactNotes';
import { ratesRequest, useRates } from '../../common/facts/useRates';
import { ROUTES } from '../../config/routes';
import { Button, Container, PageHeading, PageSection } from '../../ui/primitives';
import { useRemote } from '../../common/Remote';
import { COUNTRY_OPTIONS, PAGE_SIZE, pageFrom } from '../../common/listKit';
import { FilterBar, ListDetail, ListResults, openIdOf, useListFilters, type FilterSelect } from '../../common/listPage';
import type { FirstDataPlan } from '../../common/firstData';
import { formatNumber } from '../../domain/numbers';

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

export const firstData: FirstDataPlan = ({ search }) => {
  const params = new URLSearchParams(search);
  const openId = openIdOf(params);
  return [listRequest(listQuery(params)), ratesRequest, ...(openId ? [courseRequest(openId)] : [])];
};

const SELECTS: readonly FilterSelect[] = [
  { name: 'country', label: 'Country', allLabel: 'All countries', options: COUNTRY_OPTIONS },
  { name: 'level', label: 'Level', allLabel: 'All levels', options: STUDY_LEVELS },
  { name: 'field', label: 'Field', allLabel: 'All fields', options: FIELD_OPTIONS },
];

function CourseDetail({ id, onClose, rates }: { id: number; onClose: () => void; rates: NprRates }) {
  return (
    <ListDetail
      request={courseRequest(id)}
      titleId="course-detail-title"
      loadingLabel="Loading the course…"
      notFound="That course was not found."
      failureTitle="We could not load this course."
      title={(c) => c.title}
      onClose={onClose}
    >
      {(c) => (
        <>
          <p>{c.description}</p>
          <dl>
            <dt>Level and field</dt>
            <dd>
              {c.level}, {c.field}
            </dd>
            <dt>Duration</dt>
            <dd>{c.duration}</dd>
            <dt>Tuition</dt>
            <dd>{courseTuition(c, rates)}</dd>
            <dt>Intakes</dt>
            <dd>{c.intakes.join(', ')}</dd>
            <dt>English requirement</dt>
            <dd>{englishText(c)}</dd>
          </dl>
          <p>
            <Link href={`${ROUTES.universities}?id=${c.universityId}`}>About the university</Link>
          </p>
        </>
      )}
    </ListDetail>
  );
}

export default function CoursesPage() {
  const filters = useListFilters();
  const { params, set } = filters;
  const universityId = params.get('universityId') ?? '';
  const openId = openIdOf(params);
  const request = listRequest(listQuery(params));
  const remote = useRemote(request.load, request.key);
  const rates = useRates();

  return (
    <div data-page="courses">
      <PageHeading title="Courses" description="Search courses abroad by country, level and field, with tuition in NPR, intakes and English requirements.">
        <p>Filter by country, level and field; open a course for its tuition, intakes and English requirement.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <FilterBar filters={filters} label="Filter courses" searchLabel="Search courses" placeholder="Course title" selects={SELECTS} />
          {universityId && (
            <p>
              Showing courses of one university.{' '}
              <Button type="button" $variant="ghost" onClick={() => set({ universityId: null }, { resetPage: true })}>
                Show all universities
              </Button>
            </p>
          )}
          {openId && <CourseDetail key={openId} id={openId} rates={rates.rates} onClose={() => set({ id: null })} />}
          <ListResults<Course>
            remote={remote}
            filters={filters}
            noun={{ one: 'course', many: 'courses' }}
            label="Courses"
            loadingLabel="Loading courses…"
            failureTitle="We could not load the courses."
            emptyText="No course matches these filters."
            filterNames={['country', 'level', 'field', 'universityId']}
            saveKind="course"
            name={(c) => c.title}
          >
            {(c) => (
              <>
                <p>
                  {c.level} · {c.field} · {c.duration}
                </p>
                <p>{courseTuition(c, rates.rates)}</p>
              </>
            )}
          </ListResults>
          <RatesNote view={rates} />
        </PageSection>
      </Container>
    </div>
  );
}
