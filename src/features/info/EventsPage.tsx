import { Trans } from '@lingui/react';
import { ROUTES } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { Prose } from '../../ui/Prose';
import { useT } from '../../ui/i18n';
import { TextLink } from '../../ui/TextLink';

const HEAD = {
  title: /*i18n*/ { id: 'events.head.title', message: 'Events' },
  description: /*i18n*/ { id: 'events.head.description', message: 'Education fairs, university visits and visa information sessions for students in Nepal.' },
};

const TEXT = {
  upcoming: /*i18n*/ { id: 'events.text.upcoming', message: 'Upcoming events' },
  none: /*i18n*/ { id: 'events.text.none', message: 'No events are scheduled at the moment.' },
  official: /*i18n*/ {
    id: 'events.text.official',
    message:
      'Embassies and official bodies run free sessions in Kathmandu through the year: EducationUSA at the U.S. Educational Foundation in Nepal, and the British Council for UK study. Check their pages for dates.',
  },
};

export default function EventsPage() {
  const { t } = useT();
  return (
    <div data-page="events">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)} />
      <Container>
        <PageSection>
          <Prose>
            <h2>{t(TEXT.upcoming)}</h2>
            <p role="status">{t(TEXT.none)}</p>
            <p>{t(TEXT.official)}</p>
            <p>
              <Trans
                id="events.text.meanwhile"
                message="Meanwhile, <0>book a free one-to-one consultation</0>."
                components={{ 0: <TextLink href={ROUTES.consultation} /> }}
              />
            </p>
          </Prose>
        </PageSection>
      </Container>
    </div>
  );
}
