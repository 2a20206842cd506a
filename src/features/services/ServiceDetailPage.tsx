import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function ServiceDetailPage() {
  return (
    <div data-page="service">
      <PageHeading title="Service" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
