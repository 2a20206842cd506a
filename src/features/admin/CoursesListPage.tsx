import { useDocumentTitle } from '../../ui/primitives';

export default function CoursesListPage() {
  useDocumentTitle('Courses – Admin');
  return (
    <section data-page="admin-courses">
      <h1>Courses</h1>
    </section>
  );
}
