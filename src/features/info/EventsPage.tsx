import { Link } from 'wouter';
import { ROUTES } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { Prose } from '../../ui/Prose';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'events.head.title', message: 'Events' },
  description: /*i18n*/ { id: 'events.head.description', message: 'Education fairs, university visits and visa information sessions for students in Nepal.' },
};

export default function EventsPage() {
  const { t } = useT();
  return (
    <div data-page="events">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)} />
      <Container>
        <PageSection>
          <Prose>
            <h2>Upcoming events</h2>
            <p role="status">No events are scheduled at the moment.</p>
            <p>
              Embassies and official bodies run free sessions in Kathmandu through the year: EducationUSA at the U.S. Educational Foundation in Nepal, and the
              British Council for UK study. Check their pages for dates.
            </p>
            <p>
              Meanwhile, <Link href={ROUTES.consultation}>book a free one-to-one consultation</Link>.
            </p>
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
