import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function FeaturedPage() {
  return (
    <div data-page="featured">
      <PageHeading title="Featured" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
