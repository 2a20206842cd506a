import { Link, useLocation } from 'wouter';
import { SERVICES } from '../../data/services';
import { DESTINATIONS, DESTINATION_COUNTRY, EXAMS } from '../../domain/catalog';
import { EXAM_DETAILS } from '../../data/exams';
import { ROUTES, paths } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import NotFoundPage from '../../common/NotFoundPage';
import { Prose } from '../../ui/Prose';
import { LinkButton } from '../../ui/LinkButton';
import { useT } from '../../ui/i18n';

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
            <p>{service.description}</p>
            <h2>Who it is for</h2>
            <p>{service.forWhom}</p>
            <h2>What you get</h2>
            <ul>
              {service.whatYouGet.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
            <h2>How it works</h2>
            <ol>
              {service.steps.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ol>
            <h2>What it costs</h2>
            <p>{service.cost}</p>
            {service.slug === 'test-preparation' && (
              <>
                <h2>Exam guides</h2>
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
                <h2>Visa guides by destination</h2>
                <ul>
                  {DESTINATIONS.map((d) => (
                    <li key={d}>
                      <Link href={paths.destination(d)}>Student visa for {DESTINATION_COUNTRY[d]}</Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p>
              <Link href={ROUTES.services}>All services</Link>
            </p>
            <LinkButton href={ROUTES.consultation}>Book a free consultation</LinkButton>
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
