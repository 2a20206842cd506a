import { Trans } from '@lingui/react';
import { Link } from 'wouter';
import { DESTINATIONS, DESTINATION_COUNTRY_TEXT, EXAMS } from '../../domain/catalog';
import { EXAM_DETAILS } from '../../data/exams';
import { ROUTES, paths } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { DirectoryConsultancies } from '../../common/DirectoryConsultancies';
import { useT } from '../../ui/i18n';
import { TextLink } from '../../ui/TextLink';

const HEAD = {
  title: /*i18n*/ { id: 'featured.head.title', message: 'Featured' },
  description: /*i18n*/ { id: 'featured.head.description', message: 'Featured consultancies, destination guides and exam guides for students in Nepal.' },
};

const TEXT = {
  lead: /*i18n*/ { id: 'featured.text.lead', message: 'Highlights from our directory and guides. No featured place is paid for without a label.' },
  topRated: /*i18n*/ { id: 'featured.text.topRated', message: 'Top-rated verified consultancies' },
  list: /*i18n*/ { id: 'featured.text.list', message: 'Featured consultancies' },
  empty: /*i18n*/ { id: 'featured.text.empty', message: 'No featured consultancies yet.' },
  destinationGuides: /*i18n*/ { id: 'featured.text.destinationGuides', message: 'Destination guides' },
  studyIn: /*i18n*/ { id: 'featured.text.studyIn', message: 'Study in {country}' },
  examGuides: /*i18n*/ { id: 'featured.text.examGuides', message: 'Exam guides' },
};

export default function FeaturedPage() {
  const { t } = useT();
  return (
    <div data-page="featured">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection as="section" aria-labelledby="featured-consultancies">
          <h2 id="featured-consultancies">{t(TEXT.topRated)}</h2>
          <DirectoryConsultancies filter={{ verified: true }} limit={6} label={t(TEXT.list)} emptyText={t(TEXT.empty)} />
        </PageSection>
        <PageSection as="section" aria-labelledby="featured-guides">
          <h2 id="featured-guides">{t(TEXT.destinationGuides)}</h2>
          <ul>
            {DESTINATIONS.map((d) => (
              <li key={d}>
                <Link href={paths.destination(d)}>{t(TEXT.studyIn, { country: t(DESTINATION_COUNTRY_TEXT[d]) })}</Link>
              </li>
            ))}
          </ul>
          <h2>{t(TEXT.examGuides)}</h2>
          <ul>
            {EXAMS.map((e) => (
              <li key={e}>
                <Link href={paths.exam(e)}>{EXAM_DETAILS[e].name}</Link>
              </li>
            ))}
          </ul>
          <p>
            <Trans
              id="featured.text.advertise"
              message="Want your consultancy featured? <0>Advertise with us</0>."
              components={{ 0: <TextLink href={ROUTES.advertise} /> }}
            />
          </p>
        </PageSection>
      </Container>
    </div>
  );
}
