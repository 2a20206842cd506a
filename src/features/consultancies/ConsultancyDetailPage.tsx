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
import { builtInConsultancy } from '../../common/useConsultancies';
import { consultancyRead } from '../../common/firstData';
import { CompareToggle } from '../../common/compare/CompareToggle';
import { SaveToggle } from '../../common/shortlist/SaveToggle';
import { ConsultancyReviews } from './ConsultancyReviews';
import { ReportProblemForm } from './ReportProblem';
import { Banner } from '../../ui/Banner';
import { LicenceBadge } from '../../common/LicenceBadge';
import { LicensingAuthority, useLicensingAuthorityText } from '../../common/LicensingAuthority';
import { useDateText } from '../../common/DateText';
import { LICENCE_AUTHORITY_NAMES } from '../../domain/licence';
import { useSay, useT } from '../../ui/i18n';
import { ratingText } from '../../domain/rating';
import { useRecordLang } from '../../ui/recordText';
import { BUILT_IN_DIRECTORY_TEXT, CHECK_METHOD_TEXT, DETAIL_TEXT as TEXT, useExperience } from './text';

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
  const { t, locale } = useT();
  const badge = <LicenceBadge c={c} />;
  if (!l) return badge;
  const authority = LICENCE_AUTHORITY_NAMES[l.authority];
  return (
    <>
      {badge}
      <span data-part="licence-details" style={{ display: 'block' }}>
        {t(TEXT.licenceDetails, {
          number: l.number,
          // An authority's name as it is; a Nepali sentence has no article before it.
          authority: locale === 'en' ? authority : authority.replace(/^the /, ''),
          date: date(l.validUntil),
          method: t(CHECK_METHOD_TEXT[l.method]),
        })}
        {l.sourceUrl ? (
          <>
            {' '}
            (
            <a href={l.sourceUrl} target="_blank" rel="noopener noreferrer">
              {t(TEXT.source)}
            </a>
            )
          </>
        ) : null}
        {t(TEXT.end)}
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

function List({ items, lang }: { items: readonly string[]; lang?: string }) {
  return (
    <ul lang={lang}>
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

function Details({ c }: { c: Consultancy }) {
  const { t, digits } = useT();
  const say = useSay();
  const recordLang = useRecordLang();
  const experience = useExperience()(c.experience);
  const licensingText = useLicensingAuthorityText();
  return (
    <Layout>
      <div>
        <Cover>
          <ConsultancyCover src={c.coverImage} />
        </Cover>
        <section>
          <h2>{t(TEXT.destinations)}</h2>
          <List items={c.specializations} />
        </section>
        <section>
          <h2>{t(TEXT.services)}</h2>
          <List items={c.services} lang={recordLang} />
        </section>
        {c.testPreparation && c.testPreparation.length > 0 && (
          <section>
            <h2>{t(TEXT.testPreparation)}</h2>
            <List items={c.testPreparation} />
          </section>
        )}
        {c.highlights && c.highlights.length > 0 && (
          <section>
            <h2>{t(TEXT.highlights)}</h2>
            <List items={c.highlights} lang={recordLang} />
          </section>
        )}
        {(c.mission || c.vision) && (
          <section>
            <h2>{t(TEXT.missionVision)}</h2>
            {c.mission && (
              <p>
                <strong>{t(TEXT.mission)}</strong> <span lang={recordLang}>{c.mission}</span>
              </p>
            )}
            {c.vision && (
              <p>
                <strong>{t(TEXT.vision)}</strong> <span lang={recordLang}>{c.vision}</span>
              </p>
            )}
          </section>
        )}
        {c.branches && c.branches.length > 0 && (
          <section>
            <h2>{t(TEXT.branches)}</h2>
            <ul>
              {c.branches.map((b) => (
                <li key={`${b.name}-${b.location}`} data-part="branch">
                  <strong>{branchCity(b)}</strong>: {b.name}, {b.location} · <PhoneNumber phone={b.phone} sample={c.sample} /> ·{' '}
                  <a href={`mailto:${b.email}`}>{b.email}</a>
                  {b.licence ? (
                    <span style={{ display: 'block' }}>
                      {t(TEXT.ownLicence)} <LicenceDetails c={{ sample: c.sample, licence: b.licence }} />
                    </span>
                  ) : c.sample ? null : (
                    <span style={{ display: 'block' }}>{t(TEXT.noOwnLicence)}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {c.districtsCovered && c.districtsCovered.length > 0 && (
          <section>
            <h2>{t(TEXT.districts)}</h2>
            <p>{c.districtsCovered.join(', ')}</p>
          </section>
        )}
        {!c.sample && <ConsultancyReviews c={c} />}
      </div>
      <div>
        <Card>
          <h2>{t(TEXT.atAGlance)}</h2>
          <dl>
            <dt>{t(TEXT.rating)}</dt>
            <dd data-part="rating">{ratingText(c, say)}</dd>
            <dt>{t(TEXT.licence)}</dt>
            <dd>
              <LicenceDetails c={c} />
            </dd>
            <dt>{t(TEXT.experience)}</dt>
            <dd lang={experience.lang}>{experience.text}</dd>
            <dt>{t(TEXT.studentsHelped)}</dt>
            <dd>{digits(c.studentsHelped)}</dd>
            <dt>{t(TEXT.successRate)}</dt>
            <dd>{digits(c.successRate)}</dd>
            {c.established !== undefined && (
              <>
                <dt>{t(TEXT.established)}</dt>
                <dd>{digits(c.established)}</dd>
              </>
            )}
            <dt>{t(TEXT.address)}</dt>
            <dd>{c.location}</dd>
            <dt>{t(TEXT.phone)}</dt>
            <dd>
              <PhoneNumber phone={c.phone} sample={c.sample} />
            </dd>
            <dt>{t(TEXT.email)}</dt>
            <dd>
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </dd>
            {c.website && (
              <>
                <dt>{t(TEXT.website)}</dt>
                <dd>
                  <a href={c.website} rel="noopener noreferrer" target="_blank">
                    {c.website.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </>
            )}
            {c.socialMedia?.facebook && (
              <>
                <dt>{t(TEXT.facebook)}</dt>
                <dd>
                  <a href={c.socialMedia.facebook} rel="noopener noreferrer" target="_blank">
                    {t(TEXT.facebookPage)}
                  </a>
                </dd>
              </>
            )}
            {c.socialMedia?.instagram && (
              <>
                <dt>{t(TEXT.instagram)}</dt>
                <dd>
                  <a href={c.socialMedia.instagram} rel="noopener noreferrer" target="_blank">
                    {t(TEXT.instagramProfile)}
                  </a>
                </dd>
              </>
            )}
          </dl>
          <p>
            <Link href={paths.consultation(c.id)}>{t(TEXT.book)}</Link>
          </p>
        </Card>
        <Reminder aria-label={t(TEXT.beforeYouSign)}>
          <h2>{t(TEXT.beforeYouSign)}</h2>
          <p>{t(TEXT.checkLicence)}</p>
          <LicensingAuthority text={licensingText} />
          <p>
            <Link href={ROUTES.howWeVerify}>{t(TEXT.howWeCheck)}</Link>
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
  const recordLang = useRecordLang();

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
            <p>{t(TEXT.loadFailed, { error: state.error.message })}</p>
            <Button type="button" onClick={retry}>
              {t(TEXT.tryAgain)}
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
        <Spinner label={t(TEXT.loading)} />
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
        {c.sample && <p data-part="sample-note">{t(TEXT.sampleNote)}</p>}
      </PageHeading>
      <Container>
        <PageSection>
          {state.status === 'fallback' && (
            <FallbackNote onRetry={retry} retryLabel={t(TEXT.tryAgain)}>
              {t(BUILT_IN_DIRECTORY_TEXT)}
            </FallbackNote>
          )}
          <p>
            <Link href={ROUTES.consultancies}>{t(TEXT.all)}</Link>
          </p>
          <p data-part="detail-toggles" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <CompareToggle id={c.id} name={c.name} />
            <SaveToggle kind="consultancy" id={c.id} name={c.name} />
          </p>
          {c.notice && (
            <Banner as="aside" $tone="error" aria-label={t(TEXT.noticeLabel)} data-part="consultancy-notice">
              <p>
                <strong>{t(TEXT.noticeFrom, { date: date(c.notice.date) })}</strong> <span lang={recordLang}>{c.notice.text}</span>
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
