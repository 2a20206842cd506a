import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function PrivacyPage() {
  return (
    <div data-page="privacy">
      <PageHeading title="Privacy Policy" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
