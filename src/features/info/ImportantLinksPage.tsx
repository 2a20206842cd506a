import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function ImportantLinksPage() {
  return (
    <div data-page="important-links">
      <PageHeading title="Important Links" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
