import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function ConsultancyDetailPage() {
  return (
    <div data-page="consultancy">
      <PageHeading title="Consultancy" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
