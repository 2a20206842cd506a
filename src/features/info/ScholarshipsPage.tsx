import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function ScholarshipsPage() {
  return (
    <div data-page="scholarships">
      <PageHeading title="Scholarships" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
