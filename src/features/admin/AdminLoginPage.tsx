import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function AdminLoginPage() {
  return (
    <div data-page="admin-login">
      <PageHeading title="Admin sign in" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
