import styled from 'styled-components';
import { Link, useParams } from 'wouter';
import { ROUTES, paths } from '../../config/routes';
import { branchCity, type Consultancy } from '../../domain/consultancy';
import { Button, Card, Container, PageHeading, PageSection, Spinner } from '../../ui/primitives';
import { media } from '../../ui/theme';
import { NotFound } from '../../common/NotFoundPage';
import { ConsultancyCover, ConsultancyLogo } from '../../common/Logo';
import { FallbackNote, useRead } from '../../common/Remote';
import { PhoneNumber, SampleLabel } from '../../common/SampleLabel';
import { BUILT_IN_DIRECTORY_NOTE, builtInConsultancy } from '../../common/useConsultancies';
import { consultancyRead } from '../../common/firstData';
import { CompareToggle } from '../../common/compare/CompareToggle';
import { SaveToggle } from '../../common/shortlist/SaveToggle';
import { ConsultancyReviews } from './ConsultancyReviews';
import { ratingText } from '../../domain/rating';
import { ReportProblemForm } from './ReportProblem';
import { Banner } from '../../ui/Banner';
import { LicenceBadge } from '../../common/LicenceBadge';
import { LicensingAuthority } from '../../common/LicensingAuthority';
import { useDateText } from '../../common/DateText';
import { LICENCE_AUTHORITY_NAMES, LICENCE_CHECK_METHOD_NAMES } from '../../domain/licence';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'consultancy.head.title', message: 'Consultancy' },
  notFound: /*i18n*/ { id: 'consultancy.head.notFound', message: 'Consultancy not found' },
  notFoundMessage: /*i18n*/ { id: 'consultancy.head.notFoundMessage', message: 'We could not find that consultancy. It may have been removed.' },
  description: /*i18n*/ { id: 'consultancy.head.description', message: '{name}, {location}: destinations, services, contacts and a free consultation.' },
};

