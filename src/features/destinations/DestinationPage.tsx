import type { ReactNode } from 'react';
import { useRoute } from 'wouter';
import { Link } from 'wouter';
import styled from 'styled-components';
import { DESTINATIONS, DESTINATION_COUNTRY_TEXT, type DestinationSlug } from '../../domain/catalog';
import { DESTINATION_DETAILS, type MoneyRange, type SaidText } from '../../data/destinations';
import { toNprEstimate, type NprRates } from '../../data/facts';
import { factKeys, slugOf } from '../../data/fact-seeds';
import { RatesNote, SourceNotes } from '../../common/facts/FactNotes';
import { usePageFacts } from '../../common/facts/usePageFacts';
import { useRates } from '../../common/facts/useRates';
import { ROUTES, paths } from '../../config/routes';
import { Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import NotFoundPage from '../../common/NotFoundPage';
import { Prose } from '../../ui/Prose';
import { EmptyState, ErrorState, LoadingState, useRead } from '../../common/Remote';
import { LinkButton } from '../../ui/LinkButton';
import { DirectoryConsultancies } from '../../common/DirectoryConsultancies';
import { destinationReads } from '../../common/firstData';
import { formatNumber } from '../../domain/numbers';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { Trans } from '@lingui/react';
import { useT } from '../../ui/i18n';
import { PageBody } from '../../ui/pageLanguage';
import type { Message } from '../../config/routes';
import { DESTINATION_TEXT as TEXT } from './text';
import { useRecordText, type Shown } from '../../ui/recordText';
import { TextLink } from '../../ui/TextLink';

const HEAD = {
  title: /*i18n*/ { id: 'destination.head.title', message: 'Study in {country}' },
  description: /*i18n*/ {
    id: 'destination.head.description',
    message: 'Study in {country} from Nepal: student visa steps, funds, work rights, intakes, costs in NPR, English tests, universities and consultancies.',
  },
};

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
`;

/** "AUD 2,000 (about NPR 1.8 lakh)"; `about` writes the two parts in the page's language. */
export function formatMoney(r: MoneyRange, rates?: NprRates, about: (amount: string, npr: string) => string = (a, npr) => `${a} (about ${npr})`): string {
  const n = formatNumber;
  const amount = r.min === r.max ? `${r.currency} ${n(r.min)}` : `${r.currency} ${n(r.min)}–${n(r.max)}`;
  const npr =
    r.min === r.max
      ? toNprEstimate(r.min, r.currency, rates)
      : `${toNprEstimate(r.min, r.currency, rates)}–${toNprEstimate(r.max, r.currency, rates).replace('NPR ', '')}`;
  return about(amount, npr);
}
const PER: Record<MoneyRange['per'], Message> = { once: TEXT.perOnce, year: TEXT.perYear, month: TEXT.perMonth };

/** `country`: the name the API filters by; `name`: the country as the page's language writes it. */
function FromApi({ country, name }: { country: string; name: string }) {
  const { t, digits } = useT();
  const reads = destinationReads(country);
  const unis = useRead(reads.universities);
  const courses = useRead(reads.courses);
  return (
    <>
      <section aria-labelledby="dest-unis">
        <h2 id="dest-unis">{t(TEXT.universitiesIn, { country: name })}</h2>
        {unis.state.status === 'loading' && <LoadingState label={t(TEXT.loadingUniversities)} />}
        {unis.state.status === 'failure' && (
          <ErrorState title={t(TEXT.universitiesFailed)} error={unis.state.error} onRetry={unis.retry} retryLabel={t(TEXT.tryAgain)} />
        )}
        {unis.state.status === 'success' &&
          (unis.state.data.items.length === 0 ? (
            <EmptyState>
              <Trans
                id="destination.text.noUniversities"
                message="No universities in {country} are listed yet. <0>Browse all universities</0>."
                values={{ country: name }}
                components={{ 0: <Link href={ROUTES.universities} /> }}
              />
            </EmptyState>
          ) : (
            <>
              <ul>
                {unis.state.data.items.map((u) => (
                  <li key={u.id}>
                    <Link href={`${ROUTES.universities}?id=${u.id}`}>{u.name}</Link>, {u.city}
                  </li>
                ))}
              </ul>
              <Link href={`${ROUTES.universities}?country=${encodeURIComponent(country)}`}>
                {t(TEXT.allUniversities, { total: digits(unis.state.data.total), country: name })}
              </Link>
            </>
          ))}
      </section>
      <section aria-labelledby="dest-courses">
        <h2 id="dest-courses">{t(TEXT.coursesIn, { country: name })}</h2>
        {courses.state.status === 'loading' && <LoadingState label={t(TEXT.loadingCourses)} />}
        {courses.state.status === 'failure' && (
          <ErrorState title={t(TEXT.coursesFailed)} error={courses.state.error} onRetry={courses.retry} retryLabel={t(TEXT.tryAgain)} />
        )}
        {courses.state.status === 'success' &&
          (courses.state.data.items.length === 0 ? (
            <EmptyState>
              <Trans
                id="destination.text.noCourses"
                message="No courses in {country} are listed yet. <0>Browse all courses</0>."
                values={{ country: name }}
                components={{ 0: <Link href={ROUTES.courses} /> }}
              />
            </EmptyState>
          ) : (
            <>
              <ul>
                {courses.state.data.items.map((c) => (
                  <li key={c.id}>
                    <Link href={`${ROUTES.courses}?id=${c.id}`}>{c.title}</Link> ({c.level}, {c.duration})
                  </li>
                ))}
              </ul>
              <Link href={`${ROUTES.courses}?country=${encodeURIComponent(country)}`}>
                {t(TEXT.allCourses, { total: digits(courses.state.data.total), country: name })}
              </Link>
            </>
          ))}
      </section>
    </>
  );
}

export default function DestinationPage() {
  const [, params] = useRoute<{ slug: string }>(ROUTES.destination);
  const slug = params?.slug as DestinationSlug | undefined;
  if (!slug || !DESTINATIONS.includes(slug)) return <NotFoundPage />;
  return <Destination slug={slug} />;
}

/**
 * Parts the page shares with other pages that are not yet written in Nepali (the rates note, the
 * consultancy directory, a rule shared with the articles): on the Nepali page they
 * are marked as English, their dates as Nepali, as on a page not yet written.
 */
function SharedEnglish({ children }: { children: ReactNode }) {
  return <PageBody written={false}>{children}</PageBody>;
}

/**
 * A step's fact (a rule the articles share): the record's Nepali version while it is current (no mark of
 * another language, yet another text), else the record as written, in English.
 */
function StepFact({ fact, text, shown }: { fact: string; text: string; shown: Shown }) {
  if (!shown.lang && shown.text !== text) return <span data-fact={fact}>{shown.text}</span>;
  return (
    <SharedEnglish>
      <span data-fact={fact}>{text}</span>
    </SharedEnglish>
  );
}

/** A fact under its heading, in an element naming its record; nothing when the fact has been removed. */
function Para({ title, fact, shown }: { title: string; fact: string; shown: Shown | undefined }) {
  if (shown === undefined) return null;
  return (
    <>
      <h3>{title}</h3>
      <p data-fact={fact} lang={shown.lang}>
        {shown.text}
      </p>
    </>
  );
}

function Destination({ slug }: { slug: DestinationSlug }) {
  const { t } = useT();
  const shown = useRecordText();
  const d = DESTINATION_DETAILS[slug];
  const country = t(DESTINATION_COUNTRY_TEXT[slug]);
  const facts = usePageFacts(paths.destination(slug));
  const rates = useRates();
  const k = (part: Parameters<typeof factKeys.destination>[1]) => factKeys.destination(slug, part);
  /** A fact's text in the page's language (src/ui/recordText.ts), or nothing when the fact has been removed. */
  const said = (key: string, builtIn: SaidText) => {
    const record = facts.text(key);
    return record === undefined ? undefined : shown(record, [builtIn.message], facts.get(key)?.ne);
  };
  const fee = said(k('visa-fee'), d.visa.fee);
  const costs = facts.money(factKeys.destinationCostPrefix(slug));
  const english = facts.list(k('english-scores'))?.map((item, i) => {
    const builtIn = d.english.typical[i];
    return { key: item, ...shown(item, builtIn ? [builtIn] : [], facts.get(k('english-scores'))?.ne) };
  });
  /** A cost line's label in the page's language: its built-in line's message while the record keeps that wording. */
  const costLabel = (key: string, label: string) => {
    const line = d.costs.lines.find((l) => `${factKeys.destinationCostPrefix(slug)}${slugOf(l.label.message)}` === key);
    return shown(label, line ? [line.label] : [], facts.get(key)?.ne);
  };
  return (
    <div data-page="destination">
      <PageHeading title={t(HEAD.title, { country })} description={t(HEAD.description, { country })}>
        <p>{t(d.summary)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Prose>
            <section aria-labelledby="why">
              <h2 id="why">{t(TEXT.whyChoose, { country })}</h2>
              <ul>
                {d.whyStudy.map((w) => (
                  <li key={w.id}>{t(w)}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="visa">
              <h2 id="visa">{t(TEXT.visaHeading, { name: t(d.visa.name) })}</h2>
              {fee !== undefined ? (
                <p>
                  <strong>{t(TEXT.fee)}</strong>{' '}
                  <span data-fact={k('visa-fee')} lang={fee.lang}>
                    {fee.text}
                  </span>
                  {t(TEXT.fullStop)}
                </p>
              ) : null}
              <h3>{t(TEXT.stepByStep)}</h3>
              <ol>
                {d.visa.steps.map((s) => (
                  <li key={s.title.id}>
                    <strong>{t(TEXT.stepTitle, { title: t(s.title) })}</strong> {t(s.detail)}
                    {s.fact && facts.text(s.fact) !== undefined ? (
                      <>
                        {' '}
                        <StepFact fact={s.fact} text={facts.text(s.fact)!} shown={shown(facts.text(s.fact)!, [], facts.get(s.fact)?.ne)} />
                        {t(TEXT.fullStop)}
                      </>
                    ) : null}
                  </li>
                ))}
              </ol>
              <h3>{t(TEXT.documents)}</h3>
              <ul>
                {d.visa.documents.map((x) => (
                  <li key={x.id}>{t(x)}</li>
                ))}
              </ul>
              <Para title={t(TEXT.funds)} fact={k('visa-funds')} shown={said(k('visa-funds'), d.visa.funds)} />
              <Para title={t(TEXT.healthCover)} fact={k('health-cover')} shown={said(k('health-cover'), d.visa.healthCover)} />
              <SourceNotes
                sources={facts.sources([k('visa-fee'), ...d.visa.steps.flatMap((s) => (s.fact ? [s.fact] : [])), k('visa-funds'), k('health-cover')])}
              />
              <p>
                <Trans
                  id="destination.text.noc"
                  message="Paying fees from Nepal? You need a No Objection Certificate first: <0>read our NOC guide</0> or the <1>official links</1>."
                  components={{ 0: <Link href={`${ROUTES.faqs}#noc-guide`} />, 1: <Link href={ROUTES.importantLinks} /> }}
                />
              </p>
            </section>
            <section aria-labelledby="work">
              <h2 id="work">{t(TEXT.workRights)}</h2>
              <Para title={t(TEXT.whileStudying)} fact={k('work-during-study')} shown={said(k('work-during-study'), d.work.duringStudy)} />
              <Para title={t(TEXT.afterGraduating)} fact={k('work-after-study')} shown={said(k('work-after-study'), d.work.afterStudy)} />
              <SourceNotes sources={facts.sources([k('work-during-study'), k('work-after-study')])} />
            </section>
            <section aria-labelledby="intakes">
              <h2 id="intakes">{t(TEXT.intakes)}</h2>
              <p>
                <strong>{t(TEXT.main)}</strong> {t(TEXT.intakesLine, { main: t(d.intakes.main), other: t(d.intakes.other) })}
              </p>
            </section>
          </Prose>
          <section aria-labelledby="costs">
            <h2 id="costs">{t(TEXT.typicalCosts)}</h2>
            <ScrollRegion labelledBy="costs-caption">
              <Table>
                <caption id="costs-caption">{t(TEXT.costsCaption, { currency: d.currency })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t(TEXT.item)}</th>
                    <th scope="col">{t(TEXT.amount)}</th>
                    <th scope="col">{t(TEXT.per)}</th>
                  </tr>
                </thead>
                <tbody>
                  {costs.map((l) => (
                    <tr key={l.key} data-fact={l.key}>
                      <th scope="row" lang={costLabel(l.key, l.label).lang}>
                        {costLabel(l.key, l.label).text}
                      </th>
                      <td>{formatMoney(l.value, rates.rates, (amount, npr) => t(TEXT.about, { amount, npr: npr.replace(/lakh$/, t(TEXT.lakh)) }))}</td>
                      <td>{t(PER[l.value.per])}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollRegion>
            <SourceNotes sources={facts.sources(costs.map((c) => c.key))} />
            <RatesNote view={rates} />
            <p>
              <Trans
                id="destination.text.planner"
                message="<0>Plan your costs for {country}</0>: tuition, living costs, visa fee and health cover per year and in total, in {currency} and NPR."
                values={{ country, currency: d.currency }}
                components={{ 0: <TextLink href={paths.costPlanner(slug)} /> }}
              />
            </p>
          </section>
          <Prose>
            <section aria-labelledby="english">
              <h2 id="english">{t(TEXT.english)}</h2>
              <p>{t(d.english.summary)}</p>
              {english ? (
                <ul data-fact={k('english-scores')}>
                  {english.map((item) => (
                    <li key={item.key} lang={item.lang}>
                      {item.text}
                    </li>
                  ))}
                </ul>
              ) : null}
              <SourceNotes sources={facts.sources([k('english-scores')])} />
              <p>
                <Trans
                  id="destination.text.compareTests"
                  message="Compare the tests: <0>IELTS</0>, <1>PTE</1>, <2>TOEFL</2>, <3>Duolingo</3>."
                  components={{
                    0: <Link href={paths.exam('ielts')} />,
                    1: <Link href={paths.exam('pte')} />,
                    2: <Link href={paths.exam('toefl')} />,
                    3: <Link href={paths.exam('duolingo')} />,
                  }}
                />
              </p>
            </section>
            <section aria-labelledby="tips">
              <h2 id="tips">{t(TEXT.tips)}</h2>
              <ul>
                {d.nepalTips.map((tip) => (
                  <li key={tip.id}>{t(tip)}</li>
                ))}
              </ul>
            </section>
          </Prose>
          <FromApi country={d.country} name={country} />
          <section aria-labelledby="dest-consultancies">
            <h2 id="dest-consultancies">{t(TEXT.consultanciesHeading, { country })}</h2>
            <DirectoryConsultancies
              filter={{ destination: d.country }}
              label={t(TEXT.consultanciesLabel, { country })}
              emptyText={t(TEXT.noConsultancy, { country })}
            />
          </section>
          <Card>
            <h2>{t(TEXT.talk)}</h2>
            <p>{t(TEXT.counsellor, { country })}</p>
            <LinkButton href={ROUTES.consultation}>{t(TEXT.bookFree)}</LinkButton>
          </Card>
        </PageSection>
      </Container>
    </div>
  );
}
