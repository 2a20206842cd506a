import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function ContactPage() {
  return (
    <div data-page="contact">
      <PageHeading title="Contact Us" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
