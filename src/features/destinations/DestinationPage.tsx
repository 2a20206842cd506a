import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function DestinationPage() {
  return (
    <div data-page="destination">
      <PageHeading title="Study destination" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
