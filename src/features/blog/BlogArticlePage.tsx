import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function BlogArticlePage() {
  return (
    <div data-page="blog-article">
      <PageHeading title="Blog article" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
