import { Link, useLocation } from 'wouter';
import { EXAMS, type ExamSlug } from '../../domain/catalog';
import { EXAM_DETAILS, sectionFactText, type Exam as ExamDetail } from '../../data/exams';
import { ROUTES, paths, type Message } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import NotFoundPage from '../../common/NotFoundPage';
import { Prose } from '../../ui/Prose';
import { factKeys } from '../../data/fact-seeds';
import { SourceNotes } from '../../common/facts/FactNotes';
import { usePageFacts } from '../../common/facts/usePageFacts';
import { LinkButton } from '../../ui/LinkButton';
import { DirectoryConsultancies } from '../../common/DirectoryConsultancies';
import { useT } from '../../ui/i18n';
import { EXAM_TEXT as TEXT } from './text';
import { useRecordText, type Shown } from '../../ui/recordText';
import type { FactNepali } from '../../domain/fact';

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
function SectionItem({ text, lang }: Shown) {
  const at = text.indexOf(': ');
  if (at < 0) return <li lang={lang}>{text}</li>;
  return (
    <li lang={lang}>
      <strong>{text.slice(0, at)}</strong>: {text.slice(at + 2)}
    </li>
  );
}

/**
 * A section as the record says it: the record's Nepali line while it was written for this English line,
 * else its built-in section's messages while it says what they say, else its own text (src/ui/recordText.ts).
 */
function Section({ text, exam, ne }: { text: string; exam: ExamDetail; ne?: FactNepali }) {
  const { t } = useT();
  const shown = useRecordText();
  const section = exam.sections.find((s) => sectionFactText(s) === text);
  const own = shown(text, [], ne);
  // No mark of another language, yet another text: the record's Nepali line.
  if (!own.lang && own.text !== text) return <SectionItem {...own} />;
  if (!section) return <SectionItem {...own} />;
  return (
    <li>
      <strong>{`${t(section.name)} (${t(section.timing)})`}</strong>: {t(section.detail)}
    </li>
  );
}

function Exam({ slug }: { slug: ExamSlug }) {
  const { t } = useT();
  const shown = useRecordText();
  const e = EXAM_DETAILS[slug];
  const facts = usePageFacts(paths.exam(slug));
  const k = (part: Parameters<typeof factKeys.exam>[1]) => factKeys.exam(slug, part);
  const one = (key: string, seed: Message) => {
    const value = facts.text(key);
    return value === undefined ? undefined : shown(value, [seed], facts.get(key)?.ne);
  };
  const format = one(k('format'), e.format);
  const totalTime = one(k('total-time'), e.totalTime);
  const sections = facts.list(k('sections'));
  const scoreScale = one(k('score-scale'), e.scoreScale);
  const typical = facts.list(k('typical-scores'));
  const validity = one(k('validity'), e.validity);
  const inNepal = facts.list(k('in-nepal'));
  const fee = one(k('fee'), e.fee);
  const scoreKeys = [k('format'), k('total-time'), k('sections'), k('score-scale'), k('typical-scores'), k('validity')];
  const end = t(TEXT.end);
  return (
    <div data-page="exam">
      <PageHeading title={t(HEAD.title, { exam: e.name })} description={t(HEAD.description, { fullName: e.fullName })}>
        <p>{e.fullName}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Prose>
            <section aria-labelledby="exam-purpose">
              <h2 id="exam-purpose">{t(TEXT.whatFor)}</h2>
              <p>{t(e.purpose)}</p>
              {format !== undefined || totalTime !== undefined ? (
                <p>
                  {format !== undefined ? (
                    <>
                      <strong>{t(TEXT.format)}</strong>{' '}
                      <span data-fact={k('format')} lang={format.lang}>
                        {format.text}
                      </span>{' '}
                    </>
                  ) : null}
                  {totalTime !== undefined ? (
                    <>
                      <strong>{t(TEXT.totalTime)}</strong>{' '}
                      <span data-fact={k('total-time')} lang={totalTime.lang}>
                        {totalTime.text}
                      </span>
                      {end}
                    </>
                  ) : null}
                </p>
              ) : null}
            </section>
            <section aria-labelledby="exam-sections">
              <h2 id="exam-sections">{t(TEXT.sections)}</h2>
              {sections ? (
                <ul data-fact={k('sections')}>
                  {sections.map((s) => (
                    <Section key={s} text={s} exam={e} ne={facts.get(k('sections'))?.ne} />
                  ))}
                </ul>
              ) : null}
            </section>
            <section aria-labelledby="exam-scores">
              <h2 id="exam-scores">{t(TEXT.scores)}</h2>
              {scoreScale !== undefined ? (
                <p data-fact={k('score-scale')} lang={scoreScale.lang}>
                  {scoreScale.text}
                </p>
              ) : null}
              {typical ? (
                <>
                  <h3>{t(TEXT.typical)}</h3>
                  <ul data-fact={k('typical-scores')}>
                    {typical.map((item) => {
                      const { text, lang } = shown(item, e.typicalScores, facts.get(k('typical-scores'))?.ne);
                      return (
                        <li key={item} lang={lang}>
                          {text}
                        </li>
                      );
                    })}
                  </ul>
                </>
              ) : null}
              {validity !== undefined ? (
                <p>
                  <strong>{t(TEXT.validity)}</strong>{' '}
                  <span data-fact={k('validity')} lang={validity.lang}>
                    {validity.text}
                  </span>
                  {end}
                </p>
              ) : null}
              <SourceNotes sources={facts.sources(scoreKeys)} />
            </section>
            <section aria-labelledby="exam-nepal">
              <h2 id="exam-nepal">{t(TEXT.fromNepal)}</h2>
              {inNepal ? (
                <ul data-fact={k('in-nepal')}>
                  {inNepal.map((item) => {
                    const { text, lang } = shown(item, e.inNepal, facts.get(k('in-nepal'))?.ne);
                    return (
                      <li key={item} lang={lang}>
                        {text}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              <p>
                {fee !== undefined ? (
                  <>
                    <strong>{t(TEXT.fee)}</strong>{' '}
                    <span data-fact={k('fee')} lang={fee.lang}>
                      {fee.text}
                    </span>{' '}
                  </>
                ) : null}
                <a href={e.registerUrl} target="_blank" rel="noopener noreferrer">
                  {t(TEXT.register)}
                </a>
                {end}
              </p>
              <SourceNotes sources={facts.sources([k('in-nepal'), k('fee')], scoreKeys)} />
            </section>
          </Prose>
          <section aria-labelledby="exam-consultancies">
            <h2 id="exam-consultancies">{t(TEXT.preparers, { exam: e.name })}</h2>
            <DirectoryConsultancies
              filter={{ exam: e.name }}
              label={t(TEXT.preparersList, { exam: e.name })}
              emptyText={t(TEXT.noPreparers, { exam: e.name })}
            />
            <p>
              <Link href={ROUTES.consultancies}>{t(TEXT.browseAll)}</Link>
            </p>
          </section>
          <nav aria-label={t(TEXT.otherExams)}>
            <h2>{t(TEXT.otherExams)}</h2>
            <ul>
              {EXAMS.filter((x) => x !== slug).map((x) => (
                <li key={x}>
                  <Link href={paths.exam(x)}>{EXAM_DETAILS[x].name}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <LinkButton href={ROUTES.consultation}>{t(TEXT.advice)}</LinkButton>
        </PageSection>
      </Container>
    </div>
  );
}
