import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function ConsultationPage() {
  return (
    <div data-page="consultation">
      <PageHeading title="Book a Free Consultation" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
