import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function CoursesPage() {
  return (
    <div data-page="courses">
      <PageHeading title="Courses" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
