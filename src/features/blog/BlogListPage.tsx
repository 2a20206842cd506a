import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function BlogListPage() {
  return (
    <div data-page="blog">
      <PageHeading title="Blog" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
