import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function ServicesPage() {
  return (
    <div data-page="services">
      <PageHeading title="Our Services" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
