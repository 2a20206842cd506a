import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function UniversitiesPage() {
  return (
    <div data-page="universities">
      <PageHeading title="Universities" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
