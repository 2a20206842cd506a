import { Link, useLocation } from 'wouter';
import { EXAMS, type ExamSlug } from '../../domain/catalog';
import { EXAM_DETAILS } from '../../data/exams';
import { ROUTES, paths } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import NotFoundPage from '../errors/NotFoundPage';
import { Prose } from '../info/Prose';
import { SourceNote } from '../info/SourceNote';
import { LinkButton } from '../info/LinkButton';
import { DirectoryConsultancies } from '../destinations/DirectoryConsultancies';

export default function ExamPage() {
  const [location] = useLocation();
  const slug = location.split('/').filter(Boolean)[1] as ExamSlug | undefined;
  if (!slug || !EXAMS.includes(slug)) return <NotFoundPage />;
  const e = EXAM_DETAILS[slug];
  return (
    <div data-page="exam">
      <PageHeading title={`${e.name} exam guide`} description={`${e.fullName}: what it is for, sections and timing, scores universities ask for, and how to take it from Nepal.`}>
        <p>{e.fullName}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Prose>
            <section aria-labelledby="exam-purpose">
              <h2 id="exam-purpose">What it is for</h2>
              <p>{e.purpose}</p>
              <p>
                <strong>Format:</strong> {e.format} <strong>Total time:</strong> {e.totalTime}.
              </p>
            </section>
            <section aria-labelledby="exam-sections">
              <h2 id="exam-sections">Sections and timing</h2>
              <ul>
                {e.sections.map((s) => (
                  <li key={s.name}>
                    <strong>{s.name}</strong> ({s.timing}): {s.detail}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="exam-scores">
              <h2 id="exam-scores">Scores</h2>
              <p>{e.scoreScale}</p>
              <h3>What universities usually ask for</h3>
              <ul>{e.typicalScores.map((t) => <li key={t}>{t}</li>)}</ul>
              <p>
                <strong>Score validity:</strong> {e.validity}.
              </p>
              <SourceNote fact={e} />
            </section>
            <section aria-labelledby="exam-nepal">
              <h2 id="exam-nepal">Taking it from Nepal</h2>
              <ul>{e.inNepal.map((t) => <li key={t}>{t}</li>)}</ul>
              <p>
                <strong>Fee:</strong> {e.fee}{' '}
                <a href={e.registerUrl} target="_blank" rel="noopener noreferrer">
                  Register on the official site
                </a>
                .
              </p>
            </section>
          </Prose>
          <section aria-labelledby="exam-consultancies">
            <h2 id="exam-consultancies">Consultancies that prepare for {e.name}</h2>
            <DirectoryConsultancies
              filter={(c) => c.testPreparation.includes(e.name)}
              filterKey={slug}
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
