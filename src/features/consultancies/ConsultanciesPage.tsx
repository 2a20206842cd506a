import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function ConsultanciesPage() {
  return (
    <div data-page="consultancies">
      <PageHeading title="Consultancies" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
