import { Link, useLocation } from 'wouter';
import { SERVICES } from '../../data/services';
import { DESTINATIONS, DESTINATION_COUNTRY_TEXT, EXAMS } from '../../domain/catalog';
import { EXAM_DETAILS } from '../../data/exams';
import { ROUTES, paths } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import NotFoundPage from '../../common/NotFoundPage';
import { Prose } from '../../ui/Prose';
import { LinkButton } from '../../ui/LinkButton';
import { useT } from '../../ui/i18n';
import { SERVICES_TEXT as TEXT } from './text';

export default function ServiceDetailPage() {
  const [location] = useLocation();
  const service = SERVICES.find((s) => s.path === location);
  const { t } = useT();
  if (!service) return <NotFoundPage />;
  return (
    <div data-page="service-detail">
      <PageHeading title={t(service.title)} description={t(service.summary)}>
        <p>{t(service.summary)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Prose>
            <p>{t(service.description)}</p>
            <h2>{t(TEXT.whoFor)}</h2>
            <p>{t(service.forWhom)}</p>
            <h2>{t(TEXT.whatYouGet)}</h2>
            <ul>
              {service.whatYouGet.map((x) => (
                <li key={x.id}>{t(x)}</li>
              ))}
            </ul>
            <h2>{t(TEXT.howItWorks)}</h2>
            <ol>
              {service.steps.map((x) => (
                <li key={x.id}>{t(x)}</li>
              ))}
            </ol>
            <h2>{t(TEXT.whatItCosts)}</h2>
            <p>{t(service.cost)}</p>
            {service.slug === 'test-preparation' && (
              <>
                <h2>{t(TEXT.examGuides)}</h2>
                <ul>
                  {EXAMS.map((e) => (
                    <li key={e}>
                      <Link href={paths.exam(e)}>{EXAM_DETAILS[e].name}</Link>: {EXAM_DETAILS[e].fullName}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {service.slug === 'visa-assistance' && (
              <>
                <h2>{t(TEXT.visaGuides)}</h2>
                <ul>
                  {DESTINATIONS.map((d) => (
                    <li key={d}>
                      <Link href={paths.destination(d)}>{t(TEXT.visaFor, { country: t(DESTINATION_COUNTRY_TEXT[d]) })}</Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p>
              <Link href={ROUTES.services}>{t(TEXT.all)}</Link>
            </p>
            <LinkButton href={ROUTES.consultation}>{t(TEXT.bookFree)}</LinkButton>
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