/** The licence as the team recorded it (its public part): number, issuer, validity, how it was checked, the source. */
/** A licence's badge and what the record says (its number, authority, end and how it was checked): the consultancy's, or a branch's own. */
function LicenceDetails({ c }: { c: Pick<Consultancy, 'sample' | 'licence'> }) {
  const l = c.licence;
  const date = useDateText();
  if (!l) return <LicenceBadge c={c} />;
  return (
    <>
      <LicenceBadge c={c} />
      <span data-part="licence-details" style={{ display: 'block' }}>
        No. {l.number}, issued by {LICENCE_AUTHORITY_NAMES[l.authority]}, valid until {date(l.validUntil)}. How it was checked:{' '}
        {LICENCE_CHECK_METHOD_NAMES[l.method].toLowerCase()}
        {l.sourceUrl ? (
          <>
            {' '}
            (
            <a href={l.sourceUrl} target="_blank" rel="noopener noreferrer">
              source
            </a>
            )
          </>
        ) : null}
        .
      </span>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.lg} {
    grid-template-columns: 2fr 1fr;
  }
  section h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 16px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Cover = styled.div`
  img {
    width: 100%;
    height: auto;
    max-height: 220px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
    display: block;
  }
`;

const Reminder = styled.aside`
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentLight};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
`;

function List({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

function Details({ c }: { c: Consultancy }) {
  return (
    <Layout>
      <div>
        <Cover>
          <ConsultancyCover src={c.coverImage} />
        </Cover>
        <section>
          <h2>Destinations</h2>
          <List items={c.specializations} />
        </section>
        <section>
          <h2>Services</h2>
          <List items={c.services} />
        </section>
        {c.testPreparation && c.testPreparation.length > 0 && (
          <section>
            <h2>Test preparation</h2>
            <List items={c.testPreparation} />
          </section>
        )}
        {c.highlights && c.highlights.length > 0 && (
          <section>
            <h2>Highlights</h2>
            <List items={c.highlights} />
          </section>
        )}
        {(c.mission || c.vision) && (
          <section>
            <h2>Mission and vision</h2>
            {c.mission && (
              <p>
                <strong>Mission:</strong> {c.mission}
              </p>
            )}
            {c.vision && (
              <p>
                <strong>Vision:</strong> {c.vision}
              </p>
            )}
          </section>
        )}
        {c.branches && c.branches.length > 0 && (
          <section>
            <h2>Branches</h2>
            <ul>
              {c.branches.map((b) => (
                <li key={`${b.name}-${b.location}`} data-part="branch">
                  <strong>{branchCity(b)}</strong>: {b.name}, {b.location} · <PhoneNumber phone={b.phone} sample={c.sample} /> ·{' '}
                  <a href={`mailto:${b.email}`}>{b.email}</a>
                  {b.licence ? (
                    <span style={{ display: 'block' }}>
                      Its own licence: <LicenceDetails c={{ sample: c.sample, licence: b.licence }} />
                    </span>
                  ) : c.sample ? null : (
                    <span style={{ display: 'block' }}>No licence of its own on record.</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {c.districtsCovered && c.districtsCovered.length > 0 && (
          <section>
            <h2>Districts covered</h2>
            <p>{c.districtsCovered.join(', ')}</p>
          </section>
        )}
        {!c.sample && <ConsultancyReviews c={c} />}
      </div>
      <div>
        <Card>
          <h2>At a glance</h2>
          <dl>
            <dt>Rating</dt>
            <dd data-part="rating">{ratingText(c)}</dd>
            <dt>Licence</dt>
            <dd>
              <LicenceDetails c={c} />
            </dd>
            <dt>Experience</dt>
            <dd>{c.experience}</dd>
            <dt>Students helped</dt>
            <dd>{c.studentsHelped}</dd>
            <dt>Success rate</dt>
            <dd>{c.successRate}</dd>
            {c.established !== undefined && (
              <>
                <dt>Established</dt>
                <dd>{c.established}</dd>
              </>
            )}
            <dt>Address</dt>
            <dd>{c.location}</dd>
            <dt>Phone</dt>
            <dd>
              <PhoneNumber phone={c.phone} sample={c.sample} />
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </dd>
            {c.website && (
              <>
                <dt>Website</dt>
                <dd>
                  <a href={c.website} rel="noopener noreferrer" target="_blank">
                    {c.website.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </>
            )}
            {c.socialMedia?.facebook && (
              <>
                <dt>Facebook</dt>
                <dd>
                  <a href={c.socialMedia.facebook} rel="noopener noreferrer" target="_blank">
                    Facebook page
                  </a>
                </dd>
              </>
            )}
            {c.socialMedia?.instagram && (
              <>
                <dt>Instagram</dt>
                <dd>
                  <a href={c.socialMedia.instagram} rel="noopener noreferrer" target="_blank">
                    Instagram profile
                  </a>
                </dd>
              </>
            )}
          </dl>
          <p>
            <Link href={paths.consultation(c.id)}>Book a free consultation</Link>
          </p>
        </Card>
        <Reminder aria-label="Before you sign">
          <h2>Before you sign</h2>
          <p>Check that a consultancy holds a current licence before you pay any fee, and ask for every fee in writing.</p>
          <LicensingAuthority />
          <p>
            <Link href={ROUTES.howWeVerify}>How we check licences</Link>
          </p>
        </Reminder>
      </div>
    </Layout>
  );
}

/** /consultancies/{id}: every field of the consultancy. */
export default function ConsultancyDetailPage() {
  const { t } = useT();
  const params = useParams<{ id: string }>();
  const request = consultancyRead(params.id);
  const { id } = request;
  const { state, retry } = useRead(request, { fallback: () => (id === null ? Promise.resolve(null) : builtInConsultancy(id)) });
  const date = useDateText();

  const c = state.status === 'success' || state.status === 'fallback' ? state.data : undefined;
  if (id === null || c === null) {
    return <NotFound title={t(HEAD.notFound)} message={t(HEAD.notFoundMessage)} />;
  }
  if (state.status === 'failure') {
    return (
      <>
        <PageHeading title={t(HEAD.title)} />
        <Container>
          <div role="alert">
            <p>We could not load this consultancy: {state.error.message}</p>
            <Button type="button" onClick={retry}>
              Try again
            </Button>
          </div>
        </Container>
      </>
    );
  }
  if (state.status === 'loading' || c === undefined) {
    return (
      <>
        <PageHeading title={t(HEAD.title)} />
        <Spinner label="Loading the consultancy…" />
      </>
    );
  }
  return (
    <div>
      <PageHeading title={c.name} description={t(HEAD.description, { name: c.name, location: c.location })}>
        <p style={{ display: 'flex', gap: 12, alignItems: 'center', margin: 0 }}>
          <ConsultancyLogo src={c.logo} size={48} />
          <span>
            {c.location}
            {c.sample && <SampleLabel />} <LicenceBadge c={c} />
          </span>
        </p>
        {c.sample && (
          <p data-part="sample-note">
            This is a sample listing: an invented consultancy that shows how the directory works. Its rating, figures and contacts are not a real
            business&apos;s.
          </p>
        )}
      </PageHeading>
      <Container>
        <PageSection>
          {state.status === 'fallback' && <FallbackNote onRetry={retry}>{BUILT_IN_DIRECTORY_NOTE}</FallbackNote>}
          <p>
            <Link href={ROUTES.consultancies}>← All consultancies</Link>
          </p>
          <p data-part="detail-toggles" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <CompareToggle id={c.id} name={c.name} />
            <SaveToggle kind="consultancy" id={c.id} name={c.name} />
          </p>
          {c.notice && (
            <Banner as="aside" $tone="error" aria-label="Notice from the Gantavya team" data-part="consultancy-notice">
              <p>
                <strong>Notice from the Gantavya team, {date(c.notice.date)}:</strong> {c.notice.text}
              </p>
            </Banner>
          )}
          <Details c={c} />
          <Card data-part="report-problem">
            <ReportProblemForm consultancyId={c.id} consultancyName={c.name} />
          </Card>
        </PageSection>
      </Container>
    </div>
  );
}
