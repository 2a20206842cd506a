import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function TermsPage() {
  return (
    <div data-page="terms">
      <PageHeading title="Terms of Use" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
