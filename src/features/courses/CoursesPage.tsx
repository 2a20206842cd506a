import { Link } from 'wouter';
import type { Course } from '../../domain/course';
import { toNprEstimate, type NprRates } from '../../data/facts';
import { RatesNote } from '../../common/facts/FactNotes';
import { useRates } from '../../common/facts/useRates';
import { ROUTES } from '../../config/routes';
import { Button, Container, PageHeading, PageSection } from '../../ui/primitives';
import { COUNTRY_SELECT, FilterBar, LEVEL_SELECT, ListDetail, ListResults, catalogSource, useCatalogList, type FilterSelect } from '../../common/listPage';
import { formatNumber } from '../../domain/numbers';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'courses.head.title', message: 'Courses' },
  description: /*i18n*/ {
    id: 'courses.head.description',
    message: 'Search courses abroad by country, level and field, with tuition in NPR, intakes and English requirements.',
  },
};

export const FIELD_OPTIONS = ['Information Technology', 'Business', 'Engineering', 'Nursing', 'Hospitality', 'Accounting', 'Data Science', 'Public Health'];

export function courseTuition(c: Course, rates?: NprRates): string {
  const { amount, currency, per } = c.tuition;
  return `${currency} ${formatNumber(amount)} ${per === 'year' ? 'a year' : 'for the course'} (about ${toNprEstimate(amount, currency, rates)})`;
}

function englishText(c: Course): string {
  const e = c.englishRequirements;
  const parts = [e.ielts != null ? `IELTS ${e.ielts}` : null, e.pte != null ? `PTE ${e.pte}` : null, e.toefl != null ? `TOEFL iBT ${e.toefl}` : null].filter(
    Boolean,
  );
  return parts.length ? parts.join(' · ') : 'Ask the university';
}

const source = catalogSource('courses');

const SELECTS: readonly FilterSelect[] = [COUNTRY_SELECT, LEVEL_SELECT, { name: 'field', label: 'Field', allLabel: 'All fields', options: FIELD_OPTIONS }];

function CourseDetail({ id, onClose, rates }: { id: number; onClose: () => void; rates: NprRates }) {
  return (
    <ListDetail source={source} id={id} titleId="course-detail-title" title={(c) => c.title} onClose={onClose}>
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
            <dd data-figure="record">{courseTuition(c, rates)}</dd>
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
  const { t } = useT();
  const { filters, remote, openId } = useCatalogList(source);
  const { params, set } = filters;
  const universityId = params.get('universityId') ?? '';
  const rates = useRates();

  return (
    <div data-page="courses">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>Filter by country, level and field; open a course for its tuition, intakes and English requirement.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <FilterBar noun={source.noun} filters={filters} placeholder="Course title" selects={SELECTS} tuitionLabel="Tuition" hidden={['universityId']} />
          {universityId && (
            <p>
              Showing courses of one university.{' '}
              <Button type="button" $variant="ghost" onClick={() => set({ universityId: null }, { resetPage: true })}>
                Show all universities
              </Button>
            </p>
          )}
          {openId && <CourseDetail key={openId} id={openId} rates={rates.rates} onClose={() => set({ id: null })} />}
          <ListResults<Course> source={source} remote={remote} filters={filters} saveKind="course" name={(c) => c.title}>
            {(c) => (
              <>
                <p>
                  {c.level} · {c.field} · {c.duration}
                </p>
                <p data-figure="record">{courseTuition(c, rates.rates)}</p>
              </>
            )}
          </ListResults>
          <RatesNote view={rates} />
        </PageSection>
      </Container>
    </div>
  );
}
