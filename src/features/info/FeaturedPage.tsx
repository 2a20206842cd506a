import { Link } from 'wouter';
import { DESTINATIONS, DESTINATION_COUNTRY, EXAMS } from '../../domain/catalog';
import { EXAM_DETAILS } from '../../data/exams';
import { ROUTES, paths } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { DirectoryConsultancies } from '../../common/DirectoryConsultancies';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'featured.head.title', message: 'Featured' },
  description: /*i18n*/ { id: 'featured.head.description', message: 'Featured consultancies, destination guides and exam guides for students in Nepal.' },
};

export default function FeaturedPage() {
  const { t } = useT();
  return (
    <div data-page="featured">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>Highlights from our directory and guides. No featured place is paid for without a label.</p>
      </PageHeading>
      <Container>
        <PageSection as="section" aria-labelledby="featured-consultancies">
          <h2 id="featured-consultancies">Top-rated verified consultancies</h2>
          <DirectoryConsultancies filter={{ verified: true }} limit={6} label="Featured consultancies" emptyText="No featured consultancies yet." />
        </PageSection>
        <PageSection as="section" aria-labelledby="featured-guides">
          <h2 id="featured-guides">Destination guides</h2>
          <ul>
            {DESTINATIONS.map((d) => (
              <li key={d}>
                <Link href={paths.destination(d)}>Study in {DESTINATION_COUNTRY[d]}</Link>
              </li>
            ))}
          </ul>
          <h2>Exam guides</h2>
          <ul>
            {EXAMS.map((e) => (
              <li key={e}>
                <Link href={paths.exam(e)}>{EXAM_DETAILS[e].name}</Link>
              </li>
            ))}
          </ul>
          <p>
            Want your consultancy featured? <Link href={ROUTES.advertise}>Advertise with us</Link>.
          </p>
        </PageSection>
      </Container>
    </div>
  );
}
