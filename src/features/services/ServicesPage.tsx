import { Link } from 'wouter';
import { SERVICES } from '../../data/services';
import { ROUTES } from '../../config/routes';
import { Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { Grid } from '../../ui/Prose';
import { LinkButton } from '../../ui/LinkButton';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'services.head.title', message: 'Our Services' },
  description: /*i18n*/ {
    id: 'services.head.description',
    message: 'Career counselling, test preparation and visa assistance for students in Nepal planning to study abroad.',
  },
};

export default function ServicesPage() {
  const { t } = useT();
  return (
    <div data-page="services">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>From choosing a course to landing abroad: what we help with, free to start.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Grid $min="260px" aria-label="Services">
            {SERVICES.map((s) => (
              <li key={s.slug}>
                <Card as="article" aria-labelledby={`service-${s.slug}`}>
                  <h2 id={`service-${s.slug}`}>
                    <Link href={s.path}>{s.title.message}</Link>
                  </h2>
                  <p>
                    <strong>{s.summary.message}</strong>
                  </p>
                  <p>{s.description}</p>
                  <h3>Who it is for</h3>
                  <p>{s.forWhom}</p>
                  <h3>What you get</h3>
                  <ul>
                    {s.whatYouGet.map((w) => (
                      <li key={w}>{w}</li>
                    ))}
                  </ul>
                  <h3>What it costs</h3>
                  <p>{s.cost}</p>
                  <p>
                    <Link href={s.path}>How {s.title.message.toLowerCase()} works, step by step</Link>
                  </p>
                </Card>
              </li>
            ))}
          </Grid>
        </PageSection>
        <PageSection>
          <LinkButton href={ROUTES.consultation}>Book a free consultation</LinkButton>
        </PageSection>
      </Container>
    </div>
  );
}
