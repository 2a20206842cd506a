import { useRoute } from 'wouter';
import { Link } from 'wouter';
import styled from 'styled-components';
import { DESTINATIONS, DESTINATION_COUNTRY_TEXT, type DestinationSlug } from '../../domain/catalog';
import { DESTINATION_DETAILS, type MoneyRange } from '../../data/destinations';
import { toNprEstimate, type NprRates } from '../../data/facts';
import { factKeys } from '../../data/fact-seeds';
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
import { useT } from '../../ui/i18n';

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

export function formatMoney(r: MoneyRange, rates?: NprRates): string {
  const n = formatNumber;
  const amount = r.min === r.max ? `${r.currency} ${n(r.min)}` : `${r.currency} ${n(r.min)}–${n(r.max)}`;
  const npr =
    r.min === r.max
      ? toNprEstimate(r.min, r.currency, rates)
      : `${toNprEstimate(r.min, r.currency, rates)}–${toNprEstimate(r.max, r.currency, rates).replace('NPR ', '')}`;
  return `${amount} (about ${npr})`;
}
const per = (p: MoneyRange['per']) => (p === 'once' ? 'once' : `a ${p}`);

function FromApi({ country }: { country: string }) {
  const reads = destinationReads(country);
  const unis = useRead(reads.universities);
  const courses = useRead(reads.courses);
  return (
    <>
      <section aria-labelledby="dest-unis">
        <h2 id="dest-unis">Universities in {country}</h2>
        {unis.state.status === 'loading' && <LoadingState label="Loading universities…" />}
        {unis.state.status === 'failure' && <ErrorState title="We could not load the universities." error={unis.state.error} onRetry={unis.retry} />}
        {unis.state.status === 'success' &&
          (unis.state.data.items.length === 0 ? (
            <EmptyState>
              No universities in {country} are listed yet. <Link href={ROUTES.universities}>Browse all universities</Link>.
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
                All {unis.state.data.total} universities in {country}
              </Link>
            </>
          ))}
      </section>
      <section aria-labelledby="dest-courses">
        <h2 id="dest-courses">Courses in {country}</h2>
        {courses.state.status === 'loading' && <LoadingState label="Loading courses…" />}
        {courses.state.status === 'failure' && <ErrorState title="We could not load the courses." error={courses.state.error} onRetry={courses.retry} />}
        {courses.state.status === 'success' &&
          (courses.state.data.items.length === 0 ? (
            <EmptyState>
              No courses in {country} are listed yet. <Link href={ROUTES.courses}>Browse all courses</Link>.
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
                All {courses.state.data.total} courses in {country}
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

/** Paragraphs, or nothing when the fact has been removed. */
/** A fact under its heading, in an element naming its record. */
function Para({ title, fact, text }: { title: string; fact: string; text: string | undefined }) {
  if (text === undefined) return null;
  return (
    <>
      <h3>{title}</h3>
      <p data-fact={fact}>{text}</p>
    </>
  );
}

function Destination({ slug }: { slug: DestinationSlug }) {
  const { t } = useT();
  const d = DESTINATION_DETAILS[slug];
  const facts = usePageFacts(paths.destination(slug));
  const rates = useRates();
  const k = (part: Parameters<typeof factKeys.destination>[1]) => factKeys.destination(slug, part);
  const fee = facts.text(k('visa-fee'));
  const costs = facts.money(factKeys.destinationCostPrefix(slug));
  const english = facts.list(k('english-scores'));
  return (
    <div data-page="destination">
      <PageHeading
        title={t(HEAD.title, { country: t(DESTINATION_COUNTRY_TEXT[slug]) })}
        description={t(HEAD.description, { country: t(DESTINATION_COUNTRY_TEXT[slug]) })}
      >
        <p>{d.summary}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Prose>
            <section aria-labelledby="why">
              <h2 id="why">Why students choose {d.country}</h2>
              <ul>
                {d.whyStudy.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="visa">
              <h2 id="visa">The student visa: {d.visa.name}</h2>
              {fee !== undefined ? (
                <p>
                  <strong>Fee:</strong> <span data-fact={k('visa-fee')}>{fee}</span>.
                </p>
              ) : null}
              <h3>Step by step</h3>
              <ol>
                {d.visa.steps.map((s) => (
                  <li key={s.title}>
                    <strong>{s.title}.</strong> {s.detail}
                    {s.fact && facts.text(s.fact) !== undefined ? (
                      <>
                        {' '}
                        <span data-fact={s.fact}>{facts.text(s.fact)}</span>.
                      </>
                    ) : null}
                  </li>
                ))}
              </ol>
              <h3>Documents</h3>
              <ul>
                {d.visa.documents.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
              <Para title="Funds" fact={k('visa-funds')} text={facts.text(k('visa-funds'))} />
              <Para title="Health cover" fact={k('health-cover')} text={facts.text(k('health-cover'))} />
              <SourceNotes
                sources={facts.sources([k('visa-fee'), ...d.visa.steps.flatMap((s) => (s.fact ? [s.fact] : [])), k('visa-funds'), k('health-cover')])}
              />
              <p>
                Paying fees from Nepal? You need a No Objection Certificate first: <Link href={`${ROUTES.faqs}#noc-guide`}>read our NOC guide</Link> or the{' '}
                <Link href={ROUTES.importantLinks}>official links</Link>.
              </p>
            </section>
            <section aria-labelledby="work">
              <h2 id="work">Work rights</h2>
              <Para title="While studying" fact={k('work-during-study')} text={facts.text(k('work-during-study'))} />
              <Para title="After graduating" fact={k('work-after-study')} text={facts.text(k('work-after-study'))} />
              <SourceNotes sources={facts.sources([k('work-during-study'), k('work-after-study')])} />
            </section>
            <section aria-labelledby="intakes">
              <h2 id="intakes">Intakes</h2>
              <p>
                <strong>Main:</strong> {d.intakes.main}. {d.intakes.other}
              </p>
            </section>
          </Prose>
          <section aria-labelledby="costs">
            <h2 id="costs">Typical costs</h2>
            <ScrollRegion labelledBy="costs-caption">
              <Table>
                <caption id="costs-caption">Typical costs in {d.currency} with an NPR estimate</caption>
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Per</th>
                  </tr>
                </thead>
                <tbody>
                  {costs.map((l) => (
                    <tr key={l.key} data-fact={l.key}>
                      <th scope="row">{l.label}</th>
                      <td>{formatMoney(l.value, rates.rates)}</td>
                      <td>{per(l.value.per)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollRegion>
            <SourceNotes sources={facts.sources(costs.map((c) => c.key))} />
            <RatesNote view={rates} />
            <p>
              <Link href={paths.costPlanner(slug)}>Plan your costs for {d.country}</Link>: tuition, living costs, visa fee and health cover per year and in
              total, in {d.currency} and NPR.
            </p>
          </section>
          <Prose>
            <section aria-labelledby="english">
              <h2 id="english">English test requirements</h2>
              <p>{d.english.summary}</p>
              {english ? (
                <ul data-fact={k('english-scores')}>
                  {english.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              ) : null}
              <SourceNotes sources={facts.sources([k('english-scores')])} />
              <p>
                Compare the tests: <Link href={paths.exam('ielts')}>IELTS</Link>, <Link href={paths.exam('pte')}>PTE</Link>,{' '}
                <Link href={paths.exam('toefl')}>TOEFL</Link>, <Link href={paths.exam('duolingo')}>Duolingo</Link>.
              </p>
            </section>
            <section aria-labelledby="tips">
              <h2 id="tips">Tips for applicants from Nepal</h2>
              <ul>
                {d.nepalTips.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </section>
          </Prose>
          <FromApi country={d.country} />
          <section aria-labelledby="dest-consultancies">
            <h2 id="dest-consultancies">Consultancies specialising in {d.country}</h2>
            <DirectoryConsultancies
              filter={{ destination: d.country }}
              label={`Consultancies for ${d.country}`}
              emptyText={`No consultancy in our directory lists ${d.country} yet.`}
            />
          </section>
          <Card>
            <h2>Talk it through</h2>
            <p>A counsellor can check your documents and funds plan for {d.country}, free.</p>
            <LinkButton href={ROUTES.consultation}>Book a free consultation</LinkButton>
          </Card>
        </PageSection>
      </Container>
    </div>
  );
}
