import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function HomePage() {
  return (
    <div data-page="home">
      <PageHeading title="Study abroad from Nepal, with a plan" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
