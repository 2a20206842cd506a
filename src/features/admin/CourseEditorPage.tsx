import { useDocumentTitle } from '../../ui/primitives';

export default function CourseEditorPage() {
  useDocumentTitle('Course editor – Admin');
  return (
    <section data-page="admin-course-editor">
      <h1>Course editor</h1>
    </section>
  );
}
