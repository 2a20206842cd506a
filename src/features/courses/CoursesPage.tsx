import { Link } from 'wouter';
import type { Course } from '../../domain/course';
import { toNprEstimate, type NprRates } from '../../data/facts';
import { RatesNote } from '../../common/facts/FactNotes';
import { useRates } from '../../common/facts/useRates';
import { ROUTES } from '../../config/routes';
import { Button, Container, PageHeading, PageSection } from '../../ui/primitives';
import { FilterBar, ListDetail, ListResults, catalogSource, useCatalogList, type FilterSelect } from '../../common/listPage';
import { CATALOGUE_TEXT, COUNTRY_SELECT, LEVEL_SELECT, LEVEL_TEXT, knownText } from '../../data/catalogueText';
import { COURSES_LIST_TEXT as LIST, COURSES_TEXT as TEXT, FIELD_TEXT } from './text';
import { useRecordLang } from '../../ui/recordText';
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

/** "AUD 30,000 a year (about NPR 22.4 lakh)"; `words` writes it in the page's language. */
export function courseTuition(
  c: Course,
  rates?: NprRates,
  words: (per: Course['tuition']['per'], amount: string, npr: string) => string = (per, amount, npr) =>
    `${amount} ${per === 'year' ? 'a year' : 'for the course'} (about ${npr})`,
): string {
  const { amount, currency, per } = c.tuition;
  return words(per, `${currency} ${formatNumber(amount)}`, toNprEstimate(amount, currency, rates));
}

/** courseTuition in the page's language ("लाख" for lakh on a Nepali page). */
function useCourseTuition() {
  const { t } = useT();
  const words = (per: Course['tuition']['per'], amount: string, npr: string) =>
    t(per === 'year' ? TEXT.aYear : TEXT.forCourse, { amount, npr: npr.replace(/lakh$/, t(CATALOGUE_TEXT.lakh)) });
  return (c: Course, rates?: NprRates) => courseTuition(c, rates, words);
}

function englishText(c: Course, ask = 'Ask the university'): string {
  const e = c.englishRequirements;
  const parts = [e.ielts != null ? `IELTS ${e.ielts}` : null, e.pte != null ? `PTE ${e.pte}` : null, e.toefl != null ? `TOEFL iBT ${e.toefl}` : null].filter(
    Boolean,
  );
  return parts.length ? parts.join(' · ') : ask;
}

const source = catalogSource('courses');

const SELECTS: readonly FilterSelect[] = [
  COUNTRY_SELECT,
  LEVEL_SELECT,
  { name: 'field', label: TEXT.field, allLabel: TEXT.allFields, options: FIELD_OPTIONS, optionText: FIELD_TEXT },
];

function CourseDetail({ id, onClose, rates }: { id: number; onClose: () => void; rates: NprRates }) {
  const { t } = useT();
  const recordLang = useRecordLang();
  const tuition = useCourseTuition();
  const level = knownText(LEVEL_TEXT, t);
  const field = knownText(FIELD_TEXT, t);
  return (
    <ListDetail source={source} text={LIST} id={id} titleId="course-detail-title" title={(c) => c.title} onClose={onClose}>
      {(c) => (
        <>
          <p lang={recordLang}>{c.description}</p>
          <dl>
            <dt>{t(TEXT.levelAndField)}</dt>
            <dd>
              {level(c.level)}, {field(c.field)}
            </dd>
            <dt>{t(TEXT.duration)}</dt>
            <dd lang={recordLang}>{c.duration}</dd>
            <dt>{t(CATALOGUE_TEXT.tuition)}</dt>
            <dd data-figure="record">{tuition(c, rates)}</dd>
            <dt>{t(CATALOGUE_TEXT.intakes)}</dt>
            <dd>{c.intakes.join(', ')}</dd>
            <dt>{t(TEXT.englishRequirement)}</dt>
            <dd>{englishText(c, t(TEXT.askUniversity))}</dd>
          </dl>
          <p>
            <Link href={`${ROUTES.universities}?id=${c.universityId}`}>{t(TEXT.aboutUniversity)}</Link>
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
  const tuition = useCourseTuition();
  const recordLang = useRecordLang();
  const level = knownText(LEVEL_TEXT, t);
  const field = knownText(FIELD_TEXT, t);

  return (
    <div data-page="courses">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <FilterBar text={LIST} filters={filters} selects={SELECTS} hidden={['universityId']} />
          {universityId && (
            <p>
              {t(TEXT.oneUniversity)}{' '}
              <Button type="button" $variant="ghost" onClick={() => set({ universityId: null }, { resetPage: true })}>
                {t(TEXT.allUniversities)}
              </Button>
            </p>
          )}
          {openId && <CourseDetail key={openId} id={openId} rates={rates.rates} onClose={() => set({ id: null })} />}
          <ListResults<Course> source={source} text={LIST} remote={remote} filters={filters} saveKind="course" name={(c) => c.title}>
            {(c) => (
              <>
                <p>
                  {level(c.level)} · {field(c.field)} · <span lang={recordLang}>{c.duration}</span>
                </p>
                <p data-figure="record">{tuition(c, rates.rates)}</p>
              </>
            )}
          </ListResults>
          <RatesNote view={rates} />
        </PageSection>
      </Container>
    </div>
  );
}
