import { Link } from 'wouter';
import { SERVICES } from '../../data/services';
import { ROUTES } from '../../config/routes';
import { Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { Grid } from '../../ui/Prose';
import { LinkButton } from '../../ui/LinkButton';
import { useT } from '../../ui/i18n';
import { SERVICES_TEXT as TEXT } from './text';

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
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Grid $min="260px" aria-label={t(TEXT.list)}>
            {SERVICES.map((s) => (
              <li key={s.slug}>
                <Card as="article" aria-labelledby={`service-${s.slug}`}>
                  <h2 id={`service-${s.slug}`}>
                    <Link href={s.path}>{t(s.title)}</Link>
                  </h2>
                  <p>
                    <strong>{t(s.summary)}</strong>
                  </p>
                  <p>{t(s.description)}</p>
                  <h3>{t(TEXT.whoFor)}</h3>
                  <p>{t(s.forWhom)}</p>
                  <h3>{t(TEXT.whatYouGet)}</h3>
                  <ul>
                    {s.whatYouGet.map((w) => (
                      <li key={w.id}>{t(w)}</li>
                    ))}
                  </ul>
                  <h3>{t(TEXT.whatItCosts)}</h3>
                  <p>{t(s.cost)}</p>
                  <p>
                    <Link href={s.path}>{t(TEXT.howItWorksLink, { service: t(s.title).toLowerCase() })}</Link>
                  </p>
                </Card>
              </li>
            ))}
          </Grid>
        </PageSection>
        <PageSection>
          <LinkButton href={ROUTES.consultation}>{t(TEXT.bookFree)}</LinkButton>
        </PageSection>
      </Container>
    </div>
  );
}
