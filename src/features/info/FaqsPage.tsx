import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function FaqsPage() {
  return (
    <div data-page="faqs">
      <PageHeading title="Frequently Asked Questions" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
