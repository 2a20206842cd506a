import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function AdvertisePage() {
  return (
    <div data-page="advertise">
      <PageHeading title="Advertise with Us" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
