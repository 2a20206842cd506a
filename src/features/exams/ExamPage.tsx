import { Link, useLocation } from 'wouter';
import { EXAMS, type ExamSlug } from '../../domain/catalog';
import { EXAM_DETAILS } from '../../data/exams';
import { ROUTES, paths } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import NotFoundPage from '../../common/NotFoundPage';
import { Prose } from '../../ui/Prose';
import { factKeys } from '../../data/fact-seeds';
import { SourceNotes } from '../../common/facts/FactNotes';
import { usePageFacts } from '../../common/facts/usePageFacts';
import { LinkButton } from '../../ui/LinkButton';
import { DirectoryConsultancies } from '../../common/DirectoryConsultancies';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'exam.head.title', message: '{exam} exam guide' },
  description: /*i18n*/ {
    id: 'exam.head.description',
    message: '{fullName}: what it is for, sections and timing, scores universities ask for, and how to take it from Nepal.',
  },
};

export default function ExamPage() {
  const [location] = useLocation();
  const slug = location.split('/').filter(Boolean)[1] as ExamSlug | undefined;
  if (!slug || !EXAMS.includes(slug)) return <NotFoundPage />;
  return <Exam slug={slug} />;
}

/** "Listening (30 minutes): 4 recordings" -> the part before the first colon in bold. */
function SectionItem({ text }: { text: string }) {
  const at = text.indexOf(': ');
  if (at < 0) return <li>{text}</li>;
  return (
    <li>
      <strong>{text.slice(0, at)}</strong>: {text.slice(at + 2)}
    </li>
  );
}

function Exam({ slug }: { slug: ExamSlug }) {
  const { t } = useT();
  const e = EXAM_DETAILS[slug];
  const facts = usePageFacts(paths.exam(slug));
  const k = (part: Parameters<typeof factKeys.exam>[1]) => factKeys.exam(slug, part);
  const format = facts.text(k('format'));
  const totalTime = facts.text(k('total-time'));
  const sections = facts.list(k('sections'));
  const scoreScale = facts.text(k('score-scale'));
  const typical = facts.list(k('typical-scores'));
  const validity = facts.text(k('validity'));
  const inNepal = facts.list(k('in-nepal'));
  const fee = facts.text(k('fee'));
  const scoreKeys = [k('format'), k('total-time'), k('sections'), k('score-scale'), k('typical-scores'), k('validity')];
  return (
    <div data-page="exam">
      <PageHeading title={t(HEAD.title, { exam: e.name })} description={t(HEAD.description, { fullName: e.fullName })}>
        <p>{e.fullName}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Prose>
            <section aria-labelledby="exam-purpose">
              <h2 id="exam-purpose">What it is for</h2>
              <p>{e.purpose}</p>
              {format !== undefined || totalTime !== undefined ? (
                <p>
                  {format !== undefined ? (
                    <>
                      <strong>Format:</strong> <span data-fact={k('format')}>{format}</span>{' '}
                    </>
                  ) : null}
                  {totalTime !== undefined ? (
                    <>
                      <strong>Total time:</strong> <span data-fact={k('total-time')}>{totalTime}</span>.
                    </>
                  ) : null}
                </p>
              ) : null}
            </section>
            <section aria-labelledby="exam-sections">
              <h2 id="exam-sections">Sections and timing</h2>
              {sections ? (
                <ul data-fact={k('sections')}>
                  {sections.map((s) => (
                    <SectionItem key={s} text={s} />
                  ))}
                </ul>
              ) : null}
            </section>
            <section aria-labelledby="exam-scores">
              <h2 id="exam-scores">Scores</h2>
              {scoreScale !== undefined ? <p data-fact={k('score-scale')}>{scoreScale}</p> : null}
              {typical ? (
                <>
                  <h3>What universities usually ask for</h3>
                  <ul data-fact={k('typical-scores')}>
                    {typical.map((t) => (
                      <li key={t}>{t}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {validity !== undefined ? (
                <p>
                  <strong>Score validity:</strong> <span data-fact={k('validity')}>{validity}</span>.
                </p>
              ) : null}
              <SourceNotes sources={facts.sources(scoreKeys)} />
            </section>
            <section aria-labelledby="exam-nepal">
              <h2 id="exam-nepal">Taking it from Nepal</h2>
              {inNepal ? (
                <ul data-fact={k('in-nepal')}>
                  {inNepal.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              ) : null}
              <p>
                {fee !== undefined ? (
                  <>
                    <strong>Fee:</strong> <span data-fact={k('fee')}>{fee}</span>{' '}
                  </>
                ) : null}
                <a href={e.registerUrl} target="_blank" rel="noopener noreferrer">
                  Register on the official site
                </a>
                .
              </p>
              <SourceNotes sources={facts.sources([k('in-nepal'), k('fee')], scoreKeys)} />
            </section>
          </Prose>
          <section aria-labelledby="exam-consultancies">
            <h2 id="exam-consultancies">Consultancies that prepare for {e.name}</h2>
            <DirectoryConsultancies
              filter={{ exam: e.name }}
              label={`Consultancies preparing for ${e.name}`}
              emptyText={`No consultancy in our directory lists ${e.name} preparation yet.`}
            />
            <p>
              <Link href={ROUTES.consultancies}>Browse the whole directory</Link>
            </p>
          </section>
          <nav aria-label="Other exams">
            <h2>Other exams</h2>
            <ul>
              {EXAMS.filter((x) => x !== slug).map((x) => (
                <li key={x}>
                  <Link href={paths.exam(x)}>{EXAM_DETAILS[x].name}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <LinkButton href={ROUTES.consultation}>Get free advice on which test to take</LinkButton>
        </PageSection>
      </Container>
    </div>
  );
}
