import { Container, PageHeading, PageSection } from '../../ui/primitives';

export default function ExamPage() {
  return (
    <div data-page="exam">
      <PageHeading title="Exam guide" />
      <Container>
        <PageSection>
          <p>This page is being written.</p>
        </PageSection>
      </Container>
    </div>
  );
}
