import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function EventsPage() {
  return (
    <div data-page="events">
      <PageHeading title="Events" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
